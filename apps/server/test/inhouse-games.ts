// Test helpers for the in-house games (never imported by app code): a funded player, calls that
// must succeed, and a per-player crash round as an older version left it open, on the app of
// test/test-app.ts.
import { crashPoint } from '@khel/games/crash/crash';
import type { LegacyCrashParams } from '../src/features/inhouse-games/legacy-crash.ts';
import { createRounds } from '../src/features/inhouse-games/rounds.ts';
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

/**
 * A per-player crash round exactly as the retired `crash/bet` left it: a nonce of the player's
 * seeds, the stake taken through the in-house provider's bet callback, `open` with its curve
 * started now. Returns its id and the crash point its seeds give (secret to the player; a test
 * reads it to know where the curve stops).
 */
export async function leftoverCrashRound(t: TestApp, player: SignedUp, bet: number, autoCashOut: number | null = null): Promise<{ roundId: string; crashPoint: number }> {
  const rounds = createRounds({ db: t.db, clock: t.clock, cipher: t.cipher, provider: t.app.gameProviders.inhouse, log: t.app.log });
  const begun = await rounds.begin(player.playerId, 'crash', bet, { autoCashOut, startedAt: 0 });
  const params = (): LegacyCrashParams => ({ autoCashOut, startedAt: t.clock.now().getTime() });
  await rounds.stake(player.playerId, 'crash', begun, bet, params);
  return { roundId: begun.roundId, crashPoint: crashPoint(begun.seeds, begun.nonce) };
}
