// The agency (invite) programme (/agency, invite, activeInviteReward; docs/requirements/agency.md): the player's
// invitation code and share link, the players they invited with their deposits and valid bets,
// and the invite reward (2209) for each invitee who qualifies under InviteConf. Rules: README.md.
import { clientParam, ClientParamConf } from '@khel/contracts/config-documents';
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import {
  INVITE_PAGE_SIZE,
  INVITEE_STATES,
  InviteConf,
  inviteTierReward,
  type AgentInfo,
  type InvitedPlayer,
} from '@khel/contracts/endpoints/agency';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { AGENT_ID_PREFIX } from '@khel/contracts/limits';
import { z } from 'zod';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { absoluteLink } from '../../platform/public-origin.ts';
import { configDocument } from '../config/config.service.ts';
import { playTotals } from '../game-wallet/game-wallet.service.ts';
import { depositTotals } from '../payments/payments.service.ts';
import { getPlayer, inviteeIdsOf, inviteesOf } from '../players/players.service.ts';
import { claimsOf, grantReward, type ClaimRow } from '../rewards/rewards.service.ts';

export const INVITE_OFFER = 'invite';
export const AGENCY_ROUTE = '/agency';

/** One claim per invitee: the reward_claims period that makes it unique. */
export const inviteePeriod = (inviteeId: number) => `invitee-${inviteeId}`;

/** A broken document pays nothing rather than something the operator did not mean. */
const CLOSED: InviteConf = { enabled: false, minDeposit: 1, minValidBet: 0, tiers: [{ from: 1, reward: 1 }], wagerMulti: 0 };

export async function inviteConf(db: Queryable): Promise<InviteConf> {
  const parsed = z.safeParse(InviteConf, await configDocument(db, 'InviteConf'));
  return parsed.success ? parsed.data : CLOSED;
}

export function inviteCodeOf(showId: string): string {
  return `${AGENT_ID_PREFIX}${showId}`;
}

/** share.url + `?r=` + code (`&r=` when share.url already has a query). */
export function shareUrlFor(base: string, code: string): string {
  const root = base || '/';
  return `${root}${root.includes('?') ? '&' : '?'}r=${encodeURIComponent(code)}`;
}

/** '80012345' → '80****45': the inviter recognises a friend without getting a lookup key. */
export function maskShowId(showId: string): string {
  if (showId.length <= 4) return '****';
  return `${showId.slice(0, 2)}${'*'.repeat(showId.length - 4)}${showId.slice(-2)}`;
}

/** share.url on the site the player reached (`origin`: platform/public-origin.ts) when it is relative. */
async function shareBase(db: Queryable, origin: string): Promise<string> {
  const parsed = ClientParamConf.safeParse(await configDocument(db, 'ClientParamConf'));
  return absoluteLink((parsed.success ? clientParam(parsed.data, 'share.url') : undefined) || '/', origin);
}

interface Totals {
  deposits: Map<number, { amount: number }>;
  play: Map<number, { valid: number }>;
}

/** Credited deposits and valid bets of a batch of invitees: two grouped queries, whatever the count. */
async function totalsOf(db: Queryable, ids: readonly number[]): Promise<Totals> {
  return { deposits: await depositTotals(db, ids), play: await playTotals(db, ids) };
}

function qualifies(conf: InviteConf, totals: Totals, id: number): boolean {
  return (totals.deposits.get(id)?.amount ?? 0) >= conf.minDeposit && (totals.play.get(id)?.valid ?? 0) >= conf.minValidBet;
}

interface Progress {
  conf: InviteConf;
  invitedCount: number;
  qualifiedCount: number;
  claims: ClaimRow[];
  /** Qualified invitees without a reward yet, oldest first, with the amount each pays now. */
  claimable: { inviteeId: number; amount: number }[];
}

async function progressOf(db: Queryable, inviterId: number): Promise<Progress> {
  const conf = await inviteConf(db);
  const ids = await inviteeIdsOf(db, inviterId);
  const totals = await totalsOf(db, ids);
  const claims = await claimsOf(db, inviterId, INVITE_OFFER);
  const claimed = new Set(claims.map((claim) => claim.period));
  const qualified = ids.filter((id) => qualifies(conf, totals, id));
  const unpaid = conf.enabled ? qualified.filter((id) => !claimed.has(inviteePeriod(id))) : [];
  return {
    conf,
    invitedCount: ids.length,
    qualifiedCount: qualified.length,
    claims,
    // The n-th rewarded invitee pays tier n: amounts already paid never change.
    claimable: unpaid.map((inviteeId, i) => ({ inviteeId, amount: inviteTierReward(conf.tiers, claims.length + i + 1) })),
  };
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** `origin`: the public origin the share link and its QR code name (platform/public-origin.ts). */
export async function agentInfo(db: Queryable, playerId: number, origin: string): Promise<AgentInfo> {
  const player = await getPlayer(db, playerId);
  const progress = await progressOf(db, playerId);
  const inviteCode = inviteCodeOf(player.showId);
  return {
    inviteCode,
    shareUrl: shareUrlFor(await shareBase(db, origin), inviteCode),
    invitedCount: progress.invitedCount,
    qualifiedCount: progress.qualifiedCount,
    claimableCount: progress.claimable.length,
    rewardMoney: sum(progress.claimable.map((item) => item.amount)),
    rewardTotal: sum(progress.claims.map((claim) => claim.amount)),
    rules: progress.conf,
  };
}

/** One page of the invited players, newest first; totals and claims fetched for the page at once. */
export async function invitedPlayers(db: Queryable, playerId: number, page: number): Promise<InvitedPlayer[]> {
  const rows = await inviteesOf(db, playerId, { offset: page * INVITE_PAGE_SIZE, limit: INVITE_PAGE_SIZE });
  if (rows.length === 0) return [];
  const conf = await inviteConf(db);
  const ids = rows.map((row) => row.id);
  const totals = await totalsOf(db, ids);
  const claims = new Map((await claimsOf(db, playerId, INVITE_OFFER, ids.map(inviteePeriod))).map((claim) => [claim.period, claim]));
  return rows.map((row) => {
    const claim = claims.get(inviteePeriod(row.id));
    const state = claim
      ? INVITEE_STATES.rewarded
      : conf.enabled && qualifies(conf, totals, row.id)
        ? INVITEE_STATES.claimable
        : INVITEE_STATES.notQualified;
    return {
      showId: maskShowId(row.showId),
      joinedAt: row.joinedAt.toISOString(),
      deposits: totals.deposits.get(row.id)?.amount ?? 0,
      validBets: totals.play.get(row.id)?.valid ?? 0,
      state,
      reward: claim?.amount ?? 0,
    };
  });
}

/**
 * Pays every claimable invite reward in one transaction, each invitee once (reward_claims period
 * `invitee-<id>`). A concurrent claim of the same invitee makes this one fail whole and pay nothing.
 */
export async function claimInviteRewards(db: Database, playerId: number, now: Date): Promise<{ amount: number; count: number }> {
  return db.transaction(async (tx) => {
    const progress = await progressOf(tx, playerId);
    if (!progress.conf.enabled) throw new AppError(ErrorCode.offerEnded);
    if (progress.claimable.length === 0) throw new AppError(ErrorCode.inviteNothingToClaim);
    for (const item of progress.claimable) {
      await grantReward(tx, {
        playerId,
        offer: INVITE_OFFER,
        period: inviteePeriod(item.inviteeId),
        amount: item.amount,
        reason: Reason.inviteReward,
        wagerMulti: progress.conf.wagerMulti,
        desc: 'Invite Reward',
        at: now,
      });
    }
    return { amount: sum(progress.claimable.map((item) => item.amount)), count: progress.claimable.length };
  });
}

/** The activity centre's entry for the invite programme. */
export async function agencyOffers(db: Queryable, playerId: number, now: Date): Promise<OfferSummary[]> {
  void now; // invite rewards do not depend on the day
  const progress = await progressOf(db, playerId);
  const amount = sum(progress.claimable.map((item) => item.amount));
  const state = !progress.conf.enabled ? 'ended' : progress.claimable.length > 0 ? 'claimable' : 'inProgress';
  return [{ id: 'invite', state, pending: progress.claimable.length, route: AGENCY_ROUTE, amount }];
}
