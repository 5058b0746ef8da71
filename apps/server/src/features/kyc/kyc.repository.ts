// The KYC feature's SQL (db/migrations/0045-kyc.sql); rows never leave it untyped.
import type { Queryable } from '../../platform/db.ts';

export type ReviewState = 'pending' | 'verified' | 'rejected';

export interface SubmissionRow {
  id: number;
  playerId: number;
  fullName: string;
  cnicSealed: string;
  cnicLast4: string;
  dateOfBirth: string;
  state: ReviewState;
  submittedAt: Date;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  reviewNote: string;
}

const COLUMNS = `id, player_id AS "playerId", full_name AS "fullName", cnic_sealed AS "cnicSealed", cnic_last4 AS "cnicLast4",
  to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", state, submitted_at AS "submittedAt", reviewed_by AS "reviewedBy",
  reviewed_at AS "reviewedAt", review_note AS "reviewNote"`;

/** The player's newest submission: their KYC status. */
export async function selectLatest(db: Queryable, playerId: number): Promise<SubmissionRow | null> {
  const rows = await db.query<SubmissionRow>(`SELECT ${COLUMNS} FROM kyc_submissions WHERE player_id = $1 ORDER BY id DESC LIMIT 1`, [playerId]);
  return rows[0] ?? null;
}

/** Serialises one player's submissions (verified/pending checks, then the insert). */
export async function lockPlayerKyc(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7250045, $1::integer)', [playerId % 2_000_000_000]);
}

export async function insertSubmission(
  tx: Queryable,
  s: { playerId: number; fullName: string; cnicSealed: string; cnicLast4: string; dateOfBirth: string; at: Date },
): Promise<SubmissionRow> {
  const rows = await tx.query<SubmissionRow>(
    `INSERT INTO kyc_submissions (player_id, full_name, cnic_sealed, cnic_last4, date_of_birth, submitted_at)
     VALUES ($1, $2, $3, $4, $5::date, $6) RETURNING ${COLUMNS}`,
    [s.playerId, s.fullName, s.cnicSealed, s.cnicLast4, s.dateOfBirth, s.at],
  );
  return rows[0]!;
}

export async function selectSubmission(db: Queryable, id: number): Promise<SubmissionRow | null> {
  return (await db.query<SubmissionRow>(`SELECT ${COLUMNS} FROM kyc_submissions WHERE id = $1`, [id]))[0] ?? null;
}

/** pending → verified/rejected once; null when it was not pending (someone decided first). */
export async function decide(
  tx: Queryable,
  id: number,
  d: { state: 'verified' | 'rejected'; operatorId: number; note: string; at: Date },
): Promise<SubmissionRow | null> {
  const rows = await tx.query<SubmissionRow>(
    `UPDATE kyc_submissions SET state = $2, reviewed_by = $3, review_note = $4, reviewed_at = $5
      WHERE id = $1 AND state = 'pending' RETURNING ${COLUMNS}`,
    [id, d.state, d.operatorId, d.note, d.at],
  );
  return rows[0] ?? null;
}

/** The reviewer's correction of the date of birth read from the document. */
export async function correctDateOfBirth(tx: Queryable, id: number, dateOfBirth: string): Promise<void> {
  await tx.query('UPDATE kyc_submissions SET date_of_birth = $2::date WHERE id = $1', [id, dateOfBirth]);
}

/** Oldest first after the cursor id. */
export async function selectQueue(
  db: Queryable,
  f: { state?: ReviewState | undefined; playerId?: number | undefined; afterId: number | null; limit: number },
): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(
    `SELECT ${COLUMNS} FROM kyc_submissions
      WHERE ($1::text IS NULL OR state = $1) AND ($2::bigint IS NULL OR player_id = $2) AND ($3::bigint IS NULL OR id > $3)
      ORDER BY id LIMIT $4`,
    [f.state ?? null, f.playerId ?? null, f.afterId, f.limit + 1],
  );
}

/** The sealed CNICs of every submission of the player (each once). */
export async function selectSealedCnics(db: Queryable, playerId: number): Promise<string[]> {
  const rows = await db.query<{ cnicSealed: string }>('SELECT DISTINCT cnic_sealed AS "cnicSealed" FROM kyc_submissions WHERE player_id = $1', [playerId]);
  return rows.map((row) => row.cnicSealed);
}
