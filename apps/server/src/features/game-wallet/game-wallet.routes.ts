// Provider callbacks at /hooks/games/:provider/:action (the adapter verifies and translates; the
// service decides) and the player's launch endpoints (JILI, 9WICKETS' transfer login/logout).
import { ErrorCode } from '@khel/contracts/error-codes';
import { jiliLogin, thirdGameLogin, thirdGameLogout } from '@khel/contracts/endpoints/games-launch';
import type { FastifyInstance } from 'fastify';
import type { GameProviders } from '../../adapters/game-providers/registry.ts';
import type { TransferWalletAdapter } from '../../adapters/game-providers/port.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { playerRoute } from '../../platform/route.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { handleGameCommand, startProviderSession } from './game-wallet.service.ts';
import { enterTransferGame, leaveTransferGame, reconcileTransfers } from './transfer-wallet.ts';

export const TRANSFER_RECONCILE_JOB = 'game-transfer-reconcile';
const NINE_WICKETS = '9wickets';

export function registerGameWalletRoutes(app: FastifyInstance, ctx: AppContext, deps: { providers: GameProviders }): void {
  const { providers } = deps;

  // Callbacks: the raw body reaches the adapter untouched (its signature covers those bytes).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string; action: string } }>(
      '/hooks/games/:provider/:action',
      { schema: { hide: true } },
      async (request, reply) => {
        const { provider, action } = request.params;
        const adapter = providers.seamless(provider);
        if (!adapter) return reply.code(404).send({ status: 'UNKNOWN_PROVIDER' });
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const parsed = adapter.parse(action, { rawBody, headers: request.headers });
        if (!parsed.ok) {
          request.log.warn({ provider, action, reason: parsed.reason }, 'game provider callback refused');
          const refused = adapter.refuse(action, parsed.reason);
          return reply.code(refused.status).send(refused.body);
        }
        const answer = await handleGameCommand(ctx.db, ctx.clock, provider, parsed.command);
        const rendered = adapter.render(action, parsed.command, answer);
        return reply.code(rendered.status).send(rendered.body);
      },
    );
  });

  // The playerId a launch sends is never trusted: it must be the session's.
  const samePlayer = (sent: number, sessionPlayer: number) => {
    if (sent !== sessionPlayer) throw invalid('invalidRequest');
  };
  const transferAdapter = (): TransferWalletAdapter => {
    const adapter = providers.transfer(NINE_WICKETS);
    if (!adapter) throw new AppError(ErrorCode.generic);
    return adapter;
  };

  playerRoute(app, jiliLogin, ctx.authenticate, async ({ input, session }) => {
    samePlayer(input.playerId, session.playerId);
    await assertMayPlay(ctx.db, session.playerId, ctx.clock.now());
    const adapter = providers.seamless('jili');
    if (!adapter) throw new AppError(ErrorCode.generic);
    const { token } = await startProviderSession(ctx.db, ctx.clock, { playerId: session.playerId, provider: 'jili', gameId: input.GameId });
    const url = adapter.launchUrl({
      token,
      playerId: session.playerId,
      gameId: input.GameId,
      language: input.Lang,
      homeUrl: input.HomeUrl,
      platform: input.Platform,
    });
    return { url };
  });

  playerRoute(app, thirdGameLogin, ctx.authenticate, async ({ input, session }) => {
    samePlayer(input.playerId, session.playerId);
    await assertMayPlay(ctx.db, session.playerId, ctx.clock.now());
    return enterTransferGame(ctx.db, ctx.clock, transferAdapter(), { playerId: session.playerId, gameId: input.id, language: 'en' });
  });

  playerRoute(app, thirdGameLogout, ctx.authenticate, async ({ input, session }) => {
    samePlayer(input.playerId, session.playerId);
    return leaveTransferGame(ctx.db, ctx.clock, transferAdapter(), { playerId: session.playerId });
  });

  const nineWickets = providers.transfer(NINE_WICKETS);
  if (nineWickets) ctx.jobs.every(TRANSFER_RECONCILE_JOB, 60_000, () => reconcileTransfers(ctx.db, ctx.clock, nineWickets));
}
