// Identity links for the KYC review (issue 19; README "Warnings"): other players sharing this
// player's CNIC (verified), phone or device id. The CNIC is sealed with a random IV, so SQL narrows
// by its readable last four digits and Node opens the few candidates. The phone and device reads
// join other features' tables read-only, like AML's shared-device rule.
import type { Queryable } from '../../platform/db.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';

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

// Phones are compared on their last ten digits (3001234567): players store the national number,
// deposit orders the number as typed (03001234567).
const PHONES_SQL = `
  WITH mine AS (
    SELECT right(phone, 10) AS phone FROM players WHERE id = $1 AND phone IS NOT NULL AND phone <> ''
    UNION SELECT right(payer_phone, 10) FROM deposit_orders WHERE player_id = $1
  )
  SELECT id AS "playerId" FROM players WHERE id <> $1 AND right(phone, 10) IN (SELECT phone FROM mine)
  UNION SELECT player_id FROM deposit_orders WHERE player_id <> $1 AND right(payer_phone, 10) IN (SELECT phone FROM mine)
  ORDER BY 1`;

const DEVICES_SQL = `
  SELECT DISTINCT o.player_id AS "playerId" FROM sessions o
   WHERE o.player_id <> $1 AND o.device_id <> ''
     AND o.device_id IN (SELECT device_id FROM sessions WHERE player_id = $1 AND device_id <> '')
   ORDER BY 1`;

export async function identityLinks(db: Queryable, cipher: FieldCipher, playerId: number, cnic: string): Promise<IdentityLinks> {
  const ids = (rows: { playerId: number }[]) => rows.map((row) => Number(row.playerId));
  const [cnicVerifiedOn, phones, devices] = await Promise.all([
    playersVerifiedWithCnic(db, cipher, playerId, cnic, false),
    db.query<{ playerId: number }>(PHONES_SQL, [playerId]),
    db.query<{ playerId: number }>(DEVICES_SQL, [playerId]),
  ]);
  return { cnicVerifiedOn, phoneSharedWith: ids(phones), deviceSharedWith: ids(devices) };
}
