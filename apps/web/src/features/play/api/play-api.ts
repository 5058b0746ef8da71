// The in-house game calls (contracts endpoints/inhouse-games) and the third-party launches
// (endpoints/games-launch). Replies carry the balance after the round.
import { thirdGameLogin } from '@khel/contracts/endpoints/game-wallet';
import {
  inhouseDiceRoll,
  inhouseMinesCashOut,
  inhouseMinesReveal,
  inhouseMinesStart,
  inhouseOpenRounds,
  inhouseSlotSpin,
} from '@khel/contracts/endpoints/inhouse-games';
import { callApi, getApi } from '../../../lib/api-client.ts';

export const spinSlot = (bet: number) => callApi(inhouseSlotSpin, { bet });
export const rollDice = (bet: number, target: number, direction: 'under' | 'over') => callApi(inhouseDiceRoll, { bet, target, direction });
export const minesStart = (bet: number, mines: number) => callApi(inhouseMinesStart, { bet, mines });
export const minesReveal = (roundId: string, tile: number) => callApi(inhouseMinesReveal, { roundId, tile });
export const openRounds = () => callApi(inhouseOpenRounds, {});
export const minesCashOut = (roundId: string) => callApi(inhouseMinesCashOut, { roundId });

function query(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

export interface LaunchOptions {
  /** The app's language; each vendor gets its own code from the server. */
  language: string;
  theme: 'light' | 'dark';
}

/**
 * A third-party game's URL (thirdGameLogin with the catalogue id, docs/requirements/games.md#3-launching): the server picks the
 * provider from the game's platform. For 9WICKETS the balance moves to the provider first.
 */
export async function launchGame(playerId: number, id: string, options: LaunchOptions): Promise<string> {
  const reply = await getApi(
    query(thirdGameLogin.path, {
      playerId: String(playerId),
      id,
      lang: options.language,
      theme: options.theme,
      // A path on the site: the server hands vendors the absolute URL on its own origin, and refuses
      // anything else (docs/hardening/launch-and-links.md).
      home: '/',
    }),
    thirdGameLogin.response,
  );
  return reply.url;
}
