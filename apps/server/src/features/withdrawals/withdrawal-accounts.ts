// The withdrawal account a player binds once (docs/requirements/withdrawals.md#1-binding-the-withdrawal-account):
// shown masked, its CNIC sealed at rest (platform/field-encryption.ts); only its last four digits stay readable.
import type { BindAccountParams } from '@khel/contracts/withdrawal-rules';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { withdrawable } from '../wagering/wagering.service.ts';
import * as errors from './withdrawals.errors.ts';
import { insertAccount, selectAccount, selectSealedCnic } from './withdrawals.repository.ts';

export interface AccountView {
  state: 0 | 1;
  goldWin: number;
  /** JSON text: {cardNo, name, bankName, cnic (masked)}, or "{}" when unbound. */
  params: string;
}

const CNIC_DIGITS = 13;

function accountParams(a: { card_no: string; name: string; bank_name: string; cnic_last4: string } | null): string {
  if (!a) return '{}';
  const cnic = '*'.repeat(CNIC_DIGITS - a.cnic_last4.length) + a.cnic_last4;
  return JSON.stringify({ cardNo: a.card_no, name: a.name, bankName: a.bank_name, cnic });
}

export async function accountState(db: Queryable, playerId: number): Promise<AccountView> {
  const account = await selectAccount(db, playerId);
  return { state: account ? 1 : 0, goldWin: await withdrawable(db, playerId), params: accountParams(account) };
}

/** Binds the withdrawal account once; changing it goes through support (a fraud guard). */
/** The CNIC (sent as `email`) is stored sealed; only its last four digits stay readable. */
export async function bindAccount(
  deps: { db: Queryable; clock: Clock; cipher: FieldCipher },
  playerId: number,
  input: BindAccountParams,
): Promise<string> {
  const cnicLast4 = input.email.slice(-4);
  const bound = await insertAccount(deps.db, {
    playerId,
    name: input.name,
    cardNo: input.cardNo,
    bankName: input.bankName,
    cnicSealed: deps.cipher.seal(input.email),
    cnicLast4,
    at: deps.clock.now(),
  });
  if (!bound) throw errors.accountAlreadyBound();
  return accountParams({ card_no: input.cardNo, name: input.name, bank_name: input.bankName, cnic_last4: cnicLast4 });
}

/** The bound account for operators: name, number, channel, and the CNIC opened (null when unbound). */
export async function boundAccountOf(
  deps: { db: Queryable; cipher: FieldCipher },
  playerId: number,
): Promise<{ name: string; cardNo: string; bankName: string; cnic: string; boundAt: Date } | null> {
  const account = await selectAccount(deps.db, playerId);
  const sealed = account ? await selectSealedCnic(deps.db, playerId) : null;
  if (!account || !sealed) return null;
  return { name: account.name, cardNo: account.card_no, bankName: account.bank_name, cnic: deps.cipher.open(sealed), boundAt: account.bound_at };
}
