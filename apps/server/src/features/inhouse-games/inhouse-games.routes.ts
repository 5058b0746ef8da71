// Player HTTP of the in-house games (fairness, play, open rounds), the public verify endpoint, the
// bet record/report endpoints (game-wallet's records) and the notice bar's recent wins.
import {
  inhouseDiceRoll,
  inhouseFairness,
  inhouseMinesCashOut,
  inhouseMinesReveal,
  inhouseMinesStart,
  inhouseOpenRounds,
  inhouseRotateSeed,
  inhouseRoundFairness,
  inhouseSetClientSeed,
  inhouseSlotSpin,
  inhouseVerify,
  type VerifyRequest,
} from '@khel/contracts/endpoints/inhouse-games';
import { gameRecord, recentWins, reportRecord, reportTotal } from '@khel/contracts/endpoints/game-wallet-records';
import { verify } from '@khel/games/verify';
import type { FastifyInstance } from 'fastify';
import type { InhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute, publicRoute } from '../../platform/route.ts';
import * as records from '../game-wallet/game-wallet.service.ts';
import { assertGameEnabled } from '../games/games.service.ts';
import { assertIdentityForPlay } from '../kyc/kyc.service.ts';
import { assertMayStake } from '../limits/limits.service.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { fairness, rotate } from './fairness.service.ts';
import { createCrashTable } from './crash-table.ts';
import { registerCrashTableRoutes } from './crash-table.routes.ts';
import { registerInhouseBetRoutes } from './inhouse-bets.routes.ts';
import { createInhouseGames } from './inhouse-games.service.ts';
import { roundFairness } from './round-fairness.ts';
import { createRoundRecovery } from './round-recovery.ts';
import { engine } from './rounds.ts';

function verifyRound(input: VerifyRequest) {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce, ...(input.serverSeedHash ? { serverSeedHash: input.serverSeedHash } : {}) };
  const result = engine(() => {
    switch (input.game) {
      case 'slot':
        return verify('slot', { ...seeds, params: input.params });
      case 'dice':
        return verify('dice', { ...seeds, params: input.params });
      // Per-player crash rounds of an older version (still in players' bet records).
      case 'crash': {
        const { bet, cashOutAt, autoCashOut } = input.params;
        return verify('crash', { ...seeds, params: { bet, ...(cashOutAt ? { cashOutAt } : {}), ...(autoCashOut ? { autoCashOut } : {}) } });
      }
      case 'mines':
        return verify('mines', { ...seeds, params: input.params });
    }
  });
  const { serverSeedHash, commitmentMatches, ...outcome } = result;
  return { serverSeedHash, commitmentMatches, outcome };
}

/** Registers the routes; answers the recovery's and the crash tick's work for src/background-jobs.ts. */
export function registerInhouseGameRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { provider: InhouseProvider },
): { recoverRounds: () => Promise<unknown>; crashTableTick: () => Promise<unknown> } {
  const games = createInhouseGames({ db: ctx.db, clock: ctx.clock, cipher: ctx.cipher, provider: deps.provider, log: ctx.log });
  const auth = ctx.authenticate;

  playerRoute(app, inhouseFairness, auth, ({ session }) => fairness(ctx.db, ctx.clock, ctx.cipher, session.playerId));
  // Rotation reveals the seed, so it waits for unfinished rounds; one a crash left behind (or a
  // per-player crash round an older version left open) is finished first, so it never blocks the
  // player for good.
  const recovery = createRoundRecovery({ db: ctx.db, clock: ctx.clock, cipher: ctx.cipher, provider: deps.provider, rounds: games.rounds, log: ctx.log,
    abandonedMs: ctx.config.inhouseRoundAbandonedMs,
  });
  const rotateAfterRecovery = async (playerId: number, clientSeed?: string) => {
    await recovery.recover(playerId);
    return rotate(ctx.db, ctx.clock, ctx.cipher, playerId, clientSeed);
  };
  playerRoute(app, inhouseSetClientSeed, auth, ({ input, session }) => rotateAfterRecovery(session.playerId, input.clientSeed));
  playerRoute(app, inhouseRotateSeed, auth, ({ session }) => rotateAfterRecovery(session.playerId));

  // A new round needs no time-out or self-exclusion in force (the player-facing message; the bet
  // callback refuses such a stake too). Cash-outs, reveals and open rounds go on.
  // Loss, wager and session-time limits likewise (features/limits; the callback's check refuses too).
  // A game the catalogue switched off starts no new round (its open rounds still finish).
  const mayPlay = async (playerId: number, bet: number, gameId: string) => {
    await assertGameEnabled(ctx.db, gameId);
    await assertMayPlay(ctx.db, playerId, ctx.clock.now());
    await assertIdentityForPlay(ctx.db, playerId);
    await assertMayStake(ctx.db, playerId, bet, ctx.clock.now());
  };
  playerRoute(app, inhouseSlotSpin, auth, ({ input, session }) => mayPlay(session.playerId, input.bet, 'inhouse-slot').then(() => games.slotSpin(session.playerId, input.bet)));
  playerRoute(app, inhouseDiceRoll, auth, ({ input, session }) => mayPlay(session.playerId, input.bet, 'inhouse-dice').then(() => games.diceRoll(session.playerId, input)));
  const crashTable = createCrashTable({ db: ctx.db, clock: ctx.clock, cipher: ctx.cipher, provider: deps.provider, rounds: games.rounds, log: ctx.log });
  registerCrashTableRoutes(app, ctx, { table: crashTable, mayPlay });
  playerRoute(app, inhouseMinesStart, auth, ({ input, session }) => mayPlay(session.playerId, input.bet, 'inhouse-mines').then(() => games.minesStart(session.playerId, input.bet, input.mines)));
  playerRoute(app, inhouseMinesReveal, auth, ({ input, session }) => games.minesReveal(session.playerId, input.roundId, input.tile));
  playerRoute(app, inhouseMinesCashOut, auth, ({ input, session }) => games.minesCashOut(session.playerId, input.roundId));
  playerRoute(app, inhouseOpenRounds, auth, ({ session }) => games.openRounds(session.playerId));

  publicRoute(app, inhouseVerify, async ({ input }) => verifyRound(input));
  playerRoute(app, inhouseRoundFairness, auth, ({ input, session }) => roundFairness(ctx.db, ctx.cipher, session.playerId, input.roundId));
  registerInhouseBetRoutes(app, ctx);

  // Records (docs/requirements/wallet.md#6-records): data is the JSON string of the rows.
  playerRoute(app, gameRecord, auth, async ({ input, session }) => {
    const rows = await records.listBetRecords(ctx.db, session.playerId, input);
    return { data: JSON.stringify(rows), page: input.page };
  });
  playerRoute(app, reportRecord, auth, async ({ input, session }) => {
    const rows = await records.reportByDay(ctx.db, session.playerId, input);
    return { data: JSON.stringify(rows), page: input.page };
  });
  playerRoute(app, reportTotal, auth, ({ input, session }) => records.reportTotal(ctx.db, session.playerId, input));
  publicRoute(app, recentWins, async ({ input }) => ({ list: await records.recentWins(ctx.db, input.limit) }));

  return { recoverRounds: () => recovery.recover(), crashTableTick: () => crashTable.tick() };
}
