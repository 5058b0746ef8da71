// What the deposit form remembers so a returning player deposits in two taps (docs/requirements/deposits.md#3-what-the-form-remembers:
// Recharge → Deposit → the gateway's page). Decided here, written down in README "What the deposit form
// remembers":
//   - on the server, already: the bound phone (playerInfo.phone), the payer phone's default;
//   - on this device (localStorage 'lastDeposit'), after each order created: the payment type, the
//     amount and the payer phone, under the player's id so another account on the same phone never
//     sees them. The device is where the form opens: nothing to fetch before it is filled, and no
//     new personal data on the server (the orders there already hold what was paid).
// A new device still gets the bound phone; only the type and amount start from the defaults.
import { PAYMENT_TYPES, type PaymentType } from '@khel/contracts/payments-rules';
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage.ts';

export interface LastDeposit {
  typeName: PaymentType;
  /** Hundredths. */
  amount: number;
  /** As typed (digits, without +92). */
  phone: string;
}

interface Stored extends LastDeposit {
  playerId: number;
}

function isStored(value: unknown): value is Stored {
  const v = value as Partial<Stored> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.playerId === 'number' &&
    (PAYMENT_TYPES as readonly unknown[]).includes(v.typeName) &&
    typeof v.amount === 'number' &&
    Number.isSafeInteger(v.amount) &&
    v.amount > 0 &&
    typeof v.phone === 'string' &&
    /^\d{0,11}$/.test(v.phone)
  );
}

/** This player's last deposit on this device, or null (none, another player's, or unreadable). */
export function lastDeposit(playerId: number): LastDeposit | null {
  const stored = readJson<unknown>(STORAGE_KEYS.lastDeposit);
  if (!isStored(stored) || stored.playerId !== playerId) return null;
  return { typeName: stored.typeName, amount: stored.amount, phone: stored.phone };
}

export function rememberDeposit(playerId: number, deposit: LastDeposit): void {
  writeJson(STORAGE_KEYS.lastDeposit, { playerId, ...deposit } satisfies Stored);
}

/** The payer phone to start with: the one used last, else the bound phone, else empty. */
export function defaultPayerPhone(last: LastDeposit | null, boundPhone: string | undefined): string {
  if (last?.phone) return last.phone;
  return boundPhone && boundPhone !== '0' ? boundPhone : '';
}
