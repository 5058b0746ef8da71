// The trading desk (back-office/sportsbook.admin-routes.ts): liability, suspensions, limits, the
// book's settings, manual settlements with four eyes, the report. Every lever is audited; a
// settlement moves money only when a second operator approves it.
import { MARKET_KIND_LABELS, SPORT_LABELS, type MarketResult, type PlayerSportsLimit, type Settlement as SettlementView, type SportsbookSettings, type TradingEvent, type TradingMarket } from '@khel/contracts/admin/sportsbook';
import { businessDayEnd, businessDayStart } from '@khel/contracts/business-day';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, operatorNames } from '../operators/operators.service.ts';
import { announceChanges } from './catalogue.ts';
import {
  lockMarket,
  selectEvents,
  selectMarkets,
  selectMarketsOfEvents,
  selectTradingEvents,
  setEventSuspended,
  setMarketLimits,
  setMarketSuspended,
  writeResults,
  type EventRow,
  type MarketRow,
} from './catalogue.repository.ts';
import type { Settlement } from './settlement.ts';
import {
  decideSettlement,
  deletePlayerLimit,
  insertSettlement,
  lockSettlement,
  pendingSettlementsOf,
  selectExposure,
  selectPlayerLimits,
  selectReport,
  selectSettings,
  selectSettlements,
  addSettledCounts,
  updateSettings,
  upsertPlayerLimit,
  type SelectionExposure,
  type SettlementRow,
} from './trading.repository.ts';
import { marketStatus } from './views.ts';

export interface TradingActor {
  operatorId: number;
  ip: string;
}

/** The trading desk lists events that started up to two days ago. */
const TRADING_SINCE_MS = 2 * 86_400_000;

function marketView(market: MarketRow, event: EventRow, exposure: readonly SelectionExposure[], pending: number | null): TradingMarket {
  const mine = exposure.filter((x) => x.market_id === market.id);
  const stakes = mine.reduce((sum, x) => sum + x.stakes, 0);
  const selections = market.selections.map((s) => {
    const x = mine.find((e) => e.selection_id === s.id);
    return { id: s.id, key: s.key, name: s.name, odds: s.odds, result: s.result, bets: x?.bets ?? 0, stakes: x?.stakes ?? 0, liability: (x?.returns ?? 0) - stakes };
  });
  return {
    id: market.id,
    kind: market.kind as TradingMarket['kind'],
    params: market.params,
    line: market.line,
    status: marketStatus(market, event),
    suspendedByOperator: market.suspended_by_operator,
    maxStake: market.max_stake,
    maxPayout: market.max_payout,
    result: market.result,
    liability: selections.length > 0 && stakes > 0 ? Math.max(...selections.map((s) => s.liability)) : 0,
    selections,
    pendingSettlementId: pending,
  };
}

function eventView(event: EventRow, markets: readonly TradingMarket[], exposure: readonly SelectionExposure[]): TradingEvent {
  const mine = exposure.filter((x) => x.event_id === event.id);
  return {
    id: event.id,
    sport: event.sport,
    format: event.format,
    competition: event.competition_name,
    home: event.home,
    away: event.away,
    startsAt: event.starts_at.toISOString(),
    status: event.status,
    suspendedByOperator: event.suspended_by_operator,
    // An accumulator has a leg in several markets: counted in each, as its liability is.
    openBets: Math.max(0, ...markets.map((m) => m.selections.reduce((sum, s) => sum + s.bets, 0))),
    stakes: mine.reduce((sum, x) => sum + x.stakes, 0),
    liability: markets.reduce((sum, m) => sum + Math.max(0, m.liability), 0),
  };
}

function checkResult(market: MarketRow, result: MarketResult): void {
  if ('void' in result) return;
  const keys = new Set(market.selections.map((s) => s.key));
  if (new Set(result.winners).size !== result.winners.length || result.winners.some((k) => !keys.has(k))) throw new AppError(ErrorCode.sportsResultInvalid);
}

export function createTrading(deps: { db: Database; clock: Clock; settlement: Settlement }) {
  const { db, clock, settlement } = deps;

  async function eventsWithMarkets(q: Queryable, events: readonly EventRow[]) {
    const ids = events.map((e) => e.id);
    const markets = await selectMarketsOfEvents(q, ids);
    const exposure = await selectExposure(q, { eventIds: ids });
    const pending = await pendingSettlementsOf(q, markets.map((m) => m.id));
    return events.map((event) => {
      const views = markets.filter((m) => m.event_id === event.id).map((m) => marketView(m, event, exposure, pending.get(m.id) ?? null));
      return { event: eventView(event, views, exposure), markets: views };
    });
  }

  async function listEvents(filter: { sport?: string | undefined; status?: string | undefined }): Promise<TradingEvent[]> {
    const events = await selectTradingEvents(db, { ...filter, since: new Date(clock.now().getTime() - TRADING_SINCE_MS) });
    return (await eventsWithMarkets(db, events)).map((e) => e.event);
  }

  async function eventDetail(id: number): Promise<{ event: TradingEvent; markets: TradingMarket[] }> {
    const events = await selectEvents(db, [id]);
    if (events.length === 0) throw new AppError(ErrorCode.sportsEventNotFound);
    return (await eventsWithMarkets(db, events))[0]!;
  }

  async function marketDetail(marketId: number): Promise<TradingMarket> {
    const [market] = await selectMarkets(db, [marketId]);
    if (!market) throw new AppError(ErrorCode.notFound);
    return (await eventDetail(market.event_id)).markets.find((m) => m.id === marketId)!;
  }

  async function suspendEvent(actor: TradingActor, id: number, suspended: boolean, reason: string): Promise<TradingEvent> {
    await db.transaction(async (tx) => {
      if (!(await setEventSuspended(tx, id, suspended))) throw new AppError(ErrorCode.sportsEventNotFound);
      await audit(tx, { operatorId: actor.operatorId, action: suspended ? 'sportsbook.event-suspend' : 'sportsbook.event-resume', target: `event:${id}`, detail: { reason }, ip: actor.ip });
    });
    const markets = await selectMarketsOfEvents(db, [id]);
    await announceChanges(db, { events: [id], markets: markets.map((m) => m.id) });
    return (await eventDetail(id)).event;
  }

  async function suspendMarket(actor: TradingActor, id: number, suspended: boolean, reason: string): Promise<TradingMarket> {
    await db.transaction(async (tx) => {
      if ((await setMarketSuspended(tx, id, suspended)) === null) throw new AppError(ErrorCode.notFound);
      await audit(tx, { operatorId: actor.operatorId, action: suspended ? 'sportsbook.market-suspend' : 'sportsbook.market-resume', target: `market:${id}`, detail: { reason }, ip: actor.ip });
    });
    await announceChanges(db, { events: [], markets: [id] });
    return marketDetail(id);
  }

  async function limitMarket(actor: TradingActor, id: number, limits: { maxStake: number | null; maxPayout: number | null }, reason: string): Promise<TradingMarket> {
    await db.transaction(async (tx) => {
      if ((await setMarketLimits(tx, id, limits)) === null) throw new AppError(ErrorCode.notFound);
      await audit(tx, { operatorId: actor.operatorId, action: 'sportsbook.market-limits', target: `market:${id}`, detail: { ...limits, reason }, ip: actor.ip });
    });
    return marketDetail(id);
  }

  async function settings(): Promise<SportsbookSettings> {
    const s = await selectSettings(db);
    return { minStake: s.min_stake, maxStake: s.max_stake, maxPayout: s.max_payout, inPlayDelaySeconds: s.in_play_delay_seconds, cashOutValueBp: s.cash_out_value_bp };
  }

  async function putSettings(actor: TradingActor, s: SportsbookSettings & { reason: string }): Promise<SportsbookSettings> {
    await db.transaction(async (tx) => {
      const before = await selectSettings(tx);
      const row = { min_stake: s.minStake, max_stake: s.maxStake, max_payout: s.maxPayout, in_play_delay_seconds: s.inPlayDelaySeconds, cash_out_value_bp: s.cashOutValueBp };
      await updateSettings(tx, row, actor.operatorId, clock.now());
      await audit(tx, { operatorId: actor.operatorId, action: 'sportsbook.settings', target: 'sportsbook', detail: { before, after: row, reason: s.reason }, ip: actor.ip });
    });
    return settings();
  }

  async function playerLimits(): Promise<PlayerSportsLimit[]> {
    const rows = await selectPlayerLimits(db);
    const names = await operatorNames(db, rows.map((r) => r.set_by));
    return rows.map((r) => ({ playerId: r.player_id, maxStake: r.max_stake, maxPayout: r.max_payout, reason: r.reason, setBy: names.get(r.set_by) ?? `#${r.set_by}`, setAt: r.set_at.toISOString() }));
  }

  async function limitPlayer(actor: TradingActor, playerId: number, limits: { maxStake: number | null; maxPayout: number | null }, reason: string): Promise<PlayerSportsLimit | null> {
    await db.transaction(async (tx) => {
      if (limits.maxStake === null && limits.maxPayout === null) await deletePlayerLimit(tx, playerId);
      else await upsertPlayerLimit(tx, { player_id: playerId, max_stake: limits.maxStake, max_payout: limits.maxPayout, reason, set_by: actor.operatorId, set_at: clock.now() });
      await audit(tx, { operatorId: actor.operatorId, action: 'sportsbook.player-limits', target: `player:${playerId}`, detail: { ...limits, reason }, ip: actor.ip });
    });
    return (await playerLimits()).find((l) => l.playerId === playerId) ?? null;
  }

  async function settlementViews(q: Queryable, rows: readonly SettlementRow[]): Promise<SettlementView[]> {
    const markets = new Map((await selectMarkets(q, [...new Set(rows.map((r) => r.market_id))])).map((m) => [m.id, m]));
    const events = new Map((await selectEvents(q, [...new Set([...markets.values()].map((m) => m.event_id))])).map((e) => [e.id, e]));
    const names = await operatorNames(q, rows.flatMap((r) => [r.requested_by, r.decided_by]));
    return rows.map((r) => {
      const market = markets.get(r.market_id)!;
      const event = events.get(market.event_id)!;
      return {
        id: r.id,
        marketId: r.market_id,
        eventId: event.id,
        event: `${event.home} v ${event.away}`,
        home: event.home,
        away: event.away,
        marketKind: market.kind as SettlementView['marketKind'],
        marketParams: market.params,
        line: market.line,
        previous: r.previous as MarketResult | null,
        result: r.result as MarketResult,
        reason: r.reason,
        state: r.state,
        requestedBy: r.requested_by,
        requestedByName: names.get(r.requested_by) ?? `#${r.requested_by}`,
        requestedAt: r.requested_at.toISOString(),
        decidedBy: r.decided_by,
        decidedByName: r.decided_by === null ? null : (names.get(r.decided_by) ?? `#${r.decided_by}`),
        decidedAt: r.decided_at?.toISOString() ?? null,
        betsAffected: r.bets_affected,
        netPaid: r.net_paid,
      };
    });
  }

  async function requestSettlement(actor: TradingActor, marketId: number, result: MarketResult, reason: string): Promise<SettlementView> {
    const row = await db.transaction(async (tx) => {
      const market = await lockMarket(tx, marketId);
      if (!market) throw new AppError(ErrorCode.notFound);
      checkResult(market, result);
      if (JSON.stringify(market.result) === JSON.stringify(result)) throw new AppError(ErrorCode.sportsResultInvalid);
      const inserted = await insertSettlement(tx, { marketId, previous: market.result, result, reason, requestedBy: actor.operatorId, at: clock.now() });
      if (!inserted) throw new AppError(ErrorCode.sportsSettlementPending);
      await audit(tx, { operatorId: actor.operatorId, action: 'sportsbook.settlement-request', target: `market:${marketId}`, detail: { settlement: inserted.id, result, reason }, ip: actor.ip });
      return inserted;
    });
    return (await settlementViews(db, [row]))[0]!;
  }

  async function listSettlements(state: string | undefined): Promise<SettlementView[]> {
    return settlementViews(db, await selectSettlements(db, state ?? null));
  }

  async function decidable(tx: Queryable, actor: TradingActor, id: number): Promise<SettlementRow> {
    const row = await lockSettlement(tx, id);
    if (!row) throw new AppError(ErrorCode.notFound);
    if (row.state !== 'pending') throw new AppError(ErrorCode.alreadyDecided);
    if (row.requested_by === actor.operatorId) throw new AppError(ErrorCode.secondOperatorApproves);
    return row;
  }

  /** The market takes the result; bets settled before are corrected in the same transaction, open ones settled after it. */
  async function approveSettlement(actor: TradingActor, id: number, note: string): Promise<SettlementView> {
    const { decided, marketId } = await db.transaction(async (tx) => {
      await settlement.holdSettlement(tx);
      const row = await decidable(tx, actor, id);
      const market = await lockMarket(tx, row.market_id);
      // The market's result may have changed since the request (the feed settled it): what the
      // approver approves is the requested result, applied over whatever is there now.
      await writeResults(tx, [{ marketId: row.market_id, result: row.result }], 'operator', clock.now());
      const version = (market?.result_version ?? 0) + 1;
      const corrected = market?.result ? await settlement.correctBets(tx, row.market_id, version) : { bets: 0, netPaid: 0 };
      await audit(tx, { operatorId: actor.operatorId, action: 'sportsbook.settlement-approve', target: `market:${row.market_id}`, detail: { settlement: id, result: row.result, note, corrected }, ip: actor.ip });
      const decidedRow = await decideSettlement(tx, { id, state: 'approved', decidedBy: actor.operatorId, at: clock.now(), note, betsAffected: corrected.bets, netPaid: corrected.netPaid });
      return { decided: decidedRow, marketId: row.market_id };
    });
    const settled = await settlement.settleBets([marketId]);
    const final = await addSettledCounts(db, decided.id, settled.bets, settled.paid);
    await announceChanges(db, { events: [], markets: [marketId] });
    return (await settlementViews(db, [final]))[0]!;
  }

  async function rejectSettlement(actor: TradingActor, id: number, note: string): Promise<SettlementView> {
    const row = await db.transaction(async (tx) => {
      await decidable(tx, actor, id);
      await audit(tx, { operatorId: actor.operatorId, action: 'sportsbook.settlement-reject', target: `settlement:${id}`, detail: { note }, ip: actor.ip });
      return decideSettlement(tx, { id, state: 'rejected', decidedBy: actor.operatorId, at: clock.now(), note, betsAffected: null, netPaid: null });
    });
    return (await settlementViews(db, [row]))[0]!;
  }

  async function report(query: { from: string; to: string; by: 'sport' | 'competition' | 'market' }) {
    const labelOf = (r: { key: string; label: string }) =>
      query.by === 'sport' ? (SPORT_LABELS[r.key as keyof typeof SPORT_LABELS] ?? r.label) : query.by === 'market' ? (MARKET_KIND_LABELS[r.key as keyof typeof MARKET_KIND_LABELS] ?? r.label) : r.label;
    const rows = (await selectReport(db, { from: businessDayStart(query.from), to: businessDayEnd(query.to) }, query.by)).map((r) => withMargin({ ...r, label: labelOf(r) }));
    const total = withMargin({
      key: 'total',
      label: 'Total',
      bets: rows.reduce((s, r) => s + r.bets, 0),
      turnover: rows.reduce((s, r) => s + r.turnover, 0),
      payouts: rows.reduce((s, r) => s + r.payouts, 0),
    });
    return { rows, total };
  }

  return {
    listEvents,
    eventDetail,
    suspendEvent,
    suspendMarket,
    limitMarket,
    settings,
    putSettings,
    playerLimits,
    limitPlayer,
    requestSettlement,
    listSettlements,
    approveSettlement,
    rejectSettlement,
    report,
  };
}

function withMargin(r: { key: string; label: string; bets: number; turnover: number; payouts: number }) {
  const ggr = r.turnover - r.payouts;
  return { ...r, ggr, marginBp: r.turnover > 0 ? Math.round((ggr * 10_000) / r.turnover) : null };
}

export type Trading = ReturnType<typeof createTrading>;
