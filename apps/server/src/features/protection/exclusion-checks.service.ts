// The exclusion checks other features call at the door (README "Exclusions that bind the person";
// docs/compliance/exclusions.md): sign-up refuses a person under a time-out or exclusion on another
// account and a person on the national register; login asks the register again and links the
// device. Auth ranks below protection, so app.ts hands these to auth as its hooks
// (`exclusionDoor`).
import { ErrorCode } from '@khel/contracts/error-codes';
import { RegisterUnavailableError, type ExclusionRegister } from '../../adapters/exclusion-register/port.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { insertIdentifiers, selectExcludedHolder } from './exclusions.repository.ts';
import type { PersonAccounts } from './person-accounts.ts';
import { identifierOf, linkedValues, linkIdentifiers, type Identifier } from './person-identifiers.ts';

interface Deps {
  cipher: FieldCipher;
  exclusionRegister: ExclusionRegister;
  accounts: PersonAccounts;
}

async function askRegister(register: ExclusionRegister, person: { phones: string[]; cnics: string[] }, failClosed: boolean): Promise<void> {
  let answer;
  try {
    answer = await register.check(person);
  } catch (error) {
    if (!(error instanceof RegisterUnavailableError)) throw error;
    if (failClosed) throw new AppError(ErrorCode.exclusionRegisterUnavailable, undefined, 200);
    return;
  }
  if (answer.excluded) throw new AppError(ErrorCode.exclusionRegisterMatch, undefined, 200, { reference: answer.reference });
}

/**
 * Sign-up, inside its transaction after the player row exists (a refusal rolls it back): refused
 * when the phone or device belongs to a person under a time-out or exclusion, or the register
 * lists the phone (fail closed: an unreachable register refuses the sign-up); else the phone and
 * device are linked to the new player.
 */
export async function admitNewPlayer(
  tx: Queryable,
  deps: Deps,
  playerId: number,
  person: { phone: string | null; deviceId: string },
  now: Date,
): Promise<void> {
  const identifiers = [identifierOf(deps.cipher, 'phone', person.phone ?? ''), identifierOf(deps.cipher, 'device', person.deviceId)].filter(
    (id): id is Identifier => id !== null,
  );
  if (await selectExcludedHolder(tx, identifiers.map((id) => id.digest), playerId, now)) throw new AppError(ErrorCode.personExcluded, undefined, 200);
  await askRegister(deps.exclusionRegister, { phones: person.phone ? [person.phone] : [], cnics: [] }, true);
  await insertIdentifiers(tx, playerId, identifiers, now);
}

/**
 * Login, once the password is right: the register is asked with the player's phone and CNICs (a
 * listed person cannot log in; an unreachable register lets the login through — logging in moves
 * no money, and deposits and play are still refused by every other check), then the device and
 * everything linked since are recorded.
 */
export async function admitLogin(db: Queryable, deps: Deps, playerId: number, deviceId: string, now: Date): Promise<void> {
  const phones: string[] = [];
  const cnics: string[] = [];
  for (const row of await linkedValues(db, deps.accounts, playerId)) {
    if (row.source === 'phone') phones.push(row.value);
    if (row.source === 'cnic_sealed') cnics.push(deps.cipher.open(row.value));
  }
  await askRegister(deps.exclusionRegister, { phones, cnics: [...new Set(cnics)] }, false);
  const device = identifierOf(deps.cipher, 'device', deviceId);
  await linkIdentifiers(db, deps.cipher, deps.accounts, playerId, now);
  if (device) await insertIdentifiers(db, playerId, [device], now);
}

/** The two checks bound to the register, cipher and accounts, in the shape auth's hooks take. */
export function exclusionDoor(deps: Deps) {
  return {
    admitNewPlayer: (tx: Queryable, playerId: number, person: { phone: string | null; deviceId: string }, now: Date) =>
      admitNewPlayer(tx, deps, playerId, person, now),
    admitLogin: (db: Queryable, playerId: number, deviceId: string, now: Date) => admitLogin(db, deps, playerId, deviceId, now),
  };
}
