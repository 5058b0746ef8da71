// The game catalogue as versioned config: operators switch games off, hide them
// and order them through the server-only document GameCatalogueConf; every save is a version
// (listed, diffed, rolled back) applied to the games table at once — the served GameList2Conf,
// the lobby and the launch follow it.
import type { CatalogueEntry, CatalogueGame } from '@khel/contracts/admin/games';
import { GameList2Conf } from '@khel/contracts/config-documents';
import { GAME_PAGE_SIZE, type GamePage } from '@khel/contracts/endpoints/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { launch, openPage, playRound } from '../../../test/demo-games.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';

let t: TestApp;
let admin: AdminClient;
let compliance: AdminClient;
let player: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [admin, compliance] = await Promise.all([adminClient(t, 'admin'), adminClient(t, 'compliance')]);
  player = await signUp(t.app);
  await fund(t.db, player.playerId, 100_000);
});
afterAll(async () => t.close());

const SWITCHED_OFF = { code: 1900, msg: 'This game is switched off for now. Please choose another game' };

async function catalogue(): Promise<{ version: number; games: CatalogueGame[] }> {
  const reply = await admin.get('/admin/api/catalogue');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
const layoutOf = (games: CatalogueGame[]): CatalogueEntry[] => games.map(({ gameId, enabled, hidden, order }) => ({ gameId, enabled, hidden, order }));
const withChange = (layout: CatalogueEntry[], gameId: string, change: Partial<CatalogueEntry>) =>
  layout.map((entry) => (entry.gameId === gameId ? { ...entry, ...change } : entry));
const save = (layout: unknown) => admin.put('/admin/api/config/GameCatalogueConf', layout);
const served = async () => GameList2Conf.parse((await t.app.inject({ method: 'GET', url: '/config/GameList2Conf.json' })).json());
/** The PG slots as the lobby lists them (one page holds them all). */
const pgListed = async () =>
  (await call<GamePage>(t.app, 'POST', '/usercenter/games/list', { tag: 'ALL', platform: 'PG', type: 'slots', page: 0 })).data.list.map((g) => g.gameId);
const pgSlots = async () =>
  (await catalogue()).games.filter((g) => g.platform === 'PG' && g.type === 'slots' && g.enabled).sort((a, b) => a.order - b.order);

describe('the catalogue layout', () => {
  it('starts as the games table: every game (no provider entries) at version 1; only config.read reads it', async () => {
    const { version, games } = await catalogue();
    expect(version).toBe(1);
    expect(games).toHaveLength(83);
    // Khel's own sportsbook: switchable here like any game, hidden (it is /top, not a tile).
    expect(games.find((g) => g.gameId === 'khel-sportsbook')).toMatchObject({ enabled: true, hidden: true, type: 'sports' });
    expect(games.find((g) => g.gameId === 'vn888-old-harbour-reels')).toMatchObject({ enabled: false, hidden: false, order: 770, type: 'slots' });
    expect(games.map((g) => g.gameId)).not.toContain('inhouse');
    expect((await compliance.get('/admin/api/catalogue')).statusCode).toBe(200);
    const support = await adminClient(t, 'support');
    expect((await support.get('/admin/api/catalogue')).statusCode).toBe(403);
  });

  it('switched off: the launch is refused with its message, it is not listed; a round in an open window still settles', async () => {
    const [game] = await pgSlots();
    const launched = await launch(t.app, player, game!.gameId);
    expect(launched.code, launched.msg).toBe(1);
    const page = await openPage(t.app, launched.url);

    const saved = await save(withChange(layoutOf((await catalogue()).games), game!.gameId, { enabled: false }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await launch(t.app, player, game!.gameId)).toMatchObject(SWITCHED_OFF);
    const inUrdu = await call(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${player.playerId}&id=${game!.gameId}`, {}, { token: player.token, language: 'ur' });
    expect(inUrdu).toMatchObject({ code: 1900, msg: 'یہ گیم فی الحال بند ہے۔ براہ کرم کوئی اور گیم منتخب کریں' });
    expect((await served()).map((e) => e.gameId)).not.toContain(game!.gameId);
    expect(await pgListed()).not.toContain(game!.gameId);

    const round = await playRound(t.app, page, launched.url, { stake: 500 });
    expect(round.result).toMatchObject({ state: 'settled', stake: 500 });
    expect(round.balance).toBe(100_000 - 500 + round.result.win!);

    expect((await save(withChange(layoutOf((await catalogue()).games), game!.gameId, { enabled: true }))).statusCode).toBe(200);
    expect((await launch(t.app, player, game!.gameId)).code).toBe(1);
  });

  it('a switched-off in-house game starts no new round and moves no money; switched on, it plays', async () => {
    const roll = () => call(t.app, 'POST', '/usercenter/inhouse/dice/roll', { bet: 500, target: 5000, direction: 'under' }, { token: player.token });
    const layout = layoutOf((await catalogue()).games);
    expect((await save(withChange(layout, 'inhouse-dice', { enabled: false }))).statusCode).toBe(200);
    const before = await availableBalance(t.db, player.playerId);
    expect(await roll()).toMatchObject(SWITCHED_OFF);
    expect(await availableBalance(t.db, player.playerId)).toBe(before);
    expect((await save(layout)).statusCode).toBe(200);
    expect((await roll()).code).toBe(1);
  });

  it('hidden: not in the document, the category or search, yet it launches; order: the category follows it', async () => {
    const [first, second] = await pgSlots();
    let layout = withChange(layoutOf((await catalogue()).games), first!.gameId, { hidden: true });
    expect((await save(layout)).statusCode).toBe(200);
    expect((await served()).map((e) => e.gameId)).not.toContain(first!.gameId);
    expect(await pgListed()).not.toContain(first!.gameId);
    const search = await call<GamePage>(t.app, 'POST', '/usercenter/games/search', { name: first!.gameName, page: 0 }, { token: player.token });
    expect(search.data.list.map((g) => g.gameId)).not.toContain(first!.gameId);
    expect((await launch(t.app, player, first!.gameId)).code).toBe(1);
    const heart = await call(t.app, 'POST', '/usercenter/games/favourite', { gameId: first!.gameId, favourite: true }, { token: player.token });
    expect(heart).toMatchObject({ code: 1001, msg: 'This game is not available' });

    // The second PG slot to the top of its category: order 0.
    layout = withChange(withChange(layout, first!.gameId, { hidden: false }), second!.gameId, { order: 0 });
    expect((await save(layout)).statusCode).toBe(200);
    const slots = await pgListed();
    expect(slots[0]).toBe(second!.gameId);
    expect(slots.length).toBeLessThan(GAME_PAGE_SIZE);
    expect((await served()).filter((e) => e.type !== 'platform')[0]!.gameId).toBe(second!.gameId);
  });

  it('every save is a version with who and when (audited); a version diffs and rolls back, and the table follows', async () => {
    const start = await catalogue();
    const [game] = await pgSlots();
    expect((await save(withChange(layoutOf(start.games), game!.gameId, { enabled: false, order: 5 }))).json()).toMatchObject({ version: start.version + 1 });
    const versions = (await admin.get('/admin/api/config/GameCatalogueConf/versions')).json<{ items: { version: number; origin: string; operator: string | null }[] }>();
    expect(versions.items[0]).toMatchObject({ version: start.version + 1, origin: 'write', operator: admin.username });

    const diff = (await admin.get(`/admin/api/config/GameCatalogueConf/diff?from=${start.version}&to=${start.version + 1}`)).json<{ patch: string }>();
    // Stored as jsonb: keys in jsonb order (order, gameId, hidden, enabled).
    expect(diff.patch).toContain(`-    "order": ${game!.order},\n+    "order": 5,\n     "gameId": "${game!.gameId}",`);
    expect(diff.patch).toContain('-    "enabled": true\n+    "enabled": false\n');

    const [audited] = await t.db.query<{ operator_id: number; action: string }>(
      "SELECT operator_id, action FROM operator_audit_log WHERE target = 'config:GameCatalogueConf' ORDER BY id DESC LIMIT 1",
    );
    expect(audited).toEqual({ operator_id: admin.id, action: 'config.replace' });
    expect(await launch(t.app, player, game!.gameId)).toMatchObject(SWITCHED_OFF);

    const rolled = await admin.post('/admin/api/config/GameCatalogueConf/rollback', { version: start.version });
    expect(rolled.json()).toMatchObject({ version: start.version + 2 });
    expect((await launch(t.app, player, game!.gameId)).code).toBe(1);
    expect((await catalogue()).games.find((g) => g.gameId === game!.gameId)).toMatchObject({ enabled: true, order: game!.order });
  });

  it('bad input is refused (400, the path named) and changes nothing; a non-permitted operator gets 403', async () => {
    const before = await catalogue();
    const layout = layoutOf(before.games);
    const [game] = await pgSlots();
    const refused = async (body: unknown, issue: { path: string; message?: string }) => {
      const reply = await save(body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code: 1712, issues: expect.arrayContaining([expect.objectContaining(issue)]) });
    };
    // An unknown game is refused after the other games were applied: the transaction undoes them.
    await refused([{ ...layout[0]!, enabled: !layout[0]!.enabled }, { gameId: 'no-such-game', enabled: true, hidden: false, order: 1 }], {
      path: '1.gameId',
      message: 'unknown game "no-such-game"',
    });
    await refused([{ gameId: 'inhouse', enabled: false, hidden: false, order: 1 }], { path: '0.gameId', message: 'unknown game "inhouse"' });
    await refused([layout[0], layout[0]], { path: '1.gameId', message: `game "${layout[0]!.gameId}" is listed twice` });
    await refused(withChange(layout, game!.gameId, { order: -1 }), { path: `${layout.findIndex((e) => e.gameId === game!.gameId)}.order` });
    await refused([{ ...layout[0]!, colour: 'red' }], { path: '0.colour', message: 'unknown key "colour"' });
    const compliance403 = await compliance.put('/admin/api/config/GameCatalogueConf', withChange(layout, game!.gameId, { enabled: false }));
    expect(compliance403.statusCode).toBe(403);
    expect(await catalogue()).toEqual(before);
    expect((await launch(t.app, player, game!.gameId)).code).toBe(1);
  });
});
