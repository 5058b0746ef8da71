// Operator accounts and the audit log: who is logged in, the operators list (admin
// only), creating one (the creator gets a one-time setup code, never a password or TOTP secret),
// first-login setup, resets by a second admin, changing a role or disabling an account.
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';
import { OPERATOR_ROLES, PERMISSIONS } from './operators-roles.ts';

export const OperatorLoginRequest = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
  code: z.string().regex(/^\d{6}$/),
});
export const OperatorLoginReply = z.object({ token: z.string(), expiresAt: Instant, role: z.enum(OPERATOR_ROLES) });
export type OperatorLoginReply = z.infer<typeof OperatorLoginReply>;

export const Me = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type Me = z.infer<typeof Me>;

export const me = adminEndpoint({
  method: 'GET',
  path: '/admin/api/me',
  permission: 'dashboard.read',
  summary: 'The logged-in operator, their role and permissions (the console builds its menus from them)',
  request: z.object({}),
  response: Me,
});

export const OperatorView = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(['active', 'disabled']),
  /** True until the operator has set their own password and TOTP with a setup code. */
  setupPending: z.boolean(),
  /** Set up but not yet activated: invited operators sign in only after a second admin activates them. */
  awaitingActivation: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: Instant,
  lastLoginAt: Instant.nullable(),
});
export type OperatorView = z.infer<typeof OperatorView>;

export const listOperators = adminEndpoint({
  method: 'GET',
  path: '/admin/api/operators',
  permission: 'operators.manage',
  summary: 'Every operator account with its role and status',
  request: z.object({}),
  response: z.object({ items: z.array(OperatorView) }),
});

export const activateOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/activate',
  permission: 'operators.manage',
  summary: 'Activate an invited operator who finished setup; never by the admin who invited them',
  request: z.object({ id: Id }),
  response: OperatorView,
});

export const OPERATOR_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;

export const CreateOperatorRequest = z.object({
  username: z.string().regex(OPERATOR_USERNAME, { error: 'Username: 3–32 of a-z 0-9 . _ -, starting with a letter' }),
  role: z.enum(OPERATOR_ROLES),
});

/** A one-time code (24 h, single use) the operator opens at /setup to set their own password and TOTP. */
export const SetupCodeReply = z.object({ setupCode: z.string(), expiresAt: Instant });

export const createOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators',
  permission: 'operators.manage',
  summary: 'Create an operator; the reply holds only a one-time setup code for them (never a password or TOTP secret)',
  request: CreateOperatorRequest,
  response: SetupCodeReply.extend({ operator: OperatorView }),
});

export const updateOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id',
  permission: 'operators.manage',
  summary: "Change an operator's role or status; disabling ends their sessions. The last active admin stays.",
  request: z.object({
    id: Id,
    role: z.enum(OPERATOR_ROLES).optional(),
    status: z.enum(['active', 'disabled']).optional(),
  }),
  response: OperatorView,
});

export const AuditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operator: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  ip: z.string(),
  createdAt: Instant,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = PageQuery.extend({
  operatorId: Id.optional(),
  /** An action or its family: 'withdrawal.' matches every withdrawal action. */
  action: z.string().max(64).optional(),
  /** Exact target, e.g. 'player:100001', 'withdrawal:12', 'config:LoginConf'. */
  target: z.string().max(128).optional(),
});

export const listAudit = adminEndpoint({
  method: 'GET',
  path: '/admin/api/audit',
  permission: 'audit.read',
  summary: 'The audit log, newest first, filtered by operator, action (prefix) and target',
  request: AuditQuery,
  response: pageOf(AuditEntry),
});

// First login (no session): the setup code from the creator or a reset opens these two steps.
const SetupCode = z.string().min(16).max(64);
export const SetupStartRequest = z.strictObject({ setupCode: SetupCode });
export const SetupStartReply = z.object({ username: z.string(), totpSecret: z.string(), otpauthUrl: z.string() });
export const SetupFinishRequest = z.strictObject({
  setupCode: SetupCode,
  password: z.string().min(12, { error: 'Operator passwords have at least 12 characters' }).max(256),
  code: z.string().regex(/^\d{6}$/, { error: 'The 6-digit code from the authenticator app' }),
});
/** awaitingActivation: an invited operator signs in once a second admin activates them. */
export const SetupFinishReply = z.object({ username: z.string(), awaitingActivation: z.boolean() });

export const OperatorReset = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operator: z.string(),
  requestedBy: z.number().int(),
  requester: z.string(),
  reason: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  createdAt: Instant,
});
export type OperatorReset = z.infer<typeof OperatorReset>;

export const requestOperatorReset = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/reset',
  permission: 'operators.manage',
  summary: "Ask for an operator's password and TOTP to be reset; a second admin carries it out",
  request: z.object({ id: Id, reason: z.string().trim().min(3).max(500) }),
  response: OperatorReset,
});

export const listOperatorResets = adminEndpoint({
  method: 'GET',
  path: '/admin/api/operator-resets',
  permission: 'operators.manage',
  summary: 'Resets waiting for a second admin',
  request: z.object({}),
  response: z.object({ items: z.array(OperatorReset) }),
});

export const decideOperatorReset = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operator-resets/:id',
  permission: 'operators.manage',
  summary: 'A second admin (not the asker, not the target) approves (→ a one-time setup code) or rejects a reset',
  request: z.object({ id: Id, approve: z.boolean() }),
  response: z.object({ reset: OperatorReset, setupCode: z.string().nullable(), expiresAt: Instant.nullable() }),
});
