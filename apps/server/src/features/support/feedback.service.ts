// /usercenter/web/feedback (docs/requirements/protection.md#9-complaints-and-disputes): a player's suggestions, problems and complaints to
// the operator, at most 5 a day (Asia/Karachi), and the answers. Operators answer in the console.
import { FEEDBACK_LIMITS, type FeedbackCategory, type FeedbackItem } from '@khel/contracts/endpoints/support';
import { ErrorCode } from '@khel/contracts/error-codes';
import { businessDay, businessDayStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lockPlayer } from '../players/players.service.ts';
import { insertFeedbackWithinLimit, selectPlayerFeedback, type FeedbackRow } from './feedback.repository.ts';

/** A feedback row as its player sees it (the console's view adds sender and answerer). */
export function feedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    category: row.category,
    message: row.message,
    contact: row.contact,
    state: row.repliedAt ? 'answered' : 'open',
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function sendFeedback(
  db: Database,
  playerId: number,
  input: { category: FeedbackCategory; message: string; contact?: string | undefined },
  at: Date,
): Promise<FeedbackItem> {
  const row = await db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return insertFeedbackWithinLimit(
      tx,
      { playerId, category: input.category, message: input.message, contact: input.contact ?? '', at },
      businessDayStart(businessDay(at)),
      FEEDBACK_LIMITS.perDay,
    );
  });
  if (!row) throw new AppError(ErrorCode.tooManyAttempts, 'feedbackDailyLimit');
  return feedbackItem(row);
}

export async function feedbackPage(db: Queryable, playerId: number, page: number): Promise<{ list: FeedbackItem[] }> {
  return { list: (await selectPlayerFeedback(db, playerId, page, FEEDBACK_LIMITS.pageSize)).map(feedbackItem) };
}
