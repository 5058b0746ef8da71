// Issue 9: the links a player sees or shares — the agency share link (and the QR code the app draws
// from it) and the download site (ClientParamConf official.url) — name the site the player reached:
// PUBLIC_BASE_URL when set, else the request's host (X-Forwarded-* only with TRUST_PROXY), never a
// fixed http://localhost:8080; so does the page a payment gateway sends the payer back to. Migration
// 0053 turns the first seed's localhost links relative.
import type { AgentInfo } from '@khel/contracts/endpoints/agency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { operatorToken } from '../../../test/operators.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { readMigrations } from '../../platform/migrate.ts';

type Params = { id: string; value: string }[];

/** The page the (sandbox) gateway sends the payer of a new ₨300.00 deposit back to. */
async function returnPage(t: TestApp, headers: Record<string, string>): Promise<string> {
  const player = await signUp(t.app);
  const reply = await call<{ orderId: string }>(t.app, 'POST', '/usercenter/game/deposit', { typeName: 'Jazzcash', amount: 30_000, phone: '03001234567' }, { token: player.token, headers });
  expect(reply.code).toBe(1);
  const [row] = await t.db.query<{ return_url: string }>('SELECT return_url FROM sandbox_gateway_payments WHERE order_id = $1', [reply.data.orderId]);
  return row!.return_url;
}

async function links(t: TestApp, headers: Record<string, string>) {
  const player = await signUp(t.app);
  const reply = await call<{ agentInfo: AgentInfo }>(t.app, 'POST', '/usercenter/game/invite', { type: 0 }, { token: player.token, headers });
  expect(reply.code).toBe(1);
  const conf = (await t.app.inject({ method: 'GET', url: '/config/ClientParamConf.json?v=1', headers })).json<Params>();
  return {
    code: reply.data.agentInfo.inviteCode,
    share: reply.data.agentInfo.shareUrl,
    official: conf.find((entry) => entry.id === 'official.url')?.value,
    shareParam: conf.find((entry) => entry.id === 'share.url')?.value,
  };
}

describe('without PUBLIC_BASE_URL: the request host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('names the Host the player reached in the share link and the download site', async () => {
    const got = await links(t, { host: 'khel.example.pk:8443' });
    expect(got.share).toBe(`http://khel.example.pk:8443/?r=${got.code}`);
    expect(got.official).toBe('http://khel.example.pk:8443/downapp');
    expect(got.shareParam).toBe('http://khel.example.pk:8443/');
    expect(JSON.stringify(got)).not.toContain('localhost:8080');
    expect(await returnPage(t, { host: 'khel.example.pk:8443' })).toMatch(/^http:\/\/khel\.example\.pk:8443\/PaymentPage\?orderId=\w+$/);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto unless TRUST_PROXY is on', async () => {
    const got = await links(t, { host: 'khel.example.pk', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(got.share).toBe(`http://khel.example.pk/?r=${got.code}`);
    expect(got.official).toBe('http://khel.example.pk/downapp');
  });

  it("serves an operator's absolute link as written", async () => {
    const token = await operatorToken(t.app, t.db, t.clock, 'links_admin', 'admin');
    const current = (await t.app.inject({ method: 'GET', url: '/admin/api/config/ClientParamConf', headers: { 'x-operator-token': token } })).json<{ body: Params }>().body;
    const body = current.map((entry) => (entry.id === 'official.url' ? { ...entry, value: 'https://get.khel.pk/app' } : entry));
    const put = await t.app.inject({ method: 'PUT', url: '/admin/api/config/ClientParamConf', headers: { 'x-operator-token': token }, payload: body });
    expect(put.statusCode).toBe(200);
    const got = await links(t, { host: 'khel.example.pk' });
    expect(got.official).toBe('https://get.khel.pk/app');
    expect(got.share).toBe(`http://khel.example.pk/?r=${got.code}`);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => t.close());

  it('follows X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const got = await links(t, { host: '10.0.0.5:8080', 'x-forwarded-host': 'khel.pk', 'x-forwarded-proto': 'https' });
    expect(got.share).toBe(`https://khel.pk/?r=${got.code}`);
    expect(got.official).toBe('https://khel.pk/downapp');
  });
});

describe('with PUBLIC_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://play.khel.pk/', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => t.close());

  it('names the public site whatever host or forwarded headers the request carries', async () => {
    const got = await links(t, { host: '127.0.0.1:9100', 'x-forwarded-host': 'other.example' });
    expect(got.share).toBe(`https://play.khel.pk/?r=${got.code}`);
    expect(got.official).toBe('https://play.khel.pk/downapp');
    expect(await returnPage(t, { host: '127.0.0.1:9100' })).toMatch(/^https:\/\/play\.khel\.pk\/PaymentPage\?orderId=\w+$/);
  });
});

describe('migration 0053 on a database seeded with the localhost links', () => {
  const migration = readMigrations().find((m) => m.version === 53)!;

  async function migrate(params: Params) {
    const db = await freshDatabase();
    await db.query("INSERT INTO config_documents (name, body, updated_at) VALUES ('ClientParamConf', $1, '2026-01-01T00:00:00Z')", [JSON.stringify(params)]);
    await db.query("INSERT INTO config_document_versions (name, version, body, origin, created_at) VALUES ('ClientParamConf', 1, $1, 'seed', '2026-01-01T00:00:00Z')", [
      JSON.stringify(params),
    ]);
    await db.query("INSERT INTO config_documents (name, body, updated_at) VALUES ('LoginConf', '[]', '2026-02-01T00:00:00Z')");
    await db.exec(migration.sql);
    const [row] = await db.query<{ body: Params; updated_at: Date }>("SELECT body, updated_at FROM config_documents WHERE name = 'ClientParamConf'");
    const versions = await db.query<{ version: number; origin: string }>("SELECT version, origin FROM config_document_versions WHERE name = 'ClientParamConf' ORDER BY version");
    await db.close();
    return { ...row!, versions };
  }

  it('makes the seeded localhost links relative, as a new version that moves updateTime', async () => {
    const got = await migrate([
      { id: 'feedback.telegram', value: 'https://t.me/khel_support' },
      { id: 'share.url', value: 'http://localhost:8080/' },
      { id: 'official.url', value: 'http://localhost:8080/downapp' },
    ]);
    expect(got.body).toEqual([
      { id: 'feedback.telegram', value: 'https://t.me/khel_support' },
      { id: 'share.url', value: '/' },
      { id: 'official.url', value: '/downapp' },
    ]);
    expect(got.updated_at.getTime()).toBeGreaterThan(Date.parse('2026-02-01T00:00:00Z'));
    expect(got.versions).toEqual([
      { version: 1, origin: 'seed' },
      { version: 2, origin: 'migration:0053' },
    ]);
  });

  it('leaves an empty list as it is', async () => {
    const got = await migrate([]);
    expect(got.body).toEqual([]);
    expect(got.versions).toHaveLength(1);
  });

  it("leaves an operator's own links alone", async () => {
    const own = [
      { id: 'share.url', value: 'https://khel.pk/' },
      { id: 'official.url', value: 'https://khel.pk/downapp' },
    ];
    const got = await migrate(own);
    expect(got.body).toEqual(own);
    expect(got.updated_at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(got.versions).toHaveLength(1);
  });
});
