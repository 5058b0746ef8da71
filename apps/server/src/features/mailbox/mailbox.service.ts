// The mailbox (rules in README.md): messages to one player or broadcast, per-language
// text with English as the fallback, read and reward states, rewards paid through the rewards core
// (offer 'mailbox', period 'mail-<id>', reason 3002), the activity-centre summary. Marketing messages
// never reach a player on a break or who turned in-app offers off (docs/compliance/marketing.md);
// service messages reach everyone addressed.
import type { SendMailRequest, SentMail } from '@khel/contracts/admin/mailbox';
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import {
  MAIL_PAGE_SIZE,
  MAIL_PREVIEW_LENGTH,
  MailRewardState,
  MailType,
  type EmailResponse,
  type MailDetail,
  type MailItem,
} from '@khel/contracts/endpoints/mailbox';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@khel/contracts/messages/languages';
import type { z } from 'zod';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { marketingBlock, marketingBlockedBetween, newestPlayerId } from '../players/players.service.ts';
import { assertMayReceiveReward, grantReward } from '../rewards/rewards.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import {
  insertMessage,
  insertWithheld,
  selectAddressees,
  selectAddressedMail,
  selectMailCounts,
  selectMessage,
  selectMessagesBefore,
  selectPlayerMail,
  updateDecision,
  updateRetracted,
  upsertClaimed,
  upsertRead,
  type LocalizedText,
  type MessageRow,
  type PlayerMailRow,
} from './mailbox.repository.ts';

export const MAILBOX_OFFER = 'mailbox';

/** The period of a message's reward claim: one claim per (player, message). */
export const mailPeriod = (mailId: number) => `mail-${mailId}`;

/** The text in the player's language, else English (every message has English). */
export function pickText(text: LocalizedText, language: Language): string {
  return text[language]?.trim() ? text[language] : (text[DEFAULT_LANGUAGE] ?? '');
}

/** The request's `language` ('ur', 'en_US', …) when it names one Khel speaks, else the header's. */
export function mailLanguage(requested: string | undefined, header: Language): Language {
  return requested?.trim() ? pickLanguage(requested) : header;
}

function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > MAIL_PREVIEW_LENGTH ? `${flat.slice(0, MAIL_PREVIEW_LENGTH - 1)}…` : flat;
}

function item(row: PlayerMailRow, language: Language): MailItem {
  return {
    id: row.id,
    title: pickText(row.title, language),
    preview: preview(pickText(row.body, language)),
    createTime: new Date(row.createdAt).getTime(),
    expireTime: row.expiresAt ? new Date(row.expiresAt).getTime() : null,
    read: row.read,
    reward: row.reward,
    wagerMulti: row.wagerMulti,
    state: row.reward === 0 ? MailRewardState.none : row.claimed ? MailRewardState.claimed : MailRewardState.unclaimed,
  };
}

function detail(row: PlayerMailRow, language: Language): MailDetail {
  return { ...item(row, language), body: pickText(row.body, language) };
}

async function counts(db: Queryable, playerId: number, now: Date) {
  const { unread, unclaimed } = await selectMailCounts(db, playerId, now);
  return { unread, unclaimed };
}

/**
 * The message if the player may see it now, else mailNotFound / mailExpired. A marketing message
 * held back at sending does not exist for the player; one already delivered is out of reach while
 * a break is in force (its message: 'Your account is in a time-out until …') or in-app offers are
 * off (offersTurnedOff), so its reward cannot be claimed meanwhile.
 */
async function visibleMail(db: Queryable, playerId: number, mailId: number, now: Date): Promise<PlayerMailRow> {
  const row = await selectAddressedMail(db, playerId, mailId);
  if (!row || (row.kind === 'marketing' && row.withheld)) throw new AppError(ErrorCode.mailNotFound);
  if (row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime()) throw new AppError(ErrorCode.mailExpired);
  if (row.kind === 'marketing') {
    await assertMayReceiveReward(db, playerId, now);
    if (await marketingBlock(db, playerId, now)) throw new AppError(ErrorCode.offersTurnedOff);
  }
  return row;
}

export async function listMail(db: Queryable, playerId: number, page: number, language: Language, now: Date): Promise<EmailResponse> {
  const rows = await selectPlayerMail(db, playerId, now, MAIL_PAGE_SIZE, page * MAIL_PAGE_SIZE);
  return { type: MailType.list, list: rows.map((row) => item(row, language)), page, ...(await counts(db, playerId, now)) };
}

export async function openMail(db: Queryable, playerId: number, mailId: number, language: Language, now: Date): Promise<EmailResponse> {
  const row = await visibleMail(db, playerId, mailId, now);
  if (!row.read) await upsertRead(db, playerId, mailId, now);
  return { type: MailType.open, mail: detail({ ...row, read: true }, language), ...(await counts(db, playerId, now)) };
}

/**
 * Pays the message's reward once (20 parallel claims pay once: the rewards core's unique claim),
 * marks it read and claimed in the same transaction.
 */
export async function claimMail(db: Database, playerId: number, mailId: number, language: Language, now: Date): Promise<EmailResponse> {
  const paid = await db.transaction(async (tx) => {
    const row = await visibleMail(tx, playerId, mailId, now);
    if (row.reward <= 0) throw new AppError(ErrorCode.mailNoReward);
    if (row.claimed) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    await grantReward(tx, {
      playerId,
      offer: MAILBOX_OFFER,
      period: mailPeriod(mailId),
      amount: row.reward,
      reason: Reason.mailboxReward,
      wagerMulti: row.wagerMulti,
      desc: 'Mailbox',
      at: now,
    });
    await upsertClaimed(tx, playerId, mailId, now);
    return { ...row, read: true, claimed: true };
  });
  return {
    type: MailType.claim,
    mail: detail(paid, language),
    amount: paid.reward,
    gold: await availableBalance(db, playerId),
    ...(await counts(db, playerId, now)),
  };
}

/** Unread messages now (the live socket's hello). */
export async function unreadMailCount(db: Queryable, playerId: number, now: Date): Promise<number> {
  return (await counts(db, playerId, now)).unread;
}

export async function mailCounts(db: Queryable, playerId: number, now: Date): Promise<EmailResponse> {
  return { type: MailType.count, ...(await counts(db, playerId, now)) };
}

/** The activity centre's mailbox entry: pending = messages with an unclaimed reward. */
export async function mailboxOffers(db: Queryable, playerId: number, now: Date): Promise<OfferSummary[]> {
  const { unclaimed, unclaimedAmount, claimed } = await selectMailCounts(db, playerId, now);
  return [
    {
      id: 'mailbox',
      state: unclaimed > 0 ? 'claimable' : claimed > 0 ? 'claimed' : 'inProgress',
      pending: unclaimed,
      route: '/notifications',
      amount: unclaimedAmount,
    },
  ];
}

// Operators.

function sentView(row: MessageRow): SentMail {
  const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
  return {
    id: row.id,
    audience: row.audience,
    kind: row.kind,
    playerId: row.playerId,
    title: row.title,
    body: row.body,
    reward: row.reward,
    wagerMulti: row.wagerMulti,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: iso(row.expiresAt),
    retractedAt: iso(row.retractedAt),
    createdBy: row.createdBy,
    state: row.retractedAt ? 'retracted' : row.rejectedAt ? 'rejected' : row.approvedAt ? 'sent' : 'pending',
    approvedBy: row.approvedBy,
    decidedAt: iso(row.approvedAt ?? row.rejectedAt),
    reads: row.reads,
    claims: row.claims,
    withheld: row.withheld,
  };
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Sends a message (in the caller's transaction, with its audit entry). 'all' reaches the players
 * registered now (ids up to the newest), 'new' the players who register from now on. A marketing
 * message is held back from the players it addresses who may not see marketing now. A message with
 * a reward is only stored: it goes out when a second admin approves it (decideMail).
 */
export async function sendMail(
  tx: Queryable,
  input: z.output<typeof SendMailRequest>,
  operatorId: number | null,
  now: Date,
): Promise<SentMail> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.invalidRequest, 'mailExpired');
  const pending = input.reward > 0;
  let id: number;
  try {
    id = await insertMessage(tx, {
      audience: input.audience,
      kind: input.kind,
      playerId: input.audience === 'player' ? (input.playerId ?? null) : null,
      watermark: input.audience === 'player' || pending ? 0 : await newestPlayerId(tx),
      pending,
      title: input.title,
      body: input.body,
      reward: input.reward,
      wagerMulti: input.wagerMulti,
      createdBy: operatorId,
      at: now,
      expiresAt,
    });
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw new AppError(ErrorCode.mailRecipientNotFound);
    throw error;
  }
  if (!pending) await withholdMarketing(tx, id, now);
  return sentView((await selectMessage(tx, id))!);
}

/**
 * Holds a marketing message back from the players it addresses who may not see marketing at `at`
 * (on a break, frozen or opted out), in the caller's transaction. 'new' messages reach players not
 * registered yet: each is judged when they read it.
 */
async function withholdMarketing(tx: Queryable, messageId: number, at: Date): Promise<void> {
  const message = await selectAddressees(tx, messageId);
  if (!message || message.kind !== 'marketing') return;
  const range =
    message.audience === 'player' && message.playerId !== null
      ? { fromId: message.playerId, toId: message.playerId }
      : message.audience === 'all'
        ? { fromId: 1, toId: message.watermark }
        : null;
  if (range) await insertWithheld(tx, messageId, await marketingBlockedBetween(tx, range, at));
}

/**
 * A second admin approves a pending reward message (delivered now, to the players it addresses
 * now, withheld from those who may not see marketing now) or rejects it. Never its author (1870,
 * and the SQL CHECK); a message decided, retracted or never pending: 1873.
 */
export async function decideMail(tx: Queryable, input: { id: number; approve: boolean }, operatorId: number, now: Date): Promise<SentMail> {
  const found = await selectMessage(tx, input.id);
  if (!found) throw new AppError(ErrorCode.mailNotFound);
  if (found.createdBy === operatorId) throw new AppError(ErrorCode.secondOperatorApproves);
  // The broadcast's audience is fixed at approval; a rejection addresses nobody.
  const watermark = input.approve ? await newestPlayerId(tx) : 0;
  const decided = await updateDecision(tx, { ...input, by: operatorId, at: now, watermark });
  if (!decided) throw new AppError(ErrorCode.alreadyDecided);
  if (input.approve) await withholdMarketing(tx, input.id, now);
  return sentView((await selectMessage(tx, input.id))!);
}

/** Sent messages, newest first, keyset by id (the console). */
export async function sentMailPage(db: Queryable, cursor: string | undefined, limit: number) {
  return pageFrom(await selectMessagesBefore(db, decodeCursor(cursor)?.id ?? null, limit), limit, (row) => [row.id, row.id], sentView);
}

/** Takes a message back: it disappears from every mailbox and its unclaimed rewards cannot be claimed. */
export async function retractMail(tx: Queryable, id: number, now: Date): Promise<SentMail> {
  if (!(await updateRetracted(tx, id, now))) throw new AppError(ErrorCode.mailNotFound);
  return sentView((await selectMessage(tx, id))!);
}
