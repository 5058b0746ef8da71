// The identifiers that make a person
// (docs/compliance/exclusions.md#what-binds-the-person-not-the-account): canonical forms and their
// keyed hashes (the field cipher's blind index), so equal values match whichever account they were
// typed on and the database never holds a CNIC, phone or account number in a comparable plain form.
import type { FieldCipher } from '../../platform/field-encryption.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { sessionDevicesOf } from '../auth/auth.service.ts';
import { submittedCnicsSealed } from '../kyc/kyc.service.ts';
import { playerIdentifiers } from '../players/players.service.ts';
import { insertIdentifiers, type IdentifierKind } from './exclusions.repository.ts';
import type { PersonAccounts } from './person-accounts.ts';

export interface Identifier {
  kind: IdentifierKind;
  digest: string;
}

/** A Pakistani mobile number as the players table keeps it (3001234567), or null. */
function mobile(raw: string): string | null {
  let digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length === 12 && digits.startsWith('92')) digits = digits.slice(2);
  return /^3\d{9}$/.test(digits) ? digits : null;
}

/**
 * One linked value as an identifier. A payment account that is a mobile number (JazzCash and
 * Easypaisa wallets are) counts as a phone, so a new account opened with the excluded person's
 * wallet number matches it.
 */
export function identifierOf(cipher: FieldCipher, source: 'phone' | 'device' | 'cnic' | 'account', raw: string): Identifier | null {
  const value = raw.trim();
  if (value === '') return null;
  let kind: IdentifierKind;
  let canonical: string;
  if (source === 'device') {
    kind = 'device';
    canonical = value;
  } else if (source === 'cnic') {
    canonical = value.replace(/\D/g, '');
    if (canonical.length !== 13) return null;
    kind = 'cnic';
  } else {
    const phone = mobile(value);
    if (phone) {
      kind = 'phone';
      canonical = phone;
    } else if (source === 'account') {
      kind = 'payment_account';
      canonical = value.replace(/[\s-]/g, '').toUpperCase();
    } else return null;
  }
  return { kind, digest: cipher.blindIndex(`${kind}:${canonical}`) };
}

export interface LinkedValue {
  source: 'phone' | 'device' | 'cnic_sealed' | 'account';
  value: string;
}

/**
 * What is linked to a player now, as stored by other features (read through their services; the
 * money accounts through `accounts`): the phone, the device ids of sign-up and of every session,
 * the CNICs of KYC submissions and of the withdrawal account (sealed), the withdrawal account
 * number and the deposit payers' accounts. Each (source, value) once.
 */
export async function linkedValues(db: Queryable, accounts: PersonAccounts, playerId: number): Promise<LinkedValue[]> {
  // One after another: `db` may be a transaction's client.
  const player = await playerIdentifiers(db, playerId);
  const devices = await sessionDevicesOf(db, [playerId]);
  const cnics = await submittedCnicsSealed(db, playerId);
  const withdrawal = await accounts.accountIdentifiersOf(db, playerId);
  const payers = await accounts.payerAccountsOf(db, playerId);
  const values: LinkedValue[] = [];
  if (player?.phone != null) values.push({ source: 'phone', value: player.phone });
  if (player?.registrationDeviceId) values.push({ source: 'device', value: player.registrationDeviceId });
  for (const row of devices) values.push({ source: 'device', value: row.deviceId });
  for (const cnic of cnics) values.push({ source: 'cnic_sealed', value: cnic });
  if (withdrawal) values.push({ source: 'cnic_sealed', value: withdrawal.cnicSealed }, { source: 'account', value: withdrawal.number });
  for (const payer of payers) values.push({ source: 'account', value: payer });
  const seen = new Set<string>();
  return values.filter((row) => {
    const key = `${row.source}\u0000${row.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Everything linked to the player now (CNICs opened from their seals only to be hashed). */
export async function currentIdentifiers(db: Queryable, cipher: FieldCipher, accounts: PersonAccounts, playerId: number): Promise<Identifier[]> {
  const found = new Map<string, Identifier>();
  for (const row of await linkedValues(db, accounts, playerId)) {
    const id =
      row.source === 'cnic_sealed' ? identifierOf(cipher, 'cnic', cipher.open(row.value)) : identifierOf(cipher, row.source, row.value);
    if (id) found.set(id.digest, id);
  }
  return [...found.values()];
}

/** Records what is linked to the player now (kept as they get linked later: each call adds). */
export async function linkIdentifiers(
  db: Queryable | Database,
  cipher: FieldCipher,
  accounts: PersonAccounts,
  playerId: number,
  at: Date,
): Promise<Identifier[]> {
  const identifiers = await currentIdentifiers(db, cipher, accounts, playerId);
  await insertIdentifiers(db, playerId, identifiers, at);
  return identifiers;
}
