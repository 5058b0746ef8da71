// The money accounts that link an exclusion to a person are kept by payments (the deposits' payer
// accounts) and withdrawals (the bound withdrawal account). Both rank above protection
// (docs/architecture/tiers.md), so protection declares what it reads and app.ts and the back office
// hand in the owners' service functions.
import type { Queryable } from '../../platform/db.ts';

export interface PersonAccounts {
  /** payments' `payerAccountsOf`: the payer accounts (as typed) of the player's deposits, each once. */
  payerAccountsOf(db: Queryable, playerId: number): Promise<string[]>;
  /** withdrawals' `accountIdentifiersOf`: the bound account's sealed CNIC and number, or null. */
  accountIdentifiersOf(db: Queryable, playerId: number): Promise<{ cnicSealed: string; number: string } | null>;
}
