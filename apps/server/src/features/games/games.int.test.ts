import { GameList2Conf, MarqueeSysConf, UpdateTime } from '@khel/contracts/config-documents';
import { GAME_PAGE_SIZE, type Game, type GamePage } from '@khel/contracts/endpoints/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedGameCatalogue } from './games.service.ts';

type TopPage = Omit<GamePage, 'list'> & { list: (Game & { hot: boolean })[] };

let t: TestApp;
let ali: SignedUp;
let sara: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ali = await signUp(t.app);
  sara = await signUp(t.app);
});
afterAll(async () => t.close());

const post = <T = GamePage>(url: string, body: unknown, token?: string, language?: string) =>
  call<T>(t.app, 'POST', url, body, { token, ...(language ? { language } : {}) });

async function allPages(url: string, body: Record<string, unknown>, token?: string): Promise<Game[]> {
  const games: Game[] = [];
  for (let page = 0; page < 50; page += 1) {
    const { data } = await post(url, { ...body, page }, token);
    games.push(...data.list);
    if (data.list.length < GAME_PAGE_SIZE) return games;
  }
  throw new Error('paging never ended');
}

describe('the catalogue document', () => {
  it('GameList2Conf.json is generated from the games table: providers first, no hidden games', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/GameList2Conf.json?v=1' });
    expect(response.statusCode).toBe(200);
    const conf = GameList2Conf.parse(response.json());
    const platforms = conf.filter((entry) => entry.type === 'platform').map((entry) => entry.platform);
    expect(platforms).toEqual(['inhouse', 'vn888', 'FaChai', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS']);
    expect(conf.slice(0, platforms.length).every((entry) => entry.gameType === entry.platform)).toBe(true);
    expect(conf.filter((entry) => entry.type !== 'platform').every((entry) => entry.state === 1)).toBe(true);
    expect(conf.map((entry) => entry.gameName)).not.toContain('Old Harbour Reels');
    for (const platform of ['vn888', 'FaChai', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS']) {
      const count = conf.filter((entry) => entry.platform === platform && entry.type !== 'platform').length;
      expect(count, platform).toBeGreaterThanOrEqual(8);
    }
    expect(conf.find((entry) => entry.gameId === 'inhouse-slot')).toMatchObject({
      gameName: 'Khel Fortune Slots',
      platform: 'inhouse',
      icon: '/games/inhouse-slot.png',
    });
  });

  it('an operator edit (hiding a game) changes the document and updateTime', async () => {
    const before = UpdateTime.parse((await t.app.inject({ method: 'GET', url: '/config/updateTime.json' })).json()).updateTime;
    const later = new Date(before + 60_000);
    await t.db.query("UPDATE games SET state = 0, updated_at = $1 WHERE game_id = 'pg-circus-star-spins'", [later]);
    const conf = GameList2Conf.parse((await t.app.inject({ method: 'GET', url: '/config/GameList2Conf.json' })).json());
    expect(conf.map((entry) => entry.gameId)).not.toContain('pg-circus-star-spins');
    const after = UpdateTime.parse((await t.app.inject({ method: 'GET', url: '/config/updateTime.json' })).json()).updateTime;
    expect(after).toBe(later.getTime());
    await t.db.query("UPDATE games SET state = 1 WHERE game_id = 'pg-circus-star-spins'");
  });

  it('seeding again never overwrites the table', async () => {
    await t.db.query("UPDATE games SET game_name = 'Renamed By Operator' WHERE game_id = 'jili-rummy-masters'");
    await seedGameCatalogue(t.db, [{ id: 9999, gameId: 'x', gameName: 'X', gameType: 'SLOT', platform: 'PG', icon: '', state: 1, order: 1, ver: '1', type: 'slots', desc: '' }]);
    const rows = await t.db.query<{ game_name: string }>("SELECT game_name FROM games WHERE game_id IN ('jili-rummy-masters', 'x')");
    expect(rows.map((row) => row.game_name)).toEqual(['Renamed By Operator']);
    await t.db.query("UPDATE games SET game_name = 'Rummy Masters' WHERE game_id = 'jili-rummy-masters'");
  });

  it('MarqueeSysConf.json is {announcementTxt}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/MarqueeSysConf.json?v=1' });
    expect(response.statusCode).toBe(200);
    expect(MarqueeSysConf.parse(response.json()).announcementTxt.length).toBeGreaterThan(10);
  });
});

describe('game lists', () => {
  it('pages 21 at a time, ends with a short page, and never lists hidden games', async () => {
    const first = await post('/usercenter/games/list', { tag: 'ALL', page: 0 });
    expect(first.code).toBe(1);
    expect(first.data.list).toHaveLength(GAME_PAGE_SIZE);
    expect(first.data.pageSize).toBe(21);
    const all = await allPages('/usercenter/games/list', { tag: 'ALL' });
    const hidden = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE state = 0 AND type <> 'platform'");
    const visible = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE state = 1 AND NOT hidden AND type <> 'platform'");
    expect(hidden[0]?.n).toBeGreaterThan(0);
    expect(all).toHaveLength(visible[0]?.n ?? -1);
    expect(all.length % GAME_PAGE_SIZE).not.toBe(0);
    expect(new Set(all.map((game) => game.gameId)).size).toBe(all.length);
    expect(all.map((game) => game.gameName)).not.toEqual(expect.arrayContaining(['Old Harbour Reels']));
    expect(all.some((game) => game.type === 'platform')).toBe(false);
    const orders = all.map((game) => game.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('filters by category tag (case-insensitive), platform and type', async () => {
    const fish = await allPages('/usercenter/games/list', { tag: 'Fish' });
    expect(fish.length).toBeGreaterThan(3);
    expect(fish.every((game) => game.gameType.split('|').includes('Fish'))).toBe(true);
    expect((await allPages('/usercenter/games/list', { tag: 'fish' })).length).toBe(fish.length);

    const jili = await allPages('/usercenter/games/list', { platform: 'JILI' });
    expect(jili.length).toBeGreaterThanOrEqual(8);
    expect(jili.every((game) => game.platform === 'JILI')).toBe(true);

    const sports = await allPages('/usercenter/games/list', { tag: 'Sports' });
    expect(sports.every((game) => game.platform === '9WICKETS' && game.type === 'sports')).toBe(true);

    const brand = await allPages('/usercenter/games/list', { tag: 'Brand' });
    expect(brand.map((game) => game.gameId).sort()).toEqual(['inhouse-crash', 'inhouse-dice', 'inhouse-mines', 'inhouse-slot']);

    const live = await allPages('/usercenter/games/list', { type: 'live' });
    expect(live.every((game) => game.platform === 'EVO')).toBe(true);
    for (const tag of ['HOT', 'Jackpot', 'LIVE', 'MINIGAME', 'Bet', 'SLOT']) {
      expect((await post('/usercenter/games/list', { tag })).data.list.length, tag).toBeGreaterThan(0);
    }
    expect((await post('/usercenter/games/list', { tag: 'Nope' })).data.list).toEqual([]);
  });

  it('Top Games are the HOT games with the first three marked', async () => {
    const { data } = await post<TopPage>('/usercenter/games/top', {});
    expect(data.list.length).toBeGreaterThan(3);
    expect(data.list.map((game) => game.hot)).toEqual(data.list.map((_, i) => i < 3));
    expect(data.list.every((game) => game.gameType.split('|').includes('HOT'))).toBe(true);
    const casino = await post<TopPage>('/usercenter/games/top', { type: 'live' });
    expect(casino.data.list.every((game) => game.type === 'live')).toBe(true);
  });

  it('live groups map from gameType tags; others are live games with no table tag', async () => {
    const roulette = await post('/usercenter/games/live', { group: 'roulette' });
    expect(roulette.data.list.map((game) => game.gameName)).toEqual(['Royal Roulette Live', 'Lightning Roulette Studio']);
    const others = await post('/usercenter/games/live', { group: 'others' });
    expect(others.data.list.length).toBeGreaterThan(0);
    expect(
      others.data.list.every((game) => !/Roulette|Blackjack|Baccarat|TVShow|Holdem|SicBo|Lottery/.test(game.gameType) && game.type === 'live'),
    ).toBe(true);
    for (const group of ['top-games', 'new-games', 'blackjack', 'baccarat', 'tv-show', 'holdem', 'sic-bo', 'lottery', 'top-winners']) {
      const { data } = await post('/usercenter/games/live', { group });
      expect(data.list.length, group).toBeGreaterThan(0);
      expect(data.list.every((game) => game.type === 'live'), group).toBe(true);
    }
    expect((await post('/usercenter/games/live', { group: 'nope' })).code).toBe(1001);
  });

  it('providers are the platform entries in order', async () => {
    const { data } = await post<{ list: { platform: string; type: string }[] }>('/usercenter/games/providers', {});
    expect(data.list.map((entry) => entry.platform)).toEqual(['inhouse', 'vn888', 'FaChai', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS']);
  });

  it('a game by gameId or name; hidden games are not found', async () => {
    const { data } = await post<{ game: Game }>('/usercenter/games/detail', { name: 'inhouse-dice' });
    expect(data.game.gameName).toBe('Khel Dice');
    expect((await post<{ game: Game }>('/usercenter/games/detail', { name: 'khel mines' })).data.game.gameId).toBe('inhouse-mines');
    const hidden = await post('/usercenter/games/detail', { name: 'Old Harbour Reels' }, undefined, 'en');
    expect(hidden.code).toBe(1001);
    expect(hidden.msg).toBe('This game is not available');
  });
});

describe('search', () => {
  it('needs a player', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/usercenter/games/search', payload: { name: 'slot' } });
    expect(response.statusCode).toBe(401);
  });

  it('is a case-insensitive substring of the name', async () => {
    const { code, data } = await post<GamePage & { msg: string }>('/usercenter/games/search', { name: 'SLOT' }, ali.token);
    expect(code).toBe(1);
    expect(data.list.map((game) => game.gameName)).toContain('Khel Fortune Slots');
    expect(data.list.every((game) => game.gameName.toLowerCase().includes('slot'))).toBe(true);
    expect(data.msg).toBe('');
    const tiger = await post<GamePage & { msg: string }>('/usercenter/games/search', { name: 'tiger fort' }, ali.token);
    expect(tiger.data.list.map((game) => game.gameName)).toEqual(['Tiger Fortune 88']);
    const byPlatform = await post('/usercenter/games/search', { name: 'reel', platform: 'vn888' }, ali.token);
    expect(byPlatform.data.list.every((game) => game.platform === 'vn888')).toBe(true);
  });

  it('under 3 characters: Search requires at least 3 characters (in the request language)', async () => {
    for (const name of ['', 'sl', '  a  ']) {
      const reply = await post('/usercenter/games/search', { name }, ali.token, 'en');
      expect(reply.code).toBe(1001);
      expect(reply.msg).toBe('Search requires at least 3 characters');
    }
    const zh = await post('/usercenter/games/search', { name: 'sl' }, ali.token, 'zh');
    expect(zh.msg).toBe('搜索至少需要3个字符');
    const long = await post('/usercenter/games/search', { name: 'x'.repeat(21) }, ali.token, 'en');
    expect(long.msg).toBe('Search can be at most 20 characters');
  });

  it('nothing found: No Data; hidden games and wildcards never match', async () => {
    const none = await post<GamePage & { msg: string }>('/usercenter/games/search', { name: 'zzzqqq' }, ali.token, 'en');
    expect(none.code).toBe(1);
    expect(none.data.list).toEqual([]);
    expect(none.data.msg).toBe('No Data');
    expect((await post('/usercenter/games/search', { name: 'Old Harbour' }, ali.token)).data.list).toEqual([]);
    expect((await post('/usercenter/games/search', { name: '%%%' }, ali.token)).data.list).toEqual([]);
    expect((await post('/usercenter/games/search', { name: '___' }, ali.token)).data.list).toEqual([]);
  });
});

describe('favourites', () => {
  it('are scoped to the player, newest first, and shown as hearts on lists', async () => {
    expect((await post('/usercenter/games/favourite', { gameId: 'inhouse-dice', favourite: true }, ali.token)).code).toBe(1);
    expect((await post('/usercenter/games/favourite', { gameId: 'evo-royal-roulette-live', favourite: true }, ali.token)).code).toBe(1);
    // idempotent
    expect((await post('/usercenter/games/favourite', { gameId: 'inhouse-dice', favourite: true }, ali.token)).code).toBe(1);

    const mine = await post('/usercenter/games/favourites', {}, ali.token);
    expect(mine.data.list.map((game) => game.gameId).sort()).toEqual(['evo-royal-roulette-live', 'inhouse-dice']);
    expect(mine.data.list.every((game) => game.favourite)).toBe(true);
    const liveOnly = await post('/usercenter/games/favourites', { type: 'live' }, ali.token);
    expect(liveOnly.data.list.map((game) => game.gameId)).toEqual(['evo-royal-roulette-live']);

    expect((await post('/usercenter/games/favourites', {}, sara.token)).data.list).toEqual([]);
    const saraView = await allPages('/usercenter/games/list', { tag: 'Brand' }, sara.token);
    expect(saraView.find((game) => game.gameId === 'inhouse-dice')?.favourite).toBe(false);
    const aliView = await allPages('/usercenter/games/list', { tag: 'Brand' }, ali.token);
    expect(aliView.find((game) => game.gameId === 'inhouse-dice')?.favourite).toBe(true);
    const visitorView = await allPages('/usercenter/games/list', { tag: 'Brand' });
    expect(visitorView.every((game) => !game.favourite)).toBe(true);

    // Sara removing Ali's favourite touches only her own (empty) list.
    await post('/usercenter/games/favourite', { gameId: 'inhouse-dice', favourite: false }, sara.token);
    expect((await post('/usercenter/games/favourites', {}, ali.token)).data.list).toHaveLength(2);
    await post('/usercenter/games/favourite', { gameId: 'inhouse-dice', favourite: false }, ali.token);
    expect((await post('/usercenter/games/favourites', {}, ali.token)).data.list.map((game) => game.gameId)).toEqual([
      'evo-royal-roulette-live',
    ]);
  });

  it('need a session, and hidden or unknown games cannot be hearted', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/usercenter/games/favourites', payload: {} });
    expect(response.statusCode).toBe(401);
    for (const gameId of ['pg-old-harbour-reels', 'vn888-old-harbour-reels', 'nope', 'PG']) {
      const reply = await post('/usercenter/games/favourite', { gameId, favourite: true }, ali.token, 'en');
      expect(reply.code, gameId).toBe(1001);
      expect(reply.msg).toBe('This game is not available');
    }
  });
});
