// Back-office roles and what each may do. The server checks the permission of every
// operator request against this table; the console builds its menus from the same table, so a
// menu never offers what the server would refuse.
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'compliance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'players.read',
  'players.freeze',
  'players.note',
  'adjustments.request',
  'adjustments.approve',
  'withdrawals.read',
  'withdrawals.decide',
  'withdrawals.pay',
  'deposits.read',
  'deposits.inquire',
  'kyc.review',
  'aml.review',
  'harm.review',
  'reports.read',
  /** Player list exports (CSV, audited); personal data (name, account, phone, email, device) needs players.export-personal too. */
  'players.export',
  'players.export-personal',
  'config.read',
  'config.write',
  'gift-codes.manage',
  'mail.send',
  'feedback.answer',
  /** The in-app support chat: inbox, assignment, replies, canned replies and staffed hours. */
  'support.chat',
  'complaints.handle',
  'complaints.escalations',
  'audit.read',
  'operators.manage',
  'limits.manage',
  /** Exclusions: list, impose, ask for and decide lifts (a second operator decides). */
  'exclusions.manage',
  /** The sportsbook's trading desk: events, markets, liability, settlements (read). */
  'sportsbook.read',
  /** Suspend and resume, stake and payout limits, the book's settings (admin only). */
  'sportsbook.trade',
  /** Ask for and approve manual settlements and corrections (a second operator approves). */
  'sportsbook.settle',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * admin: everything. finance: money (withdrawals, deposits, adjustments, gift codes, reports).
 * support: finds and helps players (read, notes, freeze, answers feedback), moves no money. compliance: KYC, AML,
 * freezes, reports and the audit log, moves no money.
 */
const GRANTS: Record<Exclude<OperatorRole, 'admin'>, readonly Permission[]> = {
  finance: [
    'dashboard.read',
    'players.read',
    'players.note',
    'adjustments.request',
    'adjustments.approve',
    'withdrawals.read',
    'withdrawals.decide',
    'withdrawals.pay',
    'deposits.read',
    'deposits.inquire',
    'reports.read',
    'players.export',
    'gift-codes.manage',
    'sportsbook.read',
    'sportsbook.settle',
  ],
  support: ['dashboard.read', 'players.read', 'players.note', 'players.freeze', 'withdrawals.read', 'deposits.read', 'feedback.answer', 'support.chat', 'complaints.handle'],
  compliance: [
    'dashboard.read',
    'players.read',
    'players.note',
    'players.freeze',
    'withdrawals.read',
    'deposits.read',
    'kyc.review',
    'aml.review',
    'harm.review',
    'reports.read',
    'players.export',
    'players.export-personal',
    'config.read',
    'audit.read',
    'sportsbook.read',
    'limits.manage',
    'exclusions.manage',
    'complaints.handle',
    'complaints.escalations',
  ],
};

export function can(role: OperatorRole, permission: Permission): boolean {
  return role === 'admin' || GRANTS[role].includes(permission);
}

export function permissionsOf(role: OperatorRole): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
