// The sandbox 9WICKETS, in-process: it serves 9WICKETS' (assumed) API as a FetchLike, so the real
// adapter code runs against it. It keeps its own book in the database (ninewickets_sandbox_*:
// wallets, transfers, bets), checks signatures, refuses a withdrawal above the balance, takes the
// demo sportsbook's bets against the money it holds, reports them as bet history, and misbehaves
// on demand: 'timeout-after-apply' applies the next transfer and then fails to answer,
// 'timeout-before-apply' fails without applying (the request is lost), 'late-apply' fails to answer
// and applies it LATE_APPLY_MS later (a request stuck in a queue), 'refuse' answers an error code.
// Like a real vendor, a transfer id is applied at most once (a duplicate gets the first outcome),
// 'check' answers not_found for an id it has not seen (yet), and 'close' settles an id for good:
// one it never saw is recorded as failed, so a late arrival is refused.
import { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db.ts';
import type { FetchLike } from '../../payments/port.ts';
import { hundredthsOf } from '../port.ts';
import { hmacHex } from '../signature.ts';
import { NINEWICKETS_SIGNATURE_HEADER } from './ninewickets-transfer.ts';

export type NineWicketsMisbehaviour = 'timeout-after-apply' | 'timeout-before-apply' | 'late-apply' | 'refuse';

// Long enough that the next call of a test (a launch asking about the transfer) comes first even on
// a loaded CI machine: at 150 ms a PostgreSQL run under load saw the late arrival land before the
// launch's check. Tests wait for it with lateArrivals(), never by sleeping.
export const LATE_APPLY_MS = 2_000;

export interface SandboxBet {
  betId: string;
  playerId: number;
  gameId: string;
  stake: number;
  payout: number;
  odds?: number | undefined;
  detail: Record<string, unknown>;
}

export type PlaceBetResult = { ok: true; balance: number; bet: SandboxBet } | { ok: false; reason: 'insufficient'; balance: number };

export interface NineWicketsSandbox {
  fetch: FetchLike;
  /** Makes the next deposit or withdrawal misbehave. */
  misbehaveNext(kind: NineWicketsMisbehaviour): void;
  /** Every later deposit or withdrawal takes 0–maxMs (random) to reach the book, like a request in transit. */
  transitDelay(maxMs: number): void;
  /** Resolves when every late arrival ('late-apply') scheduled so far has reached the book. */
  lateArrivals(): Promise<void>;
  /** The player's balance at the sandbox provider (hundredths). */
  balanceOf(playerId: number): Promise<number>;
  /** A bet on the demo sportsbook against the money held here; the same betId is placed once. */
  placeBet(bet: SandboxBet, at: Date): Promise<PlaceBetResult>;
  findBet(playerId: number, betId: string): Promise<SandboxBet | null>;
}

const Body = z.object({
  agent: z.string(),
  playerId: z.string().optional(),
  transferId: z.string().optional(),
  amount: z.number().optional(),
  gameId: z.string().optional(),
  lang: z.string().optional(),
  since: z.number().int().nonnegative().optional(),
});

interface BetRow {
  seq: number;
  bet_id: string;
  player_id: string;
  game_id: string;
  stake: number;
  payout: number;
  odds: number | null;
  detail: Record<string, unknown>;
  placed_at: Date;
}

const toBet = (row: BetRow): SandboxBet => ({
  betId: row.bet_id,
  playerId: Number(row.player_id),
  gameId: row.game_id,
  stake: row.stake,
  payout: row.payout,
  odds: row.odds ?? undefined,
  detail: row.detail,
});

async function balanceIn(db: Queryable, player: string): Promise<number> {
  const rows = await db.query<{ balance: number }>('SELECT balance FROM ninewickets_sandbox_wallets WHERE player_id = $1', [player]);
  return rows[0]?.balance ?? 0;
}

export function createNineWicketsSandbox(options: { db: Database; secret: string; launchBaseUrl?: string }): NineWicketsSandbox {
  const { db } = options;
  let misbehaviour: NineWicketsMisbehaviour | null = null;
  let transitMaxMs = 0;
  const reply = (payload: object, status = 200) => ({ status, text: async () => JSON.stringify(payload) });

  const late = new Set<Promise<unknown>>();

  /**
   * Applies a transfer once (by its id) and tells its status. The id is claimed first (its primary
   * key), so a concurrent duplicate or close waits for this transaction and then sees its outcome.
   */
  async function applyTransfer(direction: 'deposit' | 'withdraw', transferId: string, player: string, amount: number): Promise<'success' | 'failed'> {
    return db.transaction(async (tx) => {
      const claimed = await tx.query(
        "INSERT INTO ninewickets_sandbox_transfers (transfer_id, player_id, direction, amount, status) VALUES ($1, $2, $3, $4, 'success') ON CONFLICT DO NOTHING RETURNING transfer_id",
        [transferId, player, direction, amount],
      );
      if (claimed.length === 0) {
        const existing = await tx.query<{ status: 'success' | 'failed' }>('SELECT status FROM ninewickets_sandbox_transfers WHERE transfer_id = $1', [transferId]);
        return existing[0]?.status ?? 'failed';
      }
      await tx.query('INSERT INTO ninewickets_sandbox_wallets (player_id) VALUES ($1) ON CONFLICT DO NOTHING', [player]);
      const delta = direction === 'deposit' ? amount : -amount;
      const moved = await tx.query('UPDATE ninewickets_sandbox_wallets SET balance = balance + $2 WHERE player_id = $1 AND balance + $2 >= 0 RETURNING balance', [player, delta]);
      if (moved.length > 0) return 'success';
      await tx.query("UPDATE ninewickets_sandbox_transfers SET status = 'failed' WHERE transfer_id = $1", [transferId]);
      return 'failed';
    });
  }

  /** close: the id's outcome, or (never seen) a failed record that refuses it from now on (direction and amount unknown: placeholders). */
  async function closeTransfer(transferId: string, player: string): Promise<string> {
    await db.query(
      "INSERT INTO ninewickets_sandbox_transfers (transfer_id, player_id, direction, amount, status) VALUES ($1, $2, 'deposit', 1, 'failed') ON CONFLICT DO NOTHING",
      [transferId, player],
    );
    const rows = await db.query<{ status: string }>('SELECT status FROM ninewickets_sandbox_transfers WHERE transfer_id = $1', [transferId]);
    return rows[0]?.status ?? 'failed';
  }

  const fetch: FetchLike = async (url, init) => {
    const body = init?.body ?? '';
    const signature = init?.headers?.[NINEWICKETS_SIGNATURE_HEADER];
    if (signature !== hmacHex(options.secret, body)) return reply({ code: 401, message: 'bad signature' }, 401);
    const parsed = Body.safeParse(JSON.parse(body));
    if (!parsed.success) return reply({ code: 400 }, 400);
    const b = parsed.data;
    const path = new URL(url).pathname;
    const player = b.playerId ?? '';
    if (path === '/api/balance') return reply({ code: 0, balance: (await balanceIn(db, player)) / 100 });
    if (path === '/api/launch') {
      return reply({ code: 0, url: `${options.launchBaseUrl ?? 'https://9wickets.sandbox.invalid'}/play/${b.gameId}?p=${player}&lang=${b.lang}` });
    }
    if (path === '/api/bets') {
      const rows = await db.query<BetRow>('SELECT * FROM ninewickets_sandbox_bets WHERE player_id = $1 AND seq > $2 ORDER BY seq LIMIT 200', [player, b.since ?? 0]);
      const bets = rows.map((r) => ({ seq: r.seq, betId: r.bet_id, gameId: r.game_id, stake: r.stake / 100, payout: r.payout / 100, odds: r.odds, placedAt: new Date(r.placed_at).toISOString() }));
      return reply({ code: 0, bets });
    }
    if (path === '/api/transfer/check') {
      const rows = b.transferId ? await db.query<{ status: string }>('SELECT status FROM ninewickets_sandbox_transfers WHERE transfer_id = $1', [b.transferId]) : [];
      return reply({ code: 0, status: rows[0]?.status ?? 'not_found' });
    }
    if (path === '/api/transfer/close') {
      if (!b.transferId) return reply({ code: 400 }, 400);
      return reply({ code: 0, status: await closeTransfer(b.transferId, player) });
    }
    if (path === '/api/transfer/deposit' || path === '/api/transfer/withdraw') {
      const amount = b.amount === undefined ? null : hundredthsOf(b.amount);
      if (!b.transferId || amount === null || amount <= 0) return reply({ code: 400 }, 400);
      const now = misbehaviour;
      misbehaviour = null;
      if (now === 'timeout-before-apply') throw new Error('timeout');
      if (transitMaxMs > 0) await new Promise((done) => setTimeout(done, Math.random() * transitMaxMs));
      const direction = path.endsWith('deposit') ? 'deposit' : 'withdraw';
      if (now === 'late-apply') {
        const arrival = new Promise((done) => setTimeout(done, LATE_APPLY_MS)).then(() => applyTransfer(direction, b.transferId!, player, amount));
        late.add(arrival);
        void arrival.finally(() => late.delete(arrival));
        throw new Error('timeout');
      }
      if (now === 'refuse') {
        await db.query(
          "INSERT INTO ninewickets_sandbox_transfers (transfer_id, player_id, direction, amount, status) VALUES ($1, $2, $3, $4, 'failed') ON CONFLICT DO NOTHING",
          [b.transferId, player, path.endsWith('deposit') ? 'deposit' : 'withdraw', amount],
        );
        return reply({ code: 500, message: 'refused' });
      }
      const status = await applyTransfer(direction, b.transferId, player, amount);
      if (now === 'timeout-after-apply') throw new Error('timeout');
      if (status === 'failed') return reply({ code: 2, message: 'insufficient balance' });
      return reply({ code: 0, balance: (await balanceIn(db, player)) / 100 });
    }
    return reply({ code: 404 }, 404);
  };

  return {
    fetch,
    misbehaveNext(kind) {
      misbehaviour = kind;
    },
    transitDelay(maxMs) {
      transitMaxMs = maxMs;
    },
    async lateArrivals() {
      await Promise.allSettled([...late]);
    },
    balanceOf: (playerId) => balanceIn(db, String(playerId)),
    async placeBet(bet, at) {
      const player = String(bet.playerId);
      return db.transaction(async (tx): Promise<PlaceBetResult> => {
        await tx.query('SELECT pg_advisory_xact_lock(72509, $1::int)', [bet.playerId | 0]);
        const existing = await tx.query<BetRow>('SELECT * FROM ninewickets_sandbox_bets WHERE bet_id = $1 AND player_id = $2', [bet.betId, player]);
        if (existing[0]) return { ok: true, balance: await balanceIn(tx, player), bet: toBet(existing[0]) };
        const moved = await tx.query<{ balance: number }>(
          'UPDATE ninewickets_sandbox_wallets SET balance = balance - $2 + $3 WHERE player_id = $1 AND balance >= $2 RETURNING balance',
          [player, bet.stake, bet.payout],
        );
        if (!moved[0]) return { ok: false, reason: 'insufficient', balance: await balanceIn(tx, player) };
        await tx.query(
          'INSERT INTO ninewickets_sandbox_bets (bet_id, player_id, game_id, stake, payout, odds, detail, placed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [bet.betId, player, bet.gameId, bet.stake, bet.payout, bet.odds ?? null, JSON.stringify(bet.detail), at],
        );
        return { ok: true, balance: moved[0].balance, bet };
      });
    },
    async findBet(playerId, betId) {
      const rows = await db.query<BetRow>('SELECT * FROM ninewickets_sandbox_bets WHERE bet_id = $1 AND player_id = $2', [betId, String(playerId)]);
      return rows[0] ? toBet(rows[0]) : null;
    },
  };
}
