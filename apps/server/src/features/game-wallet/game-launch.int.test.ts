// Every catalogue platform launches through its own provider and plays on the embedded demo vendor
// (docs/requirements/games.md#6-embedded-demo-vendors):
// the launch answers the demo page of that platform's game, a round played through the
// page moves the balance by exactly win − stake through the platform's own wallet callbacks, the
// Bet tab records it with the right platform, name and type, and a replay moves nothing. Refused
// launches change nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, playRound } from '../../../test/demo-games.ts';
import { LIVE_BETTING_MS, LIVE_ROUND_MS } from '../../adapters/game-providers/demo/demo-live.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { injectTransport } from '../../adapters/game-providers/conformance-drivers.ts';
import { businessDay } from '../../platform/clock.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund, ledgerRowCounts } from '../../../test/wallet.ts';
import { protectionDeps } from '../../../test/protection.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { listBetRecords } from './game-wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const START = 50_000; // ₨500.00

interface CatalogueGame {
  id: number;
  game_id: string;
  game_name: string;
  type: string;
  platform: string;
}

async function gameOf(platform: string, type: string, tag = ''): Promise<CatalogueGame> {
  const rows = await t.db.query<CatalogueGame>(
    `SELECT id, game_id, game_name, type, platform FROM games
      WHERE platform = $1 AND type = $2 AND state = 1 AND game_type ILIKE $3 ORDER BY sort_order, id LIMIT 1`,
    [platform, type, `%${tag}%`],
  );
  if (!rows[0]) throw new Error(`no ${platform} ${type} game in the catalogue`);
  return rows[0];
}

async function fundedPlayer(amount = START) {
  const player = await signUp(t.app);
  await fund(t.db, player.playerId, amount);
  return player;
}

const PLATFORMS: [provider: string, platform: string, type: string, tag: string][] = [
  ['vn888', 'vn888', 'cards', ''],
  ['fachai', 'FaChai', 'fish', ''],
  ['cq9', 'CQ9', 'slots', ''],
  ['pg', 'PG', 'slots', ''],
  ['jdb', 'JDB', 'fish', ''],
  ['jili', 'JILI', 'slots', ''],
  ['evo', 'EVO', 'live', 'Roulette'],
  ['evo', 'EVO', 'live', 'Baccarat'],
  ['9wickets', '9WICKETS', 'sports', ''],
];

describe.each(PLATFORMS)('%s: a %s %s game %s', (provider, platform, type, tag) => {
  it('launches the demo page of the game; a round moves the balance by win − stake, is recorded, and replays move nothing', async () => {
    const game = await gameOf(platform, type, tag);
    const player = await fundedPlayer();
    const launched = await launch(t.app, player, game.id, '&lang=en&theme=dark');
    expect(launched).toMatchObject({ code: 1, platform });
    // A live table takes bets while its round's timer runs (demo-live.ts): start at a round's start.
    if (type === 'live') t.clock.advance(LIVE_ROUND_MS - (t.clock.now().getTime() % LIVE_ROUND_MS));
    expect(launched.url).toMatch(new RegExp(`^/demo-games/${provider}/${game.game_id}\\?s=[\\w.-]+$`));
    const transferWallet = provider === '9wickets';
    expect(launched.transferred).toBe(transferWallet ? START : 0);

    const page = await openPage(t.app, launched.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-theme="dark"');
    expect(page.html).toContain(`<h1>${game.game_name.replace(/'/g, '&#39;')}</h1>`);
    expect(page.balance).toBe(START);

    let result = await playRound(t.app, page, launched.url, { stake: 500 });
    if (type === 'live') {
      // Staked now, paid when the timer ends.
      expect(result.result).toMatchObject({ state: 'staked', stake: 500 });
      t.clock.advance(LIVE_BETTING_MS);
      result = await openPage(t.app, `${launched.url}&round=${result.result.round}`);
    }
    expect(result.result).toMatchObject({ state: 'settled', stake: 500 });
    const net = result.result.win! - 500;
    expect(result.balance).toBe(START + net);

    // A resubmitted form (same nonce) is the same round: nothing moves again.
    const again = await playRound(t.app, page, launched.url, { stake: 500 });
    expect(again.result.round).toBe(result.result.round);
    expect(again.balance).toBe(START + net);

    if (transferWallet) {
      // The money comes back when the window closes (the app's refresh call), with the bet.
      const left = await call<{ balance: number }>(t.app, 'GET', `/usercenter/game/thirdGameLogout?playerId=${player.playerId}`, {}, { token: player.token });
      expect(left.data.balance).toBe(START + net);
    } else {
      // The vendor's callback sent again (a retry) is answered from the first one and moves nothing.
      const client = t.app.gameProviders.demoClient(provider, injectTransport(t.app))!;
      const before = await ledgerRowCounts(t.db);
      const roundId = result.result.round!;
      const common = { playerId: player.playerId, token: '', roundId, gameId: game.game_id };
      const replay = client.singleCall
        ? await client.betSettle({ ...common, txId: `${roundId}1`, bet: 500, win: result.result.win! })
        : await client.bet({ ...common, txId: `${roundId}1`, amount: 500 });
      expect(replay.outcome).toBe('ok');
      expect(await ledgerRowCounts(t.db)).toEqual(before);
    }
    expect(await availableBalance(t.db, player.playerId)).toBe(START + net);

    const today = businessDay(t.clock.now());
    const records = await listBetRecords(t.db, player.playerId, { startDate: today, endDate: today, page: 0 });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ platform, gameId: game.game_id, gameName: game.game_name, gameType: type, betAmount: 500, winLoseAmount: net, state: 1 });
  });
});

describe('launch refusals', () => {
  it('an unknown id, a switched-off game, an in-house game and another player’s id are refused and change nothing', async () => {
    const player = await fundedPlayer();
    const tables = ['game_sessions', 'game_wallet_transfers', 'game_rounds'];
    const before = await rowCounts(t.db, tables);
    expect(await launch(t.app, player, 999_999)).toMatchObject({ code: 1001, msg: 'This game is not available' });
    expect(await launch(t.app, player, 'no-such-game')).toMatchObject({ code: 1001, msg: 'This game is not available' });
    const switchedOff = (await t.db.query<{ id: number }>("SELECT id FROM games WHERE state = 0 AND type <> 'platform' LIMIT 1"))[0]!;
    expect(await launch(t.app, player, switchedOff.id)).toMatchObject({ code: 1900, msg: 'This game is switched off for now. Please choose another game' });
    expect(await launch(t.app, player, 'inhouse-slot')).toMatchObject({ code: 1001, msg: 'This game belongs to another provider' });
    const other = await call(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${player.playerId + 1}&id=${(await gameOf('PG', 'slots')).id}`, {}, { token: player.token });
    expect(other.code).toBe(1001);
    expect(await rowCounts(t.db, tables)).toEqual(before);
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
  });

  it('jili/Login launches JILI games only; another platform’s game is refused', async () => {
    const player = await fundedPlayer();
    const jili = await gameOf('JILI', 'slots');
    const ok = await call<{ url: string }>(t.app, 'GET', `/usercenter/jili/Login?playerId=${player.playerId}&GameId=${jili.game_id}`, {}, { token: player.token });
    expect(ok.code).toBe(1);
    expect(ok.data.url).toMatch(new RegExp(`^/demo-games/jili/${jili.game_id}\\?s=`));
    const before = await rowCounts(t.db, ['game_sessions']);
    const pg = await gameOf('PG', 'slots');
    const refused = await call(t.app, 'GET', `/usercenter/jili/Login?playerId=${player.playerId}&GameId=${pg.game_id}`, {}, { token: player.token });
    expect(refused).toMatchObject({ code: 1001, msg: 'This game belongs to another provider' });
    expect(await rowCounts(t.db, ['game_sessions'])).toEqual(before);
    const anonymous = await call(t.app, 'GET', `/usercenter/jili/Login?playerId=${player.playerId}&GameId=${jili.game_id}`);
    expect(anonymous.status).toBe(401);
  });

  it('a player in a time-out cannot launch any platform', async () => {
    const player = await fundedPlayer();
    await startTimeOut(protectionDeps(t), player.playerId, '24h', t.clock.now());
    const refused = await launch(t.app, player, (await gameOf('PG', 'slots')).id);
    expect(refused.code).toBe(1501);
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
  });
});

describe('platforms with vendor credentials', () => {
  // Recorded answers of each vendor's launch API (no network): what the vendor answers a launch.
  const FIXTURES: Record<string, object> = {
    'https://fc.example/Login': { Result: 0, Url: 'https://play.fc.example/game?token=fc-token' },
    'https://cq9.example/gameboy/player/sw/gamelink': { data: { url: 'https://play.cq9.example/?token=cq9-token' }, status: { code: '0', message: 'Success' } },
    'https://jdb.example/apiRequest.do': { status: '0000', path: 'https://play.jdb.example/?x=jdb-token' },
    'https://evo.example/ua/v1/casino1/ua-token': { entry: '/entry?params=evo&JSESSIONID=s1', entryEmbedded: '/entry?params=evo&embedded=true' },
    'https://9w.example/api/transfer/deposit': { code: 0, balance: 500 },
    'https://9w.example/api/bets': { code: 0, bets: [] },
    'https://9w.example/api/launch': { code: 0, url: 'https://play.9w.example/cricket?t=9w-token' },
  };
  const ENV = {
    // The site the launches' home (https://khel.example/) belongs to (launch-home.ts).
    PUBLIC_BASE_URL: 'https://khel.example',
    GAME_VN888_SECRET: 'vn888-operator-secret-123',
    GAME_VN888_LAUNCH_URL: 'https://vn888.example/play',
    GAME_FACHAI_AGENT_CODE: 'AGENT1',
    GAME_FACHAI_AGENT_KEY: '0123456789abcdef',
    GAME_FACHAI_API_URL: 'https://fc.example',
    GAME_CQ9_API_TOKEN: 'cq9-api-token',
    GAME_CQ9_WALLET_TOKEN: 'cq9-wallet-token',
    GAME_CQ9_API_URL: 'https://cq9.example',
    GAME_PG_OPERATOR_TOKEN: 'pg-operator',
    GAME_PG_SECRET_KEY: 'pg-secret-key-123',
    GAME_PG_LAUNCH_URL: 'https://m.pg.example',
    GAME_JDB_DC: 'KHL',
    GAME_JDB_PARENT: 'khelagent',
    GAME_JDB_KEY: '0123456789abcdef',
    GAME_JDB_IV: 'abcdef0123456789',
    GAME_JDB_API_URL: 'https://jdb.example',
    GAME_JILI_AGENT_ID: 'khel-agent',
    GAME_JILI_AGENT_KEY: 'a-jili-agent-key-0123',
    GAME_JILI_API_URL: 'https://jili.example',
    GAME_EVO_CASINO_KEY: 'casino1',
    GAME_EVO_API_TOKEN: 'ua-token',
    GAME_EVO_AUTH_TOKEN: 'evo-wallet-auth',
    GAME_EVO_API_URL: 'https://evo.example',
    GAME_9WICKETS_AGENT: 'khel',
    GAME_9WICKETS_SECRET: '9w-operator-secret-123',
    GAME_9WICKETS_API_URL: 'https://9w.example',
  };
  let v: TestApp;
  const requested: string[] = [];
  beforeAll(async () => {
    v = await createTestApp({
      env: ENV,
      gamesFetch: async (url) => {
        requested.push(url);
        const fixture = FIXTURES[url];
        return fixture ? { status: 200, text: async () => JSON.stringify(fixture) } : { status: 404, text: async () => '{}' };
      },
    });
  });
  afterAll(async () => v.close());

  const shapes: [platform: string, type: string, expected: RegExp][] = [
    ['vn888', 'cards', /^https:\/\/vn888\.example\/play\/vn888-[\w-]+\?token=[\w-]{32}&lang=en&home=/],
    ['FaChai', 'fish', /^https:\/\/play\.fc\.example\/game\?token=fc-token$/],
    ['CQ9', 'slots', /^https:\/\/play\.cq9\.example\/\?token=cq9-token$/],
    ['PG', 'slots', /^https:\/\/m\.pg\.example\/pg-[\w-]+\/index\.html\?btt=1&ot=pg-operator&ops=[\w-]{32}&l=en&f=/],
    ['JDB', 'fish', /^https:\/\/play\.jdb\.example\/\?x=jdb-token$/],
    ['JILI', 'slots', /^https:\/\/jili\.example\/singleWallet\/Login\?Token=[\w-]{32}&GameId=jili-[\w-]+&Lang=en-US&AgentId=khel-agent&.*&Key=[0-9a-f]{44}$/],
    ['EVO', 'live', /^https:\/\/evo\.example\/entry\?params=evo&JSESSIONID=s1$/],
    ['9WICKETS', 'sports', /^https:\/\/play\.9w\.example\/cricket\?t=9w-token$/],
  ];

  it.each(shapes)('%s launches return the vendor’s URL', async (platform, type, expected) => {
    const game = (await v.db.query<{ id: number }>('SELECT id FROM games WHERE platform = $1 AND type = $2 AND state = 1 ORDER BY sort_order LIMIT 1', [platform, type]))[0]!;
    const player = await signUp(v.app);
    await fund(v.db, player.playerId, 50_000);
    const launched = await launch(v.app, player, game.id, `&lang=en&home=${encodeURIComponent('https://khel.example/')}`);
    expect(launched).toMatchObject({ code: 1, platform });
    expect(launched.url).toMatch(expected);
  });

  it('serves no demo pages, and a vendor whose launch API fails gives a clear error', async () => {
    expect((await v.app.inject({ method: 'GET', url: '/demo-games/pg/pg-mystic-garden-ways?s=x' })).statusCode).toBe(404);
    const player = await signUp(v.app);
    delete FIXTURES['https://fc.example/Login'];
    const game = (await v.db.query<{ id: number }>("SELECT id FROM games WHERE platform = 'FaChai' AND type = 'fish' AND state = 1 LIMIT 1"))[0]!;
    expect(await launch(v.app, player, game.id)).toMatchObject({ code: 1001, msg: 'The game provider did not answer; please try again' });
  });

  it('callbacks are checked with the configured credentials: the demo ones are refused', async () => {
    const player = await signUp(v.app);
    await fund(v.db, player.playerId, 10_000);
    const { createPgClient } = await import('../../adapters/game-providers/pg/pg-client.ts');
    const transport = injectTransport(v.app);
    const vendor = createPgClient({ credentials: { operatorToken: 'pg-operator', secretKey: 'pg-secret-key-123' }, transport });
    expect(await vendor.balance({ playerId: player.playerId, token: '', gameId: 'g' })).toMatchObject({ outcome: 'ok', balance: 10_000 });
    expect(v.app.gameProviders.demoClient('pg', transport)).toBeUndefined();
    const demoLike = createPgClient({ credentials: { operatorToken: 'khel-demo-operator', secretKey: 'not-the-operator-secret' }, transport });
    expect(await demoLike.balance({ playerId: player.playerId, token: '', gameId: 'g' })).toMatchObject({ http: 401, outcome: 'refused' });
  });
});

describe('platforms switched off', () => {
  let o: TestApp;
  beforeAll(async () => {
    o = await createTestApp({ env: { GAME_PG: 'off', GAME_9WICKETS: 'off' } });
  });
  afterAll(async () => o.close());

  it('their launches are refused with a clear message and change nothing; the refresh call still answers the balance', async () => {
    const player = await signUp(o.app);
    await fund(o.db, player.playerId, 5_000);
    const gameId = async (platform: string) =>
      (await o.db.query<{ id: number }>("SELECT id FROM games WHERE platform = $1 AND type <> 'platform' AND state = 1 LIMIT 1", [platform]))[0]!.id;
    const before = await rowCounts(o.db, ['game_sessions', 'game_wallet_transfers']);
    expect(await launch(o.app, player, await gameId('PG'))).toMatchObject({ code: 1001, msg: 'This game provider is not available at the moment' });
    expect(await launch(o.app, player, await gameId('9WICKETS'))).toMatchObject({ code: 1001, msg: 'This game provider is not available at the moment' });
    expect(await rowCounts(o.db, ['game_sessions', 'game_wallet_transfers'])).toEqual(before);
    const refresh = await call<{ balance: number }>(o.app, 'GET', `/usercenter/game/thirdGameLogout?playerId=${player.playerId}`, {}, { token: player.token });
    expect(refresh.data).toEqual({ balance: 5_000, transferred: 0 });
    expect((await launch(o.app, player, await gameId('CQ9'))).code).toBe(1);
  });
});
