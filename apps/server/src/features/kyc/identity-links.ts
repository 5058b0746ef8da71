// Identity links for the KYC review (docs/compliance/identity.md#identity-links-on-the-kyc-review):
// other players sharing this player's CNIC (verified), phone or device id. The CNIC is sealed with
// a random IV, so SQL narrows by its readable last four digits and Node opens the few candidates.
// Phones and devices come from their owners' services (players, auth; deposit payers from payments,
// handed in).
import type { Queryable } from '../../platform/db.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { playersOnDevices, sessionDevicesOf } from '../auth/auth.service.ts';
import { playerIdentifiers, playersByPhoneTails } from '../players/players.service.ts';

export interface IdentityLinks {
  cnicVerifiedOn: number[];
  phoneSharedWith: number[];
  deviceSharedWith: number[];
}

/** Players (not `playerId`) with a verified submission of this CNIC; `openOnly` leaves closed accounts out. */
export async function playersVerifiedWithCnic(
  db: Queryable,
  cipher: FieldCipher,
  playerId: number,
  cnic: string,
  openOnly: boolean,
): Promise<number[]> {
  const rows = await db.query<{ playerId: number; cnicSealed: string }>(
    `SELECT k.player_id AS "playerId", k.cnic_sealed AS "cnicSealed" FROM kyc_submissions k
      WHERE k.state = 'verified' AND k.cnic_last4 = $2 AND k.player_id <> $1
        AND (NOT $3::boolean OR NOT EXISTS (SELECT 1 FROM account_closures c WHERE c.player_id = k.player_id AND c.reopened_at IS NULL))`,
    [playerId, cnic.slice(-4), openOnly],
  );
  const ids = rows.filter((row) => cipher.open(row.cnicSealed) === cnic).map((row) => Number(row.playerId));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Deposit payers' phones, kept by payments (products, above kyc): the back office hands in
 * payments' `payerPhoneTailsOf` and `playersByPayerPhoneTails` (docs/architecture/tiers.md).
 */
export interface PayerPhones {
  /** The last ten digits of every phone the player paid from, each once. */
  payerPhoneTailsOf(db: Queryable, playerId: number): Promise<string[]>;
  /** Players who paid from a phone ending in one of these tails. */
  playersByPayerPhoneTails(db: Queryable, tails: string[]): Promise<number[]>;
}

// Phones are compared on their last ten digits (3001234567): players store the national number,
// deposit orders the number as typed (03001234567).
/** Other players whose phone, or a deposit's payer phone, shares the last ten digits with one of this player's. */
async function playersSharingPhone(db: Queryable, payers: PayerPhones, playerId: number): Promise<number[]> {
  const player = await playerIdentifiers(db, playerId);
  const mine = new Set(await payers.payerPhoneTailsOf(db, playerId));
  if (player?.phone) mine.add(player.phone.slice(-10));
  if (mine.size === 0) return [];
  const tails = [...mine];
  const byPhone = await playersByPhoneTails(db, tails);
  const byPayer = await payers.playersByPayerPhoneTails(db, tails);
  const ids = new Set([...byPhone.map((row) => row.playerId), ...byPayer]);
  ids.delete(playerId);
  return [...ids].sort((a, b) => a - b);
}

/** Other players who signed in from a device this player signed in from. */
async function playersSharingDevice(db: Queryable, playerId: number): Promise<number[]> {
  const devices = await sessionDevicesOf(db, [playerId]);
  return (await playersOnDevices(db, devices.map((row) => row.deviceId))).filter((id) => id !== playerId);
}

export async function identityLinks(db: Queryable, cipher: FieldCipher, payers: PayerPhones, playerId: number, cnic: string): Promise<IdentityLinks> {
  const cnicVerifiedOn = await playersVerifiedWithCnic(db, cipher, playerId, cnic, false);
  const phoneSharedWith = await playersSharingPhone(db, payers, playerId);
  const deviceSharedWith = await playersSharingDevice(db, playerId);
  return { cnicVerifiedOn, phoneSharedWith, deviceSharedWith };
}
