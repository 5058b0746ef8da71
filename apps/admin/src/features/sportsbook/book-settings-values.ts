// The book's settings as the form holds them (rupees, seconds, percent) and as the contract sends
// them (hundredths, seconds, basis points), with the contract's checks: each value in its range and
// min stake ≤ max stake ≤ max payout.
import type { SportsbookSettings } from '@khel/contracts/admin/sportsbook';
import { rupeesToHundredths } from '@khel/contracts/money';

export interface BookSettingsForm {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  inPlayDelaySeconds: number;
  cashOutPercent: number;
  reason: string;
}

export const BOOK_LIMITS = {
  minStake: { min: 1, max: 1_000_000 },
  maxStake: { min: 1, max: 100_000_000 },
  maxPayout: { min: 1, max: 100_000_000 },
  inPlayDelaySeconds: { min: 0, max: 30 },
  cashOutPercent: { min: 80, max: 100 },
} as const;

export const MIN_OVER_MAX = 'Min stake must not exceed max stake';
export const STAKE_OVER_PAYOUT = 'Max stake must not exceed max payout';

export function toForm(settings: SportsbookSettings): Omit<BookSettingsForm, 'reason'> {
  return {
    minStake: settings.minStake / 100,
    maxStake: settings.maxStake / 100,
    maxPayout: settings.maxPayout / 100,
    inPlayDelaySeconds: settings.inPlayDelaySeconds,
    cashOutPercent: settings.cashOutValueBp / 100,
  };
}

export function fromForm(form: BookSettingsForm): SportsbookSettings & { reason: string } {
  return {
    minStake: rupeesToHundredths(form.minStake),
    maxStake: rupeesToHundredths(form.maxStake),
    maxPayout: rupeesToHundredths(form.maxPayout),
    inPlayDelaySeconds: form.inPlayDelaySeconds,
    cashOutValueBp: Math.round(form.cashOutPercent * 100),
    reason: form.reason.trim(),
  };
}

/** The order checks of the contract's superRefine, on rupees: which field is wrong and why. */
export function orderProblem(values: Partial<BookSettingsForm>): { field: 'minStake' | 'maxStake'; message: string } | null {
  const { minStake, maxStake, maxPayout } = values;
  if (typeof minStake === 'number' && typeof maxStake === 'number' && minStake > maxStake) return { field: 'minStake', message: MIN_OVER_MAX };
  if (typeof maxStake === 'number' && typeof maxPayout === 'number' && maxStake > maxPayout) return { field: 'maxStake', message: STAKE_OVER_PAYOUT };
  return null;
}
