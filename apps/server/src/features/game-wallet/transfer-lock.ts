// One transfer flow (launch, refresh, inquiry, sweep) per player and provider at a time, across
// server processes: a lease row in game_transfer_locks (migration 0058). A transaction cannot stay
// open across the vendor's HTTP calls (on PGlite it would stop the whole database, the embedded
// vendor's book included; on PostgreSQL it would hold the player's ledger row, and with it their
// seamless callbacks, for up to the vendor's time-out), so the lock is a row taken and released in
// short statements; a crashed holder's lease runs out after LEASE_SECONDS (DB time, so every
// process agrees). Money never depends on the lock alone: transfers settle only on the vendor's
// own answer (transfer-wallet.ts), the lock keeps the flows from reading each other's half-work.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db.ts';

/** Longer than the longest flow: a few vendor calls of at most 15 s each. */
const LEASE_SECONDS = 120;
const WAIT_MS = 20_000;

export class TransferBusyError extends Error {
  override readonly name = 'TransferBusyError';
}

async function tryTake(db: Database, provider: string, playerId: number, holder: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO game_transfer_locks (provider, player_id, holder, expires_at)
     VALUES ($1, $2, $3, clock_timestamp() + make_interval(secs => $4))
     ON CONFLICT (provider, player_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE game_transfer_locks.expires_at < clock_timestamp()
     RETURNING holder`,
    [provider, playerId, holder, LEASE_SECONDS],
  );
  return rows.length > 0;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs fn while holding the player's transfer lock. Waits up to `waitMs` for another flow to finish
 * (0: give up at once); then throws TransferBusyError.
 */
export async function withTransferLock<T>(db: Database, provider: string, playerId: number, fn: () => Promise<T>, waitMs = WAIT_MS): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + waitMs;
  for (let pause = 5; !(await tryTake(db, provider, playerId, holder)); pause = Math.min(pause * 2, 100)) {
    if (Date.now() + pause > deadline) throw new TransferBusyError(`transfer flow of player ${playerId} busy`);
    await sleep(pause);
  }
  try {
    return await fn();
  } finally {
    await db.query('DELETE FROM game_transfer_locks WHERE provider = $1 AND player_id = $2 AND holder = $3', [provider, playerId, holder]);
  }
}
