// Khel's books against the provider's, per player (transfer-books.ts): a difference opens a case
// (game_transfer_cases, one open case per player, updated by later runs) that operators list at
// GET /admin/api/game-transfers/cases; equal books clear it. Players with a pending operation or
// whose flow is running are compared at a later run, when the books are final.
import type { GameTransferCase } from '@khel/contracts/admin/game-wallet';
import type { TransferWalletAdapter } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { transferBooks } from './transfer-books.ts';
import { withTransferLock } from './transfer-lock.ts';
import { importTransferBets } from './transfer-records.ts';

/** Players with a money difference stay compared; the others only while recently active. */
const ACTIVE_WITHIN_MS = 24 * 60 * 60_000;

async function record(db: Database, provider: string, playerId: number, expected: number, reported: number, at: Date): Promise<void> {
  if (expected === reported) {
    await db.query("UPDATE game_transfer_cases SET state = 'cleared', cleared_at = $3, checked_at = $3 WHERE provider = $1 AND player_id = $2 AND state = 'open'", [
      provider,
      playerId,
      at,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO game_transfer_cases (provider, player_id, expected, reported, opened_at, checked_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (provider, player_id) WHERE state = 'open' DO UPDATE SET expected = EXCLUDED.expected, reported = EXCLUDED.reported, checked_at = EXCLUDED.checked_at`,
    [provider, playerId, expected, reported, at],
  );
}

/** Compares every candidate player once; returns how many cases are open afterwards. */
export async function compareTransferBooks(db: Database, clock: Clock, adapter: TransferWalletAdapter): Promise<number> {
  const since = clock.now().getTime() - ACTIVE_WITHIN_MS;
  const open = new Set(
    (await db.query<{ player_id: number }>("SELECT player_id FROM game_transfer_cases WHERE provider = $1 AND state = 'open'", [adapter.name])).map((r) => r.player_id),
  );
  const candidates = (await transferBooks(db, adapter.name)).filter((b) => b.expected !== 0 || open.has(b.playerId) || new Date(b.lastActivity).getTime() >= since);
  for (const { playerId } of candidates) {
    await withTransferLock(
      db,
      adapter.name,
      playerId,
      async () => {
        await importTransferBets(db, clock, adapter, playerId);
        const [books] = await transferBooks(db, adapter.name, playerId);
        if (!books || books.pending > 0) return;
        await record(db, adapter.name, playerId, books.expected, await adapter.balance(playerId), clock.now());
      },
      0,
    ).catch(() => undefined); // busy (or the provider did not answer): the next run compares
  }
  const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM game_transfer_cases WHERE provider = $1 AND state = 'open'", [adapter.name]);
  return rows[0]?.n ?? 0;
}

interface CaseRow {
  id: number;
  provider: string;
  player_id: number;
  expected: number;
  reported: number;
  state: 'open' | 'cleared';
  opened_at: Date;
  checked_at: Date;
  cleared_at: Date | null;
}

/** The operator's list: open cases first, then the newest; at most 500. */
export async function listTransferCases(db: Database, state?: 'open' | 'cleared'): Promise<GameTransferCase[]> {
  const rows = await db.query<CaseRow>(
    "SELECT * FROM game_transfer_cases WHERE ($1::text IS NULL OR state = $1) ORDER BY state = 'open' DESC, id DESC LIMIT 500",
    [state ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    playerId: r.player_id,
    expected: r.expected,
    reported: r.reported,
    state: r.state,
    openedAt: new Date(r.opened_at).toISOString(),
    checkedAt: new Date(r.checked_at).toISOString(),
    clearedAt: r.cleared_at ? new Date(r.cleared_at).toISOString() : null,
  }));
}
