// Player feedback in the console (/usercenter/web/feedback; docs/requirements/protection.md#9-complaints-and-disputes): read it, answer it
// once; the player sees the answer under their feedback on /Customerservice.
import { z } from 'zod';
import { Id } from './integers.ts';
import { FEEDBACK_CATEGORIES, FeedbackItem } from '../endpoints/support.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';


/** What the player sees of their feedback, plus who sent it and who answered when. */
export const AdminFeedback = z.object({
  ...FeedbackItem.shape,
  playerId: z.number().int(),
  repliedBy: z.number().int().nullable(),
  repliedAt: Instant.nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;

export const listFeedback = adminEndpoint({
  method: 'GET',
  path: '/admin/api/feedback',
  permission: 'feedback.answer',
  summary: 'Player feedback by state and category, newest first (keyset)',
  request: PageQuery.extend({ state: z.enum(['open', 'answered']).optional(), category: z.enum(FEEDBACK_CATEGORIES).optional() }),
  response: pageOf(AdminFeedback),
});

export const answerFeedback = adminEndpoint({
  method: 'POST',
  path: '/admin/api/feedback/:id/reply',
  permission: 'feedback.answer',
  summary: 'Answer one feedback (once); the player sees it in the app',
  request: z.object({ id: Id, reply: z.string().trim().min(2).max(1000) }),
  response: AdminFeedback,
});
