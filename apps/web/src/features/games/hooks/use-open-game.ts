import type { Game } from '@khel/contracts/endpoints/games';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { closeWicketsAndReturn } from '../../../stores/wickets-window.ts';
import { refreshBalance } from '../api/refresh-balance.ts';
import { useRecentGamesStore } from '../stores/recent-games-store.ts';

/** The /game/playps query (docs/requirements/games.md#3-launching): name, id, type, gametype, ver, type2, id2, platform. */
export function playQuery(game: Pick<Game, 'gameName' | 'gameId' | 'id' | 'type' | 'gameType' | 'ver' | 'platform'>) {
  return {
    name: game.gameName,
    id: game.gameId,
    type: game.type,
    gametype: game.gameType,
    ver: game.ver,
    type2: game.platform === 'inhouse' ? 'inhouse' : 'third',
    id2: String(game.id),
    platform: game.platform,
  };
}

/**
 * Game opening (docs/requirements/games.md#3-launching): a visitor gets the sign-up popup; a player's game moves to the front of the
 * recent list, a 9WICKETS window still open closes (its money comes back), the refresh call runs, and the player goes to /game/playps (where 9WICKETS opens
 * in its own window).
 */
export function useOpenGame(): (game: Game) => void {
  const navigate = useNavigate();
  const requirePlayer = useRequirePlayer();
  const played = useRecentGamesStore((state) => state.played);
  return useCallback(
    (game: Game) =>
      requirePlayer(() => {
        played(game.gameId);
        // Another game while the 9WICKETS window is open: that window closes and its money comes back first.
        const back = game.platform === '9WICKETS' ? Promise.resolve() : closeWicketsAndReturn();
        void back.then(refreshBalance).then(() => navigate(paths.gamePlayPs(playQuery(game))));
      }),
    [navigate, played, requirePlayer],
  );
}
