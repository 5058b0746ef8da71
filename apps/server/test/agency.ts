// Helpers for the agency integration tests (never imported by app code): an invitee deposits and
// plays exactly as in production, on the app of test/test-app.ts createTestApp.
import type { FastifyInstance } from 'fastify';
import { call } from './test-app.ts';
import type { SignedUp } from './players.ts';
import type { Database } from '../src/platform/db.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from './payments.ts';
import { PLAY_OUTBOX_JOB } from '../src/features/game-wallet/play-outbox.ts';

/** A deposit paid on the sandbox gateway's page (Approve), credited after its status inquiry. */
export async function deposit(app: FastifyInstance, player: SignedUp, amount: number): Promise<void> {
  // The player pays from their own wallet: a payer account is one of the person's identifiers (player protection).
  const created = await createDeposit(app, player.token, { typeName: 'Jazzcash', amount, phone: player.phone ? `0${player.phone}` : '03001234567' });
  if (created.code !== 1) throw new Error(`deposit failed: ${created.code} ${created.msg}`);
  await pressSandbox(app, await sandboxRefOf(app, created.data.payUrl), 'approve');
}

/** One in-house slot spin (slots count 90% of the stake as valid bet). */
export async function spin(app: FastifyInstance, player: SignedUp, bet: number): Promise<void> {
  const reply = await call(app, 'POST', '/usercenter/inhouse/slot/spin', { bet }, { token: player.token });
  if (reply.code !== 1) throw new Error(`spin failed: ${reply.code} ${reply.msg}`);
  // Valid bets are counted by the play outbox drain (within a second in production): wait for it.
  await app.jobs.run(PLAY_OUTBOX_JOB);
}

/** Replaces InviteConf as an operator would (the service reads it on every call). */
export async function setInviteConf(db: Database, conf: unknown): Promise<void> {
  await db.query(`UPDATE config_documents SET body = $1::jsonb, updated_at = now() WHERE name = 'InviteConf'`, [JSON.stringify(conf)]);
}
