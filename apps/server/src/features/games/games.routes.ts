// Player HTTP for the catalogue: lists and live groups are public (a visitor browses; hearts show
// when a session comes along), search and favourites need a player (docs/requirements/accounts.md#1-visitors-and-players).
import {
  favouriteGames,
  gameDetail,
  gameList,
  gameProviders,
  gameSearch,
  liveGames,
  setFavourite,
  topGames,
} from '@khel/contracts/endpoints/games';
import { translate } from '@khel/contracts/messages/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/reply.ts';
import { playerRoute, publicRoute } from '../../platform/route.ts';
import { SESSION_HEADER } from '../../platform/session.ts';
import * as games from './games.service.ts';

export function registerGameRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Public lists still mark the player's hearts when a valid session is sent; else none. */
  const viewer = async (request: FastifyRequest): Promise<number | null> => {
    const header = request.headers[SESSION_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return null;
    return (await ctx.authenticate(token))?.playerId ?? null;
  };

  publicRoute(app, gameList, async ({ input, request }) =>
    games.listGames(ctx.db, input, { page: input.page, viewerId: await viewer(request) }),
  );

  playerRoute(app, gameSearch, ctx.authenticate, async ({ input, session, request }) => {
    const result = await games.searchGames(ctx.db, input, { page: input.page, viewerId: session.playerId });
    return { ...result, msg: result.list.length === 0 && input.page === 0 ? translate(requestLanguage(request), 'noData') : '' };
  });

  publicRoute(app, gameProviders, async () => ({ list: (await games.providers(ctx.db)).map(({ state: _state, ...entry }) => entry) }));

  publicRoute(app, topGames, async ({ input, request }) =>
    games.topGames(ctx.db, input, { page: input.page, viewerId: await viewer(request) }),
  );

  publicRoute(app, liveGames, async ({ input, request }) =>
    games.liveGames(ctx.db, input.group, { page: input.page, viewerId: await viewer(request) }),
  );

  publicRoute(app, gameDetail, async ({ input, request }) => ({
    game: await games.gameByName(ctx.db, input.name, await viewer(request)),
  }));

  playerRoute(app, favouriteGames, ctx.authenticate, async ({ input, session }) =>
    games.favouriteGames(ctx.db, session.playerId, input, input.page),
  );

  playerRoute(app, setFavourite, ctx.authenticate, async ({ input, session }) =>
    games.setFavourite(ctx.db, session.playerId, input.gameId, input.favourite),
  );
}
