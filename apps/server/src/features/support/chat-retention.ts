// Support chat retention (docs/requirements/support-chat.md, Retention): the images of a conversation closed
// longer than SUPPORT_CHAT_RETENTION.imageDaysAfterClose are deleted (payment screenshots carry
// account numbers); the messages stay, with the account record, and say their image was removed.
// An open or reopened conversation is never touched. Its period and scope are in src/background-jobs.ts.
import { SUPPORT_CHAT_RETENTION } from '@khel/contracts/endpoints/support-chat';
import type { AppContext } from '../../platform/context.ts';
import { deleteImagesClosedBy } from './chat.repository.ts';

export const SUPPORT_IMAGE_RETENTION_JOB = 'support-image-retention';

const DAY_MS = 86_400_000;
/** Images per transaction: short locks on the conversations, and a run that stops half-way loses nothing. */
const BATCH = 200;

/** Deletes every image past retention, a batch per transaction; the number deleted (0 when run again). */
export async function deleteExpiredChatImages(ctx: Pick<AppContext, 'db' | 'clock'>, batch = BATCH): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const now = ctx.clock.now();
    const closedBy = new Date(now.getTime() - SUPPORT_CHAT_RETENTION.imageDaysAfterClose * DAY_MS);
    const count = await ctx.db.transaction((tx) => deleteImagesClosedBy(tx, closedBy, batch, now));
    deleted += count;
    if (count < batch) return { deleted };
  }
}

export function supportImageRetentionWork(ctx: AppContext): () => Promise<unknown> {
  return () => deleteExpiredChatImages(ctx);
}
