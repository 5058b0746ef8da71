// Helpers for the property tests that play one random history of game-wallet callbacks twice, on
// twin players: once through a set-based path, once through game_money_callback alone (0033, one
// callback per statement), and compare the answers and what each side left behind.
import { Reason } from '@khel/contracts/ledger-reasons';
import fc from 'fast-check';
import type { TestApp } from './test-app.ts';
import { PROVIDER_POLICIES } from '../src/adapters/game-providers/policies.ts';
import type { GameCommand } from '../src/adapters/game-providers/port.ts';
import { toCallbackInput, type MoneyCommand } from '../src/features/game-wallet/game-callbacks.ts';
import type { MoneyCallbackInput } from '../src/features/game-wallet/game-wallet.repository.ts';
import { startProviderSession } from '../src/features/game-wallet/game-wallet.service.ts';
import { createPlayers, fund } from './wallet.ts';

export const TWIN_PLAYERS = 3;
const START = 6_000;
const HOUR = 3_600_000;
const REASONS = { bet: Reason.bet, win: Reason.win, refund: Reason.betRefund };

export type Cmd = {
  kind: 'bet' | 'settle' | 'betSettle' | 'rollback';
  player: number;
  tx: number;
  round: number;
  ref: number;
  amount: number;
  win: number;
  /** The launch token a bet carries: -2 its player's own, -1 none, 0…2 that player's (another's is sessionInvalid). */
  token: number;
  /** The round's net odds a settle reports (the valid bet's risk weight). */
  odds: number | undefined;
  /** Sent this many hours after the launch (4 h and later: the session has expired). */
  hoursLater: number;
};

/** Commands of the given kinds on rounds 0…maxRound. */
export const commands = (kinds: Cmd['kind'][], maxRound: number): fc.Arbitrary<Cmd> =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    player: fc.integer({ min: 0, max: TWIN_PLAYERS - 1 }),
    tx: fc.integer({ min: 0, max: 14 }),
    round: fc.integer({ min: 0, max: maxRound }),
    ref: fc.integer({ min: 0, max: 14 }),
    amount: fc.integer({ min: 0, max: 4_000 }),
    win: fc.integer({ min: 0, max: 9_000 }),
    odds: fc.constantFrom(undefined, 0.25, 2.5),
    token: fc.oneof({ weight: 8, arbitrary: fc.constant(-2) }, { weight: 1, arbitrary: fc.integer({ min: -1, max: TWIN_PLAYERS - 1 }) }),
    hoursLater: fc.oneof({ weight: 9, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(5) }),
  });
/** The examples' starting point: player 0's free bet on round 0 with their own token. */
export const aBet: Cmd = { kind: 'bet', player: 0, tx: 0, round: 0, ref: 0, amount: 0, win: 0, odds: undefined, token: -2, hoursLater: 0 };

export interface Twin {
  label: string;
  players: { playerId: number; token: string }[];
}

export interface Answer {
  outcome: string;
  balance: number;
  replayed: boolean;
}

export function callbackTwins(t: TestApp, provider: string) {
  let run = 0;

  /** A side of the next run: TWIN_PLAYERS funded players, each with a launch token. */
  async function twin(label: string): Promise<Twin> {
    const ids = await createPlayers(t.db, TWIN_PLAYERS);
    const players = [];
    for (const playerId of ids) {
      await fund(t.db, playerId, START);
      players.push({ playerId, token: (await startProviderSession(t.db, t.clock, { playerId, provider, gameId: 'g' })).token });
    }
    return { label: `${label}${run}`, players };
  }

  /** Both sides of the next run. */
  async function twins(): Promise<[Twin, Twin]> {
    run += 1;
    return [await twin('b'), await twin('s')];
  }

  function input(side: Twin, c: Cmd, policy: { needsSession: boolean; multiBets: boolean }): MoneyCallbackInput {
    const player = side.players[c.player]!;
    const tokenOf = c.token === -2 ? player.token : c.token === -1 ? undefined : side.players[c.token]!.token;
    const txId = `${side.label}-t${c.tx}`;
    const roundId = `${side.label}-r${c.round}`;
    const base = { txId, playerId: player.playerId };
    const command: GameCommand =
      c.kind === 'bet'
        ? { ...base, kind: 'bet', token: tokenOf, roundId, gameId: 'g', amount: c.amount }
        : c.kind === 'settle'
          ? { ...base, kind: 'settle', roundId, amount: c.win, odds: c.odds }
          : c.kind === 'betSettle'
            ? { ...base, kind: 'betSettle', token: tokenOf, roundId, gameId: 'g', betAmount: c.amount, winAmount: c.win, odds: c.odds }
            : { ...base, kind: 'rollback', refTxId: `${side.label}-t${c.ref}` };
    const at = new Date(t.clock.now().getTime() + c.hoursLater * HOUR);
    const rules = { ...PROVIDER_POLICIES[provider]!, betNeedsSession: policy.needsSession, multipleBetsPerRound: policy.multiBets };
    return toCallbackInput(provider, rules, command as MoneyCommand, at);
  }

  /** 0033's function on its own, one callback per statement. */
  async function alone(item: MoneyCallbackInput): Promise<Answer> {
    const rows = await t.db.query<Answer>(
      `SELECT outcome, balance, replayed FROM game_money_callback($1, $2, $3, $4, decode($5, 'hex'), $6, $7, $8, $9, $10, $11,
         decode($12, 'hex'), $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
        item.provider, item.kind, item.tx_id, item.player, item.token_hash, item.round_id, item.game_id, item.bet, item.win, item.odds,
        item.ref_tx_id, item.request_hash, item.at, item.needs_session, item.multi_bets, item.platform, item.default_type,
        REASONS.bet, REASONS.win, REASONS.refund,
      ],
    );
    const row = rows[0]!;
    return { outcome: row.outcome, balance: Number(row.balance), replayed: row.replayed };
  }

  /** The answers one at a time gives the batch: in ascending player, each player's in batch order. */
  async function aloneInBatchOrder(side: Twin, batch: readonly Cmd[], policy: { needsSession: boolean; multiBets: boolean }): Promise<Answer[]> {
    const expected: Answer[] = [];
    const order = batch.map((c, seq) => ({ c, seq })).sort((a, b) => a.c.player - b.c.player || a.seq - b.seq);
    for (const { c, seq } of order) expected[seq] = await alone(input(side, c, policy));
    return expected;
  }

  /** What a side left behind, with its own names taken out. */
  async function state(side: Twin) {
    const ids = side.players.map((p) => p.playerId);
    const strip = (s: string) => s.replace(side.label, '');
    const balances = await t.db.query<{ balance: number; held: number }>(
      'SELECT balance, held FROM ledger_accounts WHERE player_id = ANY($1::bigint[]) ORDER BY player_id',
      [ids],
    );
    const rounds = await t.db.query<{ round_id: string; player_id: number; bet_amount: number; win_amount: number; state: number; odds: string | null }>(
      `SELECT round_id, player_id, bet_amount, win_amount, state, odds::text FROM game_rounds WHERE provider = $1 AND round_id LIKE $2 || '-%' ORDER BY round_id`,
      [provider, side.label],
    );
    const records = await t.db.query<{ tx: string; kind: string; outcome: string; rolled_back: boolean; amount: number; win_amount: number; round: string | null }>(
      `SELECT t.provider_tx_id AS tx, t.kind, t.outcome, t.rolled_back, t.amount, t.win_amount, r.round_id AS round
         FROM game_transactions t LEFT JOIN game_rounds r ON r.id = t.round_pk
        WHERE t.provider = $1 AND t.provider_tx_id LIKE $2 || '-%' ORDER BY t.provider_tx_id`,
      [provider, side.label],
    );
    // The request hash as the wallet's own transfer() makes it (a replay of the key from Node or SQL is then a replay).
    const transfers = await t.db.query<{ key: string; amount: number; reason: number; reference: string; hash_ok: boolean }>(
      `SELECT x.idempotency_key AS key, x.amount, x.reason, x.reference,
              x.request_hash = ledger_transfer_hash(d.player_id, d.code, c.player_id, c.code, x.amount, x.reason, x.reference) AS hash_ok
         FROM ledger_transfers x JOIN ledger_accounts d ON d.id = x.debit_account_id JOIN ledger_accounts c ON c.id = x.credit_account_id
        WHERE x.idempotency_key LIKE 'game:' || $1 || ':' || $2 || '-%' ORDER BY 1`,
      [provider, side.label],
    );
    const outbox = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_play_outbox WHERE player_id = ANY($1::bigint[])', [ids]);
    return {
      balances,
      rounds: rounds.map((r) => ({ ...r, round_id: strip(r.round_id), player: ids.indexOf(r.player_id) })).map(({ player_id: _id, ...r }) => r),
      records: records.map((r) => ({ ...r, tx: strip(r.tx), round: r.round === null ? null : strip(r.round) })),
      transfers: transfers.map((r) => ({ ...r, key: strip(r.key), reference: strip(r.reference) })),
      outbox: outbox[0]!.n,
    };
  }

  return { twins, input, alone, aloneInBatchOrder, state };
}
