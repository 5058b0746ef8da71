// GET /usercenter/web/feedback with params (docs/requirements/protection.md#9-complaints-and-disputes): the player's feedback to the
// operator and its answers. The requirements show no submit call; a GET must not change anything, so sending one is a
// POST to the same path (docs/decisions/log.md#2026-11-27--issue-9-spec-calls-and-the-last-spec-routes). zod/mini: the player app imports it, and one classic
// contract in its bundle keeps all of classic zod's core in the first load (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'complaint'] as const;
export const FeedbackCategory = z.enum(FEEDBACK_CATEGORIES, 'feedbackCategoryInvalid');
export type FeedbackCategory = z.infer<typeof FeedbackCategory>;

export const FEEDBACK_LIMITS = { messageMin: 5, messageMax: 500, contactMax: 64, perDay: 5, pageSize: 20 } as const;

export const feedbackMessage = z
  .string('feedbackMessageLength')
  .check(
    z.trim(),
    z.minLength(FEEDBACK_LIMITS.messageMin, 'feedbackMessageLength'),
    z.maxLength(FEEDBACK_LIMITS.messageMax, 'feedbackMessageLength'),
  );

export const SendFeedbackRequest = z.object({
  category: FeedbackCategory,
  message: feedbackMessage,
  contact: z.optional(z.string('feedbackContactTooLong').check(z.trim(), z.maxLength(FEEDBACK_LIMITS.contactMax, 'feedbackContactTooLong'))),
});

export const FeedbackItem = z.object({
  id: z.number().check(z.int()),
  category: FeedbackCategory,
  message: z.string(),
  contact: z.string(),
  /** open: waiting for the operator; answered: `reply` holds the answer. */
  state: z.enum(['open', 'answered']),
  reply: z.string(),
  createdAt: z.iso.datetime(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackQuery = z.object({ page: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(1000)), 0) });

export const feedbackList = endpoint({
  method: 'GET',
  path: '/usercenter/web/feedback',
  auth: true,
  summary: "The player's own feedback, newest first, 20 a page (param page from 0)",
  request: FeedbackQuery,
  response: z.object({ list: z.array(FeedbackItem) }),
});

export const sendFeedback = endpoint({
  method: 'POST',
  path: '/usercenter/web/feedback',
  auth: true,
  summary: 'Send feedback to the operator (suggestion, problem or complaint; 5–500 characters; 5 a day)',
  request: SendFeedbackRequest,
  response: FeedbackItem,
});
