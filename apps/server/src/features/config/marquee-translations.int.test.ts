// The notice-bar announcement (MarqueeSysConf) in zh and ur, English as the fallback.
// New databases get the translations from the seed; migration 0027 adds them to a database seeded
// before, unless an operator changed the announcement; operators edit them like any document.
import { MarqueeSysConf, announcementFor } from '@khel/contracts/endpoints/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/operators.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { readMigrations } from '../../platform/migrate.ts';
import { configDocument } from './config.service.ts';

const FIRST_SEED =
  'Welcome to Khel! New games every week: Khel Fortune Slots, Khel Rocket Crash, Khel Dice and Khel Mines are live now. Play responsibly: 18+ only. Get the Khel app for faster play.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('MarqueeSysConf', () => {
  it('is served with the English announcement and its zh and ur translations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/MarqueeSysConf.json?v=1' });
    const conf = MarqueeSysConf.parse(response.json());
    expect(conf.announcementTxt).toBe(FIRST_SEED);
    expect(announcementFor(conf, 'en')).toBe(FIRST_SEED);
    expect(announcementFor(conf, 'zh')).toMatch(/^欢迎来到 Khel！/);
    expect(announcementFor(conf, 'ur')).toMatch(/^Khel میں خوش آمدید!/);
  });

  it('falls back to English for a language without text of its own', () => {
    expect(announcementFor({ announcementTxt: 'Hello' }, 'ur')).toBe('Hello');
    expect(announcementFor({ announcementTxt: 'Hello', translations: { zh: '你好', ur: '  ' } }, 'ur')).toBe('Hello');
    expect(announcementFor({ announcementTxt: 'Hello', translations: { zh: '你好' } }, 'zh')).toBe('你好');
  });

  it('operators edit the translations; an unknown language key or a NUL is refused and changes nothing', async () => {
    const token = await operatorToken(t.app, t.db, t.clock, 'marquee_admin', 'admin');
    const put = (body: unknown) =>
      t.app.inject({ method: 'PUT', url: '/admin/api/config/MarqueeSysConf', headers: { 'x-operator-token': token }, payload: body as object });
    const before = await configDocument(t.db, 'MarqueeSysConf');
    expect((await put({ announcementTxt: 'Hi', translations: { 'ur-PK': 'سلام' } })).statusCode).toBe(400);
    expect((await put({ announcementTxt: 'Hi', translations: { ur: 'a\u0000b' } })).statusCode).toBe(400);
    expect(await configDocument(t.db, 'MarqueeSysConf')).toEqual(before);
    expect((await put({ announcementTxt: 'Hi', translations: { ur: 'سلام' } })).statusCode).toBe(200);
    expect(announcementFor(MarqueeSysConf.parse(await configDocument(t.db, 'MarqueeSysConf')), 'ur')).toBe('سلام');
  });
});

describe('migration 0027 on a database seeded before the translations', () => {
  const migration = readMigrations().find((m) => m.version === 27)!;

  async function withMarquee(body: unknown) {
    const db = await freshDatabase();
    await db.query("INSERT INTO config_documents (name, body, updated_at) VALUES ('MarqueeSysConf', $1, '2026-01-01T00:00:00Z')", [JSON.stringify(body)]);
    await db.query("INSERT INTO config_documents (name, body, updated_at) VALUES ('LoginConf', '[]', '2026-02-01T00:00:00Z')");
    await db.exec(migration.sql);
    const [row] = await db.query<{ body: unknown; updated_at: Date }>("SELECT body, updated_at FROM config_documents WHERE name = 'MarqueeSysConf'");
    await db.close();
    return row!;
  }

  it('adds zh and ur to the untouched first seed and moves it past every other document', async () => {
    const row = await withMarquee({ announcementTxt: FIRST_SEED });
    const conf = MarqueeSysConf.parse(row.body);
    expect(conf.announcementTxt).toBe(FIRST_SEED);
    expect(conf.translations?.zh).toMatch(/^欢迎来到 Khel！/);
    expect(conf.translations?.ur).toMatch(/^Khel میں خوش آمدید!/);
    expect(row.updated_at.getTime()).toBeGreaterThan(Date.parse('2026-02-01T00:00:00Z'));
  });

  it("leaves an operator's own announcement as it is", async () => {
    const row = await withMarquee({ announcementTxt: 'Eid offers all week!' });
    expect(row.body).toEqual({ announcementTxt: 'Eid offers all week!' });
    expect(row.updated_at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
