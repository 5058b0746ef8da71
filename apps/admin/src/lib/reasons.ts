// Ledger reason codes (contracts ledger-reasons.ts) as words: the required reward sources (docs/requirements/wallet.md#3-the-ledger) and Khel's own.
import { Reason } from '@khel/contracts/ledger-reasons';

const NAMES = new Map<number, string>(
  Object.entries(Reason).map(([key, code]) => [code, key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())]),
);

export function reasonName(code: number): string {
  return `${NAMES.get(code) ?? 'Other'} (${code})`;
}
