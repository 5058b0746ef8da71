// Every console screen once: its path, menu entry and the permission it needs. The menu shows
// only what the operator's role may open (the server checks every call regardless).
import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  CommentOutlined,
  ControlOutlined,
  DashboardOutlined,
  DiffOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileExclamationOutlined,
  GiftOutlined,
  HeartOutlined,
  IdcardOutlined,
  MailOutlined,
  MessageOutlined,
  SafetyOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
  TrophyOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Permission } from '@khel/contracts/admin/operators-roles';
import type { ComponentType, ReactNode } from 'react';

export interface ConsoleRoute {
  path: string;
  label: string;
  icon: ReactNode;
  permission: Permission;
  page: () => Promise<{ default: ComponentType }>;
  /** Reached from another screen (a player, a document), not from the menu. */
  hidden?: boolean;
  /** Shown inside this group of the menu (app/menu.tsx), which appears only when one of its entries does. */
  group?: MenuGroup;
}

export type MenuGroup = 'sportsbook';

export const MENU_GROUPS: Record<MenuGroup, { label: string; icon: ReactNode }> = {
  sportsbook: { label: 'Sportsbook', icon: <TrophyOutlined /> },
};

export const ROUTES: ConsoleRoute[] = [
  { path: '/', label: 'Dashboard', icon: <DashboardOutlined />, permission: 'dashboard.read', page: () => import('../features/dashboard/dashboard-page.tsx') },
  { path: '/withdrawals', label: 'Withdrawals', icon: <WalletOutlined />, permission: 'withdrawals.read', page: () => import('../features/withdrawals/withdrawals-page.tsx') },
  { path: '/deposits', label: 'Deposits', icon: <DollarOutlined />, permission: 'deposits.read', page: () => import('../features/payments/deposits-page.tsx') },
  { path: '/players', label: 'Players', icon: <UserOutlined />, permission: 'players.read', page: () => import('../features/players/players-page.tsx') },
  { path: '/players/:id', label: 'Player', icon: <UserOutlined />, permission: 'players.read', page: () => import('../features/players/player-page.tsx'), hidden: true },
  { path: '/rounds', label: 'Rounds', icon: <FieldTimeOutlined />, permission: 'players.read', page: () => import('../features/rounds/rounds-page.tsx') },
  { path: '/adjustments', label: 'Adjustments', icon: <TransactionOutlined />, permission: 'adjustments.request', page: () => import('../features/adjustments/adjustments-page.tsx') },
  { path: '/limits', label: 'Limit requests', icon: <SafetyOutlined />, permission: 'limits.manage', page: () => import('../features/limits/limit-requests-page.tsx') },
  { path: '/players/:id/limits', label: 'Player limits', icon: <SafetyOutlined />, permission: 'players.read', page: () => import('../features/limits/player-limits-page.tsx'), hidden: true },
  { path: '/kyc', label: 'KYC', icon: <IdcardOutlined />, permission: 'kyc.review', page: () => import('../features/kyc/kyc-page.tsx') },
  { path: '/exclusions', label: 'Exclusions', icon: <StopOutlined />, permission: 'exclusions.manage', page: () => import('../features/protection/exclusions-page.tsx') },
  { path: '/aml', label: 'AML', icon: <AlertOutlined />, permission: 'aml.review', page: () => import('../features/aml/aml-page.tsx') },
  { path: '/customer-interaction', label: 'Customer interaction', icon: <HeartOutlined />, permission: 'harm.review', page: () => import('../features/harm-markers/interactions-page.tsx') },
  { path: '/sportsbook/events', label: 'Trading', icon: <TrophyOutlined />, permission: 'sportsbook.read', group: 'sportsbook', page: () => import('../features/sportsbook/trading-page.tsx') },
  { path: '/sportsbook/events/:id', label: 'Sportsbook event', icon: <TrophyOutlined />, permission: 'sportsbook.read', group: 'sportsbook', page: () => import('../features/sportsbook/event-page.tsx'), hidden: true },
  { path: '/sportsbook/settlements', label: 'Settlements', icon: <CheckSquareOutlined />, permission: 'sportsbook.read', group: 'sportsbook', page: () => import('../features/sportsbook/settlements-page.tsx') },
  { path: '/sportsbook/settings', label: 'Settings', icon: <ControlOutlined />, permission: 'sportsbook.read', group: 'sportsbook', page: () => import('../features/sportsbook/book-settings-page.tsx') },
  { path: '/sportsbook/player-limits', label: 'Player limits', icon: <SafetyOutlined />, permission: 'sportsbook.read', group: 'sportsbook', page: () => import('../features/sportsbook/player-limits-page.tsx') },
  { path: '/sportsbook/report', label: 'Report', icon: <BarChartOutlined />, permission: 'reports.read', group: 'sportsbook', page: () => import('../features/sportsbook/sportsbook-report-page.tsx') },
  { path: '/reports', label: 'Reports', icon: <BarChartOutlined />, permission: 'reports.read', page: () => import('../features/reports/reports-page.tsx') },
  { path: '/gift-codes', label: 'Gift codes', icon: <GiftOutlined />, permission: 'gift-codes.manage', page: () => import('../features/promotions/gift-codes-page.tsx') },
  { path: '/support', label: 'Support inbox', icon: <CommentOutlined />, permission: 'support.chat', page: () => import('../features/support/inbox-page.tsx') },
  { path: '/feedback', label: 'Feedback', icon: <MessageOutlined />, permission: 'feedback.answer', page: () => import('../features/support/feedback-page.tsx') },
  { path: '/complaints', label: 'Complaints', icon: <FileExclamationOutlined />, permission: 'complaints.handle', page: () => import('../features/complaints/complaints-page.tsx') },
  { path: '/mail', label: 'Mail', icon: <MailOutlined />, permission: 'mail.send', page: () => import('../features/mailbox/mail-page.tsx') },
  { path: '/config', label: 'Config', icon: <SettingOutlined />, permission: 'config.read', page: () => import('../features/config/config-page.tsx') },
  { path: '/catalogue', label: 'Game catalogue', icon: <AppstoreOutlined />, permission: 'config.read', page: () => import('../features/config/catalogue-page.tsx') },
  { path: '/config/:name', label: 'Config document', icon: <SettingOutlined />, permission: 'config.read', page: () => import('../features/config/config-document-page.tsx'), hidden: true },
  { path: '/config-proposals', label: 'Pending changes', icon: <DiffOutlined />, permission: 'config.read', page: () => import('../features/config/config-proposals-page.tsx') },
  { path: '/audit', label: 'Audit log', icon: <AuditOutlined />, permission: 'audit.read', page: () => import('../features/audit/audit-page.tsx') },
  { path: '/operators', label: 'Operators', icon: <TeamOutlined />, permission: 'operators.manage', page: () => import('../features/operators/operators-page.tsx') },
];
