// A demo football match played minute by minute from its own random stream: goals from open play
// (Poisson per minute, a little more likely late on), penalties (awarded in one minute, taken in
// the next) and VAR reviews (a pause, no effect). The prices (football-prices.ts) use the same rates.
import { rngFor, type Rng } from './rng.ts';
import type { FootballTeam } from './teams.ts';

export const MINUTES = 90;
/** Per team and minute: a penalty award, and the chance it is scored. */
export const PENALTY_PER_MINUTE = 0.0025;
export const PENALTY_SCORED = 0.76;
const REVIEW_PER_MINUTE = 0.012;

/** How much of a match's goals fall in minute m (1..90): 0.85 early rising to 1.15 late, averaging 1. */
export const minuteWeight = (m: number) => 0.85 + (0.3 * (m - 1)) / (MINUTES - 1);

/** No penalty is awarded in the last minute of a half: it is taken in the next minute of the same half. */
export const penaltyMinute = (m: number) => m !== 45 && m !== MINUTES;

export interface FootballModel {
  /** Expected open-play goals over 90 minutes. */
  home: number;
  away: number;
}

/** Goals from the teams' strengths (home advantage included) and the match's tempo. */
export function footballModel(home: FootballTeam, away: FootballTeam, tempo: number): FootballModel {
  const gap = home.strength - away.strength;
  const penalties = PENALTY_PER_MINUTE * (MINUTES - 2) * PENALTY_SCORED;
  const expected = (edge: number) => Math.max(0.2, 1.3 * tempo * Math.exp(edge) - penalties);
  return { home: expected(0.12 + 0.9 * gap), away: expected(-0.12 - 0.9 * gap) };
}

export interface FootballPlay {
  /** Goals scored in each minute (index = minute 1..90; 0 unused), home and away. */
  home: number[];
  away: number[];
  /** Penalty awarded in a minute (taken in the next). */
  penalty: ('home' | 'away' | null)[];
  review: boolean[];
}

function poissonDraw(rng: Rng, mean: number): number {
  let u = rng();
  let k = 0;
  let term = Math.exp(-mean);
  while (u > term && k < 10) {
    u -= term;
    k += 1;
    term *= mean / k;
  }
  return k;
}

export function playFootball(seed: string, key: string, model: FootballModel): FootballPlay {
  const rng = rngFor(seed, key, 'play');
  const play: FootballPlay = { home: [0], away: [0], penalty: [null], review: [false] };
  for (let m = 1; m <= MINUTES; m++) {
    const pending = play.penalty[m - 1];
    const home = poissonDraw(rng, (model.home * minuteWeight(m)) / MINUTES) + (pending === 'home' && rng() < PENALTY_SCORED ? 1 : 0);
    const away = poissonDraw(rng, (model.away * minuteWeight(m)) / MINUTES) + (pending === 'away' && rng() < PENALTY_SCORED ? 1 : 0);
    const u = rng();
    const penalty = !penaltyMinute(m) ? null : u < PENALTY_PER_MINUTE ? 'home' : u < 2 * PENALTY_PER_MINUTE ? 'away' : null;
    play.home.push(home);
    play.away.push(away);
    play.penalty.push(penalty);
    play.review.push(rng() < REVIEW_PER_MINUTE);
  }
  return play;
}
