// kill -9 one of two server processes on one PostgreSQL while a provider's callbacks are spread
// over both (docs/operations/multi-process.md). The survivor answers every callback sent to it;
// each callback sent to the killed one was either committed once or got no answer, and the
// provider's re-send (same transaction id) to the survivor commits it exactly once. The killed
// process restarts on the same database; ledger:check passes and what is stored is what was answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderSession } from '../../src/features/game-wallet/game-wallet.service.ts';
import { checkLedger } from '../../src/features/wallet/ledger-check.ts';
import { balanceOf } from '../../src/features/wallet/wallet.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import type { Database } from '../../src/platform/db.ts';
import { exited, makeStore, type Store } from '../server-process.ts';
import { createPlayers, fund } from '../wallet.ts';
import {
  OUTCOME_OF,
  expectedBalance,
  gameTransfers,
  ledgerCheckCli,
  sendCallback,
  startOne,
  stop,
  storedCallbacks,
  type Callback,
  type Running,
} from './two-servers.ts';

const START = 1_000_000;
const PLAYERS = 6;
const WORKERS = 8;
/** Callbacks answered before the kill: enough that it lands mid-load. */
const ACKS_BEFORE_KILL = 120;
/** Callbacks the survivor must answer after the kill before the load stops. */
const ACKS_AFTER_KILL = 120;
/** A bound on each worker, so a survivor that stops answering fails the test instead of hanging it. */
const MAX_PER_WORKER = 400;

let store: Store;
let db: Database;
let a: Running | null = null;
let b: Running | null = null;
let env: Record<string, string>;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  store = await makeStore();
  db = await store.open();
  env = store.env;
  [a, b] = await Promise.all([startOne('A', env), startOne('B', env)]);
}, 90_000);

afterAll(async () => {
  a?.child.kill('SIGKILL');
  await stop(b);
  await store?.dispose();
});

describe.runIf(process.env.TEST_DATABASE_URL)('kill -9 one of two processes mid-load', () => {
  it('the other keeps answering; re-sent callbacks commit once; after a restart the ledger is what was answered', async () => {
    const sessions: { playerId: number; token: string }[] = [];
    for (const playerId of await createPlayers(db, PLAYERS)) {
      await fund(db, playerId, START);
      sessions.push({ playerId, token: (await startProviderSession(db, systemClock, { playerId, provider: 'generic', gameId: 'multi-slot', gameType: 'slots' })).token });
    }
    const killed = a!;
    const survivor = b!;

    // Each worker alternates processes. Callbacks to the survivor must all be answered; to the
    // killed one, after the kill, they fail to connect (or are cut off mid-flight).
    const sent: Callback[] = [];
    const survivorFailures: string[] = [];
    let acknowledged = 0;
    let afterKill = 0;
    let killedAt: number | null = null;
    const worker = async (w: number) => {
      for (let i = 0; afterKill < ACKS_AFTER_KILL && survivorFailures.length === 0 && i < MAX_PER_WORKER; i++) {
        const session = sessions[(w + i) % sessions.length]!;
        const bet = 100 + ((w * 7919 + i * 104_729) % 5_000);
        const c: Callback = { ...session, txId: `kill-${w}-${i}`, bet, win: i % 2 === 0 ? 0 : bet * 2, sentTo: '', answer: null };
        sent.push(c);
        const to = (w + i) % 2 === 0 ? killed : survivor;
        try {
          const { status, reply } = await sendCallback(to, c);
          if (status === 200) c.answer = reply.status;
          else if (status === 503) c.answer = 'UNAVAILABLE';
          else throw new Error(`HTTP ${status} ${JSON.stringify(reply)}`);
        } catch (error) {
          if (to === survivor) survivorFailures.push(`${c.txId}: ${String(error)}`);
          continue; // the killed process: no answer, the provider will re-send
        }
        if (c.answer === 'UNAVAILABLE') {
          if (to === survivor) survivorFailures.push(`${c.txId}: 503`);
          continue;
        }
        acknowledged += 1;
        if (killedAt !== null && to === survivor) afterKill += 1;
        if (acknowledged >= ACKS_BEFORE_KILL && killedAt === null) {
          killedAt = performance.now();
          killed.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await exited(killed.child);
    expect(killed.child.signalCode).toBe('SIGKILL');

    // The survivor answered everything sent to it, before and after the kill.
    expect(survivorFailures).toEqual([]);
    expect(afterKill).toBeGreaterThanOrEqual(ACKS_AFTER_KILL);
    const toSurvivor = sent.filter((c) => c.sentTo === 'B');
    expect(toSurvivor.every((c) => c.answer === 'OK' || c.answer === 'INSUFFICIENT_FUNDS')).toBe(true);
    const unanswered = sent.filter((c) => c.answer === null || c.answer === 'UNAVAILABLE');
    expect(unanswered.every((c) => c.sentTo === 'A')).toBe(true);
    // The kill landed mid-load: callbacks were cut off or refused, and some may have committed unanswered.
    expect(unanswered.length).toBeGreaterThan(0);
    const storedAtKill = await storedCallbacks(db);
    const committedUnanswered = unanswered.filter((c) => storedAtKill.has(c.txId)).length;

    // What was answered before the re-sends is stored once with that answer; nothing unanswered twice.
    for (const c of sent.filter((c) => c.answer !== null && c.answer !== 'UNAVAILABLE')) {
      expect([c.txId, storedAtKill.get(c.txId)]).toEqual([c.txId, OUTCOME_OF[c.answer!]]);
    }

    // The provider re-sends every unanswered callback (same transaction ids) to the survivor.
    for (const c of unanswered) {
      const { status, reply } = await sendCallback(survivor, c);
      expect([c.txId, status]).toEqual([c.txId, 200]);
      // One committed before the kill is answered with what it did then.
      if (storedAtKill.has(c.txId)) expect(OUTCOME_OF[reply.status]).toBe(storedAtKill.get(c.txId));
      c.answer = reply.status;
    }

    // The killed process comes back on the same database and serves, including replays.
    const restarted = await startOne('A', env);
    a = restarted;
    const replayed = sent.find((c) => c.answer === 'OK')!;
    expect((await sendCallback(restarted, replayed)).reply.status).toBe('OK');
    const fresh: Callback = { ...sessions[0]!, txId: 'kill-after-restart', bet: 100, win: 0, sentTo: '', answer: null };
    fresh.answer = (await sendCallback(restarted, fresh)).reply.status;
    expect(fresh.answer).toBe('OK');
    sent.push(fresh);

    console.log(
      `kill -9 of A after ${ACKS_BEFORE_KILL} answers: ${sent.length} callbacks, ${toSurvivor.length} to B all answered, ` +
        `${unanswered.length} to A unanswered (${committedUnanswered} of them had committed), each re-sent once`,
    );

    await Promise.all([stop(restarted), stop(survivor)]);
    const check = ledgerCheckCli(env);
    expect(check.output).toContain('OK: balances equal their entries');
    expect(check.status).toBe(0);

    // Every answered callback stored once with its answer; the ledger holds exactly what they imply.
    const stored = await storedCallbacks(db);
    expect(stored.size).toBe(sent.length);
    for (const c of sent) expect([c.txId, stored.get(c.txId)]).toEqual([c.txId, OUTCOME_OF[c.answer!]]);
    const transfers = await gameTransfers(db, sent);
    expect(transfers.repeated).toEqual([]);
    expect(transfers.stored).toEqual(transfers.expected);
    for (const { playerId } of sessions) {
      expect([playerId, (await balanceOf(db, playerId)).balance]).toEqual([playerId, expectedBalance(START, sent, playerId)]);
    }
    expect(await checkLedger(db)).toEqual([]);
  }, 120_000);
});
