// Property (game-callbacks.ts runSettlesIn, SQL game_settle_rounds): a product's batch of settles
// answers every settle exactly as game_money_callback (0033) answers it one at a time, in ascending
// player and batch order, and leaves the same balances, rounds, records and transfers (keys,
// references and the wallet's request hashes). The batch mixes plain settles with what the fast path
// must leave to the callback function: replayed and conflicting tx ids, settled, cancelled,
// unknown and other players' rounds, tx ids and rounds repeated within the batch.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { aBet, callbackTwins, commands, TWIN_PLAYERS, type Cmd } from '../../../test/callback-twins.ts';
import { protectionDeps } from '../../../test/protection.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { runSettlesIn } from './game-callbacks.ts';

let t: TestApp;
let twins: ReturnType<typeof callbackTwins>;
beforeAll(async () => {
  t = await createTestApp();
  twins = callbackTwins(t, 'inhouse');
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

// The prelude opens, settles and cancels rounds 0–5 with tx ids 0–9; the batch settles rounds 0–7
// (6 and 7 never opened) with tx ids 0–14 (those below 10 may be the prelude's).
const openingCommands = fc.array(commands(['bet', 'bet', 'bet', 'bet', 'betSettle', 'settle', 'rollback'], 5), { maxLength: 8 });
// A product's settles leave at one time.
const settles = fc.array(commands(['settle'], 7).map((c) => ({ ...c, hoursLater: 0 })), { minLength: 1, maxLength: 10 });
const policy = { needsSession: false, multiBets: true };

const settle = (c: Partial<Cmd>): Cmd => ({ ...aBet, kind: 'settle', ...c });

describe('set-based settles of open rounds', () => {
  it('answer and record every settle as 0033 does one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(openingCommands, settles, fc.integer({ min: -1, max: TWIN_PLAYERS - 1 }), async (prelude, batch, timedOut) => {
        const [batched, single] = await twins.twins();
        // A time-out stops stakes, never settles.
        if (timedOut >= 0) {
          for (const side of [batched, single]) await startTimeOut(protectionDeps(t), side.players[timedOut]!.playerId, '24h', t.clock.now());
        }
        for (const c of prelude) {
          await twins.alone(twins.input(batched, { ...c, tx: c.tx % 10 }, policy));
          await twins.alone(twins.input(single, { ...c, tx: c.tx % 10 }, policy));
        }

        const inputs = batch.map((c) => twins.input(batched, c, policy));
        const answers = (await t.db.transaction((tx) => runSettlesIn(tx, inputs))).map(({ outcome, balance, replayed }) => ({
          outcome,
          balance: Number(balance),
          replayed,
        }));
        const expected = await twins.aloneInBatchOrder(single, batch, policy);

        expect(answers).toEqual(expected);
        expect(await twins.state(batched)).toEqual(await twins.state(single));
      }),
      {
        numRuns: 100,
        examples: [
          // Plain: two players' open rounds, a win and a loss, with odds.
          [[{ ...aBet, amount: 100 }, { ...aBet, player: 1, tx: 1, round: 1, amount: 200 }], [settle({ tx: 2, win: 300, odds: 2.5 }), settle({ player: 1, tx: 3, round: 1 })], -1],
          // A replay of the prelude's settle, and a tx id the prelude used for a bet.
          [[{ ...aBet, amount: 100 }, settle({ tx: 1, win: 50 })], [settle({ tx: 1, win: 50 }), settle({ tx: 0, round: 1, win: 50 })], -1],
          // Another player's round and one never opened, beside a plain settle of the first player.
          [[{ ...aBet, amount: 100 }, { ...aBet, player: 1, tx: 1, round: 1, amount: 100 }], [settle({ tx: 2, round: 1, win: 10 }), settle({ player: 1, tx: 3, round: 1, win: 20 }), settle({ tx: 4, round: 7 })], 0],
          // One round settled twice in the batch, one tx id used twice: one at a time, the first wins.
          [[{ ...aBet, amount: 100 }, { ...aBet, tx: 1, round: 1, amount: 100 }], [settle({ tx: 2, win: 10 }), settle({ tx: 3, win: 20 }), settle({ tx: 4, round: 1, win: 30 }), settle({ tx: 4, round: 2 })], -1],
          // A cancelled round (its bet rolled back).
          [[{ ...aBet, amount: 100 }, { ...aBet, kind: 'rollback', tx: 1, ref: 0 }], [settle({ tx: 2, win: 10 })], -1],
        ],
      },
    );
  });
});
