// Provider callbacks at /hooks/games/:provider/<action> (the adapter verifies and translates; the
// service decides) and the player's launch endpoints: thirdGameLogin for every third-party game
// (the catalogue's platform picks the provider), JILI's own jili/Login, and 9WICKETS' logout.
import { jiliLogin, thirdGameLogin, thirdGameLogout } from '@khel/contracts/endpoints/game-wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { providerOfPlatform } from '../../adapters/game-providers/policies.ts';
import type { GameAnswer } from '../../adapters/game-providers/port.ts';
import type { GameProviders } from '../../adapters/game-providers/registry.ts';
import type { AppContext } from '../../platform/context.ts';
import { isConnectionLoss, RETRY_AFTER_SECONDS } from '../../platform/database-unavailable.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { playerRoute } from '../../platform/route.ts';
import { findShownGame } from '../games/games.service.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { callbacksIdle } from './game-callbacks.ts';
import { launchThirdPartyGame } from './game-launch.ts';
import { launchHomeUrl } from './launch-home.ts';
import { handleGameCommand } from './game-wallet.service.ts';
import { PLAY_OUTBOX_JOB, startPlayOutbox } from './play-outbox.ts';
import { transferBooks } from './transfer-books.ts';
import { compareTransferBooks } from './transfer-reconcile.ts';
import { leaveTransferGame, reconcileTransfers, sweepIdleTransfers } from './transfer-wallet.ts';

/** Settles pending transfers on the provider's word. */
export const TRANSFER_RECONCILE_JOB = 'game-transfer-reconcile';
/** Brings back money left at the provider by players idle there for TRANSFER_IDLE_MS. */
export const TRANSFER_SWEEP_JOB = 'game-transfer-sweep';
/** Compares Khel's books with the provider's balances and opens cases. */
export const TRANSFER_BOOKS_JOB = 'game-transfer-books';
export const TRANSFER_IDLE_MS = 30 * 60_000;
const NINE_WICKETS = '9wickets';

type Work = () => Promise<unknown>;
/** What game-wallet's jobs run (src/background-jobs.ts gives them names, periods and scopes). */
export interface GameWalletWork {
  drainPlayOutbox: Work;
  /** Only when 9WICKETS is configured. */
  transferWallet: { reconcile: Work; sweepIdle: Work; compareBooks: Work } | null;
}

export function registerGameWalletRoutes(app: FastifyInstance, ctx: AppContext, deps: { providers: GameProviders }): GameWalletWork {
  const { providers } = deps;

  // Valid bets, betting tasks and VIP experience of settled rounds, off the callbacks' hot path.
  const outbox = startPlayOutbox(ctx.db, (error) => app.log.error({ err: error, job: PLAY_OUTBOX_JOB }, 'play outbox drain failed'), ctx.log);
  app.addHook('onClose', async () => {
    await callbacksIdle(ctx.db);
    await outbox.stop();
  });

  // Callbacks: the raw body reaches the adapter untouched (its signature covers those bytes). The
  // action may span segments (PG's Cash/TransferInOut); CQ9 reads balances with GET.
  const callback = async (request: FastifyRequest<{ Params: { provider: string; '*': string } }>, reply: FastifyReply) => {
    const { provider } = request.params;
    const action = request.params['*'];
    const adapter = providers.seamless(provider);
    if (!adapter) return reply.code(404).send({ status: 'UNKNOWN_PROVIDER' });
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const query = request.query as Record<string, string | undefined>;
    const parsed = adapter.parse(action, { rawBody, headers: request.headers, query, method: request.method });
    if (!parsed.ok) {
      request.log.warn({ provider, action, reason: parsed.reason }, 'game provider callback refused');
      const refused = adapter.refuse(action, parsed.reason);
      return reply.code(refused.status).send(refused.body);
    }
    let answer: GameAnswer;
    try {
      answer = await handleGameCommand(ctx.db, ctx.clock, provider, parsed.command);
    } catch (error) {
      if (!isConnectionLoss(error)) throw error;
      // A database outage: the vendor retries on its own "system error" (same transaction id,
      // applied once), or rolls the bet back.
      request.log.warn({ provider, action }, 'game provider callback hit a database outage');
      const unavailable = adapter.unavailable(action);
      return reply.code(unavailable.status).header('retry-after', String(RETRY_AFTER_SECONDS)).send(unavailable.body);
    }
    const rendered = adapter.render(action, parsed.command, answer);
    return reply.code(rendered.status).send(rendered.body);
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.route({ method: ['GET', 'POST'], url: '/hooks/games/:provider/*', schema: { hide: true }, handler: callback });
  });

  // The playerId a launch sends is never trusted: it must be the session's.
  const samePlayer = (sent: number, sessionPlayer: number) => {
    if (sent !== sessionPlayer) throw invalid('invalidRequest');
  };
  const launchDeps = { db: ctx.db, clock: ctx.clock, providers, log: ctx.log };

  const nineWickets = providers.transfer(NINE_WICKETS);
  /** Brings the player's 9WICKETS money back (refresh, another game); a provider failure is a clear, retryable refusal. */
  const comeBack = async (playerId: number) => {
    if (!nineWickets) return { balance: (await balanceOf(ctx.db, playerId)).available, transferred: 0 };
    try {
      return await leaveTransferGame(ctx.db, ctx.clock, nineWickets, { playerId });
    } catch (error) {
      if (error instanceof AppError) throw error;
      app.log.warn({ err: error, playerId }, '9WICKETS withdrawal failed');
      throw invalid('gameLaunchFailed');
    }
  };
  /** Launching any other game first brings back what 9WICKETS holds (when Khel's books say it holds anything). */
  const leaveTransferGameFor = async (playerId: number, game: string) => {
    if (!nineWickets) return;
    const target = await findShownGame(ctx.db, game);
    if (!target || providerOfPlatform(target.platform) === NINE_WICKETS) return;
    const [books] = await transferBooks(ctx.db, NINE_WICKETS, playerId);
    if (books && (books.expected > 0 || books.pending > 0)) await comeBack(playerId);
  };

  playerRoute(app, jiliLogin, ctx.authenticate, async ({ input, session, request }) => {
    samePlayer(input.playerId, session.playerId);
    // A refused return address moves nothing: checked before 9WICKETS' money is brought back.
    launchHomeUrl(input.HomeUrl, publicOrigin(request, ctx.config));
    await leaveTransferGameFor(session.playerId, input.GameId);
    const launched = await launchThirdPartyGame(launchDeps, {
      playerId: session.playerId,
      game: input.GameId,
      platform: 'JILI',
      language: input.Lang,
      theme: 'light',
      homeUrl: input.HomeUrl,
      origin: publicOrigin(request, ctx.config),
      device: input.Platform,
      ip: request.ip,
    });
    return { url: launched.url };
  });

  playerRoute(app, thirdGameLogin, ctx.authenticate, async ({ input, session, request }) => {
    samePlayer(input.playerId, session.playerId);
    launchHomeUrl(input.home, publicOrigin(request, ctx.config));
    await leaveTransferGameFor(session.playerId, input.id);
    return launchThirdPartyGame(launchDeps, {
      playerId: session.playerId,
      game: input.id,
      language: input.lang,
      theme: input.theme,
      homeUrl: input.home,
      origin: publicOrigin(request, ctx.config),
      ip: request.ip,
    });
  });

  // The refresh call (docs/requirements/games.md#4-9wickets-transfer-wallet): money a transfer-wallet provider holds comes back (nothing to do when
  // 9WICKETS is off; the answer is then just the balance).
  playerRoute(app, thirdGameLogout, ctx.authenticate, async ({ input, session }) => {
    samePlayer(input.playerId, session.playerId);
    return comeBack(session.playerId);
  });

  return {
    drainPlayOutbox: () => outbox.drainAll(),
    transferWallet: nineWickets
      ? {
          reconcile: () => reconcileTransfers(ctx.db, ctx.clock, nineWickets, ctx.log),
          sweepIdle: () => sweepIdleTransfers(ctx.db, ctx.clock, nineWickets, TRANSFER_IDLE_MS, ctx.log),
          compareBooks: () => compareTransferBooks(ctx.db, ctx.clock, nineWickets),
        }
      : null,
  };
}
