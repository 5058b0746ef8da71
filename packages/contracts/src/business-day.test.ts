// Karachi midnight is 19:00 UTC the evening before, all year (Pakistan keeps no daylight saving).
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  addBusinessDays,
  businessDay,
  businessDayEnd,
  businessDayStart,
  businessMinute,
  businessMinuteOfDay,
  businessMonthStart,
  businessWeekStart,
} from './business-day.ts';

describe('business day (Asia/Karachi, UTC+5)', () => {
  it('rolls over at 19:00:00Z', () => {
    expect(businessDay(new Date('2026-01-04T18:59:59.999Z'))).toBe('2026-01-04');
    expect(businessDay(new Date('2026-01-04T19:00:00Z'))).toBe('2026-01-05');
    expect(businessDay(Date.parse('2026-01-04T19:00:00Z'))).toBe('2026-01-05');
  });

  it('agrees with the time-zone database across a year, so no daylight saving hides in it', () => {
    const tz = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let at = Date.parse('2026-01-01T18:30:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 86_400_000 / 2) {
      expect(businessDay(at)).toBe(tz.format(at));
    }
  });

  it('starts and ends a day at Karachi midnight', () => {
    expect(businessDayStart('2026-01-05').toISOString()).toBe('2026-01-04T19:00:00.000Z');
    expect(businessDayEnd('2026-01-05').toISOString()).toBe('2026-01-05T19:00:00.000Z');
    expect(businessDayStart('2026-03-01').toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(businessDay(businessDayStart('2026-12-31'))).toBe('2026-12-31');
  });

  it('counts days across months and years', () => {
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addBusinessDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addBusinessDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('weeks start on Monday and months on the 1st, in Karachi', () => {
    expect(businessWeekStart(new Date('2026-01-04T18:59:59Z'))).toBe('2025-12-29'); // Sunday evening in Karachi
    expect(businessWeekStart(new Date('2026-01-04T19:00:00Z'))).toBe('2026-01-05'); // Monday 00:00 in Karachi
    expect(businessMonthStart(new Date('2026-01-31T19:00:00Z'))).toBe('2026-02-01');
    expect(businessMonthStart(new Date('2026-01-31T18:59:59Z'))).toBe('2026-01-01');
  });

  it('writes Pakistan wall time to the minute', () => {
    expect(businessMinute(new Date('2026-01-04T19:00:00Z'))).toBe('2026-01-05 00:00 PKT');
    expect(businessMinuteOfDay(new Date('2026-01-04T19:00:00Z'))).toBe(0);
    expect(businessMinuteOfDay(new Date('2026-01-04T18:59:59Z'))).toBe(24 * 60 - 1);
    expect(businessMinuteOfDay(new Date('2026-01-05T09:30:00Z'))).toBe(14 * 60 + 30);
    expect(businessMinuteOfDay(new Date('1969-12-31T20:00:00Z'))).toBe(60); // before the epoch too
  });

  it('leaves the Date it is given alone', () => {
    const at = new Date('2026-01-04T19:00:00Z');
    businessDay(at);
    businessWeekStart(at);
    businessMinute(at);
    expect(at.toISOString()).toBe('2026-01-04T19:00:00.000Z');
  });
});
