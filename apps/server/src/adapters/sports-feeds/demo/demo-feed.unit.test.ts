// The demo feed as the sportsbook sees it: the same answer from every process, a full window of
// fixtures with live matches at every instant, and markets that follow the rules of the port while
// a match is followed ball by ball or minute by minute.
import { describe, expect, it } from 'vitest';
import type { CricketScore, FeedEvent, FeedMarket, FootballScore } from '../port.ts';
import { cricketEvent } from './cricket-event.ts';
import { createDemoFeed } from './demo-feed.ts';
import { footballEvent } from './football-event.ts';
import { overroundOf } from './odds.ts';
import { fixtureOf, LANES, type Fixture, type LaneId } from './schedule.ts';

const SEED = 'unit-test';
const T0 = Date.parse('2025-03-14T09:27:41.123Z');
const HOUR = 3_600_000;

const snapshotAt = (feed: ReturnType<typeof createDemoFeed>, t: number) => feed.snapshot(new Date(t));

/** The fixtures of a lane from `from` on that satisfy `test`. */
function fixtures(lane: LaneId, from: number, count: number, test: (f: Fixture) => boolean): Fixture[] {
  const found: Fixture[] = [];
  const { slotMs, offsetMs } = LANES[lane];
  for (let index = Math.ceil((from - offsetMs) / slotMs); found.length < count; index++) {
    const fixture = fixtureOf(SEED, { lane, index, key: lane === 'football' ? `football-${index}` : `cricket-${lane}-${index}`, startsAt: index * slotMs + offsetMs });
    if (test(fixture)) found.push(fixture);
  }
  return found;
}

/** Every market of every event: odds within bounds; open ones carry a 103–112 % book; a result only once closed. */
function expectPricesSane(events: FeedEvent[]) {
  const problems: string[] = [];
  for (const event of events) {
    for (const market of event.markets) {
      const where = `${event.key} ${market.key}`;
      if (market.selections.some((s) => !Number.isInteger(s.odds) || s.odds < 101 || s.odds > 50_000)) problems.push(`${where}: odds ${market.selections.map((s) => s.odds)}`);
      const book = overroundOf(market.selections.map((s) => s.odds));
      if (market.status === 'open' && (book < 1.03 || book > 1.12)) problems.push(`${where}: open with a book of ${book.toFixed(3)}`);
      if (market.result && market.status !== 'closed') problems.push(`${where}: a result while ${market.status}`);
    }
  }
  expect(problems).toEqual([]);
}

/** Follows markets across snapshots: none disappears, changes its line, loses or changes its result, or reopens. */
function marketWatch() {
  const seen = new Map<string, FeedMarket>();
  return (event: FeedEvent) => {
    const keys = new Set(event.markets.map((m) => m.key));
    for (const [key, before] of seen) {
      expect(keys.has(key), `${event.key}: ${key} disappeared`).toBe(true);
      const now = event.markets.find((m) => m.key === key)!;
      expect(now.line).toBe(before.line);
      expect(now.kind).toBe(before.kind);
      expect(now.params).toEqual(before.params);
      expect(now.selections.map((s) => s.key)).toEqual(before.selections.map((s) => s.key));
      if (before.result) expect(now.result, `${event.key}: ${key}'s result changed`).toEqual(before.result);
      if (before.status === 'closed') expect(now.status, `${event.key}: ${key} reopened`).toBe('closed');
    }
    for (const m of event.markets) seen.set(m.key, m);
  };
}

const winnersOf = (m: FeedMarket | undefined) => (m?.result && 'winners' in m.result ? m.result.winners : null);

describe('demo feed: one answer for every process', () => {
  it('two feeds with the same seed give deep-equal snapshots at the same instant, whatever they were asked before', async () => {
    const fresh = createDemoFeed({ seed: SEED });
    const used = createDemoFeed({ seed: SEED });
    for (const t of [T0 + 30 * HOUR, T0 - 1_000, T0 + 2_500]) await snapshotAt(used, t);
    const a = await snapshotAt(fresh, T0);
    const b = await snapshotAt(used, T0);
    expect(b).toEqual(a);
    // And again a little later, after both have cached the matches in play.
    expect(await snapshotAt(used, T0 + 7_000)).toEqual(await snapshotAt(createDemoFeed({ seed: SEED }), T0 + 7_000));
    expect(await snapshotAt(fresh, T0 + 7_000)).toEqual(await snapshotAt(used, T0 + 7_000));
  });

  it('is named demo; another seed plays other matches; an invalid date is refused', async () => {
    const feed = createDemoFeed();
    expect(feed.name).toBe('demo');
    const mine = await snapshotAt(createDemoFeed({ seed: SEED }), T0);
    const other = await snapshotAt(createDemoFeed({ seed: 'another' }), T0);
    expect(other.map((e) => e.key)).toEqual(mine.map((e) => e.key));
    expect(other).not.toEqual(mine);
    await expect(feed.snapshot(new Date(Number.NaN))).rejects.toThrow();
  });
});

describe('demo feed: the window', () => {
  it('at any instant: ≥ 2 live cricket matches, ≥ 1 live football match, fixtures for two days, sane prices', async () => {
    const feed = createDemoFeed({ seed: SEED });
    // Half a day, every 7 min 13 s (co-prime with the slots), plus the instants around a slot's start.
    const instants = Array.from({ length: 100 }, (_, i) => T0 + i * 433_000);
    instants.push(...[0, 1, -1].map((e) => Math.ceil(T0 / LANES.t20.slotMs) * LANES.t20.slotMs + e));
    for (const t of instants) {
      const events = await snapshotAt(feed, t);
      const live = (sport: string) => events.filter((e) => e.sport === sport && e.status === 'live').length;
      expect(live('cricket'), new Date(t).toISOString()).toBeGreaterThanOrEqual(2);
      expect(live('football'), new Date(t).toISOString()).toBeGreaterThanOrEqual(1);
      // Two hours of finished matches and two days of fixtures: enough to browse, few enough to ingest every second.
      expect(events.length).toBeGreaterThanOrEqual(30);
      expect(events.length).toBeLessThanOrEqual(60);
      for (const e of events) {
        expect(e.startsAt.getTime()).toBeGreaterThanOrEqual(t - 2 * HOUR);
        expect(e.startsAt.getTime()).toBeLessThanOrEqual(t + 48 * HOUR);
        expect(e.status === 'scheduled').toBe(e.startsAt.getTime() > t);
      }
      expect(events.some((e) => e.startsAt.getTime() > t + 36 * HOUR)).toBe(true);
      // Nobody plays two matches at once.
      const playing = events.filter((e) => e.status === 'live').flatMap((e) => [e.home, e.away]);
      expect(new Set(playing).size, new Date(t).toISOString()).toBe(playing.length);
      expect(events.filter((e) => e.status === 'scheduled').length).toBeGreaterThanOrEqual(8);
      expectPricesSane(events);
    }
  });

  it('leaves no gap: in each lane a match is in play until the next one starts, rain or not', () => {
    for (const lane of ['t20', 'odi', 'football'] as const) {
      const { slotMs } = LANES[lane];
      for (const fixture of fixtures(lane, T0, Math.ceil((18 * HOUR) / slotMs), () => true)) {
        const event = lane === 'football' ? footballEvent(SEED, fixture) : cricketEvent(SEED, fixture);
        expect(event.at(fixture.startsAt).status).toBe('live');
        expect(event.at(fixture.startsAt + slotMs - 1).status, fixture.key).toBe('live');
        expect(['ended', 'abandoned']).toContain(event.at(fixture.startsAt + 2 * HOUR).status);
      }
    }
  });

  it('names competitions and teams as proper nouns; mixes T20 with fewer ODIs; football is a league', async () => {
    const events = await snapshotAt(createDemoFeed({ seed: SEED }), T0);
    const competitions = new Set(events.map((e) => `${e.sport}/${e.format}/${e.competition.name}`));
    expect([...competitions].sort()).toEqual(
      expect.arrayContaining(['cricket/ODI/ODI Series', 'cricket/T20/Pakistan Super League', 'cricket/T20/International T20', 'football/league/Pakistan Premier League']),
    );
    const t20 = events.filter((e) => e.format === 'T20').length;
    const odi = events.filter((e) => e.format === 'ODI').length;
    expect(odi).toBeGreaterThan(0);
    expect(odi).toBeLessThan(t20);
    for (const e of events) expect(e.home).not.toBe(e.away);
    const psl = events.find((e) => e.competition.name === 'Pakistan Super League')!;
    expect(['Karachi Kings', 'Lahore Qalandars', 'Islamabad United', 'Peshawar Zalmi', 'Quetta Gladiators', 'Multan Sultans']).toContain(psl.home);
  });
});

describe('demo feed: a T20 followed ball by ball', () => {
  it('opens, moves, suspends, closes and settles its markets by the play, and the results match the score', async () => {
    const [fixture] = fixtures('t20', T0, 1, (f) => f.rain === null);
    const feed = createDemoFeed({ seed: SEED });
    const watch = marketWatch();
    const at = async (t: number) => (await snapshotAt(feed, t)).find((e) => e.key === fixture!.key)!;

    // Prematch: the first innings' markets and the match winner, nothing of the second innings.
    const before = await at(fixture!.startsAt - 1);
    expect(before.status).toBe('scheduled');
    expect(before.score).toBeNull();
    expect(before.markets.map((m) => m.key).sort()).toEqual(['innings-runs:1', 'match-winner', 'next-dismissal:1:1', 'over-runs:1:1', 'top-batter:1']);
    expect(before.markets.every((m) => m.status === 'open')).toBe(true);
    const topBatter = before.markets.find((m) => m.key === 'top-batter:1')!;
    expect(topBatter.selections).toHaveLength(11);
    for (const s of topBatter.selections) expect(s.key).toBe(`b:${s.name}`);
    watch(before);

    const runsAtBalls: Map<number, number>[] = [new Map(), new Map()];
    const bestScores: Map<string, number>[] = [new Map(), new Map()];
    const wicketsSeen: number[] = [0, 0];
    let suspendedChecks = 0;
    let wicketFellAt: number | null = null;
    const firstOdds = JSON.stringify(before.markets.find((m) => m.key === 'match-winner')!.selections);
    let oddsMoved = false;
    let breakSeen = false;
    let event = before;
    for (let t = fixture!.startsAt + 1; t < fixture!.startsAt + 2 * HOUR; t += 5_000) {
      event = await at(t);
      watch(event);
      expectPricesSane([event]);
      const score = event.score as CricketScore;
      expect(score.ballsPerInnings).toBe(120);
      const i = score.current - 1;
      const innings = score.innings[i]!;
      score.innings.forEach((x, j) => {
        if (!runsAtBalls[j]!.has(x.balls)) runsAtBalls[j]!.set(x.balls, x.runs);
      });
      for (const b of score.batters) bestScores[i]!.set(b.name, Math.max(bestScores[i]!.get(b.name) ?? 0, b.runs));
      if (event.status === 'ended') break;
      expect(event.status).toBe('live');
      expect(score.recent.length).toBeLessThanOrEqual(6);
      if (JSON.stringify(event.markets.find((m) => m.key === 'match-winner')!.selections) !== firstOdds) oddsMoved = true;

      // A wicket: every market not closed is suspended for two deliveries.
      if (innings.wickets > wicketsSeen[i]!) {
        wicketsSeen[i] = innings.wickets;
        wicketFellAt = t;
        expect(score.recent.at(-1)).toBe('W');
        const dismissal = event.markets.find((m) => m.key === `next-dismissal:${i + 1}:${innings.wickets}`)!;
        expect(winnersOf(dismissal)).toHaveLength(1);
        expect(['caught', 'bowled', 'lbw', 'run-out', 'other']).toContain(winnersOf(dismissal)![0]);
        if (innings.wickets < 10) expect(event.markets.some((m) => m.key === `next-dismissal:${i + 1}:${innings.wickets + 1}`)).toBe(true);
      }
      if (wicketFellAt !== null && t - wicketFellAt < 10_000) {
        for (const m of event.markets) if (m.status !== 'closed') expect(m.status, m.key).toBe('suspended');
        suspendedChecks += 1;
      }

      // Over N is listed when over N−1 starts and closed when it starts.
      const over = Math.floor(innings.balls / 6) + 1;
      if (over < 20) expect(event.markets.some((m) => m.key === `over-runs:${i + 1}:${over + 1}`), `over ${over + 1} listed`).toBe(true);
      if (over <= 20) expect(event.markets.find((m) => m.key === `over-runs:${i + 1}:${over}`)?.status).toBe('closed');
      expect(event.markets.some((m) => m.key === `over-runs:${i + 1}:${over + 2}`)).toBe(false);
      // The runs line closes for the last two overs.
      if (innings.balls >= 108) expect(event.markets.find((m) => m.key === `innings-runs:${i + 1}`)!.status).toBe('closed');
      // The second innings' markets open at the break, the scoreboard showing the first innings as it ended.
      if (!breakSeen && event.markets.some((m) => m.key === 'innings-runs:2')) {
        breakSeen = true;
        expect(score.current).toBe(1);
        expect(innings.balls === 120 || innings.wickets === 10).toBe(true);
        for (const key of ['innings-runs:2', 'top-batter:2', 'next-dismissal:2:1', 'over-runs:2:1']) expect(event.markets.find((m) => m.key === key)?.status).not.toBe('closed');
        const line = event.markets.find((m) => m.key === 'innings-runs:2')!.line!;
        expect((line - 5) % 10).toBe(0);
        expect(line).toBeLessThan(innings.runs * 10 + 10);
      }
    }

    expect(event.status).toBe('ended');
    expect(breakSeen).toBe(true);
    expect(oddsMoved).toBe(true);
    expect(suspendedChecks).toBeGreaterThan(0);
    const score = event.score as CricketScore;
    const [first, second] = score.innings as [CricketScore['innings'][number], CricketScore['innings'][number]];
    expect(score.current).toBe(2);
    for (const m of event.markets) expect(m.result, m.key).not.toBeNull();

    // Winner from the totals.
    const winner = second.runs > first.runs ? second.batting : second.runs < first.runs ? first.batting : null;
    expect(winnersOf(event.markets.find((m) => m.key === 'match-winner'))).toEqual(winner ? [winner] : ['home', 'away']);
    // The chase stops at the target; the first innings at 20 overs or 10 wickets.
    expect(first.balls === 120 || first.wickets === 10).toBe(true);
    expect(second.runs > first.runs || second.balls === 120 || second.wickets === 10).toBe(true);

    for (const [i, innings] of [first, second].entries()) {
      const market = event.markets.find((m) => m.key === `innings-runs:${i + 1}`)!;
      expect(winnersOf(market)).toEqual([innings.runs * 10 > market.line! ? 'over' : 'under']);
      // Over by over, from the runs seen when each over began and ended (extras count).
      for (const m of event.markets.filter((x) => x.kind === 'over-runs' && x.params.innings === i + 1)) {
        const n = m.params.over!;
        const from = runsAtBalls[i]!.get(6 * (n - 1));
        const to = runsAtBalls[i]!.get(6 * n);
        if (from !== undefined && to !== undefined) expect(winnersOf(m), m.key).toEqual([(to - from) * 10 > m.line! ? 'over' : 'under']);
        else if (m.result && 'winners' in m.result) expect(m.result.winners).toEqual(['over']);
        else expect(m.result).toEqual({ void: true });
      }
      // Top batter: the highest score seen at the crease, ties all winning.
      const best = Math.max(...bestScores[i]!.values());
      const tops = [...bestScores[i]!].filter(([, r]) => r === best).map(([name]) => `b:${name}`);
      expect(winnersOf(event.markets.find((m) => m.key === `top-batter:${i + 1}`))!.sort()).toEqual(tops.sort());
      // One dismissal market per wicket, and the next one void.
      const dismissals = event.markets.filter((m) => m.kind === 'next-dismissal' && m.params.innings === i + 1);
      expect(dismissals.filter((m) => winnersOf(m))).toHaveLength(innings.wickets);
      expect(dismissals.filter((m) => !winnersOf(m)).map((m) => m.result)).toEqual(innings.wickets < 10 ? [{ void: true }] : []);
    }
  });
});

describe('demo feed: rain', () => {
  it('an abandoned match voids exactly the markets not yet decided; decided ones keep their results', async () => {
    const feed = createDemoFeed({ seed: SEED });
    const candidates = fixtures('t20', T0, 6, (f) => f.rain !== null);
    let checked = 0;
    for (const fixture of candidates) {
      const at = async (t: number) => (await snapshotAt(feed, t)).find((e) => e.key === fixture.key)!;
      const { at: rainAt, calledOffAt } = fixture.rain!;
      const dry = await at(rainAt - 1);
      const calledOff = await at(calledOffAt);
      if (calledOff.status !== 'abandoned') continue; // it had finished before the rain came
      const raining = await at(rainAt + 1);
      const late = await at(calledOffAt - 1);
      expect(raining.status).toBe('live');
      expect(late.status).toBe('live');
      // Play stops: the score stands still and everything not closed is suspended.
      expect(late.score).toEqual(raining.score);
      for (const m of late.markets) if (m.status !== 'closed') expect(m.status).toBe('suspended');
      expect(calledOff.markets.map((m) => m.key)).toEqual(late.markets.map((m) => m.key));
      let kept = 0;
      let voided = 0;
      for (const m of calledOff.markets) {
        const earlier = late.markets.find((x) => x.key === m.key)!;
        expect(m.status).toBe('closed');
        if (earlier.result) {
          expect(m.result).toEqual(earlier.result);
          kept += 1;
        } else {
          expect(m.result).toEqual({ void: true });
          voided += 1;
        }
      }
      expect(voided).toBeGreaterThan(0);
      expect(winnersOf(calledOff.markets.find((m) => m.key === 'match-winner'))).toBeNull();
      if (dry.markets.some((m) => m.result)) expect(kept).toBeGreaterThan(0);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('about one match in twelve is rained off', () => {
    const all = fixtures('t20', T0, 1200, () => true);
    const rained = all.filter((f) => f.rain).length / all.length;
    expect(rained).toBeGreaterThan(0.05);
    expect(rained).toBeLessThan(0.12);
  });
});

describe('demo feed: a football match followed minute by minute', () => {
  it('pauses after goals, settles both-teams-to-score and totals as soon as they are sure, and 1X2 at full time', async () => {
    const [fixture] = fixtures('football', T0, 1, (f) => f.rain === null && f.index % 3 === 0);
    const feed = createDemoFeed({ seed: SEED });
    const watch = marketWatch();
    const at = async (t: number) => (await snapshotAt(feed, t)).find((e) => e.key === fixture!.key)!;
    const prematch = await at(fixture!.startsAt - 1);
    expect(prematch.markets.map((m) => m.key)).toEqual(['1x2', 'total-goals:15', 'total-goals:25', 'total-goals:35', 'btts']);
    expect(prematch.score).toEqual({ home: 0, away: 0, minute: 0 });
    watch(prematch);
    let last = { home: 0, away: 0, minute: 0 };
    let goals = 0;
    let event: FeedEvent;
    for (let t = fixture!.startsAt + 1; ; t += 10_000) {
      event = await at(t);
      watch(event);
      expectPricesSane([event]);
      const score = event.score as FootballScore;
      expect(score.minute).toBeGreaterThanOrEqual(last.minute);
      if (score.home + score.away > last.home + last.away) {
        goals += score.home + score.away - last.home - last.away;
        for (const m of event.markets) if (m.status !== 'closed') expect(m.status, m.key).toBe('suspended');
      }
      const btts = event.markets.find((m) => m.key === 'btts')!;
      expect(winnersOf(btts) !== null && winnersOf(btts)![0] === 'yes').toBe(score.home > 0 && score.away > 0);
      for (const line of [15, 25, 35]) {
        const total = event.markets.find((m) => m.key === `total-goals:${line}`)!;
        if ((score.home + score.away) * 10 > line) expect(winnersOf(total)).toEqual(['over']);
      }
      last = score;
      if (event.status === 'ended') break;
      expect(event.status).toBe('live');
    }
    expect(last.minute).toBe(90);
    const { home, away } = last;
    expect(winnersOf(event.markets.find((m) => m.key === '1x2'))).toEqual([home > away ? 'home' : home === away ? 'draw' : 'away']);
    expect(winnersOf(event.markets.find((m) => m.key === 'btts'))).toEqual([home > 0 && away > 0 ? 'yes' : 'no']);
    for (const line of [15, 25, 35]) expect(winnersOf(event.markets.find((m) => m.key === `total-goals:${line}`))).toEqual([(home + away) * 10 > line ? 'over' : 'under']);
    expect(goals).toBe(home + away);
  });
});
