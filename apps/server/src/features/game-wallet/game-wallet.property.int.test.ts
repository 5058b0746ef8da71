// Property: random interleavings and duplicates of provider callbacks (bet, settle, bet+settle,
// rollback, sent in concurrent batches) keep the ledger clean, never settle a round twice, and
// leave each balance equal to what the accepted transactions say.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { injectTransport } from '../../adapters/game-providers/conformance-drivers.ts';
import { createInhouseProvider, type InhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import { loadConfig } from '../../platform/config.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPlayers, fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { startProviderSession } from './game-wallet.service.ts';

let t: TestApp;
let client: InhouseProvider;
beforeAll(async () => {
  t = await createTestApp();
  client = createInhouseProvider({ secret: loadConfig({ NODE_ENV: 'test' }).games.inhouseSecret, transport: injectTransport(t.app) });
});
afterAll(async () => t.close());

const START = 20_000;
type Cmd =
  | { kind: 'bet'; tx: number; round: number; amount: number }
  | { kind: 'settle'; tx: number; round: number; win: number }
  | { kind: 'betSettle'; tx: number; round: number; amount: number; win: number }
  | { kind: 'rollback'; tx: number; ref: number };

const tx = fc.integer({ min: 0, max: 11 });
const round = fc.integer({ min: 0, max: 3 });
const amount = fc.integer({ min: 1, max: 9_000 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), tx, round, amount }),
  fc.record({ kind: fc.constant('settle' as const), tx, round, win: fc.integer({ min: 0, max: 15_000 }) }),
  fc.record({ kind: fc.constant('betSettle' as const), tx, round, amount, win: fc.integer({ min: 0, max: 15_000 }) }),
  fc.record({ kind: fc.constant('rollback' as const), tx, ref: tx }),
);

let run = 0;

describe('game wallet property', () => {
  it('random, duplicated, concurrent callbacks keep the books right and settle each round at most once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cmd, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }), async (batches) => {
        run += 1;
        const [playerId] = await createPlayers(t.db, 1);
        await fund(t.db, playerId!, START);
        const { token } = await startProviderSession(t.db, t.clock, { playerId: playerId!, provider: 'inhouse', gameId: 'p' });
        // Ids are scoped to this run (the database is shared by all runs).
        const txId = (n: number) => `p${run}-t${n}`;
        const roundId = (n: number) => `p${run}-r${n}`;
        const send = (c: Cmd) => {
          switch (c.kind) {
            case 'bet':
              return client.bet({ txId: txId(c.tx), playerId: playerId!, token, roundId: roundId(c.round), gameId: 'p', amount: c.amount });
            case 'settle':
              return client.settle({ txId: txId(c.tx), playerId: playerId!, roundId: roundId(c.round), amount: c.win });
            case 'betSettle':
              return client.playRound({ txId: txId(c.tx), roundId: roundId(c.round), token, playerId: playerId!, gameId: 'p', bet: c.amount, payout: c.win });
            case 'rollback':
              return client.rollback({ txId: `${txId(c.tx)}-rb`, playerId: playerId!, refTxId: txId(c.ref) });
          }
        };
        for (const batch of batches) {
          // Each batch goes out at once, and its first command twice (a duplicate racing itself).
          const replies = await Promise.all([...batch, batch[0]!].map(send));
          for (const reply of replies) expect(reply.balance).toBeGreaterThanOrEqual(0);
        }
        expect(await checkLedger(t.db)).toEqual([]);
        const settles = await t.db.query<{ round_pk: number; n: number }>(
          `SELECT round_pk, count(*)::int AS n FROM game_transactions
            WHERE player_id = $1 AND outcome = 'ok' AND kind IN ('settle', 'betSettle') GROUP BY round_pk HAVING count(*) > 1`,
          [playerId],
        );
        expect(settles).toEqual([]);
        const [expected] = await t.db.query<{ balance: number }>(
          `SELECT ($2::bigint - coalesce(sum(amount) FILTER (WHERE kind IN ('bet', 'betSettle') AND NOT rolled_back), 0)
                  + coalesce(sum(CASE kind WHEN 'settle' THEN amount WHEN 'betSettle' THEN win_amount ELSE 0 END)
                             FILTER (WHERE kind IN ('settle', 'betSettle')), 0))::bigint AS balance
             FROM game_transactions WHERE player_id = $1 AND outcome = 'ok'`,
          [playerId, START],
        );
        expect(await availableBalance(t.db, playerId!)).toBe(expected!.balance);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
