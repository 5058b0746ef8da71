import { describe, expect, it } from 'vitest';
import { datePresetRange } from './records-query.ts';

describe('record date filters (Asia/Karachi days, weeks from Monday)', () => {
  // 2026-11-22 is a Sunday.
  it.each([
    ['today', '2026-11-22', '2026-11-22'],
    ['yesterday', '2026-11-21', '2026-11-21'],
    ['thisWeek', '2026-11-16', '2026-11-22'],
    ['lastWeek', '2026-11-09', '2026-11-15'],
    ['thisMonth', '2026-11-01', '2026-11-22'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
  ] as const)('%s on Sunday 2026-11-22 is %s … %s', (preset, startDate, endDate) => {
    expect(datePresetRange(preset, '2026-11-22')).toEqual({ startDate, endDate });
  });

  it('on a Monday this week starts today, and January looks back to December', () => {
    expect(datePresetRange('thisWeek', '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(datePresetRange('lastMonth', '2027-01-15')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(datePresetRange('yesterday', '2027-03-01')).toEqual({ startDate: '2027-02-28', endDate: '2027-02-28' });
  });
});
