// The in-house game calls (contracts endpoints/inhouse-games) and the third-party launches
// (endpoints/games-launch). Replies carry the balance after the round.
import { JILI_DEFAULT_LANGUAGE, jiliLogin, thirdGameLogin, thirdGameLogout } from '@khel/contracts/endpoints/games-launch';
import {
  inhouseCrashBet,
  inhouseCrashCashOut,
  inhouseCrashState,
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
export const crashBet = (bet: number, autoCashOut?: number) => callApi(inhouseCrashBet, autoCashOut ? { bet, autoCashOut } : { bet });
export const crashCashOut = (roundId: string, at: number) => callApi(inhouseCrashCashOut, { roundId, at });
export const crashState = (roundId: string) => callApi(inhouseCrashState, { roundId });
export const minesStart = (bet: number, mines: number) => callApi(inhouseMinesStart, { bet, mines });
export const minesReveal = (roundId: string, tile: number) => callApi(inhouseMinesReveal, { roundId, tile });
export const openRounds = () => callApi(inhouseOpenRounds, {});
export const minesCashOut = (roundId: string) => callApi(inhouseMinesCashOut, { roundId });

function query(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** A seamless provider's launch URL (spec §7 jili/Login). */
export async function launchUrl(playerId: number, gameId: string, language: string): Promise<string> {
  const reply = await getApi(
    query(jiliLogin.path, {
      playerId: String(playerId),
      GameId: gameId,
      Lang: language || JILI_DEFAULT_LANGUAGE,
      HomeUrl: window.location.origin,
      Platform: 'web',
    }),
    jiliLogin.response,
  );
  return reply.url;
}

export async function wicketsLogin(playerId: number, id: string): Promise<string> {
  const reply = await getApi(query(thirdGameLogin.path, { playerId: String(playerId), id }), thirdGameLogin.response);
  return reply.url;
}

export async function wicketsLogout(playerId: number): Promise<number> {
  const reply = await getApi(query(thirdGameLogout.path, { playerId: String(playerId) }), thirdGameLogout.response);
  return reply.balance;
}
