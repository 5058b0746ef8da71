// SQL of the deposit offers: the per-player lock every claim takes, and the wheel / lucky-draw
// outcomes (table deposit_offer_draws, migration 0016).
import type { Queryable } from '../../platform/db.ts';

/** Advisory-lock namespace of the deposit offers (game-wallet uses 72504). */
const OFFER_LOCK_NAMESPACE = 72516;

/** Serialises one player's deposit-offer claims until the transaction ends. */
export async function lockPlayerOffers(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [OFFER_LOCK_NAMESPACE, playerId | 0]);
}

export type DrawOffer = 'recharge-spin' | 'recharge-spin-again' | 'lucky-draw';

export interface DrawRow {
  offer: DrawOffer;
  period: string;
  segmentId: number;
  amount: number;
  createdAt: Date;
}

export async function insertDraw(
  tx: Queryable,
  draw: { playerId: number; offer: DrawOffer; period: string; segmentId: number; amount: number; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO deposit_offer_draws (player_id, offer, period, segment_id, amount, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [draw.playerId, draw.offer, draw.period, draw.segmentId, draw.amount, draw.at],
  );
}

/** The player's draws of the given offers whose period is one of `periods` or starts with `prefix`. */
export async function selectDraws(
  db: Queryable,
  playerId: number,
  filter: { offers: readonly DrawOffer[]; periods?: readonly string[]; prefix?: string },
): Promise<DrawRow[]> {
  return db.query<DrawRow>(
    `SELECT offer, period, segment_id AS "segmentId", amount, created_at AS "createdAt" FROM deposit_offer_draws
     WHERE player_id = $1 AND offer = ANY($2::text[])
       AND ($3::text[] IS NULL OR period = ANY($3::text[]))
       AND ($4::text IS NULL OR starts_with(period, $4::text))
     ORDER BY created_at, id`,
    [playerId, filter.offers, filter.periods ?? null, filter.prefix ?? null],
  );
}
