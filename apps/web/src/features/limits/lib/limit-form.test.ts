import { describe, expect, it } from 'vitest';
import { limitAmountOf, offerRequests, whenApplies } from './limit-form.ts';

describe('limit form rules', () => {
  it('turns typed rupees into hundredths and takes session minutes as they are, 5 to 1440', () => {
    expect(limitAmountOf('loss', '1500')).toEqual({ ok: true, amount: 150_000 });
    expect(limitAmountOf('deposit', '0')).toEqual({ ok: true, amount: 0 });
    expect(limitAmountOf('wager', '')).toEqual({ ok: false, error: 'empty' });
    expect(limitAmountOf('session', '5')).toEqual({ ok: true, amount: 5 });
    expect(limitAmountOf('session', '1440')).toEqual({ ok: true, amount: 1440 });
    expect(limitAmountOf('session', '4')).toEqual({ ok: false, error: 'sessionRange' });
    expect(limitAmountOf('session', '1441')).toEqual({ ok: false, error: 'sessionRange' });
  });

  it('says a first or lower limit applies at once, a higher one or a removal after 24 hours', () => {
    expect(whenApplies(null, 100)).toBe('now');
    expect(whenApplies(500, 100)).toBe('now');
    expect(whenApplies(500, 500)).toBe('now');
    expect(whenApplies(500, 501)).toBe('after24h');
    expect(whenApplies(500, null)).toBe('after24h');
    expect(whenApplies(null, null)).toBe('after24h');
  });

  it('sends only the offer fields that were filled, and stops on a session outside 5–1440', () => {
    expect(offerRequests({ deposit: '', loss: '', session: '' })).toEqual({ ok: true, requests: [] });
    expect(offerRequests({ deposit: '2000', loss: '', session: '60' })).toEqual({
      ok: true,
      requests: [
        { kind: 'deposit', amount: 200_000 },
        { kind: 'session', amount: 60 },
      ],
    });
    expect(offerRequests({ deposit: '2000', loss: '500', session: '2' })).toEqual({ ok: false, field: 'session', error: 'sessionRange' });
  });
});
