// The bet lists under each in-house game ("All bets", "High rollers", "My bets") and the live push
// of a round as it settles (topic `<game>-bets`). Rows come only from settled rounds; names go
// through players' `publicNames` (masked unless the player chose to show theirs).
import {
  INHOUSE_BET_EVENT,
  INHOUSE_BETS_LIMIT,
  INHOUSE_HIGH_ROLLER_BET,
  inhouseBetsTopic,
  type InhouseBet,
} from '@khel/contracts/endpoints/inhouse-bets';
import type { Queryable } from '../../platform/db.ts';
import { publishLive } from '../../platform/live.ts';
import { publicNames } from '../players/players.service.ts';
import { selectLatestHighRollers, selectLatestSettled, selectPlayerSettled, selectSettled, type SettledBet } from './inhouse-bets.repository.ts';
import type { GameKind } from './inhouse-games.repository.ts';

/** payout ÷ bet in hundredths, floored: what the round actually paid, the same for every game. */
export const paidMultiplier = (bet: number, payout: number) => (bet > 0 ? Math.floor((payout * 100) / bet) : 0);

async function shape(db: Queryable, bets: SettledBet[]): Promise<InhouseBet[]> {
  const names = await publicNames(db, bets.map((b) => b.playerId));
  return bets.map((b) => ({
    id: b.roundId,
    game: b.game,
    // A row whose player is gone is still a real round; its name is simply not known.
    player: names.get(b.playerId) ?? '***',
    time: b.settledAt.toISOString(),
    bet: b.bet,
    multiplier: paidMultiplier(b.bet, b.payout),
    payout: b.payout,
  }));
}

export async function publicBets(db: Queryable, game: GameKind, list: 'all' | 'high'): Promise<InhouseBet[]> {
  const bets =
    list === 'high'
      ? await selectLatestHighRollers(db, game, INHOUSE_HIGH_ROLLER_BET, INHOUSE_BETS_LIMIT)
      : await selectLatestSettled(db, game, INHOUSE_BETS_LIMIT);
  return shape(db, bets);
}

/** The player's own rounds; the name shown is the public one, as others see it. */
export async function myBets(db: Queryable, playerId: number, game: GameKind): Promise<InhouseBet[]> {
  return shape(db, await selectPlayerSettled(db, playerId, game, INHOUSE_BETS_LIMIT));
}

/** Pushes a round that has just settled to every app showing that game's lists. */
export async function announceSettled(db: Queryable, roundId: string): Promise<void> {
  const bet = await selectSettled(db, roundId);
  if (!bet) return;
  const [row] = await shape(db, [bet]);
  await publishLive(db, { topic: inhouseBetsTopic(bet.game) }, { type: INHOUSE_BET_EVENT, bet: row });
}
