// Players as operators see them (README.md "Operators"): search, profile, notes, freeze. A freeze
// sets players.status 'blocked' — login is refused with 1013 and every session check fails — and
// is recorded with its reason; the caller ends the sessions and writes the audit row.
import { normalizePhone } from '@khel/contracts/rules';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { operatorNames, withOperatorNames } from '../operators/operators.service.ts';
import {
  insertNote,
  insertStatusChange,
  selectAdminPlayer,
  selectLatestStatusChange,
  selectNotes,
  selectPlayersPage,
  updateStatus,
  type AdminPlayerRow,
  type NoteRow,
  type SearchTerm,
} from './player-admin.repository.ts';

export type { AdminPlayerRow };

const PHONE_PREFIX_MIN = 4;

/** Reads the search box: digits (id, show id, phone), an email, or an account name prefix. */
export function searchTerm(q: string | undefined): SearchTerm {
  const text = (q ?? '').trim();
  if (text === '') return { kind: 'all' };
  if (/^\+?\d+$/.test(text)) {
    const digits = text.replace(/^\+/, '').replace(/^92(?=3\d{9}$)/, '');
    const asNumber = Number(digits);
    const phone = normalizePhone(digits);
    return {
      kind: 'digits',
      id: Number.isSafeInteger(asNumber) && asNumber > 0 ? asNumber : null,
      text: digits,
      phone,
      phonePrefix: phone.length >= PHONE_PREFIX_MIN ? phone : null,
    };
  }
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase(), prefix: text.toLowerCase() };
  return { kind: 'account', text, prefix: text.toLowerCase() };
}

const iso = (at: Date) => new Date(at).toISOString();

export function playerListItem(row: AdminPlayerRow) {
  return {
    id: row.id,
    showId: row.showId,
    account: row.account,
    phone: row.phone,
    email: row.email,
    name: row.name,
    vip: row.vip,
    status: row.status,
    createdAt: iso(row.createdAt),
  };
}

export async function searchPlayers(
  db: Queryable,
  q: { q?: string | undefined; status?: 'active' | 'blocked' | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectPlayersPage(db, { term: searchTerm(q.q), status: q.status, beforeId: decodeCursor(q.cursor)?.id ?? null, limit: q.limit });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], playerListItem);
}

const notFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/players/${id}` });

export async function adminPlayer(db: Queryable, id: number): Promise<AdminPlayerRow> {
  const row = await selectAdminPlayer(db, id);
  if (!row) throw notFound(id);
  return row;
}

/** The freeze in force (since, by whom, why), or null. */
export async function freezeOf(db: Queryable, player: AdminPlayerRow) {
  if (player.status !== 'blocked') return null;
  const change = await selectLatestStatusChange(db, player.id);
  if (change?.status !== 'blocked') return { since: iso(player.createdAt), by: null, reason: '' };
  const by = change.operatorId === null ? null : ((await operatorNames(db, [change.operatorId])).get(change.operatorId) ?? null);
  return { since: iso(change.at), by, reason: change.reason };
}

/** Freezes or unfreezes in the caller's transaction; returns the status before. */
export async function setPlayerFrozen(
  tx: Queryable,
  c: { playerId: number; frozen: boolean; reason: string; operatorId: number; at: Date },
): Promise<'active' | 'blocked'> {
  const before = await selectAdminPlayer(tx, c.playerId, true);
  if (!before) throw notFound(c.playerId);
  const status = c.frozen ? 'blocked' : 'active';
  if (before.status === status) throw new AppError(c.frozen ? ErrorCode.playerAlreadyFrozen : ErrorCode.playerNotFrozen);
  await updateStatus(tx, c.playerId, status);
  await insertStatusChange(tx, { playerId: c.playerId, status, reason: c.reason, operatorId: c.operatorId, at: c.at });
  return before.status;
}

/** The notes with their authors' names (one lookup). */
const noteViews = (db: Queryable, rows: NoteRow[]) =>
  withOperatorNames(
    db,
    rows,
    (row) => [row.operatorId],
    (row, name) => ({ id: row.id, operatorId: row.operatorId, operator: name(row.operatorId)!, body: row.body, createdAt: iso(row.createdAt) }),
  );

export async function addNote(tx: Queryable, n: { playerId: number; operatorId: number; body: string; at: Date }) {
  await adminPlayer(tx, n.playerId);
  return (await noteViews(tx, [await insertNote(tx, n)]))[0]!;
}

export async function notesPage(db: Queryable, playerId: number, cursor: string | undefined, limit: number) {
  const rows = await selectNotes(db, playerId, decodeCursor(cursor)?.id ?? null, limit);
  const page = pageFrom(rows, limit, (row) => [row.id, row.id]);
  return { items: await noteViews(db, page.items), nextCursor: page.nextCursor };
}
