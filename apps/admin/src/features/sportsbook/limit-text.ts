// A stake or payout limit of a market or a player: rupees, or "book" when it has none of its own
// (the book's limit applies). Rupees in the console's inputs, hundredths on the wire.
import { rupeesToHundredths } from '@khel/contracts/money';
import { money } from '../../lib/format.ts';

export function limitText(limit: number | null): string {
  return limit === null ? 'book' : money(limit);
}

/** An input's rupees (empty: none of its own) → the contract's hundredths or null. */
export function limitFromRupees(rupees: number | null | undefined): number | null {
  return rupees === null || rupees === undefined ? null : rupeesToHundredths(rupees);
}

export function limitToRupees(limit: number | null): number | null {
  return limit === null ? null : limit / 100;
}

/** The largest limit the contract takes: ₨100,000,000.00. */
export const MAX_LIMIT_RUPEES = 100_000_000;
