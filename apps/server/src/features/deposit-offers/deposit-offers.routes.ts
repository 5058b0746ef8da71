// Player endpoints of the deposit offers (contracts: endpoints/deposit-offers.ts). type 0 reads,
// type 1 claims; every reply is the offer's whole state.
import {
  activeDailyFirstPay,
  activeFirstPay,
  activeLuckyDraw,
  activeRePunch,
  activeRound,
  goldVault,
  OfferCallType,
} from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { playerRoute } from '../../platform/route.ts';
import * as offers from './deposit-offers.service.ts';

/** The id a claim names; a claim without one is an unknown tier / chest. */
function claimedId(input: { type: number; id?: number | undefined }, unknown: ErrorCode): number | undefined {
  if (input.type !== OfferCallType.claim) return undefined;
  if (input.id === undefined) throw new AppError(unknown);
  return input.id;
}

export function registerDepositOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, activeFirstPay, ctx.authenticate, ({ input, session }) =>
    offers.firstPay(ctx.db, session.playerId, ctx.clock.now(), claimedId(input, ErrorCode.firstDepositTierUnknown)),
  );
  playerRoute(app, activeDailyFirstPay, ctx.authenticate, ({ input, session }) =>
    offers.dailyFirstPay(ctx.db, session.playerId, ctx.clock.now(), input.type === OfferCallType.claim),
  );
  playerRoute(app, goldVault, ctx.authenticate, ({ input, session }) =>
    offers.treasureChest(ctx.db, session.playerId, ctx.clock.now(), claimedId(input, ErrorCode.treasureChestUnknown)),
  );
  playerRoute(app, activeRound, ctx.authenticate, ({ input, session }) =>
    offers.rechargeSpin(ctx.db, session.playerId, ctx.clock.now(), 'spin', input.type === OfferCallType.claim),
  );
  playerRoute(app, activeRePunch, ctx.authenticate, ({ input, session }) =>
    offers.rechargeSpin(ctx.db, session.playerId, ctx.clock.now(), 'again', input.type === OfferCallType.claim),
  );
  playerRoute(app, activeLuckyDraw, ctx.authenticate, ({ input, session }) =>
    offers.luckyDraw(ctx.db, session.playerId, ctx.clock.now(), input.type === OfferCallType.claim),
  );
}
