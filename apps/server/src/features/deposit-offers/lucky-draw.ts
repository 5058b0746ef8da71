// New Year lucky draw (activeLuckyDraw, Khel code 3003): tickets for deposits during the event, each
// drawing one prize. Rules: README.md beside this file.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { LuckyDrawConf, type LuckyDrawStatus } from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { businessDayEnd, businessDayStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { grantReward } from '../rewards/rewards.service.ts';
import { insertDraw, selectDraws } from './deposit-offers.repository.ts';
import { OFFER, assertEnabled, claimTx, depositedBetween, ended, readConf, rupees, type Roll } from './offer-support.ts';
import { pickSegment, segmentViews, type Segment } from './wheel.ts';

const ticketPeriod = (firstDay: string, ticket: number) => `${firstDay}:ticket-${ticket}`;

async function luckyDrawState(db: Queryable, playerId: number, now: Date): Promise<{ conf: LuckyDrawConf; status: LuckyDrawStatus }> {
  const conf = await readConf(db, 'LuckyDrawConf', LuckyDrawConf);
  const startsAt = businessDayStart(conf.firstDay);
  const endsAt = businessDayEnd(conf.lastDay);
  const phase = now.getTime() < startsAt.getTime() ? 'upcoming' : now.getTime() >= endsAt.getTime() ? 'ended' : 'open';
  const deposited = phase === 'upcoming' ? 0 : await depositedBetween(db, playerId, conf.firstDay, conf.lastDay);
  const ticketsEarned = Math.min(conf.maxTickets, Math.floor(deposited / conf.ticketAmount));
  const draws = await selectDraws(db, playerId, { offers: [OFFER.luckyDraw], prefix: `${conf.firstDay}:ticket-` });
  const status: LuckyDrawStatus = {
    enabled: conf.enabled,
    phase,
    firstDay: conf.firstDay,
    lastDay: conf.lastDay,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    deposited,
    ticketAmount: conf.ticketAmount,
    maxTickets: conf.maxTickets,
    ticketsEarned,
    ticketsLeft: phase === 'open' && conf.enabled ? Math.max(0, ticketsEarned - draws.length) : 0,
    prizes: segmentViews(conf.prizes),
    draws: draws.map((d) => ({
      ticket: Number(d.period.slice(d.period.lastIndexOf('-') + 1)),
      prizeId: d.segmentId,
      amount: d.amount,
      at: d.createdAt.toISOString(),
    })),
    wagerMulti: conf.wagerMulti,
  };
  return { conf, status };
}

export async function luckyDraw(db: Database, playerId: number, now: Date, draw: boolean, roll?: Roll): Promise<LuckyDrawStatus> {
  if (!draw) return (await luckyDrawState(db, playerId, now)).status;
  const prize = await claimTx(db, playerId, async (tx) => {
    const { conf, status } = await luckyDrawState(tx, playerId, now);
    assertEnabled(status);
    if (status.phase === 'upcoming') throw new AppError(ErrorCode.luckyDrawNotStarted, undefined, 200, { date: status.firstDay });
    if (status.phase === 'ended') throw new AppError(ErrorCode.luckyDrawEnded, undefined, 200, { date: status.lastDay });
    if (status.ticketsLeft <= 0) throw new AppError(ErrorCode.luckyDrawNoTickets, undefined, 200, { amount: rupees(conf.ticketAmount) });
    const ticket = status.draws.length + 1;
    const period = ticketPeriod(conf.firstDay, ticket);
    const segment: Segment = pickSegment(conf.prizes, roll);
    await grantReward(tx, {
      playerId,
      offer: OFFER.luckyDraw,
      period,
      amount: segment.amount,
      reason: Reason.luckyDraw,
      wagerMulti: conf.wagerMulti,
      desc: 'New Year Lucky Draw',
      at: now,
    });
    await insertDraw(tx, { playerId, offer: OFFER.luckyDraw, period, segmentId: segment.id, amount: segment.amount, at: now });
    return segment;
  });
  return { ...(await luckyDrawState(db, playerId, now)).status, received: { amount: prize.amount, segmentId: prize.id } };
}

/** The activity centre's entry of this offer. */
export async function luckyDrawSummary(db: Queryable, playerId: number, now: Date): Promise<OfferSummary> {
  const { status: s } = await luckyDrawState(db, playerId, now);
  const route = '/NewYearLuckyDraw';
  if (!s.enabled || s.phase === 'ended') return ended('lucky-draw', route);
  if (s.phase === 'upcoming') return { id: 'lucky-draw', state: 'locked', pending: 0, route, amount: 0 };
  if (s.ticketsLeft > 0) return { id: 'lucky-draw', state: 'claimable', pending: s.ticketsLeft, route, amount: 0 };
  return { id: 'lucky-draw', state: 'inProgress', pending: 0, route, amount: 0 };
}
