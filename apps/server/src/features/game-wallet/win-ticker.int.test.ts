// The home win ticker (docs/requirements/games.md#7-win-ticker): real settled wins, listed by their profit (payout − stake), and only
// when that profit reaches the operator's WinTickerConf.minProfit (seeded ₨100.00).
import type { RecentWin } from '@khel/contracts/endpoints/game-wallet-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { injectTransport } from '../../adapters/game-providers/conformance-drivers.ts';
import { createInhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import { loadConfig } from '../../platform/config.ts';
import { createPlayers, fund } from '../../../test/wallet.ts';
import { maskShowId } from './game-records.ts';
import { startProviderSession } from './game-wallet.service.ts';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'admin');
});
afterAll(async () => t.close());

const secret = loadConfig({ NODE_ENV: 'test' }).games.inhouseSecret;

/** A funded player who settles one mines round of `bet` paying `payout`; returns the masked show id. */
async function settle(bet: number, payout: number): Promise<string> {
  const [playerId] = await createPlayers(t.db, 1);
  await fund(t.db, playerId!, 100_000);
  const { token } = await startProviderSession(t.db, t.clock, { playerId: playerId!, provider: 'inhouse', gameId: 'mines', gameName: 'Mines' });
  t.clock.advance(1_000);
  const reply = await createInhouseProvider({ secret, transport: injectTransport(t.app) }).playRound({ token, playerId: playerId!, gameId: 'mines', bet, payout });
  expect(reply.status).toBe('OK');
  const [row] = await t.db.query<{ show_id: string }>('SELECT show_id FROM players WHERE id = $1', [playerId]);
  return maskShowId(row!.show_id);
}

async function ticker(): Promise<RecentWin[]> {
  const reply = await call<{ list: RecentWin[] }>(t.app, 'POST', '/usercenter/game/recentWins', { limit: 20 });
  expect(reply.code).toBe(1);
  return reply.data.list;
}

describe('win ticker', () => {
  it('lists a win by its profit when the profit reaches ₨100.00, and leaves out smaller wins and losses', async () => {
    const small = await settle(1_000, 10_999); // profit ₨99.99: a gross payout of ₨109.99 does not count
    const lost = await settle(5_000, 0);
    const big = await settle(5_000, 15_000); // profit exactly ₨100.00
    const list = await ticker();
    expect(list).toEqual([{ player: big, gameName: 'Mines', profit: 10_000, time: expect.any(String) }]);
    expect(list.map((w) => w.player)).not.toContain(small);
    expect(list.map((w) => w.player)).not.toContain(lost);
  });

  it('follows the operator: WinTickerConf.minProfit ₨50.00 lets the ₨99.99 win in, newest first', async () => {
    const put = await admin.put('/admin/api/config/WinTickerConf', { minProfit: 5_000 });
    expect(put.statusCode).toBe(200);
    const medium = await settle(2_000, 7_000); // profit ₨50.00
    const list = await ticker();
    expect(list.map((w) => w.profit)).toEqual([5_000, 10_000, 9_999]);
    expect(list[0]).toMatchObject({ player: medium, gameName: 'Mines' });
  });

  it('refuses a threshold that is not a whole number of hundredths ≥ 0 and keeps the old one', async () => {
    expect((await admin.put('/admin/api/config/WinTickerConf', { minProfit: -1 })).statusCode).toBe(400);
    expect((await admin.put('/admin/api/config/WinTickerConf', { minProfit: 12.5 })).statusCode).toBe(400);
    expect((await ticker()).map((w) => w.profit)).toEqual([5_000, 10_000, 9_999]);
  });

  it('is server-only: the threshold is not served at /config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/config/WinTickerConf.json' })).statusCode).toBe(404);
  });
});
