import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** The choices of the advert and service forms, from the catalogue tables the advert page and the search read too: public. */
export async function supplyLookupsFeature(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.get('/api/advert-lookups', async () => {
    const [instructionTypes, cancellationRules] = await Promise.all([
      db.selectFrom('instruction_types').select(['id', 'type']).orderBy('id').execute(),
      db.selectFrom('cancellation_rules').select(['id', 'rule']).orderBy('id').execute(),
    ]);
    return { data: { instruction_types: instructionTypes, cancellation_rules: cancellationRules } };
  });

  app.get('/api/service-lookups', async () => {
    const [occupations, paymentTypes] = await Promise.all([
      db.selectFrom('service_occupation_types').select(['id', 'type']).orderBy('id').execute(),
      db.selectFrom('service_payment_types').select(['id', 'type']).orderBy('id').execute(),
    ]);
    return { data: { occupations, payment_types: paymentTypes } };
  });
}
