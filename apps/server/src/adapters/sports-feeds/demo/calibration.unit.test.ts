// The demo feed's prices against its own matches: over many simulated matches (each played out
// at once through the pure functions, no waiting for real time), outcomes come up about as often
// as the prices, with the margin taken out, said they would.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedMarket } from '../port.ts';
import { cricketEvent } from './cricket-event.ts';
import { footballEvent } from './football-event.ts';
import { fixtureOf, LANES, type Fixture, type LaneId } from './schedule.ts';

const SEED = 'calibration';
const DAY = 86_400_000;

function fixtures(lane: LaneId, count: number): Fixture[] {
  const { slotMs, offsetMs } = LANES[lane];
  const first = Math.ceil((Date.parse('2025-01-01T00:00:00Z') - offsetMs) / slotMs);
  return Array.from({ length: count }, (_, i) => {
    const index = first + i;
    return fixtureOf(SEED, { lane, index, key: lane === 'football' ? `football-${index}` : `cricket-${lane}-${index}`, startsAt: index * slotMs + offsetMs });
  }).filter((f) => f.rain === null);
}

/** The chances the odds stand for, the margin taken out in proportion. */
const implied = (market: FeedMarket) => {
  const inverse = market.selections.map((s) => 100 / s.odds);
  const total = inverse.reduce((a, b) => a + b, 0);
  return new Map(market.selections.map((s, i) => [s.key, inverse[i]! / total]));
};

/** A selection's share of the result: 1 won, 1/n in an n-way dead heat, 0 lost. */
const share = (market: FeedMarket, key: string) => {
  if (!market.result || !('winners' in market.result)) return null;
  const { winners } = market.result;
  return winners.includes(key) ? 1 / winners.length : 0;
};

/** Σ implied chance and Σ outcome of the favourite of a market, over pairs (prematch, final) of events. */
function favourites(pairs: [FeedEvent, FeedEvent][], marketKey: string) {
  let expected = 0;
  let happened = 0;
  let n = 0;
  for (const [before, after] of pairs) {
    const prematch = before.markets.find((m) => m.key === marketKey)!;
    const chances = implied(prematch);
    const [favourite, chance] = [...chances].sort((a, b) => b[1] - a[1])[0]!;
    const won = share(after.markets.find((m) => m.key === marketKey)!, favourite);
    if (won === null) continue;
    expected += chance;
    happened += won;
    n += 1;
  }
  return { expected: expected / n, happened: happened / n, n };
}

describe('demo feed calibration', () => {
  it('cricket: prematch favourites win about as often as their odds say (T20 and ODI)', () => {
    for (const [lane, count, tolerance] of [['t20', 1_000, 0.04], ['odi', 500, 0.05]] as const) {
      const pairs = fixtures(lane, count).map((f): [FeedEvent, FeedEvent] => {
        const event = cricketEvent(SEED, f);
        return [event.at(f.announcedAt), event.at(f.startsAt + DAY)];
      });
      const { expected, happened, n } = favourites(pairs, 'match-winner');
      expect(n).toBeGreaterThan(count * 0.85);
      // Favourites exist: teams differ in strength.
      expect(expected).toBeGreaterThan(0.6);
      expect(Math.abs(happened - expected), `${lane}: priced ${expected.toFixed(3)}, won ${happened.toFixed(3)}`).toBeLessThan(tolerance);

      // In play too: every over's runs market at its odds when it closed (just before the over).
      let overExpected = 0;
      let overHappened = 0;
      for (const [, after] of pairs) {
        for (const m of after.markets) {
          const outcome = m.kind === 'over-runs' ? share(m, 'over') : null;
          if (outcome === null) continue;
          overExpected += implied(m).get('over')!;
          overHappened += outcome;
        }
      }
      expect(Math.abs(overHappened - overExpected) / overExpected, `${lane} overs: ${overExpected.toFixed(0)} priced, ${overHappened} over`).toBeLessThan(0.03);
      // How the first wicket falls, as priced before the match (later ones are priced as they open).
      const caught = favourites(pairs, 'next-dismissal:1:1');
      expect(Math.abs(caught.happened - caught.expected), `${lane} first wicket caught: priced ${caught.expected.toFixed(3)}, happened ${caught.happened.toFixed(3)}`).toBeLessThan(0.07);
    }
  });

  it('football: prematch favourites win, and goals pass 2.5, about as often as the odds say', () => {
    const pairs = fixtures('football', 2_500).map((f): [FeedEvent, FeedEvent] => {
      const event = footballEvent(SEED, f);
      return [event.at(f.announcedAt), event.at(f.startsAt + DAY)];
    });
    const winners = favourites(pairs, '1x2');
    expect(winners.expected).toBeGreaterThan(0.45);
    expect(Math.abs(winners.happened - winners.expected), `priced ${winners.expected.toFixed(3)}, won ${winners.happened.toFixed(3)}`).toBeLessThan(0.03);
    let expected = 0;
    let happened = 0;
    for (const [before, after] of pairs) {
      expected += implied(before.markets.find((m) => m.key === 'total-goals:25')!).get('over')!;
      happened += share(after.markets.find((m) => m.key === 'total-goals:25')!, 'over')!;
    }
    expect(Math.abs(happened - expected) / pairs.length, `over 2.5: priced ${expected.toFixed(0)}, happened ${happened}`).toBeLessThan(0.03);
  });
});
