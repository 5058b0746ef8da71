// Operator accounts and the audit log (issue #11): who is logged in, the operators list (admin
// only), creating one (its TOTP secret is shown once), changing a role or disabling an account.
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';
import { OPERATOR_ROLES, PERMISSIONS } from './roles.ts';

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

export const OPERATOR_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;

export const CreateOperatorRequest = z.object({
  username: z.string().regex(OPERATOR_USERNAME, { error: 'Username: 3–32 of a-z 0-9 . _ -, starting with a letter' }),
  password: z.string().min(12, { error: 'Operator passwords have at least 12 characters' }).max(256),
  role: z.enum(OPERATOR_ROLES),
});

export const createOperator = adminEndpoint({
  method: 'POST',
  path: '/admin/api/operators',
  permission: 'operators.manage',
  summary: 'Create an operator; the reply holds its TOTP secret and otpauth:// URL, shown this once',
  request: CreateOperatorRequest,
  response: z.object({ operator: OperatorView, totpSecret: z.string(), otpauthUrl: z.string() }),
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
