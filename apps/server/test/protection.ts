// Helpers for tests that call protection's services directly (never imported by app code).
import { payerAccountsOf } from '../src/features/payments/payments.service.ts';
import type { ProtectionDeps } from '../src/features/protection/protection.service.ts';
import { accountIdentifiersOf } from '../src/features/withdrawals/withdrawals.service.ts';
import type { Database } from '../src/platform/db.ts';
import type { FieldCipher } from '../src/platform/field-encryption.ts';

/** What startTimeOut and the other linking paths take, with the owners' account reads app.ts wires in. */
export function protectionDeps(t: { db: Database; cipher: FieldCipher }): ProtectionDeps {
  return { db: t.db, cipher: t.cipher, accounts: { payerAccountsOf, accountIdentifiersOf } };
}
