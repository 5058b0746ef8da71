// The bet lists under the in-house games, through app.inject: visitors read "All bets" and "High
// rollers", names are masked until the player opts in, only settled rounds appear, amounts are the
// rounds' own hundredths, and a settled round reaches sockets on the game's live topic.
import type { InhouseBet } from '@khel/contracts/endpoints/inhouse-bets';
import type { MinesRound } from '@khel/contracts/endpoints/inhouse-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, ok } from '../../../test/inhouse-games.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fund } from '../../../test/wallet.ts';
import { maskName } from '../players/players.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Roll = { roundId: string; bet: number; payout: number };
const list = async (game: string, which: 'all' | 'high') => {
  const reply = await call<{ list: InhouseBet[] }>(t.app, 'POST', '/usercenter/inhouse/bets', { game, list: which });
  expect(reply.code).toBe(1);
  return reply.data.list;
};
const roll = (p: SignedUp, bet: number) => ok<Roll>(t, p, '/usercenter/inhouse/dice/roll', { bet, target: 5_000, direction: 'over' });

describe('maskName', () => {
  it('keeps the ends and hides the length', () => {
    expect(maskName('ahmed42')).toBe('ah***42');
    expect(maskName('sara')).toBe('s***a');
    expect(maskName('al')).toBe('a***');
    expect(maskName('عائشہ خان')).toBe('عا***ان');
  });
});

describe('public bet lists', () => {
  it('a visitor sees every settled dice round newest first, names masked, amounts to the hundredth; high rollers from ₨1,000', async () => {
    const ahmed = await signUp(t.app, { account: 'ahmed42' });
    const bilal = await signUp(t.app, { account: 'bilalkhan9' });
    await fund(t.db, ahmed.playerId, 50_000);
    await fund(t.db, bilal.playerId, 1_000_000);
    const rolls: (Roll & { who: string })[] = [];
    rolls.push({ ...(await roll(ahmed, 1_001)), who: 'ah***42' });
    rolls.push({ ...(await roll(bilal, 99_999)), who: 'bi***n9' });
    rolls.push({ ...(await roll(bilal, 100_000)), who: 'bi***n9' });
    rolls.push({ ...(await roll(ahmed, 37)), who: 'ah***42' });

    const all = await list('dice', 'all');
    expect(all.map((r) => r.id)).toEqual(rolls.map((r) => r.roundId).reverse());
    for (const [i, r] of rolls.reverse().entries()) {
      expect(all[i]).toMatchObject({ game: 'dice', player: r.who, bet: r.bet, payout: r.payout, multiplier: Math.floor((r.payout * 100) / r.bet) });
      // A 50 % roll pays 1.98x with the payout floored to the paisa, and the row shows what was paid:
      // ₨1,000.00 → 1,980.00 is 1.98x, but ₨10.01 → 19.81 is 1.97x.
      expect(all[i]!.multiplier).toBe(r.payout === 0 ? 0 : r.bet === 100_000 ? 198 : 197);
    }
    expect(JSON.stringify(all)).not.toMatch(/ahmed42|bilalkhan9/);

    const high = await list('dice', 'high');
    expect(high.map((r) => [r.player, r.bet])).toEqual([['bi***n9', 100_000]]);
    expect(await list('slot', 'all')).toEqual([]);
  });

  it('a player who opts in is shown by name; the choice is off by default and can be turned back off', async () => {
    const p = await signUp(t.app, { account: 'zainab77' });
    await fund(t.db, p.playerId, 10_000);
    expect(await ok(t, p, '/usercenter/game/betPrivacy')).toEqual({ showName: false });
    const first = await roll(p, 500);
    expect((await list('dice', 'all')).find((r) => r.id === first.roundId)?.player).toBe('za***77');

    expect(await ok(t, p, '/usercenter/game/betPrivacy/update', { showName: true })).toEqual({ showName: true });
    expect(await ok(t, p, '/usercenter/game/betPrivacy')).toEqual({ showName: true });
    // The choice applies to the rows already listed, not only to new ones.
    expect((await list('dice', 'all')).find((r) => r.id === first.roundId)?.player).toBe('zainab77');
    expect((await ok<{ list: InhouseBet[] }>(t, p, '/usercenter/inhouse/myBets', { game: 'dice' })).list[0]?.player).toBe('zainab77');

    await ok(t, p, '/usercenter/game/betPrivacy/update', { showName: false });
    expect((await list('dice', 'all')).find((r) => r.id === first.roundId)?.player).toBe('za***77');
    expect((await call(t.app, 'POST', '/usercenter/game/betPrivacy', {})).status).toBe(401);
  });

  it('only settled rounds appear: an open mines round shows once cashed out, a refused stake never', async () => {
    const p = await fundedPlayer(t, 2_000);
    const open = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/start', { bet: 1_000, mines: 1 });
    expect((await list('mines', 'all')).map((r) => r.id)).not.toContain(open.roundId);
    expect((await ok<{ list: InhouseBet[] }>(t, p, '/usercenter/inhouse/myBets', { game: 'mines' })).list).toEqual([]);
    // Reveal tiles until one is safe (1 mine in 25: at most two tries), then cash out.
    let round = open;
    for (let tile = 0; round.revealed.length === 0 && !round.finished; tile++) {
      round = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: open.roundId, tile });
    }
    if (!round.finished) round = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/cashOut', { roundId: open.roundId });
    const mine = (await ok<{ list: InhouseBet[] }>(t, p, '/usercenter/inhouse/myBets', { game: 'mines' })).list;
    expect(mine).toEqual([expect.objectContaining({ id: open.roundId, bet: 1_000, payout: round.payout })]);

    // More than the balance: refused by the wallet, never a row.
    const refused = await call(t.app, 'POST', '/usercenter/inhouse/dice/roll', { bet: 900_000, target: 5_000, direction: 'over' }, { token: p.token });
    expect(refused.msg).toBe('Insufficient coins');
    expect((await ok<{ list: InhouseBet[] }>(t, p, '/usercenter/inhouse/myBets', { game: 'dice' })).list).toEqual([]);
  });

  it('"My bets" is the player\'s own rounds and needs a session; a list holds at most 30 rows', async () => {
    const p = await fundedPlayer(t, 100_000);
    const rolls: Roll[] = [];
    for (let i = 0; i < 32; i++) rolls.push(await roll(p, 100));
    const mine = (await ok<{ list: InhouseBet[] }>(t, p, '/usercenter/inhouse/myBets', { game: 'dice' })).list;
    expect(mine.map((r) => r.id)).toEqual(rolls.slice(-30).map((r) => r.roundId).reverse());
    expect((await list('dice', 'all')).length).toBe(30);
    expect((await call(t.app, 'POST', '/usercenter/inhouse/myBets', { game: 'dice' })).status).toBe(401);
    expect((await call(t.app, 'POST', '/usercenter/inhouse/bets', { game: 'poker', list: 'all' })).code).not.toBe(1);
  });

  it("a visitor's live socket subscribed to the game's topic gets the settled round's public row", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const socket = new WebSocket(`ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live`);
    const events: { type: string; bet?: InhouseBet; topic?: string }[] = [];
    socket.addEventListener('message', (message) => events.push(JSON.parse(String(message.data)) as { type: string }));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    try {
      socket.send(JSON.stringify({ auth: null }));
      await expect.poll(() => events.some((e) => e.type === 'hello')).toBe(true);
      socket.send(JSON.stringify({ subscribe: 'dice-bets' }));
      socket.send(JSON.stringify({ subscribe: 'slot-bets' }));
      await expect.poll(() => events.filter((e) => e.type === 'subscribed').map((e) => e.topic)).toEqual(['dice-bets', 'slot-bets']);
      const p = await signUp(t.app, { account: 'livepush1' });
      await fund(t.db, p.playerId, 10_000);
      const r = await roll(p, 2_50);
      await expect.poll(() => events.filter((e) => e.type === 'inhouse-bet').length, { timeout: 5_000 }).toBe(1);
      expect(events.find((e) => e.type === 'inhouse-bet')).toEqual({
        type: 'inhouse-bet',
        bet: { id: r.roundId, game: 'dice', player: 'li***h1', time: expect.any(String), bet: 250, multiplier: Math.floor((r.payout * 100) / 250), payout: r.payout },
      });
    } finally {
      socket.close();
    }
  });
});
