// Formal complaints: a player files one from the app and gets a reference number
// (KC-2026-000123) and a due date 8 weeks out; the final response names the ADR body the player
// may take it to. Separate from feedback (/usercenter/web/feedback), which stays the informal
// channel. zod/mini: the player app imports it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

export const COMPLAINT_CATEGORIES = ['deposit', 'withdrawal', 'game', 'bonus', 'account', 'other'] as const;
export const ComplaintCategory = z.enum(COMPLAINT_CATEGORIES, 'complaintCategoryInvalid');
export type ComplaintCategory = z.infer<typeof ComplaintCategory>;

/** open → in_progress → resolved, or escalated (to compliance) → resolved. */
export const COMPLAINT_STATES = ['open', 'in_progress', 'escalated', 'resolved'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

export const COMPLAINT_LIMITS = { subjectMin: 3, subjectMax: 100, messageMin: 10, messageMax: 2000, unresolvedMax: 5 } as const;

export const FileComplaintRequest = z.object({
  category: ComplaintCategory,
  subject: z
    .string('complaintSubjectLength')
    .check(z.trim(), z.minLength(COMPLAINT_LIMITS.subjectMin, 'complaintSubjectLength'), z.maxLength(COMPLAINT_LIMITS.subjectMax, 'complaintSubjectLength')),
  message: z
    .string('complaintMessageLength')
    .check(z.trim(), z.minLength(COMPLAINT_LIMITS.messageMin, 'complaintMessageLength'), z.maxLength(COMPLAINT_LIMITS.messageMax, 'complaintMessageLength')),
});

/** The alternative dispute resolution body a player may take an unresolved dispute to. */
export const AdrBody = z.object({ name: z.string(), url: z.string() });
export type AdrBody = z.infer<typeof AdrBody>;

export const ComplaintItem = z.object({
  reference: z.string(),
  category: ComplaintCategory,
  subject: z.string(),
  message: z.string(),
  state: z.enum(COMPLAINT_STATES),
  createdAt: z.iso.datetime(),
  /** The 8-week clock: the final response is due by then. */
  dueAt: z.iso.datetime(),
  overdue: z.boolean(),
  /** The operator's final response (empty until resolved). */
  response: z.string(),
  resolvedAt: z.nullable(z.iso.datetime()),
  /** Named in the final response; until then, the body the player may turn to after the due date. */
  adr: AdrBody,
});
export type ComplaintItem = z.infer<typeof ComplaintItem>;

export const complaintList = endpoint({
  method: 'GET',
  path: '/usercenter/web/complaint',
  auth: true,
  summary: "The player's own complaints, newest first (at most 50)",
  request: z.object({}),
  response: z.object({ list: z.array(ComplaintItem) }),
});

export const fileComplaint = endpoint({
  method: 'POST',
  path: '/usercenter/web/complaint',
  auth: true,
  summary: 'File a formal complaint: a reference number and a final response within 8 weeks (at most 5 unresolved at a time)',
  request: FileComplaintRequest,
  response: ComplaintItem,
});
