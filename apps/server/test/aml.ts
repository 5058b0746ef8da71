// Helpers for the AML, withdrawal-block and harm-marker integration tests (never imported by app
// code): deposits through the sandbox gateway and in-house rounds, exactly as a player makes them.
import { expect } from 'vitest';
import type { SignedUp } from './players.ts';
import type { TestApp } from './test-app.ts';
import { startProviderSession } from '../src/features/game-wallet/game-wallet.service.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from './payments.ts';

/** A credited deposit of `amount` (a custom amount: no bonus, no betting task); its order number. */
export async function deposit(t: TestApp, p: SignedUp, amount: number): Promise<string> {
  const order = await createDeposit(t.app, p.token, { typeName: 'Jazzcash', amount, phone: '03001234567' });
  expect(order.code, order.msg).toBe(1);
  await pressSandbox(t.app, await sandboxRefOf(t.app, order.data.payUrl), 'approve');
  return order.data.orderId;
}

/** One settled in-house dice round: `stake` in, `payout` back. */
export async function play(t: TestApp, p: SignedUp, stake: number, payout = 0): Promise<void> {
  const { token } = await startProviderSession(t.db, t.clock, { playerId: p.playerId, provider: 'inhouse', gameId: 'inhouse-dice' });
  expect((await t.app.gameProviders.inhouse.playRound({ token, playerId: p.playerId, gameId: 'inhouse-dice', bet: stake, payout })).status).toBe('OK');
}
