// Property (migration 0056, README "Set-based batches"): a batch answers every callback exactly as
// the one-at-a-time function of 0033 (game_money_callback, called in ascending player and arrival
// order) answers it, and leaves the same balances, rounds and records. Each run plays one random
// history twice on twin players: once as prelude + one batch through game_money_callbacks, once
// through game_money_callback alone.
import { Reason } from '@khel/contracts/ledger-reasons';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { aBet, callbackTwins, commands, TWIN_PLAYERS } from '../../../test/callback-twins.ts';
import { protectionDeps } from '../../../test/protection.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { callMoneyCallbacks } from './game-wallet.repository.ts';

let t: TestApp;
let twins: ReturnType<typeof callbackTwins>;
beforeAll(async () => {
  t = await createTestApp();
  twins = callbackTwins(t, PROVIDER);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const PROVIDER = 'inhouse';
const REASONS = { bet: Reason.bet, win: Reason.win, refund: Reason.betRefund };

// The prelude opens rounds 0–4 (mostly bets); the batch settles those and stakes on rounds 0–14.
const openingCommands = fc.array(commands(['bet', 'bet', 'bet', 'betSettle', 'settle', 'rollback'], 4), { maxLength: 5 });
const batchCommands = fc.array(fc.oneof(commands(['bet', 'betSettle', 'betSettle', 'rollback'], 14), commands(['settle'], 4)), {
  minLength: 1,
  maxLength: 8,
});

/** The examples' policy: bets need a session, rounds take several bets, nobody is timed out. */
const examplePolicy = { needsSession: true, multiBets: true, timedOut: -1 };

describe('set-based batches', () => {
  it('answer and record every callback as 0033 does one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        openingCommands,
        batchCommands,
        fc.record({ needsSession: fc.boolean(), multiBets: fc.boolean(), timedOut: fc.integer({ min: -1, max: TWIN_PLAYERS - 1 }) }),
        async (prelude, generated, policy) => {
          const [batched, single] = await twins.twins();
          if (policy.timedOut >= 0) {
            for (const side of [batched, single]) await startTimeOut(protectionDeps(t), side.players[policy.timedOut]!.playerId, '24h', t.clock.now());
          }
          // Half the rollbacks name the bet of another callback of the same batch.
          const batch = generated.map((c, i) =>
            c.kind === 'rollback' && c.ref % 2 === 0 ? { ...c, ref: generated[(i + 1 + c.ref) % generated.length]!.tx } : c,
          );
          for (const c of prelude) {
            await twins.alone(twins.input(batched, c, policy));
            await twins.alone(twins.input(single, c, policy));
          }

          const items = batch.map((c, seq) => ({ ...twins.input(batched, c, policy), seq }));
          const rows = await callMoneyCallbacks(t.db, items, REASONS);
          const answers = batch.map((_, seq) => {
            const row = rows.find((r) => r.seq === seq)!;
            return { outcome: row.outcome, balance: Number(row.balance), replayed: row.replayed };
          });
          const expected = await twins.aloneInBatchOrder(single, batch, policy);

          expect(answers).toEqual(expected);
          expect(await twins.state(batched)).toEqual(await twins.state(single));
        },
      ),
      {
        numRuns: 200,
        examples: [
          // A bet whose rollback came first (a tombstone), then a rollback in the same batch naming a
          // later player's bet: one at a time, that bet meets the tombstone the rollback leaves.
          [[{ ...aBet, kind: 'rollback', tx: 9, ref: 3 }], [{ ...aBet, kind: 'bet', tx: 3, amount: 100 }], examplePolicy],
          [[], [{ ...aBet, kind: 'rollback', tx: 6, ref: 5 }, { ...aBet, kind: 'bet', player: 1, tx: 5, round: 1, amount: 100 }], examplePolicy],
          // Two stakes of one player that the balance covers one by one but not together; an expired session.
          [[], [{ ...aBet, tx: 1, round: 5, amount: 4_000 }, { ...aBet, tx: 2, round: 6, amount: 3_000 }], examplePolicy],
          [[], [{ ...aBet, tx: 1, round: 5, amount: 100, hoursLater: 5 }], examplePolicy],
          // Settles: of an open round with odds, of a settled round, of another player's round.
          [[{ ...aBet, tx: 1, round: 1, amount: 100 }], [{ ...aBet, kind: 'settle', tx: 2, round: 1, win: 300, odds: 2.5 }], examplePolicy],
          [[{ ...aBet, kind: 'betSettle', tx: 1, round: 1, amount: 100 }], [{ ...aBet, kind: 'settle', tx: 2, round: 1, win: 300 }], examplePolicy],
          [[{ ...aBet, player: 1, tx: 1, round: 1, amount: 100 }], [{ ...aBet, kind: 'settle', tx: 2, round: 1, win: 300 }], examplePolicy],
        ],
      },
    );
  });
});
