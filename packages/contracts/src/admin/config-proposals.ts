// Four eyes on config documents (docs/compliance/four-eyes.md): the documents that
// move money or set a compliance threshold change only when a second operator approves a proposal.
// The list is code, not config: taking a document off it is a reviewed change, never an operator's.
import { z } from 'zod';
import { Id, Version } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { DiffHunk, type AdminConfigName } from './config.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

/** Each document that needs a second operator, and why. */
export const FOUR_EYES_CONFIG = {
  WithdrawalConf: 'auto-approval limits and expiry of withdrawals: money leaving',
  GameParamConf: 'coin exchange and the loss-rebate percent, cap and wagering',
  VipConf: 'VIP level thresholds, upgrade rewards and privileges such as withdrawal limits',
  AmlConf: 'AML thresholds that open cases',
  ProtectionConf: 'KYC withdrawal threshold and the reality-check defaults',
  ComplianceConf: 'identity-before-money thresholds',
  HarmConf: 'markers of gambling harm',
  ComplaintsConf: 'the complaint clock and the ADR body players are sent to',
  FirstPayConf: 'first-deposit bonus amounts',
  DailyFirstPayConf: 'daily first-deposit bonus amounts',
  DailyGiftConf: 'daily gift rewards',
  BindRewardConf: 'rewards for binding a phone or bank card',
  NewUserRedPacketConf: 'new-player red packet amounts',
  OnlineRewardConf: 'rewards for time online',
  RechargeSpinConf: 'deposit-spin prizes',
  LuckyDrawConf: 'lucky-draw prizes and odds',
  TreasureChestConf: 'treasure-chest rewards',
  ShopConf: 'deposit options and the bonus each pays',
  InviteConf: 'referral rewards and their qualifying amounts',
  LoginConf: 'sign-in rewards',
  ValidBetRulesConf: 'which bets count towards wagering and bonus release',
} as const satisfies Partial<Record<AdminConfigName, string>>;
export type FourEyesConfigName = keyof typeof FOUR_EYES_CONFIG;

export function needsSecondOperator(name: string): name is FourEyesConfigName {
  return Object.hasOwn(FOUR_EYES_CONFIG, name);
}

export const CONFIG_PROPOSAL_STATES = ['pending', 'applied', 'rejected', 'withdrawn', 'stale'] as const;

export const ConfigProposal = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null for a change; the version whose body a proposed rollback writes again. */
  rollbackOf: z.number().int().nullable(),
  baseVersion: z.number().int(),
  state: z.enum(CONFIG_PROPOSAL_STATES),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: Instant,
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: Instant.nullable(),
  note: z.string(),
  /** The version the approval wrote. */
  appliedVersion: z.number().int().nullable(),
});
export type ConfigProposal = z.infer<typeof ConfigProposal>;

export const ConfigProposalDetail = ConfigProposal.extend({
  body: z.unknown(),
  /** The document's version now; the diff is from it to the proposed body. */
  currentVersion: z.number().int(),
  patch: z.string(),
  hunks: z.array(DiffHunk),
});

const Name = z.string().min(1).max(64);

export const proposeConfig = adminEndpoint({
  method: 'POST',
  path: '/admin/api/config/:name/proposals',
  permission: 'config.write',
  summary: 'Propose a new body for a document that needs a second operator (strict schema check now); nothing is live until another operator approves',
  request: z.object({ name: Name, body: z.unknown() }),
  response: ConfigProposalDetail,
});

export const proposeConfigRollback = adminEndpoint({
  method: 'POST',
  path: '/admin/api/config/:name/proposals/rollback',
  permission: 'config.write',
  summary: "Propose writing an old version's body again; nothing is live until another operator approves",
  request: z.object({ name: Name, version: Version }),
  response: ConfigProposalDetail,
});

export const listConfigProposals = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config-proposals',
  permission: 'config.read',
  summary: 'Config proposals by state and document, newest first (keyset)',
  request: PageQuery.extend({ state: z.enum(CONFIG_PROPOSAL_STATES).optional(), name: Name.optional() }),
  response: pageOf(ConfigProposal),
});

export const getConfigProposal = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config-proposals/:id',
  permission: 'config.read',
  summary: 'One proposal with its body and the diff from the current version',
  request: z.object({ id: Id }),
  response: ConfigProposalDetail,
});

export const approveConfigProposal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/config-proposals/:id/approve',
  permission: 'config.write',
  summary: 'Approve (never the proposer): writes the body as a new version, unless the document changed since the proposal (stale)',
  request: z.object({ id: Id, note: z.string().trim().max(500).default('') }),
  response: ConfigProposalDetail,
});

export const rejectConfigProposal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/config-proposals/:id/reject',
  permission: 'config.write',
  summary: 'Reject with a note (never the proposer): nothing changes',
  request: z.object({ id: Id, note: z.string().trim().min(3).max(500) }),
  response: ConfigProposalDetail,
});

export const withdrawConfigProposal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/config-proposals/:id/withdraw',
  permission: 'config.write',
  summary: 'The proposer takes a pending proposal back',
  request: z.object({ id: Id }),
  response: ConfigProposalDetail,
});
