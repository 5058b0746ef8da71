// Round history for disputes (contracts admin/reports-rounds.ts): a player's rounds and the search by
// round id, with the fairness data of in-house rounds. The revealed server seed is opened here
// with the app's field cipher; an unrevealed one never reaches this code (rounds.repository.ts).
import type { AdminRound, RoundState } from '@khel/contracts/admin/reports-rounds';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { pageFrom } from '../../platform/keyset.ts';
import { dayRange } from './day-cache.ts';
import { playerExists, selectPlayerRounds, selectRoundsById, type RoundRow } from './rounds.repository.ts';
import { timeCursor } from './time-cursor.ts';

const STATE_OF: Record<number, RoundState> = { 0: 'open', 1: 'settled', [-1]: 'cancelled' };
const STATE_CODE: Record<RoundState, number> = { open: 0, settled: 1, cancelled: -1 };
const iso = (at: Date | string) => new Date(at).toISOString();

function roundView(cipher: FieldCipher, r: RoundRow): AdminRound {
  return {
    id: r.id,
    roundId: r.roundId,
    provider: r.provider,
    platform: r.platform,
    gameId: r.gameId,
    gameName: r.gameName,
    gameType: r.gameType,
    playerId: r.playerId,
    showId: r.showId,
    stake: r.stake,
    win: r.win,
    validBet: r.validBet,
    state: STATE_OF[r.state] ?? 'open',
    createdAt: iso(r.createdAt),
    settledAt: r.settledAt ? iso(r.settledAt) : null,
    fairness:
      r.fairGame === null
        ? null
        : {
            game: r.fairGame,
            serverSeedHash: r.serverSeedHash ?? '',
            serverSeed: r.revealedSeedSealed ? cipher.open(r.revealedSeedSealed) : null,
            revealedAt: r.revealedAt ? iso(r.revealedAt) : null,
            clientSeed: r.clientSeed ?? '',
            nonce: r.nonce ?? 0,
            outcome: r.outcome ?? null,
          },
  };
}

export const playerNotFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/players/${id}` });

export async function playerRoundsPage(
  db: Queryable,
  cipher: FieldCipher,
  q: { id: number; from?: string | undefined; to?: string | undefined; state?: RoundState | undefined; cursor?: string | undefined; limit: number },
) {
  const after = timeCursor(q.cursor);
  if (!(await playerExists(db, q.id))) throw playerNotFound(q.id);
  const range = q.from !== undefined && q.to !== undefined ? dayRange(q.from, q.to) : null;
  const rows = await selectPlayerRounds(db, {
    playerId: q.id,
    from: range?.from ?? null,
    to: range?.to ?? null,
    state: q.state === undefined ? null : STATE_CODE[q.state],
    after,
    limit: q.limit,
  });
  return pageFrom(rows, q.limit, (r) => [r.cursorKey, r.id], (r) => roundView(cipher, r));
}

export async function findRounds(db: Queryable, cipher: FieldCipher, roundId: string) {
  return { items: (await selectRoundsById(db, roundId)).map((r) => roundView(cipher, r)) };
}
