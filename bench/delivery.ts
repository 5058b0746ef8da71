// Bytes on the wire for a first visit to `/`: which files a phone's browser fetches to
// show the home page, then what each weighs sent plain, gzip and brotli by the real server.
//
// 1. starts the server (`apps/server/src/server.ts`, embedded database in a temporary folder) on a
//    free loopback port, on the built apps (run `npm run build` first);
// 2. opens `/` in Chromium at 390x844 with no service worker and an empty cache, and records every
//    same-origin GET until the network is idle (the page, scripts, styles, images, API reads);
// 3. asks for each of them again three times (Accept-Encoding identity, gzip, br) and adds up the
//    response bodies as they arrive, undecoded; prints the totals by kind and the ratios.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /health within 2 minutes');
}

/** The body's size as sent (not decoded), and the encoding the server chose. */
function bodyBytes(url: string, encoding: Encoding): Promise<{ bytes: number; sent: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding, accept: '*/*' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, sent: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same-origin GETs of a first visit to `/`, with Chromium's resource type. */
async function firstVisit(base: string): Promise<{ url: string; type: string }[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Map<string, string>();
  page.on('request', (req) => {
    if (req.method() === 'GET' && req.url().startsWith(base)) seen.set(req.url(), req.resourceType());
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();
  return [...seen].map(([url, type]) => ({ url, type }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'khel-bench-delivery-'));
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base);
    const files = await firstVisit(base);
    const totals = new Map<string, Record<Encoding, number>>();
    const add = (kind: string, encoding: Encoding, bytes: number) => {
      const row = totals.get(kind) ?? { identity: 0, gzip: 0, br: 0 };
      row[encoding] += bytes;
      totals.set(kind, row);
    };
    for (const { url, type } of files) {
      for (const encoding of ENCODINGS) {
        const { bytes } = await bodyBytes(url, encoding);
        add(type, encoding, bytes);
        add('total', encoding, bytes);
      }
    }
    console.log(`First visit to / (390x844, no service worker, empty cache): ${files.length} same-origin GETs`);
    console.log(`${'kind'.padEnd(12)}${'files'.padStart(7)}${'plain'.padStart(12)}${'gzip'.padStart(12)}${'brotli'.padStart(12)}${'br/plain'.padStart(10)}`);
    for (const [kind, row] of [...totals].sort(([a], [b]) => (a === 'total' ? 1 : b === 'total' ? -1 : a.localeCompare(b)))) {
      const count = kind === 'total' ? files.length : files.filter((f) => f.type === kind).length;
      console.log(`${kind.padEnd(12)}${String(count).padStart(7)}${kb(row.identity).padStart(12)}${kb(row.gzip).padStart(12)}${kb(row.br).padStart(12)}${`${((row.br / row.identity) * 100).toFixed(0)}%`.padStart(10)}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
