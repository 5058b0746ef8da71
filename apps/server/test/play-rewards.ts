// Test helpers for the play rewards (never imported by app code): the real app, real players,
// real settled play through the in-house provider's generic callbacks, and ledger lines.
import type { FastifyInstance } from 'fastify';
import { signUp, type SignedUp } from './players.ts';
import { call, createTestApp, type CallResult, type TestApp } from './test-app.ts';
import { injectTransport } from '../src/adapters/game-providers/conformance-drivers.ts';
import { createInhouseProvider } from '../src/adapters/game-providers/inhouse/inhouse-provider.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Queryable } from '../src/platform/db.ts';
import { startProviderSession } from '../src/features/game-wallet/game-wallet.service.ts';
import { PLAY_OUTBOX_JOB } from '../src/features/game-wallet/play-outbox.ts';
import { fund } from './wallet.ts';

export { createTestApp, type TestApp };

const config = loadConfig({ NODE_ENV: 'test' });

/** A signed-up player with `amount` hundredths to play with. */
export async function player(t: TestApp, amount = 0): Promise<SignedUp> {
  const p = await signUp(t.app);
  if (amount > 0) await fund(t.db, p.playerId, amount);
  return p;
}

/** One settled round at the test clock's time: stake `bet`, pays `payout` (a slots game: valid bet = 90 % of the stake). */
export async function play(t: TestApp, playerId: number, bet: number, payout: number): Promise<void> {
  const inhouse = createInhouseProvider({ secret: config.games.inhouseSecret, transport: injectTransport(t.app) });
  const { token } = await startProviderSession(t.db, t.clock, { playerId, provider: 'inhouse', gameId: 'crash', gameName: 'Crash', gameType: 'slots' });
  const reply = await inhouse.playRound({ token, playerId, gameId: 'crash', bet, payout });
  if (reply.status !== 'OK') throw new Error(`round refused: ${reply.status}`);
  // Valid bets are counted by the play outbox drain (within a second in production): wait for it.
  await t.app.jobs.run(PLAY_OUTBOX_JOB);
}

export function post<T>(app: FastifyInstance, p: SignedUp | null, path: string, body: unknown = {}): Promise<CallResult<T>> {
  return call<T>(app, 'POST', path, body, { token: p?.token });
}

/** The player's ledger lines (reason, signed amount), oldest first. */
export async function ledgerLines(db: Queryable, playerId: number): Promise<{ reason: number; amount: number }[]> {
  return db.query(
    `SELECT t.reason, e.amount FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.player_id = $1 ORDER BY e.id`,
    [playerId],
  );
}

export async function balance(t: TestApp, p: SignedUp): Promise<number> {
  const reply = await post<{ gold: number }>(t.app, p, '/usercenter/game/playerInfo');
  if (reply.code !== 1) throw new Error(`playerInfo failed: ${reply.msg}`);
  return reply.data.gold;
}

/** Replaces a config document's body (what an operator's edit does). */
export async function setConfig(db: Queryable, name: string, body: unknown): Promise<void> {
  await db.query('UPDATE config_documents SET body = $2, updated_at = now() WHERE name = $1', [name, JSON.stringify(body)]);
}

/** Asia/Karachi wall time → instant (UTC+5 all year). */
export const karachi = (local: string) => new Date(`${local}+05:00`);
