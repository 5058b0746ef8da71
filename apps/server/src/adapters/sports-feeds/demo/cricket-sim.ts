// A cricket match played ball by ball from its own random stream: the whole script is derived at
// once (a few hundred deliveries), then the feed reads the state at any instant from it.
import { DISMISSALS, legalBall, phaseOf, RUN_VALUES, type BallChances, type Dismissal, type InningsModel, type Phase } from './cricket-model.ts';
import { pick, type Rng } from './rng.ts';

export interface Delivery {
  kind: 'legal' | 'wide' | 'no-ball';
  /** Runs added to the total (extras included). */
  runs: number;
  /** Runs off the bat, credited to the striker. */
  bat: number;
  /** Batter (index in the batting order) who faced it. */
  striker: number;
  /** Batter dismissed by it, if any. */
  out: number | null;
  method: Dismissal | null;
  /** As the scoreboard shows it: '0'..'6', 'W', 'wd', 'nb'. */
  label: string;
}

/** The state after d deliveries, for every d from 0 to the innings' last. */
export interface InningsPlay {
  model: InningsModel;
  deliveries: Delivery[];
  runs: number[];
  wickets: number[];
  legal: number[];
  /** Batters at the crease (-1: none, after the tenth wicket). */
  striker: number[];
  nonStriker: number[];
}

/** Runs and balls faced by each batter (in order) after the first d deliveries. */
export function battingAfter(play: InningsPlay, d: number): { runs: number[]; balls: number[] } {
  const runs = Array<number>(11).fill(0);
  const balls = Array<number>(11).fill(0);
  for (let i = 0; i < d; i++) {
    const x = play.deliveries[i]!;
    runs[x.striker]! += x.bat;
    // A wide is not a ball faced; a no-ball is.
    if (x.kind !== 'wide') balls[x.striker]! += 1;
  }
  return { runs, balls };
}

/** Runs off the bat for a uniform `u`, among the outcomes of `ball` that are not a wicket. */
function hitOf(ball: BallChances, u: number): number {
  const total = 1 - ball.wicket;
  let left = u * total;
  for (let i = 0; i < RUN_VALUES.length - 1; i++) {
    left -= ball.runs[i]!;
    if (left < 0) return RUN_VALUES[i]!;
  }
  return RUN_VALUES.at(-1)!;
}

/** Plays an innings to its end: balls run out, ten wickets, or (chasing) the target reached. */
export function playInnings(rng: Rng, model: InningsModel, target: number | null): InningsPlay {
  const { rules } = model;
  const play: InningsPlay = { model, deliveries: [], runs: [], wickets: [], legal: [], striker: [], nonStriker: [] };
  let striker = 0;
  let nonStriker = 1;
  let nextIn = 2;
  let runs = 0;
  let wickets = 0;
  let legal = 0;
  // A ball's chances depend on (phase, wickets, striker): work each out once.
  const chances: (BallChances | undefined)[] = [];
  const ballFor = (phase: Phase) => (chances[phase * 110 + wickets * 11 + striker] ??= legalBall(rules, phase, wickets, model.edge + model.skills[striker]!));
  const record = () => {
    play.runs.push(runs);
    play.wickets.push(wickets);
    play.legal.push(legal);
    play.striker.push(striker);
    play.nonStriker.push(nonStriker);
  };
  const swap = () => {
    [striker, nonStriker] = [nonStriker, striker];
  };
  record();
  while (legal < rules.balls && wickets < 10 && (target === null || runs < target)) {
    const phase = phaseOf(rules, legal);
    const ball = ballFor(phase);
    const u = rng();
    const faced = striker;
    if (u < rules.wide) {
      runs += 1;
      play.deliveries.push({ kind: 'wide', runs: 1, bat: 0, striker: faced, out: null, method: null, label: 'wd' });
    } else if (u < rules.wide + rules.noBall) {
      // A no-ball cannot get the batter out (bar a run-out, left out here) and counts as faced.
      const hit = RUN_VALUES[pick(rng, rules.noBallHits)]!;
      runs += 1 + hit;
      play.deliveries.push({ kind: 'no-ball', runs: 1 + hit, bat: hit, striker: faced, out: null, method: null, label: 'nb' });
      if (hit % 2 === 1) swap();
    } else {
      legal += 1;
      const v = rng();
      if (v < ball.wicket) {
        const method = DISMISSALS[pick(rng, rules.methods[phase])]!;
        // A run-out may catch either batter; everything else is the striker's.
        const out = method === 'run-out' && rng() < 0.35 ? nonStriker : striker;
        wickets += 1;
        const replacement = wickets < 10 ? nextIn++ : -1;
        if (out === striker) striker = replacement;
        else nonStriker = replacement;
        play.deliveries.push({ kind: 'legal', runs: 0, bat: 0, striker: faced, out, method, label: 'W' });
      } else {
        // v is uniform over the non-wicket outcomes here: one draw decides the ball.
        const hit = hitOf(ball, (v - ball.wicket) / (1 - ball.wicket));
        runs += hit;
        play.deliveries.push({ kind: 'legal', runs: hit, bat: hit, striker: faced, out: null, method: null, label: String(hit) });
        if (hit % 2 === 1) swap();
      }
      if (legal % 6 === 0 && striker >= 0 && nonStriker >= 0) swap();
    }
    record();
  }
  return play;
}

export interface CricketPlay {
  first: InningsPlay;
  second: InningsPlay;
  /** Runs the side batting second needs (first innings + 1). */
  target: number;
  winner: 'first' | 'second' | 'tie';
}

export function playMatch(rng: Rng, first: InningsModel, second: InningsModel): CricketPlay {
  const one = playInnings(rng, first, null);
  const target = one.runs.at(-1)! + 1;
  const two = playInnings(rng, second, target);
  const chased = two.runs.at(-1)!;
  return { first: one, second: two, target, winner: chased >= target ? 'second' : chased === target - 1 ? 'tie' : 'first' };
}
