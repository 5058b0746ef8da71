// A stake the player typed (rupees, as text) checked against the sportsbook's bounds: at least
// SPORTS_MIN_STAKE, at most what sportsPlaceBet accepts (₨1,000,000). The slip shows the reason
// next to the field; the server checks again (and its own limits, 1423–1425).
import { SPORTS_MAX_STAKE, SPORTS_MIN_STAKE } from '@khel/contracts/endpoints/sportsbook';
import { parseRupees } from '@khel/contracts/money';

/** The request schema's ceiling of sportsPlaceBet's `stake` (hundredths). */
export const SLIP_MAX_STAKE = SPORTS_MAX_STAKE;

export type StakeCheck = { ok: true; stake: number } | { ok: false; error: 'empty' | 'notAnAmount' | 'tooLow' | 'tooHigh' };

export function checkStake(text: string): StakeCheck {
  const parsed = parseRupees(text);
  if (!parsed.ok) return { ok: false, error: parsed.error === 'empty' ? 'empty' : 'notAnAmount' };
  if (parsed.hundredths < SPORTS_MIN_STAKE) return { ok: false, error: 'tooLow' };
  if (parsed.hundredths > SLIP_MAX_STAKE) return { ok: false, error: 'tooHigh' };
  return { ok: true, stake: parsed.hundredths };
}

/** A stake as the field shows it after a preset: 50000 → '500', 12345 → '123.45'. */
export function stakeText(hundredths: number): string {
  const cents = hundredths % 100;
  return `${Math.floor(hundredths / 100)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}
