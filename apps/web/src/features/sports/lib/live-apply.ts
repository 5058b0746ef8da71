// The sportsbook's live notices applied to what the screens hold (docs/architecture/live.md: a
// notice carries the new values; the HTTP reads stay the authority). The lobby's topic `sports`
// sends `{type: 'sports-event', event}`: that event's row is replaced (an ended or abandoned one
// leaves the lobby). A match's topic `sports-event-<id>` sends `{type: 'sports-markets', eventId,
// status, score, markets}`: those markets are replaced (a new one is added), the others kept, and
// the event's status and score replaced. A notice that does not parse is dropped.
import { EventStatus, Market, Score, SportsEvent, type sportsEvent, type sportsLobby } from '@khel/contracts/endpoints/sportsbook';
import * as z from 'zod/mini';
import type { LiveEvent } from '../../../lib/live.ts';

export type LobbyData = z.infer<typeof sportsLobby.response>;
export type EventData = z.infer<typeof sportsEvent.response>;

export interface MarketsNotice {
  eventId: number;
  status: EventStatus;
  score: Score;
  markets: Market[];
}

const MarketsNoticeSchema = z.object({ eventId: z.number(), status: EventStatus, score: Score, markets: z.array(Market) });

export function parseEventNotice(notice: LiveEvent): SportsEvent | null {
  const parsed = z.safeParse(SportsEvent, notice.event);
  return parsed.success ? parsed.data : null;
}

export function parseMarketsNotice(notice: LiveEvent): MarketsNotice | null {
  const parsed = z.safeParse(MarketsNoticeSchema, notice);
  return parsed.success ? parsed.data : null;
}

const listed = (event: SportsEvent) => event.status === 'live' || event.status === 'scheduled';

/** The lobby with `event`'s row replaced; unchanged (the same object) when the event is not in it. */
export function replaceLobbyEvent(data: LobbyData, event: SportsEvent): LobbyData {
  const index = data.events.findIndex((row) => row.id === event.id);
  if (index < 0) return data;
  const events = listed(event) ? data.events.map((row, i) => (i === index ? event : row)) : data.events.filter((_, i) => i !== index);
  return { ...data, events };
}

/** The match with the notice's markets, status and score applied. */
export function applyMarketsNotice(data: EventData, notice: MarketsNotice): EventData {
  const updates = new Map(notice.markets.map((market) => [market.id, market]));
  const markets = data.markets.map((market) => updates.get(market.id) ?? market);
  for (const market of notice.markets) if (!data.markets.some((known) => known.id === market.id)) markets.push(market);
  const main = data.event.main ? (updates.get(data.event.main.id) ?? data.event.main) : null;
  return { ...data, event: { ...data.event, status: notice.status, score: notice.score, main }, markets };
}
