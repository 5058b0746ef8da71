// The Prometheus endpoint: the real server process with METRICS_PORT serves the khel_* metrics on
// that listener only (the public port has no /metrics), labels requests by route pattern (a path
// with an id or one no route knows never becomes a label), and answers anything but GET /metrics
// with a bare 404/405 that shows no metric.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { exited, startServer, useMigratedStore } from '../../test/server-process.ts';

const store = useMigratedStore();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('metrics endpoint', () => {
  it('serves khel_* on its own listener by route pattern, and nothing else to anyone', async () => {
    const metricsPort = await freePort();
    const { child, baseUrl } = await startServer({ ...store().env, METRICS_PORT: String(metricsPort) });
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    try {
      expect((await fetch(`${baseUrl}/health/ready`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/no-such-page/03001234567`)).status).toBe(404);
      const publicMetrics = await fetch(`${baseUrl}/metrics`);
      expect(publicMetrics.status).toBe(404);
      expect(await publicMetrics.text()).not.toContain('khel_');

      // On PostgreSQL the test can write beside the running server: a round settled 90 s ago and
      // still uncounted must show as the outbox's lag. The row is held locked while scraping, so the
      // server's outbox drain (FOR UPDATE SKIP LOCKED, every second) passes it by.
      const shared = store().env.DATABASE_URL ? await store().open() : null;
      const scrapeWithOldRound = async (): Promise<Response> => {
        if (!shared) return fetch(`${metricsUrl}/metrics`);
        for (;;) {
          await shared.query("INSERT INTO game_play_outbox (round_pk, player_id, created_at) VALUES (-1, -1, now() - interval '90 seconds')");
          const scraped = await shared.transaction(async (tx) => {
            const held = await tx.query('SELECT id FROM game_play_outbox WHERE round_pk = -1 FOR UPDATE');
            return held.length > 0 ? await fetch(`${metricsUrl}/metrics`) : null;
          });
          if (scraped) return scraped;
        }
      };
      const scrape = await scrapeWithOldRound();
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toContain('text/plain');
      const text = await scrape.text();
      expect(text).toMatch(/khel_http_request_duration_seconds_count\{method="GET",route="\/health\/ready",status="2xx"\} 1\b/);
      expect(text).toMatch(/khel_http_request_duration_seconds_count\{method="GET",route="unmatched",status="4xx"\} 2\b/);
      expect(text).not.toContain('03001234567');
      expect(text).toContain('khel_change_listener_up 1');
      const lag = Number(/^khel_play_outbox_lag_seconds (\S+)$/m.exec(text)?.[1]);
      if (shared) {
        expect(lag).toBeGreaterThanOrEqual(90);
        expect(lag).toBeLessThan(120);
        await shared.query('DELETE FROM game_play_outbox WHERE round_pk = -1');
      } else expect(lag).toBe(0);
      expect(text).toContain('khel_deposits{state="pending"} 0');
      expect(text).toContain('khel_withdrawals{state="processing"} 0');
      expect(text).toContain('# TYPE khel_group_commit_batch_size histogram');
      expect(text).toContain('# TYPE khel_group_commit_duration_seconds histogram');
      expect(text).toContain('khel_process_cpu_seconds_total');
      if (store().env.DATABASE_URL) expect(text).toMatch(/khel_db_pool_connections\{state="total"\} \d+/);

      for (const [method, path, status] of [
        ['GET', '/metrics?name[]=x', 404],
        ['GET', '/metrics/', 404],
        ['GET', '/', 404],
        ['GET', '//metrics', 404],
        ['GET', '/metrics%00', 404],
        ['POST', '/metrics', 405],
        ['DELETE', '/metrics', 405],
      ] as const) {
        const response = await fetch(`${metricsUrl}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(status);
        expect(await response.text()).not.toContain('khel_');
      }
      // A second scrape still works after all that.
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  }, 120_000);
});
