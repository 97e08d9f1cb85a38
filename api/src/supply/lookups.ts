import type { FastifyInstance } from 'fastify';
import { AdvertLookupsAnswer, ServiceLookupsAnswer } from '@marketplace/shared/src/answers/supply.ts';
import type { AppContext } from '../context.ts';

/** The choices of the advert and service forms, from the catalogue tables the advert page and the search read too: public. */
export async function supplyLookupsFeature(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.get('/api/advert-lookups', { schema: { response: { 200: AdvertLookupsAnswer } } }, async () => {
    const [instructionTypes, cancellationRules] = await Promise.all([
      db.selectFrom('instruction_types').select(['id', 'type']).orderBy('id').execute(),
      db.selectFrom('cancellation_rules').select(['id', 'rule']).orderBy('id').execute(),
    ]);
    return { data: { instruction_types: instructionTypes, cancellation_rules: cancellationRules } };
  });

  app.get('/api/service-lookups', { schema: { response: { 200: ServiceLookupsAnswer } } }, async () => {
    const [occupations, paymentTypes] = await Promise.all([
      db.selectFrom('service_occupation_types').select(['id', 'type']).orderBy('id').execute(),
      db.selectFrom('service_payment_types').select(['id', 'type']).orderBy('id').execute(),
    ]);
    return { data: { occupations, payment_types: paymentTypes } };
  });
}
