// The ball-by-ball model of the demo cricket: the chances of each outcome of a delivery, given the
// format, the phase of the innings, the wickets down and the batter's skill against the bowling.
// The simulation plays matches with these chances and the prices are computed from the very same
// ones, so the odds are honest (calibration.unit.test.ts holds them to it).

export type CricketFormat = 'T20' | 'ODI';
export type Dismissal = 'caught' | 'bowled' | 'lbw' | 'run-out' | 'other';
export const DISMISSALS: readonly Dismissal[] = ['caught', 'bowled', 'lbw', 'run-out', 'other'];

/** Runs a legal ball can score off the bat, in the order of BallChances.runs. */
export const RUN_VALUES: readonly number[] = [0, 1, 2, 3, 4, 6];

/** 0 = powerplay, 1 = middle overs, 2 = death overs. */
export type Phase = 0 | 1 | 2;

export interface FormatRules {
  format: CricketFormat;
  /** Legal balls per innings. */
  balls: number;
  /** Legal balls bowled before the middle overs and before the death overs begin. */
  middleFrom: number;
  deathFrom: number;
  /** Chances per delivery of a wide (1 run, bowled again) and a no-ball (1 run + what the bat scores, bowled again). */
  wide: number;
  noBall: number;
  /** What the bat scores off a no-ball (no wicket possible), in RUN_VALUES order: rare enough to take one mix for all. */
  noBallHits: readonly number[];
  /** How hard the batters go per phase: more boundaries and more wickets. */
  aggression: readonly [number, number, number];
  /** Chances of a legal ball for an average batter against average bowling at aggression 1. */
  base: { one: number; two: number; three: number; four: number; six: number; wicket: number };
  /** How wickets fall per phase, in DISMISSALS order (more catches and run-outs at the death). */
  methods: readonly [readonly number[], readonly number[], readonly number[]];
}

export const RULES: Record<CricketFormat, FormatRules> = {
  T20: {
    format: 'T20',
    balls: 120,
    middleFrom: 36,
    deathFrom: 90,
    wide: 0.03,
    noBall: 0.006,
    noBallHits: [0.38, 0.36, 0.08, 0.01, 0.12, 0.05],
    aggression: [1, 0.88, 1.28],
    base: { one: 0.37, two: 0.075, three: 0.006, four: 0.112, six: 0.048, wicket: 0.046 },
    methods: [
      [0.55, 0.2, 0.14, 0.07, 0.04],
      [0.56, 0.16, 0.13, 0.08, 0.07],
      [0.64, 0.14, 0.07, 0.13, 0.02],
    ],
  },
  ODI: {
    format: 'ODI',
    balls: 300,
    middleFrom: 60,
    deathFrom: 240,
    wide: 0.025,
    noBall: 0.004,
    noBallHits: [0.43, 0.38, 0.07, 0.01, 0.09, 0.02],
    aggression: [0.92, 0.82, 1.22],
    base: { one: 0.39, two: 0.07, three: 0.007, four: 0.08, six: 0.02, wicket: 0.03 },
    methods: [
      [0.52, 0.22, 0.16, 0.06, 0.04],
      [0.55, 0.17, 0.14, 0.08, 0.06],
      [0.62, 0.15, 0.08, 0.13, 0.02],
    ],
  },
};

export function phaseOf(rules: FormatRules, legalBalls: number): Phase {
  if (legalBalls < rules.middleFrom) return 0;
  return legalBalls < rules.deathFrom ? 1 : 2;
}

export interface BallChances {
  /** Chance of each of RUN_VALUES off a legal ball without a wicket. */
  runs: readonly number[];
  wicket: number;
}

/**
 * The chances of a legal ball. `skill` is the batter's edge over the bowling (team batting rating
 * + the batter's own − the bowling side's rating): a better batter hits more boundaries and gets
 * out less. With few wickets left the batters play safer.
 */
export function legalBall(rules: FormatRules, phase: Phase, wicketsDown: number, skill: number): BallChances {
  const wicketsLeft = 10 - wicketsDown;
  const caution = wicketsLeft >= 5 ? 1 : 0.8 + 0.04 * wicketsLeft;
  const g = rules.aggression[phase] * caution;
  const { base } = rules;
  const four = base.four * g * Math.exp(0.9 * skill);
  const six = base.six * g ** 1.7 * Math.exp(1.4 * skill);
  const wicket = base.wicket * g ** 0.8 * Math.exp(-skill);
  const one = base.one * (1.15 - 0.15 * g);
  const two = base.two * (0.9 + 0.1 * g);
  const three = base.three;
  // Dots take the rest (never fewer than one ball in ten: scale the others down if needed).
  const scoring = one + two + three + four + six + wicket;
  const k = scoring > 0.9 ? 0.9 / scoring : 1;
  return { runs: [1 - k * scoring, k * one, k * two, k * three, k * four, k * six], wicket: k * wicket };
}

/** An innings' side of the model: a batter's skill is the edge plus the batter's own. */
export interface InningsModel {
  rules: FormatRules;
  /** Batting rating of the side batting minus the bowling rating of the side in the field. */
  edge: number;
  /** Each batter's own skill, in batting order (11). */
  skills: readonly number[];
}

/**
 * The average skill of the pair at the crease when `wicketsDown` have fallen, taking them in batting
 * order: the prices follow the pair (not knowing who will face), the play the striker.
 */
export function pairSkill(model: InningsModel, wicketsDown: number): number {
  const w = Math.min(wicketsDown, 9);
  return model.edge + (model.skills[w]! + model.skills[w + 1]!) / 2;
}
