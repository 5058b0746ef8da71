// Player HTTP: POST /usercenter/game/exchange (types 0–3) and /usercenter/game/exchangeRecord.
import { ExchangeType, exchange, exchangeRecord, type ExchangeResponse } from '@khel/contracts/endpoints/withdrawals';
import { translate } from '@khel/contracts/messages/languages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/reply.ts';
import { playerRoute } from '../../platform/route.ts';
import { listTasks } from '../wagering/wagering.service.ts';
import { defaultPayoutProviders, type PayoutProviders } from './payouts.ts';
import {
  accountState,
  bindAccount,
  expireStale,
  requestWithdrawal,
  transId,
  withdrawable,
  withdrawalRecords,
} from './withdrawals.service.ts';

/** Expires withdrawals nobody decided in time (their holds return to the players). */
export const WITHDRAWAL_EXPIRY_JOB = 'withdrawal-expiry';

/** Registers the routes; answers the expiry's work for src/background-jobs.ts. */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  payouts: PayoutProviders = defaultPayoutProviders,
): { expireWithdrawals: () => Promise<unknown> } {
  const deps = { db: ctx.db, clock: ctx.clock, payouts, log: ctx.log };

  playerRoute(app, exchange, ctx.authenticate, async ({ input, session, request }): Promise<ExchangeResponse> => {
    const playerId = session.playerId;
    switch (input.type) {
      case ExchangeType.query:
        return { type: ExchangeType.query, ...(await accountState(ctx.db, playerId)) };
      case ExchangeType.bind: {
        const params = await bindAccount({ ...deps, cipher: ctx.cipher }, playerId, input.params);
        return { type: ExchangeType.bind, state: 1, params, msg: translate(requestLanguage(request), 'bindingSuccessful') };
      }
      case ExchangeType.tasks: {
        const [state, page] = input.params.split('_').map(Number) as [number, number];
        const states = state >= 0 && state <= 3 ? [state as 0 | 1 | 2 | 3] : null;
        const { tasks, remaining } = await listTasks(ctx.db, playerId, page, states);
        return { type: ExchangeType.tasks, list: tasks, page, remaining, goldWin: await withdrawable(ctx.db, playerId) };
      }
      case ExchangeType.withdraw: {
        const { withdrawal, goldWin } = await requestWithdrawal(deps, playerId, { amount: input.value, cardNo: input.params });
        return {
          type: ExchangeType.withdraw,
          msg: translate(requestLanguage(request), 'withdrawalSuccessful'),
          transId: transId(withdrawal.id),
          state: withdrawal.state,
          amount: withdrawal.amount,
          fee: withdrawal.fee,
          goldWin,
        };
      }
    }
  });

  playerRoute(app, exchangeRecord, ctx.authenticate, async ({ input, session }) => ({
    data: JSON.stringify(await withdrawalRecords(ctx.db, session.playerId, input)),
    page: input.page,
  }));
  return { expireWithdrawals: () => expireStale(deps) };
}
