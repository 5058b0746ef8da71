import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { formatBusinessDay, formatKarachi, isNewKarachiDay } from './karachi-date.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('Asia/Karachi business day', () => {
  it('rolls over at midnight Karachi time (UTC+5), not UTC', () => {
    // 2025-03-01 18:59 UTC is 23:59 in Karachi; 19:00 UTC is the next Karachi day.
    const before = Date.UTC(2025, 2, 1, 18, 59);
    const after = Date.UTC(2025, 2, 1, 19, 0);
    expect(isNewKarachiDay(before, after)).toBe(true);
    expect(isNewKarachiDay(Date.UTC(2025, 2, 1, 0, 0), before)).toBe(false);
  });
  it('treats a missing timestamp as a new day', () => {
    expect(isNewKarachiDay(null, Date.now())).toBe(true);
  });
});

// 2026-02-04 18:59:07 UTC is 23:59:07 on 4 February in Karachi, whatever the test machine's zone.
const AT = '2026-02-04T18:59:07Z';

describe('dates in the player language, Pakistan time', () => {
  it('English', () => {
    expect(formatKarachi(AT)).toBe('4 Feb 2026, 23:59');
    expect(formatKarachi(Date.parse(AT), 'date')).toBe('4 Feb 2026');
    expect(formatKarachi(AT, 'dayMonth')).toBe('4 Feb');
    expect(formatKarachi(AT, 'timestamp')).toBe('04/02/2026, 23:59:07');
    expect(formatBusinessDay('2026-12-25')).toBe('25 Dec 2026');
    expect(formatBusinessDay('2026-02-03', 'dayMonth')).toBe('3 Feb');
  });
  it('Chinese', async () => {
    await changeLanguage('zh');
    expect(formatKarachi(AT)).toBe('2026年2月4日 23:59');
    expect(formatKarachi(AT, 'timestamp')).toBe('2026/02/04 23:59:07');
    expect(formatBusinessDay('2026-12-25')).toBe('2026年12月25日');
    expect(formatBusinessDay('2026-02-03', 'dayMonth')).toBe('2月3日');
  });
  it('Urdu: month names in Urdu, Latin digits, the Urdu comma', async () => {
    await changeLanguage('ur');
    expect(formatKarachi(AT)).toBe('4 فروری، 2026، 23:59');
    expect(formatKarachi(AT, 'timestamp')).toBe('04/02/2026، 23:59:07');
    expect(formatBusinessDay('2026-12-25')).toBe('25 دسمبر، 2026');
  });
  it('the business day stays the Karachi one at the UTC day boundary', () => {
    expect(formatKarachi('2026-02-04T19:00:00Z', 'date')).toBe('5 Feb 2026');
  });
  it('bad input is shown as given rather than "Invalid Date"', () => {
    expect(formatKarachi('not a date')).toBe('not a date');
    expect(formatBusinessDay('2026-13-45')).toBe('2026-13-45');
  });
});
