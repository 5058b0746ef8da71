// kill -9 mid-load: the real server (`src/server.ts`) runs as its own process on the
// test's database (PGlite under a DATA_DIR, or PostgreSQL when TEST_DATABASE_URL is set), takes
// signed bet+settle callbacks from several connections, and is killed with SIGKILL while they fly.
// Restarted on the same data, every callback it acknowledged is there exactly once with the answer
// it gave, the ledger holds exactly the money those answers imply, `npm run ledger:check` passes,
// and the provider's retries of the unanswered callbacks apply at most once. Settled rounds are
// counted by the play outbox once or not yet, never twice.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, makeStore, startServer as startAnyServer, type Store } from '../../../test/server-process.ts';
import { genericRequest, type GenericReply } from '../../adapters/game-providers/generic/generic-seamless.ts';
import { systemClock } from '../../platform/clock.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPlayers, fund } from '../../../test/wallet.ts';
import { startProviderSession } from './game-wallet.service.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../../..');
const SECRET = randomBytes(16).toString('hex');
const startServer = (env: Record<string, string>) => startAnyServer({ ...env, GAME_GENERIC_SECRET: SECRET });
const START = 1_000_000;
const PLAYERS = 6;
const WORKERS = 8;
/** Acknowledged callbacks before the kill: enough that the kill lands mid-load. */
const ACKS_BEFORE_KILL = 120;

interface Sent {
  txId: string;
  playerId: number;
  token: string;
  bet: number;
  win: number;
  /** 'OK' / 'INSUFFICIENT_FUNDS' when the server answered; null when the kill cut it off. */
  answer: string | null;
}

async function send(baseUrl: string, s: Sent): Promise<string> {
  const request = genericRequest(SECRET, 'generic', 'betSettle', {
    txId: s.txId,
    playerId: s.playerId,
    token: s.token,
    roundId: `round-${s.txId}`,
    gameId: 'crash-slot',
    betAmount: s.bet,
    winAmount: s.win,
  });
  const response = await fetch(`${baseUrl}${request.path}`, { method: 'POST', headers: request.headers, body: request.body });
  const reply = (await response.json()) as GenericReply;
  if (response.status !== 200) throw new Error(`HTTP ${response.status} ${JSON.stringify(reply)}`);
  return reply.status;
}

const stores: Store[] = [];
afterAll(async () => {
  for (const store of stores) await store.dispose();
});

describe('kill -9 mid-load', () => {
  it('keeps every acknowledged callback exactly once and the ledger whole', async () => {
    const store = await makeStore();
    stores.push(store);
    const setup = await store.open();
    const sessions: { playerId: number; token: string }[] = [];
    for (const playerId of await createPlayers(setup, PLAYERS)) {
      await fund(setup, playerId, START);
      sessions.push({ playerId, token: (await startProviderSession(setup, systemClock, { playerId, provider: 'generic', gameId: 'crash-slot', gameType: 'slots' })).token });
    }
    await store.release(setup);

    // Load from several connections; SIGKILL once enough callbacks were acknowledged. The workers
    // keep sending until the server is gone, so each ends on one callback the kill cut off (even
    // when group commit answered every in-flight callback in the same tick as the last ack).
    const first = await startServer(store.env);
    const sent: Sent[] = [];
    let acknowledged = 0;
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        const session = sessions[(w + i) % sessions.length]!;
        const bet = 100 + ((w * 7919 + i * 104_729) % 5_000);
        const s: Sent = { ...session, txId: `crash-${w}-${i}`, bet, win: i % 2 === 0 ? 0 : bet * 2, answer: null };
        sent.push(s);
        try {
          s.answer = await send(first.baseUrl, s);
          acknowledged += 1;
          if (acknowledged >= ACKS_BEFORE_KILL && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          return; // the server is gone: this callback was never answered
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    const unanswered = sent.filter((s) => s.answer === null);
    expect(acknowledged).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    // The kill landed mid-load: every connection was left with a callback never answered.
    expect(unanswered.length).toBe(WORKERS);

    // Restart on the same data; the provider retries what was never answered (same tx ids).
    const second = await startServer(store.env);
    for (const s of unanswered) s.answer = await send(second.baseUrl, s);
    // And a retry of something acknowledged before the kill gets the same answer again.
    const acked = sent.find((s) => s.answer === 'OK')!;
    expect(await send(second.baseUrl, acked)).toBe('OK');
    second.child.kill('SIGTERM');
    await exited(second.child);

    // The real `npm run ledger:check`, on the data the killed server left.
    const check = spawnSync(process.execPath, ['src/cli/ledger-check.ts'], { cwd: SERVER_DIR, env: { ...process.env, ...store.env }, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('OK: balances equal their entries');
    expect(check.status).toBe(0);

    const db = await store.open();
    try {
      const rows = await db.query<{ provider_tx_id: string; outcome: string }>(
        "SELECT provider_tx_id, outcome FROM game_transactions WHERE provider = 'generic'",
      );
      const stored = new Map(rows.map((r) => [r.provider_tx_id, r.outcome]));
      expect(stored.size).toBe(rows.length);
      // Every callback now answered (before the kill or on retry) is stored once with that answer.
      const outcomeOf: Record<string, string> = { OK: 'ok', INSUFFICIENT_FUNDS: 'insufficientFunds' };
      for (const s of sent) expect([s.txId, stored.get(s.txId)]).toEqual([s.txId, outcomeOf[s.answer!]]);
      expect(rows.length).toBe(sent.length);

      // The ledger holds exactly the transfers the answers imply, each once.
      const transfers = await db.query<{ idempotency_key: string; n: number }>(
        "SELECT idempotency_key, count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE 'game:generic:%' GROUP BY idempotency_key",
      );
      const expectedKeys = sent
        .filter((s) => s.answer === 'OK')
        .flatMap((s) => [`game:generic:${s.txId}:bet`, ...(s.win > 0 ? [`game:generic:${s.txId}:win`] : [])])
        .sort();
      expect(transfers.map((t) => t.idempotency_key).sort()).toEqual(expectedKeys);
      expect(transfers.every((t) => t.n === 1)).toBe(true);
      for (const { playerId } of sessions) {
        const mine = sent.filter((s) => s.playerId === playerId && s.answer === 'OK');
        const [row] = await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE player_id = $1', [playerId]);
        expect(row!.balance).toBe(START - mine.reduce((sum, s) => sum + s.bet - s.win, 0));
      }
      expect(await checkLedger(db)).toEqual([]);

      // Each settled round is counted by the outbox drain once, or still waits in the outbox.
      const rounds = await db.query<{ counted: boolean; queued: number }>(
        `SELECT r.valid_amount > 0 AS counted, (SELECT count(*)::int FROM game_play_outbox o WHERE o.round_pk = r.id) AS queued
           FROM game_rounds r WHERE r.provider = 'generic' AND r.state = 1`,
      );
      expect(rounds.length).toBe(expectedKeys.filter((k) => k.endsWith(':bet')).length);
      expect(rounds.filter((r) => (r.counted ? 1 : 0) + r.queued !== 1)).toEqual([]);
      const experience = await db.query<{ id: number; vip_experience: number; counted: number }>(
        `SELECT p.id, p.vip_experience, (SELECT coalesce(sum(valid_amount), 0)::bigint FROM game_rounds r WHERE r.player_id = p.id) AS counted
           FROM players p WHERE p.id = ANY($1::bigint[])`,
        [sessions.map((s) => s.playerId)],
      );
      expect(experience.filter((p) => p.vip_experience !== p.counted)).toEqual([]);
    } finally {
      await store.release(db);
    }
  }, 180_000);
});
