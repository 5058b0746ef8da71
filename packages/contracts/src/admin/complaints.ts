// Formal complaints in the console: the queue (overdue first by due date), one
// complaint with its timeline, and the moves open → in progress → resolved / escalated.
import { z } from 'zod';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATES, ComplaintItem } from '../endpoints/complaints.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

/**
 * Server-only config (ComplaintsConf): the ADR body named to players and the response clock. The
 * clock may be shorter than the regulators' 8 weeks, never longer.
 */
export const ComplaintsConf = z.object({
  responseDays: z.number().int().min(1).max(56),
  adr: z.object({ name: z.string().trim().min(2).max(120), url: z.url({ protocol: /^https$/ }).max(300) }),
});
export type ComplaintsConf = z.infer<typeof ComplaintsConf>;

export const DEFAULT_COMPLAINTS_CONF: ComplaintsConf = {
  responseDays: 56,
  adr: { name: 'Independent Betting Adjudication Service (IBAS)', url: 'https://www.ibas-uk.com' },
};

export const AdminComplaint = z.object({
  ...ComplaintItem.shape,
  id: z.number().int(),
  playerId: z.number().int(),
  assignedTo: z.number().int().nullable(),
  resolvedBy: z.number().int().nullable(),
  escalationReason: z.string(),
});
export type AdminComplaint = z.infer<typeof AdminComplaint>;

export const ComplaintEvent = z.object({
  kind: z.enum(['filed', 'in_progress', 'note', 'escalated', 'resolved']),
  note: z.string(),
  operatorId: z.number().int().nullable(),
  operator: z.string().nullable(),
  at: Instant,
});

export const listComplaints = adminEndpoint({
  method: 'GET',
  path: '/admin/api/complaints',
  permission: 'complaints.handle',
  summary: 'Complaints by state (unresolved: every state but resolved), soonest due first (keyset); overdue=true only those past due',
  request: PageQuery.extend({
    state: z.enum([...COMPLAINT_STATES, 'unresolved']).optional(),
    category: z.enum(COMPLAINT_CATEGORIES).optional(),
    overdue: z.enum(['true', 'false']).optional(),
    reference: z.string().trim().toUpperCase().regex(/^KC-\d{4}-\d{6,}$/, { error: 'complaintReferenceFormat' }).optional(),
  }),
  response: pageOf(AdminComplaint),
});

export const getComplaint = adminEndpoint({
  method: 'GET',
  path: '/admin/api/complaints/:id',
  permission: 'complaints.handle',
  summary: 'One complaint and its timeline',
  request: z.object({ id: Id }),
  response: AdminComplaint.extend({ events: z.array(ComplaintEvent) }),
});

const Note = z.string().trim().min(2).max(2000);

export const startComplaint = adminEndpoint({
  method: 'POST',
  path: '/admin/api/complaints/:id/start',
  permission: 'complaints.handle',
  summary: 'Take an open complaint: in progress, assigned to this operator (a note is optional)',
  request: z.object({ id: Id, note: Note.optional() }),
  response: AdminComplaint,
});

export const noteComplaint = adminEndpoint({
  method: 'POST',
  path: '/admin/api/complaints/:id/note',
  permission: 'complaints.handle',
  summary: 'Add an internal note to an unresolved complaint (never shown to the player)',
  request: z.object({ id: Id, note: Note }),
  response: AdminComplaint,
});

export const escalateComplaint = adminEndpoint({
  method: 'POST',
  path: '/admin/api/complaints/:id/escalate',
  permission: 'complaints.handle',
  summary: 'Escalate to compliance with a reason; from then only complaints.escalations may resolve it',
  request: z.object({ id: Id, reason: Note }),
  response: AdminComplaint,
});

export const resolveComplaint = adminEndpoint({
  method: 'POST',
  path: '/admin/api/complaints/:id/resolve',
  permission: 'complaints.handle',
  summary: 'The final response: the player sees it with the ADR body named in ComplaintsConf',
  request: z.object({ id: Id, response: z.string().trim().min(10).max(4000) }),
  response: AdminComplaint,
});
