import { describe, expect, it } from 'vitest';
import { isNewKarachiDay, karachiDate } from './karachi-date.ts';

describe('Asia/Karachi business day', () => {
  it('rolls over at midnight Karachi time (UTC+5), not UTC', () => {
    // 2025-03-01 18:59 UTC is 23:59 in Karachi; 19:00 UTC is the next Karachi day.
    const before = Date.UTC(2025, 2, 1, 18, 59);
    const after = Date.UTC(2025, 2, 1, 19, 0);
    expect(karachiDate(before)).toBe('2025-03-01');
    expect(karachiDate(after)).toBe('2025-03-02');
    expect(isNewKarachiDay(before, after)).toBe(true);
    expect(isNewKarachiDay(Date.UTC(2025, 2, 1, 0, 0), before)).toBe(false);
  });
  it('treats a missing timestamp as a new day', () => {
    expect(isNewKarachiDay(null, Date.now())).toBe(true);
  });
});
