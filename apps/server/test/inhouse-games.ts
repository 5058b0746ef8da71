// Test helpers for the in-house games (never imported by app code): a funded player and calls
// that must succeed, on the app of test/test-app.ts.
import { signUp, type SignedUp } from './players.ts';
import { call, type CallResult, type TestApp } from './test-app.ts';
import { fund } from './wallet.ts';

export async function fundedPlayer(t: TestApp, amount: number): Promise<SignedUp> {
  const player = await signUp(t.app);
  if (amount > 0) await fund(t.db, player.playerId, amount);
  return player;
}

/** A player call that must succeed; returns data. */
export async function ok<T>(t: TestApp, player: SignedUp | null, path: string, body: unknown = {}): Promise<T> {
  const reply: CallResult<T> = await call<T>(t.app, 'POST', path, body, { token: player?.token });
  if (reply.code !== 1) throw new Error(`${path} failed: ${reply.status} ${reply.code} ${reply.msg}`);
  return reply.data;
}
