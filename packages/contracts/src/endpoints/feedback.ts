// Spec §7 GET /usercenter/web/feedback "with params": the player's feedback to the operator and
// its answers. The spec shows no submit call; a GET must not change anything, so sending one is a
// POST to the same path (README "Spec calls").
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'complaint'] as const;
export const FeedbackCategory = z.enum(FEEDBACK_CATEGORIES, 'feedbackCategoryInvalid');
export type FeedbackCategory = z.infer<typeof FeedbackCategory>;

export const FEEDBACK_LIMITS = { messageMin: 5, messageMax: 500, contactMax: 64, perDay: 5, pageSize: 20 } as const;

export const feedbackMessage = z
  .string('feedbackMessageLength')
  .trim()
  .min(FEEDBACK_LIMITS.messageMin, 'feedbackMessageLength')
  .max(FEEDBACK_LIMITS.messageMax, 'feedbackMessageLength');

export const SendFeedbackRequest = z.object({
  category: FeedbackCategory,
  message: feedbackMessage,
  contact: z.string('feedbackContactTooLong').trim().max(FEEDBACK_LIMITS.contactMax, 'feedbackContactTooLong').optional(),
});

export const FeedbackItem = z.object({
  id: z.number().int(),
  category: FeedbackCategory,
  message: z.string(),
  contact: z.string(),
  /** open: waiting for the operator; answered: `reply` holds the answer. */
  state: z.enum(['open', 'answered']),
  reply: z.string(),
  createdAt: z.iso.datetime(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackQuery = z.object({ page: z.coerce.number().int().min(0).max(1000).default(0) });

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
