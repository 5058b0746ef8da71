// Operators' side of player feedback: the queue and one answer per feedback, audited.
import type { AdminFeedback } from '@khel/contracts/admin/support';
import type { FeedbackCategory } from '@khel/contracts/endpoints/support';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { audit } from '../operators/operators.service.ts';
import { selectFeedbackById, selectFeedbackForOperators, updateFeedbackReply, type AdminFeedbackRow } from './feedback.repository.ts';
import { feedbackItem } from './feedback.service.ts';

function view(row: AdminFeedbackRow): AdminFeedback {
  return { ...feedbackItem(row), playerId: row.playerId, repliedBy: row.repliedBy, repliedAt: row.repliedAt?.toISOString() ?? null };
}

export async function feedbackQueue(
  db: Queryable,
  q: { state?: 'open' | 'answered' | undefined; category?: FeedbackCategory | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectFeedbackForOperators(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], view);
}

export async function answerFeedback(
  db: Database,
  input: { id: number; reply: string },
  by: { operatorId: number; ip: string },
  at: Date,
): Promise<AdminFeedback> {
  return db.transaction(async (tx) => {
    const updated = await updateFeedbackReply(tx, input.id, input.reply, by.operatorId, at);
    if (!updated) {
      if (await selectFeedbackById(tx, input.id)) throw new AppError(ErrorCode.feedbackAnswered);
      throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/feedback/${input.id}` });
    }
    await audit(tx, { operatorId: by.operatorId, action: 'feedback.reply', target: `feedback:${input.id}`, detail: { reply: input.reply }, ip: by.ip });
    return view(updated);
  });
}
