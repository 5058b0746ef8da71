import { ClientParamConf, UpdateTime, clientParam } from '@khel/contracts/config-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('config documents', () => {
  it('updateTime.json is {updateTime: number}, revalidated every minute', async () => {
    const response = await get('/config/updateTime.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = UpdateTime.parse(response.json());
    expect(Object.keys(response.json() as object)).toEqual(['updateTime']);
    expect(body.updateTime).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it('updateTime follows the newest change to any document', async () => {
    const before = UpdateTime.parse((await get('/config/updateTime.json')).json()).updateTime;
    const later = new Date(before + 3_600_000);
    await t.db.query("UPDATE config_documents SET updated_at = $1 WHERE name = 'ClientParamConf'", [later]);
    expect(UpdateTime.parse((await get('/config/updateTime.json')).json()).updateTime).toBe(later.getTime());
  });

  it('ClientParamConf.json?v=… is the id/value list with feedback.telegram, cached for a day', async () => {
    const { updateTime } = UpdateTime.parse((await get('/config/updateTime.json')).json());
    const response = await get(`/config/ClientParamConf.json?v=${updateTime}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const conf = ClientParamConf.parse(response.json());
    expect(Array.isArray(response.json())).toBe(true);
    expect(clientParam(conf, 'feedback.telegram')).toMatch(/^https:\/\/t\.me\//);
    expect(conf.map((entry) => entry.id)).toEqual(expect.arrayContaining(['feedback.email', 'share.url', 'pay.urls']));
  });

  it('the same document without ?v= is revalidated every minute', async () => {
    const response = await get('/config/ClientParamConf.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('the other seeded documents are served', async () => {
    for (const name of ['LoginConf', 'ClientVersionConf', 'LanguageConf']) {
      const response = await get(`/config/${name}.json?v=1`);
      expect(response.statusCode, name).toBe(200);
      expect(response.json(), name).toBeTruthy();
    }
  });

  it.each(['Nope.json', 'clientparamconf.json', '..%2F..%2Fpackage.json', 'constructor.json', 'ClientParamConf.js'])(
    'an unknown name (%s) is a 404',
    async (file) => {
      const response = await get(`/config/${file}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1014, msg: `Request address error: /config/${file}` });
    },
  );
});
