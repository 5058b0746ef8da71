// The home banners as a public config document: BannerConf is seeded with the app's
// four banners, edited strictly through the console config API (versioned) and served to the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'admin');
});
afterAll(async () => t.close());

const served = async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/config/BannerConf.json' });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ key: string }[]>();
};
const SEEDED = [
  { key: 'sign-in', image: 'sign-in', type: 'qd', order: 10, enabled: true, marketing: true },
  { key: 'vip', image: 'vip', type: 'vip', order: 20, enabled: true, marketing: true },
  { key: 'agency', image: 'agency', type: 'dl', order: 30, enabled: true, marketing: true },
  { key: 'pxx', image: 'pxx', type: 'pxx', order: 40, enabled: true, marketing: true },
];

describe('BannerConf', () => {
  it('is seeded with the four home banners and served to the app', async () => {
    expect(await served()).toEqual(SEEDED);
    expect((await admin.get('/admin/api/config/BannerConf')).json()).toMatchObject({ public: true, version: 1, body: SEEDED });
  });

  it('refuses unknown keys and bad values, naming the path, and changes nothing', async () => {
    const refused = async (body: unknown, path: string, message?: string) => {
      const reply = await admin.put('/admin/api/config/BannerConf', body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code: 1712, issues: [expect.objectContaining({ path, ...(message ? { message } : {}) })] });
    };
    await refused([{ ...SEEDED[0], colour: 'red' }], '0.colour', 'unknown key "colour"');
    await refused([{ ...SEEDED[0], title: { en: 'Hi', zh: '你好', ur: 'سلام', fr: 'Salut' } }], '0.title.fr', 'unknown key "fr"');
    await refused([{ ...SEEDED[0], title: { en: 'Hi', zh: '你好' } }], '0.title.ur');
    await refused([{ ...SEEDED[0], image: 'https://evil.example/x.png' }], '0.image');
    await refused([SEEDED[0], SEEDED[0]], '');
    expect(await served()).toEqual(SEEDED);
    expect((await admin.get('/admin/api/config/BannerConf')).json()).toMatchObject({ version: 1 });
  });

  it('an edit is served at once as a new version; a rollback brings the old one back', async () => {
    t.clock.advance(60_000);
    const edited = [
      { ...SEEDED[1], order: 5 },
      { key: 'rules', image: '/banners/house-rules.webp', type: 'hdjs', title: { en: 'Play safe', zh: '安全游戏', ur: 'محفوظ کھیلیں' }, order: 7, enabled: true, marketing: false },
      { ...SEEDED[0], enabled: false },
    ];
    const saved = await admin.put('/admin/api/config/BannerConf', edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2 });
    expect(await served()).toEqual(edited);
    expect((await admin.post('/admin/api/config/BannerConf/rollback', { version: 1 })).json()).toMatchObject({ version: 3 });
    expect(await served()).toEqual(SEEDED);
  });
});
