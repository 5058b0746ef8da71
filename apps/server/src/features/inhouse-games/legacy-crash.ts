// Per-player crash rounds of an older version (one round per player, its crash point fixed by the
// player's seeds and nonce). The app no longer starts or steps them, but a round still `open` when
// the shared room shipped holds its player's stake: the recovery job settles it (round-recovery.ts)
// by the rule its sweep used, decided by time on the server's curve from `startedAt`:
// - an auto cash-out the curve has reached at or below the crash point pays exactly its target;
// - past the crash point, a bet never cashed out loses;
// - neither yet: the round is still in flight (≤ ~5 min from its start) and waits for the next run.
import { crashMultiplierAt } from '@khel/games/crash/crash-curve';
import { crashPoint, settleCrash, type CrashOutcome } from '@khel/games/crash/crash';
import type { StoredRound } from './inhouse-games.repository.ts';

/** What the old crash bet stored in `params`. */
export interface LegacyCrashParams {
  autoCashOut: number | null;
  /** Server time (ms) the curve started: when the wallet accepted the stake. */
  startedAt: number;
}

/** A per-player crash round (it has a seed pair; a shared-room bet has none). */
export const isLegacyCrash = (round: Pick<StoredRound, 'game' | 'seedId'>) => round.game === 'crash' && round.seedId !== 0;

/** The outcome of an open per-player crash round at `now`, or null while its curve has decided nothing. */
export function decideLegacyCrash(round: StoredRound, now: Date): CrashOutcome | null {
  const params = round.params as unknown as LegacyCrashParams;
  const point = crashPoint({ serverSeed: round.serverSeed, clientSeed: round.clientSeed }, round.nonce);
  const m = crashMultiplierAt(now.getTime() - params.startedAt);
  const autoReached = params.autoCashOut !== null && m >= params.autoCashOut;
  if (m <= point && !autoReached) return null;
  return settleCrash({ bet: round.bet, crashPoint: point, ...(params.autoCashOut === null ? {} : { autoCashOut: params.autoCashOut }) });
}
