import { encodeRequest } from '@khel/wire/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { readMigrations } from './migrate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('transport', () => {
  it('health reports the database kind and migration version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const latest = Math.max(...readMigrations().map((m) => m.version));
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind, migration: latest });
  });

  it('a wire-encoded body gets a wire-encoded reply that decodes to the contract shape', async () => {
    const result = await call(t.app, 'POST', '/usercenter/game/login', {
      type: 2,
      loginType: 64,
      account: 'wire01',
      telephone: '3001112223',
      token: 'secret12',
      ageConfirmed: true,
    });
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({ account: 'wire01', playerInfo: { gold: 0 } });
    expect(result.headers.satoken).toBe((result.data as { token: string }).token);
  });

  it.each([
    ['not base64', 'this is not base64 at all!'],
    ['base64 of non-JSON', encodeRequest('x').replace(/^(..)..../, '$1$$$$')],
    ['empty', ''],
  ])('an undecodable body (%s) is a 400 "Request error" and changes nothing', async (_label, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/usercenter/game/login',
      headers: { 'content-type': 'text/plain' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1001, msg: 'Request error' });
  });

  it('malformed JSON is a 400, never a 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/usercenter/game/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('an oversized body is refused with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/usercenter/game/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'a'.repeat(70_000),
    });
    expect(response.statusCode).toBe(413);
  });

  it('wrongly typed fields get a validation message, not a 5xx', async () => {
    const result = await call(t.app, 'POST', '/usercenter/game/login', { type: 'zero', loginType: [], token: 5 });
    expect(result.status).toBe(200);
    expect(result.code).toBe(1001);
    expect(result.msg).toBe('Request error');
  });

  it('errors come in the language the request asks for', async () => {
    const body = { type: 0, loginType: 2, phone: '', token: 'x' };
    expect((await call(t.app, 'POST', '/usercenter/game/login', body)).msg).toBe('User Phone is required');
    expect((await call(t.app, 'POST', '/usercenter/game/login', body, { language: 'ur-PK' })).msg).toBe(
      'صارف کا فون نمبر درکار ہے',
    );
    expect((await call(t.app, 'POST', '/usercenter/game/login', body, { language: 'zh-CN,zh;q=0.9' })).msg).toBe(
      '请输入手机号',
    );
  });

  it('an unknown API path is a 404 naming the address', async () => {
    const result = await call(t.app, 'POST', '/usercenter/game/nothing');
    expect(result.status).toBe(404);
    expect(result.msg).toBe('Request address error: /usercenter/game/nothing');
  });

  it('the OpenAPI document lists the player endpoints and explains the encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = response.json<{ info: { description: string }; paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/usercenter/game/login', '/usercenter/game/playerInfo', '/usercenter/verifycode/{phone}']),
    );
    expect(doc.info.description).toContain('4 random characters');
  });
});
