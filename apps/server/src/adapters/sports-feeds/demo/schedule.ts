// The demo feed's fixtures: fixed time slots counted from the epoch, one "lane" of slots per kind
// of match, so every process finds the same fixtures at the same instant without asking anyone.
// A lane's match is in play until the lane's next one starts (football lasts exactly its slot; a
// cricket match's second innings never starts before then; rain is never called off earlier), so at
// any instant at least one T20 and one ODI (≥ 2 cricket matches, usually 3–4) and one football
// match (two for a few minutes when a rain delay overruns) are live.
import { rngFor } from './rng.ts';
import { INTERNATIONAL_T20, ODI_SERIES, PAKISTAN_PREMIER_LEAGUE, PAKISTAN_SUPER_LEAGUE, SINDH_FOOTBALL_LEAGUE, type Competition } from './teams.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The port's window: events that started up to 2 hours ago through those starting within 2 days. */
export const PAST_MS = 2 * HOUR;
export const AHEAD_MS = 48 * HOUR;
/** Most fixtures are announced an hour before they start; a headline fixture every 12 hours per lane, two days before. */
export const ANNOUNCE_MS = HOUR;

export type LaneId = 't20' | 'odi' | 'football';

interface Lane {
  id: LaneId;
  slotMs: number;
  offsetMs: number;
  /** Slots whose fixture is announced two days ahead. */
  headline: (slot: number) => boolean;
  /** About how long a match lasts (for placing rain part-way through). */
  typicalMs: number;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

// T20: ~21 minutes (120 balls × 5 s an innings, a minute's break), one every 11 minutes.
// ODI: ~52 minutes, one every 26 minutes. Football: 16 minutes (90 × 10 s + 60 s half time), back to back.
// About 12 hours apart, a lane's fixture is a headline one, announced two days ahead.
export const LANES: Record<LaneId, Lane> = {
  t20: { id: 't20', slotMs: 11 * MINUTE, offsetMs: 0, headline: (k) => mod(k, 65) === 0, typicalMs: 21 * MINUTE },
  odi: { id: 'odi', slotMs: 26 * MINUTE, offsetMs: 5 * MINUTE, headline: (k) => mod(k, 28) === 14, typicalMs: 52 * MINUTE },
  football: { id: 'football', slotMs: 16 * MINUTE, offsetMs: 3 * MINUTE, headline: (k) => mod(k, 45) === 22, typicalMs: 16 * MINUTE },
};

export interface Slot {
  lane: LaneId;
  index: number;
  key: string;
  startsAt: number;
}

export interface Fixture extends Slot {
  sport: 'cricket' | 'football';
  format: 'T20' | 'ODI' | 'league';
  competition: Competition;
  home: string;
  away: string;
  /** When the fixture and its prematch markets appear in the feed. */
  announcedAt: number;
  /** Cricket: the toss (decided with the fixture, so the first innings' markets can open prematch). */
  homeBatsFirst: boolean;
  /**
   * Cricket: the second innings starts a minute after the first ends, but not before the lane's
   * next match starts (a longer break after a collapse), so a lane always has a match in play.
   */
  secondInningsFrom: number;
  /**
   * About one match in 12: play stops at `at` (every market suspended) and the match is called off
   * at `calledOffAt`. Never before the lane's next match has started, so the lane stays live. A
   * match that has already finished by `at` is not affected.
   */
  rain: { at: number; calledOffAt: number } | null;
}

const keyOf = (lane: LaneId, index: number) => (lane === 'football' ? `football-${index}` : `cricket-${lane}-${index}`);
const startOf = (lane: LaneId, index: number) => index * LANES[lane].slotMs + LANES[lane].offsetMs;
const leadOf = (lane: LaneId, index: number) => (LANES[lane].headline(index) ? AHEAD_MS : ANNOUNCE_MS);

/** The fixtures in the window at `now` (announced, started at most PAST_MS ago), in start order. */
export function slotsAt(now: number): Slot[] {
  const slots: Slot[] = [];
  for (const lane of Object.values(LANES)) {
    const first = Math.ceil((now - PAST_MS - lane.offsetMs) / lane.slotMs);
    const last = Math.floor((now + AHEAD_MS - lane.offsetMs) / lane.slotMs);
    for (let index = first; index <= last; index++) {
      const startsAt = startOf(lane.id, index);
      if (now >= startsAt - leadOf(lane.id, index)) slots.push({ lane: lane.id, index, key: keyOf(lane.id, index), startsAt });
    }
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt || a.key.localeCompare(b.key));
}

// Neighbouring slots are looked up again and again (each odd slot reads both neighbours): remember
// the answers. Pure functions of their arguments; cleared when full.
const remembered = new Map<string, unknown>();
function remember<T>(key: string, compute: () => T): T {
  if (remembered.has(key)) return remembered.get(key) as T;
  const value = compute();
  if (remembered.size >= 5_000) remembered.clear();
  remembered.set(key, value);
  return value;
}

/** The slot's random decisions, all from one hash: competition, teams, toss, rain. */
interface Draws {
  competition: number;
  /** Who picks teams first among overlapping matches. */
  priority: number;
  home: number;
  away: number;
  toss: number;
  rain: number;
  rainAt: number;
}

function drawsOf(seed: string, lane: LaneId, index: number): Draws {
  return remember(`d\u001f${seed}\u001f${lane}\u001f${index}`, () => {
    const rng = rngFor(seed, keyOf(lane, index), 'fixture');
    return { competition: rng(), priority: rng(), home: rng(), away: rng(), toss: rng(), rain: rng(), rainAt: rng() };
  });
}

/**
 * The competition and the two teams of a slot. A team must not play two matches at once: a cricket
 * match overlaps the lane's two matches either side of it, so among overlapping matches the one
 * with the higher priority picks first and the other picks around it (priorities only rise along
 * the way, so this ends; the farther neighbour gives way if fewer than two teams are left). An
 * international T20 also picks around the nations playing an ODI meanwhile, and when too few are
 * free the slot is a Pakistan Super League match instead.
 */
function lineUpOf(seed: string, lane: LaneId, index: number): { competition: Competition; teams: [string, string] } {
  return remember(`t\u001f${seed}\u001f${lane}\u001f${index}`, () => {
    const draws = drawsOf(seed, lane, index);
    const pick = (competition: Competition, avoid: readonly (readonly string[])[]) => {
      let pool = competition.teams;
      for (const busy of avoid) {
        const left = pool.filter((team) => !busy.includes(team));
        if (left.length >= 2) pool = left;
      }
      const home = pool[Math.floor(draws.home * pool.length)]!;
      const rest = pool.filter((team) => team !== home);
      return { competition, teams: [home, rest[Math.floor(draws.away * rest.length)]!] as [string, string] };
    };
    if (lane === 'football') return pick(draws.competition < 0.55 ? PAKISTAN_PREMIER_LEAGUE : SINDH_FOOTBALL_LEAGUE, []);
    // Teams of the overlapping neighbours that pick first (the priority test comes first: a
    // neighbour that picks later must not be asked, it asks this slot).
    const neighbours = (distance: number, competition: Competition) =>
      [index - distance, index + distance]
        .filter((k) => drawsOf(seed, lane, k).priority > draws.priority)
        .map((k) => lineUpOf(seed, lane, k))
        .filter((other) => other.competition === competition)
        .flatMap((other) => other.teams);
    if (lane === 'odi') return pick(ODI_SERIES, [neighbours(1, ODI_SERIES), neighbours(2, ODI_SERIES)]);
    if (draws.competition < 0.5) {
      const from = startOf(lane, index);
      const odi = LANES.odi;
      // Nations in an ODI during this T20 (an ODI lasts under an hour, a T20 under half an hour).
      const busy: string[] = [];
      for (let k = Math.ceil((from - HOUR - odi.offsetMs) / odi.slotMs); startOf('odi', k) < from + 30 * MINUTE; k++) busy.push(...lineUpOf(seed, 'odi', k).teams);
      const near = neighbours(1, INTERNATIONAL_T20);
      if (INTERNATIONAL_T20.teams.filter((team) => !busy.includes(team) && !near.includes(team)).length >= 2) {
        return pick(INTERNATIONAL_T20, [[...busy, ...near], neighbours(2, INTERNATIONAL_T20)]);
      }
    }
    return pick(PAKISTAN_SUPER_LEAGUE, [neighbours(1, PAKISTAN_SUPER_LEAGUE), neighbours(2, PAKISTAN_SUPER_LEAGUE)]);
  });
}

export function fixtureOf(seed: string, slot: Slot): Fixture {
  const lane = LANES[slot.lane];
  const { competition, teams } = lineUpOf(seed, slot.lane, slot.index);
  const draws = drawsOf(seed, slot.lane, slot.index);
  const at = Math.round(slot.startsAt + (0.15 + 0.7 * draws.rainAt) * lane.typicalMs);
  return {
    ...slot,
    sport: slot.lane === 'football' ? 'football' : 'cricket',
    format: slot.lane === 't20' ? 'T20' : slot.lane === 'odi' ? 'ODI' : 'league',
    competition,
    home: teams[0],
    away: teams[1],
    announcedAt: slot.startsAt - leadOf(slot.lane, slot.index),
    homeBatsFirst: draws.toss < 0.5,
    secondInningsFrom: slot.startsAt + lane.slotMs,
    rain: draws.rain < 1 / 12 ? { at, calledOffAt: Math.max(at + 3 * MINUTE, slot.startsAt + lane.slotMs) } : null,
  };
}
