// Khel's embedded demo sports feed: cricket ball by ball and football minute by minute, on a
// compressed clock so a demo shows whole matches in minutes (README.md in the folder above).
// snapshot(now) is a pure function of (seed, now): every server process computes the same events,
// prices and results for the same instant, whatever it was asked before. Each match is played
// once from its seed and kept in a bounded cache; a snapshot only reads the state at `now` from it.
import type { FeedEvent, SportsFeed } from '../port.ts';
import { cricketEvent, type DemoEvent } from './cricket-event.ts';
import { footballEvent } from './football-event.ts';
import { fixtureOf, slotsAt } from './schedule.ts';

/** About three times the events of a window: matches leaving it fall out first. */
const CACHE_SIZE = 300;

export function createDemoFeed(options: { seed?: string } = {}): SportsFeed {
  const seed = options.seed ?? 'khel-demo';
  const events = new Map<string, DemoEvent>();

  function eventFor(slot: ReturnType<typeof slotsAt>[number]): DemoEvent {
    let event = events.get(slot.key);
    if (event) {
      // Least recently used last out: re-insert on every use.
      events.delete(slot.key);
    } else {
      const fixture = fixtureOf(seed, slot);
      event = fixture.sport === 'cricket' ? cricketEvent(seed, fixture) : footballEvent(seed, fixture);
      if (events.size >= CACHE_SIZE) events.delete(events.keys().next().value!);
    }
    events.set(slot.key, event);
    return event;
  }

  return {
    name: 'demo',
    async snapshot(now: Date): Promise<FeedEvent[]> {
      const t = now.getTime();
      if (!Number.isFinite(t)) throw new RangeError('snapshot: an invalid date');
      return slotsAt(t).map((slot) => eventFor(slot).at(t));
    },
  };
}
