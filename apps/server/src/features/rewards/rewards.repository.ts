import type { Queryable } from '../../platform/db.ts';

export interface ClaimRow {
  offer: string;
  period: string;
  amount: number;
  reason: number;
  createdAt: Date;
}

export async function insertClaim(
  tx: Queryable,
  claim: { playerId: number; offer: string; period: string; amount: number; reason: number; wagerMulti: number; transferId: number; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO reward_claims (player_id, offer, period, amount, reason, wager_multi, transfer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [claim.playerId, claim.offer, claim.period, claim.amount, claim.reason, claim.wagerMulti, claim.transferId, claim.at],
  );
}

export async function selectClaims(db: Queryable, playerId: number, offer: string, periods?: readonly string[]): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `SELECT offer, period, amount, reason, created_at AS "createdAt" FROM reward_claims
     WHERE player_id = $1 AND offer = $2 AND ($3::text[] IS NULL OR period = ANY($3::text[]))
     ORDER BY created_at, id`,
    [playerId, offer, periods ?? null],
  );
}

export async function selectRecentClaims(db: Queryable, playerId: number, limit: number): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `SELECT offer, period, amount, reason, created_at AS "createdAt" FROM reward_claims
     WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [playerId, limit],
  );
}
