import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PayoutsQuery } from '@marketplace/shared/src/schemas/payments.ts';
import { HostPayoutsAnswer, type HostPayouts } from '@marketplace/shared/src/answers/payments.ts';
import { hostEarned, hostMoneyTotals, hostPayout } from '@marketplace/shared/src/rules/hostMoney.ts';
import type { Database } from '../db/index.ts';
import { requireUser, signedIn } from '../auth/index.ts';
import { hostMoneyRows } from '../common/hostMoney.ts';
import type { PaymentProvider } from '../payment-provider.ts';

export const PAYOUTS_PAGE_SIZE = 15;

/**
 * GET api/user/payouts: the signed-in host's own bookings that moved money (each booking's payment, refund
 * and payout by shared's hostMoney rules) with the totals over all of them. Only the session user's rows:
 * no id is taken from the request, so nobody reads another host's money.
 */
export function payoutRoutes(server: FastifyInstance, db: Database, provider: PaymentProvider): void {
  server
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/user/payouts',
      { preValidation: signedIn, schema: { querystring: PayoutsQuery, response: { 200: HostPayoutsAnswer } } },
      async (request): Promise<HostPayouts> => {
        const rows = await hostMoneyRows(db, requireUser(request));
        const now = new Date();
        const page = request.query.page ?? 1;
        const data = rows.slice((page - 1) * PAYOUTS_PAGE_SIZE, page * PAYOUTS_PAGE_SIZE).map((money) => {
          const { cancelled_by_guest: _by, cancellation_charge: _charge, ...row } = money;
          return { ...row, earned: hostEarned(money), payout: hostPayout(money, now) };
        });
        return {
          data,
          meta: {
            current_page: page,
            last_page: Math.max(1, Math.ceil(rows.length / PAYOUTS_PAGE_SIZE)),
            per_page: PAYOUTS_PAGE_SIZE,
            total: rows.length,
          },
          totals: hostMoneyTotals(rows, now),
          mode: provider.mode,
        };
      },
    );
}
