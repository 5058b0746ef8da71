// Player records: creation at sign-up, lookups for login, the profile and the phone binding.
import { randomInt } from 'node:crypto';
import { AGENT_ID_PREFIX, LIMITS } from '@khel/contracts/limits';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { configDocument } from '../config/config.service.ts';
import { openPlayerAccount } from '../wallet/wallet.service.ts';
import { marketingBlock } from './subscriptions.ts';
import {
  addPlayersVipExperience,
  insertPlayer,
  lockPlayerRow,
  selectPlayerByAccount,
  selectPlayerByEmail,
  selectPlayerById,
  selectPlayerByPhone,
  selectPlayerByShowId,
  selectNewestPlayerId,
  selectInviteeIds,
  selectInviteesPage,
  selectPlayerAttribution,
  selectPlayerCreatedAt,
  selectPlayerStatus,
  selectByPhoneTails,
  selectIdentifiers,
  selectLabels,
  selectPlayerVip,
  updatePlayerPhoneIfUnbound,
  updateFirstPayState,
  updatePlayerProfile,
  updateVipLevelClaimed,
  type InviteeRow,
  type PlayerRecord,
  type PlayerVipRow,
} from './players.repository.ts';

export type { InviteeRow, PlayerRecord, PlayerVipRow };

export interface NewPlayer {
  account: string | null;
  email: string | null;
  phone: string | null;
  agentId: string;
  deviceId: string;
  h5Param: Record<string, string | undefined>;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === UNIQUE_VIOLATION && (e.constraint === index || (e.message ?? '').includes(index));
}

/** The inviter behind an agentId (the fixed prefix + the inviter's show id); unknown codes are ignored. */
async function inviterOf(db: Queryable, agentId: string): Promise<number | null> {
  const code = agentId.trim().toUpperCase();
  if (!code.startsWith(AGENT_ID_PREFIX)) return null;
  return (await selectPlayerByShowId(db, code.slice(AGENT_ID_PREFIX.length)))?.id ?? null;
}

function defaultName(player: Pick<NewPlayer, 'account' | 'email'>): string {
  const base = player.account ?? player.email?.split('@')[0] ?? 'Player';
  return base.slice(0, LIMITS.nicknameMaxLength) || 'Player';
}

/**
 * Creates the player and their wallet account in the caller's transaction. Duplicate account,
 * email or phone become their own error codes (the unique indexes decide, so races are safe).
 */
export async function createPlayer(tx: Queryable, player: NewPlayer): Promise<PlayerRecord> {
  const inviterId = await inviterOf(tx, player.agentId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const showId = String(randomInt(10_000_000, 100_000_000));
    try {
      const created = await insertPlayer(tx, {
        showId,
        account: player.account,
        email: player.email,
        phone: player.phone,
        name: defaultName(player),
        icon: LIMITS.avatarFirst + (Number(showId) % (LIMITS.avatarLast - LIMITS.avatarFirst + 1)),
        inviterId,
        deviceId: player.deviceId,
        h5Param: player.h5Param,
      });
      if (!created) continue;
      await openPlayerAccount(tx, created.id);
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'players_account_key')) throw new AppError(ErrorCode.accountTaken);
      if (isUniqueViolation(error, 'players_email_key')) throw new AppError(ErrorCode.emailTaken);
      if (isUniqueViolation(error, 'players_phone_key')) throw new AppError(ErrorCode.phoneTaken);
      throw error;
    }
  }
  throw new Error('could not draw a free show id');
}

export async function findPlayerForLogin(
  db: Queryable,
  by: { phone: string } | { account: string } | { email: string },
): Promise<PlayerRecord | null> {
  if ('phone' in by) return selectPlayerByPhone(db, by.phone);
  if ('email' in by) return selectPlayerByEmail(db, by.email);
  // The auth popup's one field takes a username or a phone number (docs/requirements/accounts.md#4-login).
  const byAccount = await selectPlayerByAccount(db, by.account);
  if (byAccount || !/^\d+$/.test(by.account)) return byAccount;
  return selectPlayerByPhone(db, by.account.replace(/^0+/, ''));
}

export async function findPlayerByPhone(db: Queryable, phone: string): Promise<PlayerRecord | null> {
  return selectPlayerByPhone(db, phone);
}

export async function getPlayer(db: Queryable, playerId: number): Promise<PlayerRecord> {
  const player = await selectPlayerById(db, playerId);
  if (!player) throw new AppError(ErrorCode.sessionExpired, 'sessionExpired', 401);
  return player;
}

export async function updateProfile(
  db: Queryable,
  playerId: number,
  changes: { name?: string | undefined; icon?: number | undefined },
): Promise<void> {
  await updatePlayerProfile(db, playerId, changes);
}

/** Binds a phone to a player who has none; the unique index refuses one bound elsewhere. */
export async function bindPhone(tx: Queryable, playerId: number, phone: string): Promise<void> {
  try {
    if (!(await updatePlayerPhoneIfUnbound(tx, playerId, phone))) throw new AppError(ErrorCode.phoneAlreadyBound);
  } catch (error) {
    if (isUniqueViolation(error, 'players_phone_key')) throw new AppError(ErrorCode.phoneTaken);
    throw error;
  }
}

/**
 * Records the player's first credited deposit (firstPayState 0 → 1), in the crediting transaction.
 * Returns true for the deposit that was the first.
 */
export async function markFirstDeposit(tx: Queryable, playerId: number): Promise<boolean> {
  return updateFirstPayState(tx, playerId);
}

/**
 * Locks the player's row in the caller's transaction until it ends, so per-player checks (how many
 * open complaints, how much feedback today) cannot pass together.
 */
export async function lockPlayer(tx: Queryable, playerId: number): Promise<void> {
  await lockPlayerRow(tx, playerId);
}

/**
 * Show ids by player id, in one query for the whole set: what other features show next to a
 * player id (round records, the win ticker). An id that is no player has no entry.
 */
export async function playerShowIds(db: Queryable, ids: Iterable<number>): Promise<Map<number, string>> {
  return new Map([...(await playerLabels(db, ids))].map(([id, label]) => [id, label.showId]));
}

/** The player's status ('blocked' = frozen by an operator); null when there is no such player. The session check asks it. */
export async function playerStatus(db: Queryable, playerId: number): Promise<'active' | 'blocked' | null> {
  return selectPlayerStatus(db, playerId);
}

/** The ids of every player `inviterId` brought in (players.inviter_id), oldest first: the order agency ranks rewards in. */
export async function inviteeIdsOf(db: Queryable, inviterId: number): Promise<number[]> {
  return selectInviteeIds(db, inviterId);
}

/** One page of the inviter's invitees (id, show id, joined at), newest first. */
export async function inviteesOf(db: Queryable, inviterId: number, page: { offset: number; limit: number }): Promise<InviteeRow[]> {
  return selectInviteesPage(db, inviterId, page.offset, page.limit);
}

/** The player's VIP columns (level, experience, claimed upgrade rewards); null when there is no such player. */
export async function vipOf(db: Queryable, playerId: number): Promise<PlayerVipRow | null> {
  return selectPlayerVip(db, playerId);
}

/**
 * The VIP columns' one write path for experience (vip.service decides the amounts and the VipConf
 * ladder): adds `amounts[i]` to `playerIds[i]` and raises each level to the highest of `levels`
 * whose threshold the new experience reaches, in the caller's transaction, rows locked in id order.
 */
export async function addVipExperienceRows(
  tx: Queryable,
  rows: { playerIds: readonly number[]; amounts: readonly number[] },
  ladder: { levels: readonly number[]; thresholds: readonly number[] },
): Promise<void> {
  await addPlayersVipExperience(tx, rows.playerIds, rows.amounts, ladder.levels, ladder.thresholds);
}

/** Sets the claimed bit of `level` in the caller's transaction (the upgrade reward was paid). */
export async function markVipLevelClaimed(tx: Queryable, playerId: number, level: number): Promise<void> {
  await updateVipLevelClaimed(tx, playerId, level);
}

/** When the player registered (the new-user red packet's window starts then). */
export async function playerRegisteredAt(db: Queryable, playerId: number): Promise<Date> {
  const createdAt = await selectPlayerCreatedAt(db, playerId);
  if (!createdAt) throw new AppError(ErrorCode.sessionExpired, 'sessionExpired', 401);
  return createdAt;
}

/** The highest player id so far (0 when none): the mailbox's broadcast watermark. */
export async function newestPlayerId(db: Queryable): Promise<number> {
  return selectNewestPlayerId(db);
}

/**
 * An offer's popup is on while its config document is missing (not configured yet) or does not
 * say `"enabled": false`.
 */
async function popupOfferActive(db: Queryable, name: 'FirstPayConf' | 'InviteConf'): Promise<boolean> {
  const document = await configDocument(db, name);
  if (typeof document !== 'object' || document === null) return true;
  return (document as { enabled?: unknown }).enabled !== false;
}

/**
 * The login reply's `popupList` (comma codes) for the home popups
 * (docs/requirements/promotions.md#7-home-popups): '2' (first-deposit
 * popup) while the player has not deposited (firstPayState 0) and FirstPayConf is on; '1' (agency
 * popup) while InviteConf is on. The app shows each at most once a day (its daily flag). Empty for
 * a player who may not be shown marketing (a break in force, in-app offers off).
 */
export async function popupList(db: Queryable, player: { playerId: number; firstPayState: number }, now: Date): Promise<string> {
  if (await marketingBlock(db, player.playerId, now)) return '';
  const firstPayState = player.firstPayState;
  const codes: string[] = [];
  if (firstPayState === 0 && (await popupOfferActive(db, 'FirstPayConf'))) codes.push('2');
  if (await popupOfferActive(db, 'InviteConf')) codes.push('1');
  return codes.join(',');
}

// Whether a player may be shown marketing (offers, popups, banners; docs/compliance/marketing.md).
export { marketingBlock, marketingBlockedBetween, playerSubscriptions, type MarketingBlock } from './subscriptions.ts';
// The one masking rule and the names public lists show (bet lists, the crash room).
export { maskName } from './public-name.ts';
export { publicNames } from './bet-privacy.ts';

// Operators' side (player-admin.ts): search, profile, notes, freeze.
export { addNote, adminPlayer, freezeOf, notesPage, playerListItem, searchPlayers, setPlayerFrozen } from './player-admin.ts';

/** Where the player came from (agent, campaign parameters), for their own data export. */
export async function playerAttribution(db: Queryable, playerId: number): Promise<Record<string, unknown>> {
  return selectPlayerAttribution(db, playerId);
}

/** Show ids and accounts of these players, in one query (lists that show a player next to an id). */
export async function playerLabels(db: Queryable, ids: Iterable<number>): Promise<Map<number, { showId: string; account: string | null }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return new Map((await selectLabels(db, wanted)).map((row) => [Number(row.id), { showId: row.showId, account: row.account }]));
}

/** The phone and sign-up device the player's record holds (identifiers of the person), or null. */
export async function playerIdentifiers(db: Queryable, playerId: number): Promise<{ phone: string | null; registrationDeviceId: string } | null> {
  return selectIdentifiers(db, playerId);
}

/** Players whose phone ends in one of these ten-digit tails (3001234567), ascending. */
export async function playersByPhoneTails(db: Queryable, tails: string[]): Promise<{ playerId: number; tail: string }[]> {
  if (tails.length === 0) return [];
  return (await selectByPhoneTails(db, tails)).map((row) => ({ playerId: Number(row.playerId), tail: row.tail }));
}
