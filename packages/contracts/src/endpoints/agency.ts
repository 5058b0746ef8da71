// The agency (invite) programme (/agency, invite and activeInviteReward; docs/requirements/agency.md): a player's
// invitation code and share link, the players who signed up through it, and the invite reward
// paid for each invited player who deposits and bets enough (InviteConf, reward source 2209).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { typeAsNumber } from '../rules.ts';

/** Invited players per page of `invite` type 1 (like the other lists). */
export const INVITE_PAGE_SIZE = 20;

const count = () => z.int().check(z.minimum(0));
/** Hundredths of a rupee, never negative. */
const hundredths = () => z.int().check(z.minimum(0));

/**
 * InviteConf, the operator's rules. An invited player qualifies once their credited deposits reach
 * `minDeposit` and their valid bets (docs/requirements/wallet.md#5-valid-bets) reach `minValidBet`, both counted since they signed
 * up. The inviter then earns one reward per qualified invitee; the n-th invitee the inviter is
 * rewarded for pays the amount of the last tier whose `from` ≤ n.
 */
const positive = () => z.int().check(z.minimum(1));

export const InviteConf = z.strictObject({
  /** false: no new rewards (the code, the link and the list still work). */
  enabled: z.boolean(),
  minDeposit: positive(),
  minValidBet: count(),
  tiers: z
    .array(z.object({ from: positive(), reward: positive() }))
    .check(
      z.minLength(1),
      z.refine((tiers) => tiers[0]?.from === 1, 'the first tier starts at 1'),
      z.refine((tiers) => tiers.every((tier, i) => i === 0 || tier.from > tiers[i - 1]!.from), 'tiers ascend by from'),
    ),
  /** Wagering multiple of the betting task each reward creates (0 = none). */
  wagerMulti: count().check(z.maximum(100)),
});
export type InviteConf = z.infer<typeof InviteConf>;

/** The reward for the n-th rewarded invitee (n ≥ 1). */
export function inviteTierReward(tiers: InviteConf['tiers'], n: number): number {
  let reward = tiers[0]?.reward ?? 0;
  for (const tier of tiers) if (tier.from <= n) reward = tier.reward;
  return reward;
}

export const InviteType = { info: 0, list: 1 } as const;

export const AgentInfo = z.object({
  /** The fixed prefix + the player's show id: what `?r=` carries and sign-up's agentId. */
  inviteCode: z.string(),
  /** ClientParamConf share.url + `?r=` + the code (may be relative when share.url is). */
  shareUrl: z.string(),
  invitedCount: count(),
  qualifiedCount: count().check(z.describe('invited players who met both thresholds')),
  claimableCount: count().check(z.describe('qualified invitees not rewarded yet')),
  rewardMoney: hundredths().check(z.describe('claimable now through activeInviteReward, hundredths')),
  rewardTotal: hundredths().check(z.describe('invite rewards received so far, hundredths')),
  rules: InviteConf,
});
export type AgentInfo = z.infer<typeof AgentInfo>;

export const INVITEE_STATES = { notQualified: 0, claimable: 1, rewarded: 2 } as const;

export const InvitedPlayer = z.object({
  /** Masked show id ('80****45'): enough to recognise, not to look the player up. */
  showId: z.string(),
  joinedAt: z.string().check(z.describe('ISO 8601 instant of the sign-up')),
  deposits: hundredths().check(z.describe('credited deposits since sign-up, hundredths')),
  validBets: hundredths().check(z.describe('valid bets of settled rounds since sign-up, hundredths')),
  state: z.int().check(z.describe('0 not qualified yet, 1 reward claimable, 2 rewarded')),
  reward: hundredths().check(z.describe('the reward paid for this invitee (state 2); 0 otherwise')),
});
export type InvitedPlayer = z.infer<typeof InvitedPlayer>;


export const InviteRequest = typeAsNumber(
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal(InviteType.info) }),
      z.object({
        type: z.literal(InviteType.list),
        page: z._default(z.int({ error: 'invalidRequest' }).check(z.minimum(0), z.maximum(100_000)), 0),
      }),
    ],
    { error: 'invalidRequest' },
  ),
);
export type InviteRequest = z.input<typeof InviteRequest>;

export const InviteResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal(InviteType.info), agentInfo: AgentInfo }),
  z.object({ type: z.literal(InviteType.list), list: z.array(InvitedPlayer), page: z.int() }),
]);
export type InviteResponse = z.infer<typeof InviteResponse>;

export const invite = endpoint({
  method: 'POST',
  path: '/usercenter/game/invite',
  auth: true,
  summary:
    'The agency programme. type 0: agentInfo {inviteCode, shareUrl, counts, rewardMoney ' +
    '(claimable now), rewardTotal, rules}; type 1: the invited players, newest first, 20 a page (`page` from 0), ' +
    'with masked show id, sign-up time, credited deposits, valid bets and reward state.',
  request: InviteRequest,
  response: InviteResponse,
});

export const activeInviteReward = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeInviteReward',
  auth: true,
  summary:
    'Claims every invite reward that is claimable now (reason 2209), each invitee once. Returns the amount ' +
    'paid and how many invitees it was for.',
  request: z._default(z.object({}), {}),
  response: z.object({ amount: hundredths(), count: positive(), agentInfo: AgentInfo }),
});
