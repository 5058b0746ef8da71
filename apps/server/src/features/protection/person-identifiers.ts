// The identifiers that make a person (issue 19): canonical forms and their keyed hashes (the
// field cipher's blind index), so equal values match whichever account they were typed on and
// the database never holds a CNIC, phone or account number in a comparable plain form.
import type { FieldCipher } from '../../platform/field-encryption.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { insertIdentifiers, selectLinkedValues, type IdentifierKind } from './exclusions.repository.ts';

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

/** Everything linked to the player now (CNICs opened from their seals only to be hashed). */
export async function currentIdentifiers(db: Queryable, cipher: FieldCipher, playerId: number): Promise<Identifier[]> {
  const found = new Map<string, Identifier>();
  for (const row of await selectLinkedValues(db, playerId)) {
    const id =
      row.source === 'cnic_sealed' ? identifierOf(cipher, 'cnic', cipher.open(row.value)) : identifierOf(cipher, row.source, row.value);
    if (id) found.set(id.digest, id);
  }
  return [...found.values()];
}

/** Records what is linked to the player now (kept as they get linked later: each call adds). */
export async function linkIdentifiers(db: Queryable | Database, cipher: FieldCipher, playerId: number, at: Date): Promise<Identifier[]> {
  const identifiers = await currentIdentifiers(db, cipher, playerId);
  await insertIdentifiers(db, playerId, identifiers, at);
  return identifiers;
}
