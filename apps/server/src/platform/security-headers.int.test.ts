// The security headers a browser gets on every kind of answer (docs/hardening/headers-and-budget.md):
// the player app's shell with its boot script allowed by hash, a static asset, the console, the
// demo game pages framed by the app, the player and operator APIs never stored, HSTS only over
// TLS, and /docs absent in production and never listing the operator API. The dist folders are
// fixtures laid out as Vite builds them; the policies below are written out, not recomputed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin.ts';
import { launch, openPage } from '../../test/demo-games.ts';
import { signUp } from '../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';

const BOOT_SCRIPT = `\n      (function () { document.documentElement.setAttribute('data-prefers-color-scheme', 'dark'); })();\n    `;
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
const SHELL = `<!doctype html><html><head><title>Khel</title><script>${BOOT_SCRIPT}</script><style>html{background:#f3f5fa}</style><script type="module" crossorigin src="/assets/index-B2x3Yz9a.js"></script></head><body><div id="root"></div></body></html>`;
const ADMIN_SHELL = `<!doctype html><html><head><title>Khel console</title><script type="module" src="/admin/assets/index-Dq7Lm2Ke.js"></script></head><body><div id="root"></div></body></html>`;

const BASE =
  "default-src 'self';base-uri 'self';object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src 'none';form-action 'self';frame-ancestors 'none'";
const PLAYER_APP =
  `default-src 'self';base-uri 'self';object-src 'none';script-src 'self' ${BOOT_HASH};script-src-attr 'none';style-src 'self' 'unsafe-inline';` +
  "img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';frame-src 'self' https:;form-action 'self';frame-ancestors 'none';" +
  "worker-src 'self';manifest-src 'self'";
// 'unsafe-eval' for the config editor's schema validator (ajv): see web-app.ts consoleCsp.
const CONSOLE =
  "default-src 'self';base-uri 'self';object-src 'none';script-src 'self' 'unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-src 'none';form-action 'self';frame-ancestors 'none'";

/** What every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse, url: string, referrerPolicy = 'strict-origin-when-cross-origin') {
  expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  expect(response.headers['referrer-policy'], url).toBe(referrerPolicy);
  expect(response.headers['strict-transport-security'], url).toBeUndefined();
}

function writeBuilt(root: string, path: string, content: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'khel-headers-'));
  writeBuilt(join(root, 'web'), 'index.html', SHELL);
  writeBuilt(join(root, 'web'), 'assets/index-B2x3Yz9a.js', 'export {};');
  writeBuilt(join(root, 'web'), 'sw.js', "self.addEventListener('fetch', () => {});");
  writeBuilt(join(root, 'admin'), 'index.html', ADMIN_SHELL);
  writeBuilt(join(root, 'admin'), 'assets/index-Dq7Lm2Ke.js', 'export {};');
  t = await createTestApp({ env: { WEB_DIST: join(root, 'web'), ADMIN_DIST: join(root, 'admin') } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the player app', () => {
  it('its shell, at every app route and as /index.html, allows its boot script by hash and nothing inline; never framed', async () => {
    for (const url of ['/', '/vip', '/index.html']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
      expect(response.headers['content-security-policy'], url).toBe(PLAYER_APP);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expectCommonHeaders(response, url);
    }
  });

  it('a static asset and the service worker are nosniff, keep their caching, and carry the strict default policy', async () => {
    const asset = await get('/assets/index-B2x3Yz9a.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe(BASE);
    expectCommonHeaders(asset, 'asset');
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // A worker runs under its own script's policy: same-origin fetches only, as sw.ts does.
    expect(worker.headers['content-security-policy']).toBe(BASE);
  });
});

describe('the console', () => {
  it('its shell at /admin and every console route cannot be framed (frame-ancestors none, X-Frame-Options DENY)', async () => {
    for (const url of ['/admin', '/admin/', '/admin/withdrawals']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(ADMIN_SHELL);
      expect(response.headers['content-security-policy'], url).toBe(CONSOLE);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expectCommonHeaders(response, url);
    }
    const asset = await get('/admin/assets/index-Dq7Lm2Ke.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the APIs are never stored', () => {
  it('a player API answer with personal data, a refused one and an unknown address: no-store', async () => {
    const player = await signUp(t.app);
    const info = await call(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token: player.token });
    expect(info.code).toBe(1);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers['content-security-policy']).toBe(BASE);
    expect(info.headers['x-frame-options']).toBe('DENY');
    expectCommonHeaders(await t.app.inject({ method: 'POST', url: '/usercenter/game/playerInfo' }), 'refused');
    for (const url of ['/usercenter/game/playerInfo', '/usercenter/game/nothing']) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect([401, 404], url).toContain(response.statusCode);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("an operator API answer with a player's phone, a refused one and an unknown address: no-store", async () => {
    const player = await signUp(t.app);
    const support = await adminClient(t, 'admin');
    const detail = await support.get(`/admin/api/players/${player.playerId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(player.phone);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.headers['content-security-policy']).toBe(BASE);
    expectCommonHeaders(detail, 'operator API');
    for (const url of [`/admin/api/players/${player.playerId}`, '/admin/api/nothing']) {
      const response = await get(url);
      expect([401, 404], url).toContain(response.statusCode);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a refusal before any route (a badly encoded address) carries the headers too', async () => {
    for (const url of ['/usercenter/game/%E0%A4%A', '/admin/api/players/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-security-policy'], url).toBe(BASE);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectCommonHeaders(response, url);
    }
  });

  it('the public config documents keep their own caching (nothing personal in them)', async () => {
    const response = await get('/config/GameList2Conf.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('the demo game pages', () => {
  it('may be framed by the app only, and run their one script by its hash', async () => {
    const player = await signUp(t.app);
    const launched = await launch(t.app, player, 'pg-mystic-garden-ways');
    expect(launched.code).toBe(1);
    const response = await get(launched.url);
    expect(response.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(script).not.toBe('');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'self';base-uri 'self';object-src 'none';script-src ${hash};script-src-attr 'none';style-src 'self' 'unsafe-inline';` +
        "img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src 'none';form-action 'self';frame-ancestors 'self'",
    );
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // Stricter than the default: a game page tells a vendor nothing about where it was.
    expectCommonHeaders(response, 'demo page', 'no-referrer');
    expect((await openPage(t.app, launched.url)).status).toBe(200);
  });
});

describe('HSTS', () => {
  it('is sent only over TLS: X-Forwarded-Proto counts only behind a trusted proxy', async () => {
    const plain = await get('/health', { 'x-forwarded-proto': 'https' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const tls = await proxied.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});


describe('/docs', () => {
  it('is off in production: /docs and /docs/json are 404s', async () => {
    const production = await createTestApp({ env: PRODUCTION_ENV });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json<{ msg: string }>().msg, url).toBe(`Request address error: ${url}`);
      }
    } finally {
      await production.close();
    }
  });

  it('is served in production when API_DOCS=on, and never lists the operator API', async () => {
    const production = await createTestApp({ env: { ...PRODUCTION_ENV, API_DOCS: 'on' } });
    try {
      const doc = (await production.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
      const paths = Object.keys(doc.paths);
      expect(paths).toEqual(expect.arrayContaining(['/usercenter/game/login', '/usercenter/game/playerInfo']));
      expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
      const ui = await production.app.inject({ method: 'GET', url: '/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });

  it('in development the document is there too, still without the operator API', async () => {
    const doc = (await get('/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/usercenter/game/playerInfo');
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/admin'))).toEqual([]);
  });
});
