// The demo "Live" tables' clock: a table deals a round every LIVE_ROUND_MS, shared by everyone at
// that table. Bets are accepted while the round's timer runs (LIVE_BETTING_MS); the result is
// revealed when it ends. The result is drawn from the table's own random stream, keyed by a vendor
// secret, the table and the round number: the same for every player at the table, fixed before
// anyone bets, unknowable without the secret and never dependent on who bets. The timer is real;
// the dealer is an illustration (adapters/game-providers/README.md "Live tables").
import { createHmac } from 'node:crypto';
import type { Rng } from './demo-games.ts';

export const LIVE_ROUND_MS = 20_000;
export const LIVE_BETTING_MS = 15_000;

export interface TableClock {
  /** The round taking bets now (or, between its timer's end and the next round, the one just dealt). */
  round: number;
  /** When this round's betting closes and its result shows (milliseconds since the epoch). */
  closesAt: number;
  /** When the next round's betting opens. */
  nextAt: number;
  betting: boolean;
}

export function tableClock(nowMs: number): TableClock {
  const round = Math.floor(nowMs / LIVE_ROUND_MS);
  const closesAt = round * LIVE_ROUND_MS + LIVE_BETTING_MS;
  return { round, closesAt, nextAt: (round + 1) * LIVE_ROUND_MS, betting: nowMs < closesAt };
}

/** When a round's betting closes. */
export const closesAtOf = (round: number) => round * LIVE_ROUND_MS + LIVE_BETTING_MS;

/**
 * A table round's random stream: HMAC-SHA256 blocks of (table, round, counter) read 32 bits at a
 * time, with rejection so that every value below `max` is exactly equally likely.
 */
export function tableRng(secret: string, table: string, round: number): Rng {
  let counter = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  const next32 = () => {
    if (at + 4 > block.length) {
      block = createHmac('sha256', secret).update(`live-table:${table}:${round}:${counter++}`).digest();
      at = 0;
    }
    const value = block.readUInt32BE(at);
    at += 4;
    return value;
  };
  return (max) => {
    const limit = 2 ** 32 - (2 ** 32 % max);
    for (;;) {
      const value = next32();
      if (value < limit) return value % max;
    }
  };
}
