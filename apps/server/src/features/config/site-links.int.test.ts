// The links a player sees or shares — the agency share link (and the QR code the app draws from it,
// also after claiming invite rewards), the download site (ClientParamConf official.url) and the page
// a payment gateway sends the payer back to — name the site's own origin: PUBLIC_BASE_URL when set,
// else the server's own address (http://localhost:PORT here), never the request's Host or
// X-Forwarded-Host, with or without TRUST_PROXY (docs/hardening/launch-and-links.md). Migration 0053
// turns the first seed's localhost links relative.
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentInfo } from '@khel/contracts/endpoints/agency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueIp } from '../../../test/players.ts';
import { operatorToken } from '../../../test/operators.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { readMigrations } from '../../platform/migrate.ts';
import { deposit, setInviteConf } from '../../../test/agency.ts';

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
  // activeInviteReward answers the share link again: a friend who deposited makes a claim.
  await setInviteConf(t.db, { enabled: true, minDeposit: 20_000, minValidBet: 0, tiers: [{ from: 1, reward: 2000 }], wagerMulti: 0 });
  await deposit(t.app, await signUp(t.app, { agentId: `KH${player.showId}`, ip: uniqueIp() }), 20_000);
  const claim = await call<{ agentInfo: AgentInfo }>(t.app, 'POST', '/usercenter/game/activeInviteReward', {}, { token: player.token, headers });
  expect(claim.code, claim.msg).toBe(1);
  return {
    claimed: claim.data.agentInfo.shareUrl,
    code: reply.data.agentInfo.inviteCode,
    share: reply.data.agentInfo.shareUrl,
    official: conf.find((entry) => entry.id === 'official.url')?.value,
    shareParam: conf.find((entry) => entry.id === 'share.url')?.value,
  };
}

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('without PUBLIC_BASE_URL: the server’s own address, never the request’s Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('names http://localhost:PORT in the share link, the download site and the payment return, whatever Host was sent', async () => {
    for (const headers of [{ host: 'evil.example' }, { host: 'khel.example.pk:8443' }, EVIL]) {
      const got = await links(t, headers);
      expect(got.share).toBe(`http://localhost:8080/?r=${got.code}`);
      expect(got.official).toBe('http://localhost:8080/downapp');
      expect(got.shareParam).toBe('http://localhost:8080/');
      expect(got.claimed).toBe(got.share);
      expect(await returnPage(t, headers)).toMatch(/^http:\/\/localhost:8080\/PaymentPage\?orderId=\w+$/);
    }
  });

  it("serves an operator's absolute link as written", async () => {
    const token = await operatorToken(t.app, t.db, t.clock, 'links_admin', 'admin');
    const current = (await t.app.inject({ method: 'GET', url: '/admin/api/config/ClientParamConf', headers: { 'x-operator-token': token } })).json<{ body: Params }>().body;
    const body = current.map((entry) => (entry.id === 'official.url' ? { ...entry, value: 'https://get.khel.pk/app' } : entry));
    const put = await t.app.inject({ method: 'PUT', url: '/admin/api/config/ClientParamConf', headers: { 'x-operator-token': token }, payload: body });
    expect(put.statusCode).toBe(200);
    const got = await links(t, { host: 'evil.example' });
    expect(got.official).toBe('https://get.khel.pk/app');
    expect(got.share).toBe(`http://localhost:8080/?r=${got.code}`);
  });
});

describe('behind a trusted proxy, without PUBLIC_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => t.close());

  it('ignores X-Forwarded-Host and X-Forwarded-Proto too', async () => {
    const got = await links(t, { host: '10.0.0.5:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(got.share).toBe(`http://localhost:8080/?r=${got.code}`);
    expect(got.official).toBe('http://localhost:8080/downapp');
    expect(got.claimed).toBe(got.share);
    expect(await returnPage(t, EVIL)).toMatch(/^http:\/\/localhost:8080\/PaymentPage\?orderId=\w+$/);
  });
});

describe('a listening server without PUBLIC_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '0' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t.close());

  it('names the address and port it listens on, not the Host of a real HTTP request', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const sent = httpGet({ host: '127.0.0.1', port, path: '/config/ClientParamConf.json', headers: { host: 'evil.example' } }, (reply) => {
        let text = '';
        reply.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        reply.on('end', () => resolve(text));
      });
      sent.on('error', reject);
    });
    const official = (JSON.parse(body) as Params).find((entry) => entry.id === 'official.url')?.value;
    expect(official).toBe(`http://127.0.0.1:${port}/downapp`);
  });
});

describe('with PUBLIC_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://play.khel.pk/', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => t.close());

  it('names the public site whatever host or forwarded headers the request carries', async () => {
    for (const headers of [{ host: '127.0.0.1:9100', 'x-forwarded-host': 'other.example' }, EVIL]) {
      const got = await links(t, headers);
      expect(got.share).toBe(`https://play.khel.pk/?r=${got.code}`);
      expect(got.official).toBe('https://play.khel.pk/downapp');
      expect(got.claimed).toBe(got.share);
      expect(await returnPage(t, headers)).toMatch(/^https:\/\/play\.khel\.pk\/PaymentPage\?orderId=\w+$/);
    }
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
