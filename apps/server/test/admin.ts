// Operators on the operator API for integration tests: each made by the real service and logged in
// with a real TOTP code, then called as the console does (plain JSON, x-operator-token).
import type { OperatorRole } from '@khel/contracts/admin/operators-roles';
import type { LightMyRequestResponse } from 'fastify';
import { operatorToken } from './operators.ts';
import type { TestApp } from './test-app.ts';

export interface AdminClient {
  token: string;
  username: string;
  id: number;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
}

let made = 0;

/** A new operator with `role`, logged in. */
export async function adminClient(t: TestApp, role: OperatorRole, username = `${role}_${++made}_${Math.random().toString(36).slice(2, 6)}`): Promise<AdminClient> {
  const token = await operatorToken(t.app, t.db, t.clock, username, role);
  const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username])) as [{ id: number }];
  const headers = { 'x-operator-token': token };
  return {
    token,
    username,
    id,
    get: (url) => t.app.inject({ method: 'GET', url, headers }),
    post: (url, body = {}) => t.app.inject({ method: 'POST', url, headers, payload: body as object }),
    put: (url, body) => t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  };
}

/** Walks a keyset list to its end; returns every item of every page, in order. */
export async function allPages<T>(client: AdminClient, url: string, limit = 3): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const reply = await client.get(`${url}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
    const page = reply.json<{ items: T[]; nextCursor: string | null }>();
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    if (pages > 1000) throw new Error('no end of pages');
  } while (cursor);
  return { items, pages };
}
