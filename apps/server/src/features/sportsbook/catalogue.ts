// What players browse (the lobby, a match page) and the live notices that keep it current: topic
// `sports` carries a lobby row when an event's score, status or main market changes; topic
// `sports-event-<id>` carries the changed markets of that event (contracts' sportsbook.ts).
import { MAIN_MARKET, SPORTS, SPORTS_EVENTS, SPORTS_TOPIC, sportsEventTopic, type Market, type SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publishLiveEach, type LiveAudience, type LiveEvent } from '../../platform/live.ts';
import { countMarketsOfEvents, selectEvents, selectLobbyEvents, selectMarkets, selectMarketsOfEvents, type EventRow, type MarketRow } from './catalogue.repository.ts';
import { toEvent, toMarket } from './views.ts';

/** How long after its start an event that has not ended stays in the lobby (a long ODI). */
const LOBBY_SINCE_MS = 12 * 3_600_000;
const MAIN_KINDS = Object.values(MAIN_MARKET);
/** Markets per live notice: a notice stays well under NOTIFY's 8,000 bytes. */
const MARKETS_PER_NOTICE = 4;

async function withMain(q: Queryable, events: readonly EventRow[]): Promise<SportsEvent[]> {
  const ids = events.map((e) => e.id);
  const mains = new Map<number, MarketRow>();
  for (const market of await selectMarketsOfEvents(q, ids, MAIN_KINDS)) if (!mains.has(market.event_id)) mains.set(market.event_id, market);
  const counts = await countMarketsOfEvents(q, ids);
  return events.map((event) => toEvent(event, mains.get(event.id) ?? null, counts.get(event.id) ?? 0));
}

export async function lobby(q: Queryable, clock: Clock, filter: { sport?: string | undefined; competition?: string | undefined }) {
  const now = clock.now();
  const all = await selectLobbyEvents(q, { since: new Date(now.getTime() - LOBBY_SINCE_MS) });
  const sports = SPORTS.map((sport) => ({
    sport,
    live: all.filter((e) => e.sport === sport && e.status === 'live').length,
    upcoming: all.filter((e) => e.sport === sport && e.status === 'scheduled').length,
  }));
  const ofSport = all.filter((e) => !filter.sport || e.sport === filter.sport);
  const competitions = new Map<string, { key: string; name: string; sport: (typeof SPORTS)[number]; events: number }>();
  for (const e of ofSport) {
    const c = competitions.get(e.competition_key) ?? { key: e.competition_key, name: e.competition_name, sport: e.sport, events: 0 };
    c.events += 1;
    competitions.set(e.competition_key, c);
  }
  const listed = ofSport.filter((e) => !filter.competition || e.competition_key === filter.competition);
  return { now: now.toISOString(), sports, competitions: [...competitions.values()], events: await withMain(q, listed) };
}

export async function eventPage(q: Queryable, clock: Clock, eventId: number): Promise<{ now: string; event: SportsEvent; markets: Market[] }> {
  const [event] = await selectEvents(q, [eventId]);
  if (!event) throw new AppError(ErrorCode.sportsEventNotFound);
  const markets = await selectMarketsOfEvents(q, [eventId]);
  const main = markets.find((m) => m.kind === MAIN_MARKET[event.sport]) ?? null;
  return { now: clock.now().toISOString(), event: toEvent(event, main, markets.length), markets: markets.map((m) => toMarket(m, event)) };
}

/**
 * Notices of what changed: the changed markets to each event's topic, and the lobby row of every
 * event whose own row or main market changed. Sent after the change committed; a lost notice is
 * caught up by the apps' re-read on (re)subscribe and their poll.
 */
export async function announceChanges(q: Queryable, change: { events: Iterable<number>; markets: Iterable<number> }): Promise<void> {
  const marketIds = [...new Set(change.markets)];
  const markets = marketIds.length > 0 ? await selectMarkets(q, marketIds) : [];
  const eventIds = [...new Set([...change.events, ...markets.map((m) => m.event_id)])];
  if (eventIds.length === 0) return;
  const events = new Map((await selectEvents(q, eventIds)).map((e) => [e.id, e]));
  const notices: { to: LiveAudience; event: LiveEvent }[] = [];
  const byEvent = new Map<number, MarketRow[]>();
  for (const market of markets) {
    const list = byEvent.get(market.event_id) ?? [];
    list.push(market);
    byEvent.set(market.event_id, list);
  }
  const lobbyEvents = new Set(change.events);
  for (const [eventId, list] of byEvent) {
    const event = events.get(eventId);
    if (!event) continue;
    if (list.some((m) => m.kind === MAIN_MARKET[event.sport])) lobbyEvents.add(eventId);
    for (let i = 0; i < list.length; i += MARKETS_PER_NOTICE) {
      notices.push({
        to: { topic: sportsEventTopic(eventId) },
        event: { type: SPORTS_EVENTS.markets, eventId, status: event.status, score: toEvent(event, null, 0).score, markets: list.slice(i, i + MARKETS_PER_NOTICE).map((m) => toMarket(m, event)) },
      });
    }
  }
  for (const eventId of change.events) {
    const event = events.get(eventId);
    if (event && !byEvent.has(eventId)) notices.push({ to: { topic: sportsEventTopic(eventId) }, event: { type: SPORTS_EVENTS.markets, eventId, status: event.status, score: toEvent(event, null, 0).score, markets: [] } });
  }
  const rows = await withMain(q, [...lobbyEvents].flatMap((id) => (events.has(id) ? [events.get(id)!] : [])));
  for (const row of rows) notices.push({ to: { topic: SPORTS_TOPIC }, event: { type: SPORTS_EVENTS.event, event: row } });
  await publishLiveEach(q, notices);
}
