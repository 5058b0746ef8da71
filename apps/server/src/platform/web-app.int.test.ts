// What a browser gets from the server for the built apps and the API: brotli or gzip by its
// Accept-Encoding (the build's precompressed copies for static files, on the fly for the rest),
// `Vary: accept-encoding` so shared caches keep the variants apart, a year's cache for hashed
// assets and a revalidation for the HTML shells and the service worker. The dist folders are
// fixtures laid out as Vite builds them, with their .br/.gz copies.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SHELL = `<!doctype html><html><head><title>Khel</title><script type="module" src="/assets/index-B2x3Yz9a.js"></script></head><body><div id="root">${'<div class="skeleton-tile"></div>'.repeat(60)}</div></body></html>`;
const APP_JS = `export const games = [${Array.from({ length: 200 }, (_, i) => `"game-${i}"`).join(',')}];`;
const SERVICE_WORKER = `self.addEventListener('fetch', () => {});\n// ${'precache entry '.repeat(100)}`;
const ADMIN_SHELL = `<!doctype html><html><head><title>Khel console</title></head><body>${'<div class="console-row"></div>'.repeat(60)}</body></html>`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file as Vite and vite-plugin-compression2 leave it: itself, file.br and file.gz. */
function writeBuilt(root: string, path: string, content: string, withCopies = true) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!withCopies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

function body(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.payload;
}

const varies = (response: LightMyRequestResponse) => String(response.headers.vary ?? '').toLowerCase().split(/,\s*/);

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'khel-dist-'));
  const web = join(root, 'web');
  const admin = join(root, 'admin');
  writeBuilt(web, 'index.html', SHELL);
  writeBuilt(web, 'assets/index-B2x3Yz9a.js', APP_JS);
  writeBuilt(web, 'sw.js', SERVICE_WORKER, false);
  mkdirSync(join(web, 'games'));
  writeFileSync(join(web, 'games/inhouse-crash.png'), PNG);
  writeBuilt(admin, 'index.html', ADMIN_SHELL);
  writeBuilt(admin, 'assets/index-Dq7Lm2Ke.js', APP_JS);
  t = await createTestApp({ env: { WEB_DIST: web, ADMIN_DIST: admin } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('delivery of the built app', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('a hashed asset asked for with Accept-Encoding "%s" comes as its %s copy, cached for a year', async (accept, encoding) => {
    const response = await get('/assets/index-B2x3Yz9a.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(body(response)).toBe(APP_JS);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 3);
    expect(varies(response)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a browser that accepts no compression gets the plain file, still marked as varying', async () => {
    const response = await get('/assets/index-B2x3Yz9a.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.payload).toBe(APP_JS);
    expect(varies(response)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('the shell at / and at every app route is compressed and revalidated before each use', async () => {
    for (const url of ['/', '/vip', '/wallet/deposit?amount=500']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(body(response), url).toBe(SHELL);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varies(response), url).toContain('accept-encoding');
    }
  });

  it('the service worker is revalidated before each use and, having no build copy, compressed on the fly', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(body(response)).toBe(SERVICE_WORKER);
  });

  it('an image goes out as it is, even to a browser that accepts brotli; with its version, cached for a year', async () => {
    const versioned = await get('/games/inhouse-crash.png?v=3f9a0c12de', { 'accept-encoding': 'br, gzip' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/png');
    expect(versioned.headers['content-encoding']).toBeUndefined();
    expect(versioned.rawPayload.equals(PNG)).toBe(true);
    expect(versioned.headers['cache-control']).toBe(IMMUTABLE);

    // Without a version the same file may change under the same URL: revalidated.
    const unversioned = await get('/games/inhouse-crash.png');
    expect(unversioned.headers['cache-control']).toBe('no-cache');
    expect(unversioned.headers.etag).toBeDefined();
  });

  it('a version on anything but an image changes nothing: the shell is still revalidated', async () => {
    const response = await get('/index.html?v=3f9a0c12de', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the console: its assets from their copies for a year, its shell compressed and revalidated', async () => {
    const asset = await get('/admin/assets/index-Dq7Lm2Ke.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(body(asset)).toBe(APP_JS);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);

    const shell = await get('/admin/players', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(body(shell)).toBe(ADMIN_SHELL);
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it("the server's own paths never get the app shell: an unknown one is the JSON 404", async () => {
    for (const url of ['/usercenter/nothing-here', '/demo-games/pg/nothing/at/all', '/api/anything', '/hooks/nowhere', '/admin/api/nothing']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});

describe('compression of API replies', () => {
  it('a reply over 1 KB is brotli-compressed for a browser that accepts it, gzip for one that does not', async () => {
    const plain = await get('/config/GameList2Conf.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(1024);

    const brotli = await get('/config/GameList2Conf.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(varies(brotli)).toContain('accept-encoding');
    expect(JSON.parse(body(brotli))).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.payload.length / 3);

    const gzip = await get('/config/GameList2Conf.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(body(gzip))).toEqual(plain.json());
  });

  it('a small reply (under 1 KB) is sent as it is: compressing it would save nothing', async () => {
    const response = await get('/health', { 'accept-encoding': 'br, gzip' });
    expect(response.payload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
