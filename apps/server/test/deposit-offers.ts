// Helpers for the deposit-offer integration tests (never imported by app code), on the app of
// test/test-app.ts: deposits paid on the sandbox payer page, and valid bets through the in-house
// provider's seamless callbacks.
import { call, type CallResult, type TestApp } from './test-app.ts';
import { signUp, type SignedUp } from './players.ts';
import type { Database } from '../src/platform/db.ts';
import { startProviderSession } from '../src/features/game-wallet/game-wallet.service.ts';
import { PLAY_OUTBOX_JOB } from '../src/features/game-wallet/play-outbox.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from './payments.ts';

/** A real deposit: order → sandbox payer page → Approve → notification → inquiry → credit. */
export async function deposit(t: TestApp, player: SignedUp, amount: number): Promise<void> {
  // Any amount (no preset) is a custom Jazzcash option: no deposit bonus, so balances stay simple.
  // The player pays from their own wallet: a payer account is one of the person's identifiers (player protection).
  const created = await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount, phone: player.phone ? `0${player.phone}` : '03001234567' });
  if (created.code !== 1) throw new Error(`deposit refused: ${created.code} ${created.msg}`);
  const ref = await sandboxRefOf(t.app, created.data.payUrl);
  const pressed = await pressSandbox(t.app, ref, 'approve');
  if (pressed.statusCode >= 400) throw new Error(`sandbox approve answered ${pressed.statusCode}`);
}

let rounds = 0;

/** Settled in-house rounds (bet+settle callbacks) staking `stake` in all; each round returns its stake. */
export async function play(t: TestApp, player: SignedUp, stake: number, perRound = stake): Promise<void> {
  const { token } = await startProviderSession(t.db, t.clock, { playerId: player.playerId, provider: 'inhouse', gameId: 'slot', gameType: 'slots' });
  let left = stake;
  while (left > 0) {
    const bet = Math.min(perRound, left);
    rounds += 1;
    const reply = await t.app.gameProviders.inhouse.playRound({
      token,
      playerId: player.playerId,
      gameId: 'slot',
      bet,
      payout: bet,
      txId: `offers-${rounds}-${player.playerId}`,
      roundId: `offers-round-${rounds}-${player.playerId}`,
    });
    if (reply.status !== 'OK') throw new Error(`round refused: ${reply.status}`);
    left -= bet;
  }
  // Valid bets are counted by the play outbox drain (within a second in production): wait for it.
  await t.app.jobs.run(PLAY_OUTBOX_JOB);
}

export async function newPlayer(t: TestApp): Promise<SignedUp> {
  return signUp(t.app);
}

export function offerCall<T>(t: TestApp, player: SignedUp, path: string, body: Record<string, unknown> = {}, language?: string): Promise<CallResult<T>> {
  return call<T>(t.app, 'POST', `/usercenter/game/${path}`, body, { token: player.token, ...(language ? { language } : {}) });
}

/** The player's ledger credits with their reason codes (oldest first). */
export async function credits(db: Database, playerId: number): Promise<{ reason: number; amount: number }[]> {
  return db.query(
    `SELECT t.reason, t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
     WHERE a.player_id = $1 ORDER BY t.id`,
    [playerId],
  );
}

/** Replaces a config document (as an operator's edit would). */
export async function setConf(db: Database, name: string, body: unknown): Promise<void> {
  await db.query('UPDATE config_documents SET body = $2, updated_at = now() WHERE name = $1', [name, JSON.stringify(body)]);
}

export async function getConf<T>(db: Database, name: string): Promise<T> {
  const rows = await db.query<{ body: T }>('SELECT body FROM config_documents WHERE name = $1', [name]);
  return rows[0]!.body;
}
