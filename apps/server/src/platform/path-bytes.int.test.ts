// Invalid bytes in a path (an encoded NUL, another control character, broken percent-encoding)
// answer 400 "Request error" on every route of the route table, before any handler runs: a sandbox
// gateway page once answered 500 to `%00`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/players.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isBadRequestTarget } from './path-bytes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BAD_SEGMENTS = ['a%00b', '%00', 'a%0Ab', 'a%1Fb', 'a%7Fb', '%zz', 'a%E0%A4', '%'];

/** The route's path with every parameter (or, for a path without one, its last segment) made bad. */
function badUrls(url: string): string[] {
  return BAD_SEGMENTS.map((bad) => {
    if (/[:*]/.test(url)) return url.replace(/:\w+|\*/g, bad);
    return `${url.replace(/\/$/, '')}${url.endsWith('/') ? '/' : ''}${bad}`;
  });
}

describe('invalid path bytes', () => {
  it('answer 400 "Request error" on every route', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.some((r) => r.url.startsWith('/sandbox'))).toBe(true);
    const failures: string[] = [];
    for (const route of routes) {
      for (const url of badUrls(route.url)) {
        const response = await t.app.inject({ method: route.method as 'GET', url, remoteAddress: uniqueIp(), ...(route.method === 'GET' ? {} : { payload: {} }) });
        let body: unknown = response.body;
        try {
          body = response.json();
        } catch {
          // Not JSON: reported below.
        }
        if (response.statusCode !== 400 || JSON.stringify(body) !== JSON.stringify({ code: 1001, msg: 'Request error' })) {
          failures.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('a NUL in the query string is refused; text and valid encodings pass', () => {
    expect(isBadRequestTarget('/sandbox/pay?orderId=a%00')).toBe(true);
    expect(isBadRequestTarget('/usercenter/game/login?x=%C3%A9&y=a%20b')).toBe(false);
    expect(isBadRequestTarget('/admin/api/players/100001')).toBe(false);
    expect(isBadRequestTarget('/game/play/Rummy%20Masters')).toBe(false);
  });
});
