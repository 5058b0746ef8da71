// npm run bench:web — what a phone downloads on its first visit to `/`, and
// Lighthouse's mobile scores for it. Builds the web app when its build is missing or older than its
// sources, starts the real server on a free loopback port with a fresh data dir, then:
//   1. Chromium (/usr/bin/chromium, or CHROMIUM_PATH) at 390x844, empty cache, visitor: every script
//      and stylesheet the page fetches until the network is idle, each gzip-compressed here (level 9,
//      so the figure does not depend on the server's own compression), printed against the 195 KB
//      regression gate for initial JS (docs/decisions/standing.md; the first goal was 150 KB);
//   2. Lighthouse (its default mobile profile: simulated slow 4G and a 4x slower CPU), run
//      BENCH_LIGHTHOUSE_RUNS times (3); the median performance score, accessibility and LCP, against
//      the goals (performance ≥ 90, the first goal ≥ 95; LCP ≤ 2.5 s), and the medians of the score's
//      other metrics (FCP, Speed Index, total blocking time, layout shift) to show where points go.
//      Its scores move by several points between runs on a busy machine (TBT is measured on this
//      machine's CPU, slowed 4x): compare medians from a quiet machine. BENCH_LIGHTHOUSE=0 skips it.
// It stops the server and exits by itself; exit 1 only when something could not be measured.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JS_GOAL_KB = 195;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIfStale(): void {
  const built = join(WEB, 'dist/index.html');
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    // not built yet
  }
  const sources = ['src', 'index.html', 'vite.config.ts', 'public', '../../packages/contracts/src'].map((p) => join(WEB, p));
  if (builtAt > Math.max(...sources.map(newestMtime))) return;
  console.log('building apps/web…');
  const result = spawnSync('npm', ['run', '--silent', '--workspace', '@khel/web', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the web build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/src/server.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not answer /health within 120 s');
}

interface Asset {
  url: string;
  kind: 'script' | 'stylesheet';
  gzipBytes: number;
  /** The body as the server sent it (compressed or not). */
  servedBytes: number;
}

/** Every script and stylesheet of a first visit to `/`, as a visitor with an empty cache. */
async function firstVisitAssets(origin: string): Promise<{ assets: Asset[]; lcpMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<Asset | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({ url: new URL(response.url()).pathname, kind: type, gzipBytes: gzipSync(body, { level: 9 }).length, servedBytes: sizes.responseBodySize }),
          () => null,
        ),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000); // lazy chunks asked for right after idle (the route's own) count too
    // A string: this file is type-checked for Node, which has no DOM types.
    const lcpMs = await page.evaluate<number>(`new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? -1)).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(-1), 2000);
    })`);
    const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
    return { assets, lcpMs };
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** The other metrics of the performance score, for seeing where its points go. */
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
}

async function runLighthouse(url: string): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    // A fresh browser per run: an empty cache and no service worker from the run before.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return runs;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

buildIfStale();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'khel-bench-web-'));
const server = await startServer(port, dataDir);
const origin = `http://127.0.0.1:${port}`;
let failed = false;
try {
  const { assets, lcpMs } = await firstVisitAssets(origin);
  const scripts = assets.filter((asset) => asset.kind === 'script');
  const styles = assets.filter((asset) => asset.kind === 'stylesheet');
  const jsBytes = scripts.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  const cssBytes = styles.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  const servedJsBytes = scripts.reduce((sum, asset) => sum + asset.servedBytes, 0);
  console.log(`bench:web — first visit to / as a visitor, Chromium 390x844, empty cache (${origin})\n`);
  console.log(`initial JS      ${kb(jsBytes)} gzip in ${scripts.length} scripts; ratio to the ${JS_GOAL_KB} KB gate ${(jsBytes / 1024 / JS_GOAL_KB).toFixed(2)} (gate ≤ 1)`);
  console.log(`initial CSS     ${kb(cssBytes)} gzip in ${styles.length} stylesheets`);
  console.log(`JS as served    ${kb(servedJsBytes)} (what the server sent: ${servedJsBytes > jsBytes * 1.5 ? 'not compressed' : 'compressed'})`);
  console.log(`LCP (unthrottled, this machine) ${lcpMs >= 0 ? `${Math.round(lcpMs)} ms` : 'not reported'}`);
  if (process.env.BENCH_VERBOSE) {
    for (const asset of [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(asset.gzipBytes).padStart(9)}  ${asset.url}`);
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log(`\nLighthouse, mobile (simulated throttling), ${LIGHTHOUSE_RUNS} runs, median:`);
    const runs = await runLighthouse(`${origin}/`);
    const performance = median(runs.map((run) => run.performance));
    const lcp = median(runs.map((run) => run.lcpMs));
    console.log(`performance     ${performance} (runs ${runs.map((run) => run.performance).join(', ')}; goal ≥ 90, stretch ≥ 95)`);
    console.log(`accessibility   ${median(runs.map((run) => run.accessibility))}`);
    console.log(`LCP             ${(lcp / 1000).toFixed(2)} s (runs ${runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(', ')}; ratio to the 2.5 s goal ${(lcp / 2500).toFixed(2)})`);
    const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `also (median)   FCP ${seconds(median(runs.map((run) => run.fcpMs)))}, Speed Index ${seconds(median(runs.map((run) => run.speedIndexMs)))}, ` +
        `TBT ${Math.round(median(runs.map((run) => run.tbtMs)))} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
