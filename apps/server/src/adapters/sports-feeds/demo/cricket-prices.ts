// Chances of the cricket markets from the state of an innings, computed from the same ball model
// the matches are played with (cricket-model.ts). The runs still to come from each (legal balls,
// wickets down) are summarised by their first four cumulants, by dynamic programming backwards
// from the end of the innings; totals and winners then use the normal distribution corrected for
// skewness and kurtosis (Edgeworth): an innings total leans left (collapses), and with the plain
// normal the favourites of 50-over matches won clearly more often than priced. A single over is
// convolved exactly.
import { legalBall, pairSkill, phaseOf, RUN_VALUES, type BallChances, type FormatRules, type InningsModel, type Phase } from './cricket-model.ts';
import { normalCdf } from './odds.ts';

/** Mean, variance, third and fourth cumulants of a number of runs. */
interface Cumulants {
  mean: number;
  variance: number;
  k3: number;
  k4: number;
}

/** The cumulants of the runs still to come, per state (index legal * 11 + wickets), 4 numbers each. */
const projections = new WeakMap<InningsModel, Float64Array>();
const overCache = new WeakMap<InningsModel, Map<string, number[]>>();

const extrasCache = new Map<FormatRules, number[]>();

/** P(runs = r) from the extras bowled before a legal ball (up to three: more is rarer than one in 50,000). */
function extrasBefore(rules: FormatRules): number[] {
  const cached = extrasCache.get(rules);
  if (cached) return cached;
  const q = rules.wide + rules.noBall;
  const one = Array<number>(8).fill(0);
  one[1] = rules.wide / q;
  RUN_VALUES.forEach((v, i) => (one[1 + v]! += (rules.noBall / q) * rules.noBallHits[i]!));
  const dist = Array<number>(32).fill(0);
  let chain = [1];
  for (let n = 0; n <= 3; n++) {
    if (n > 0) chain = convolve(one, chain, 32);
    chain.forEach((x, i) => (dist[i]! += x * q ** n * (1 - q)));
  }
  const result = trimmed(dist);
  extrasCache.set(rules, result);
  return result;
}

/** E[X^m] for m = 0..4 of a distribution of counts. */
function rawMoments(dist: readonly number[], values: (i: number) => number = (i) => i): number[] {
  const m = [0, 0, 0, 0, 0];
  dist.forEach((p, i) => {
    const v = values(i);
    for (let j = 0, vj = 1; j <= 4; j++, vj *= v) m[j]! += p * vj;
  });
  return m;
}

function projection(model: InningsModel): Float64Array {
  const cached = projections.get(model);
  if (cached) return cached;
  const { rules } = model;
  const n = rules.balls;
  // The extras before a ball are the same for every ball of the format: their raw moments.
  const [, x1, x2, x3, x4] = rawMoments(extrasBefore(rules)) as [number, number, number, number, number];
  // A ball's chances depend only on (phase, wickets): 30 kinds of ball, each summarised by its
  // wicket chance and Σ p·v^m (m = 0..4) over its scoring outcomes.
  const kinds = new Float64Array(30 * 6);
  for (const phase of [0, 1, 2] as const) {
    for (let w = 0; w < 10; w++) {
      const ball = legalBall(rules, phase, w, pairSkill(model, w));
      const at = (phase * 10 + w) * 6;
      kinds[at] = ball.wicket;
      kinds.set(rawMoments(ball.runs, (i) => RUN_VALUES[i]!), at + 1);
    }
  }
  // Raw moments E[R^1..4] of the runs to come; R^0 = 1. The end states (all balls bowled, all out) are 0.
  const m = new Float64Array((n + 1) * 11 * 4);
  for (let k = n - 1; k >= 0; k--) {
    const phase = phaseOf(rules, k);
    for (let w = 0; w < 10; w++) {
      const at = (phase * 10 + w) * 6;
      const pw = kinds[at]!;
      const b0 = kinds[at + 1]!;
      const b1 = kinds[at + 2]!;
      const b2 = kinds[at + 3]!;
      const b3 = kinds[at + 4]!;
      const b4 = kinds[at + 5]!;
      // After a scoring ball: (k+1, w); after a wicket: (k+1, w+1), nothing more after the tenth.
      const stay = ((k + 1) * 11 + w) * 4;
      const a1 = m[stay]!;
      const a2 = m[stay + 1]!;
      const a3 = m[stay + 2]!;
      const a4 = m[stay + 3]!;
      const o = w === 9 ? -1 : stay + 4;
      const o1 = o < 0 ? 0 : m[o]!;
      const o2 = o < 0 ? 0 : m[o + 1]!;
      const o3 = o < 0 ? 0 : m[o + 2]!;
      const o4 = o < 0 ? 0 : m[o + 3]!;
      // Z = this ball's runs + the rest: E[Z^j] = Σ C(j,i) E[rest^i] Σp·v^(j−i), plus the wicket branch.
      const z1 = a1 * b0 + b1 + pw * o1;
      const z2 = a2 * b0 + 2 * a1 * b1 + b2 + pw * o2;
      const z3 = a3 * b0 + 3 * a2 * b1 + 3 * a1 * b2 + b3 + pw * o3;
      const z4 = a4 * b0 + 4 * a3 * b1 + 6 * a2 * b2 + 4 * a1 * b3 + b4 + pw * o4;
      // R = the extras before the ball (independent of it) + Z.
      const here = (k * 11 + w) * 4;
      m[here] = z1 + x1;
      m[here + 1] = z2 + 2 * x1 * z1 + x2;
      m[here + 2] = z3 + 3 * x1 * z2 + 3 * x2 * z1 + x3;
      m[here + 3] = z4 + 4 * x1 * z3 + 6 * x2 * z2 + 4 * x3 * z1 + x4;
    }
  }
  // Raw moments to cumulants, in place (the recursion above needed the raw ones).
  for (let at = 0; at < m.length; at += 4) {
    const r1 = m[at]!;
    const r2 = m[at + 1]!;
    const r3 = m[at + 2]!;
    const r4 = m[at + 3]!;
    const sq = r1 * r1;
    const c2 = r2 - sq;
    m[at + 1] = Math.max(0, c2);
    m[at + 2] = r3 - 3 * r1 * r2 + 2 * sq * r1;
    m[at + 3] = r4 - 4 * r1 * r3 + 6 * sq * r2 - 3 * sq * sq - 3 * c2 * c2;
  }
  projections.set(model, m);
  return m;
}

const over = (model: InningsModel, legal: number, wickets: number) => legal >= model.rules.balls || wickets >= 10;

/** The cumulants of the runs still to come (none at the end of the innings). */
function remaining(model: InningsModel, legal: number, wickets: number): Cumulants {
  if (over(model, legal, wickets)) return { mean: 0, variance: 0, k3: 0, k4: 0 };
  const m = projection(model);
  const at = (legal * 11 + wickets) * 4;
  return { mean: m[at]!, variance: m[at + 1]!, k3: m[at + 2]!, k4: m[at + 3]! };
}

/** P(X ≤ x) from X's cumulants: the normal distribution with Edgeworth's corrections, kept within [0, 1]. */
function cdf(c: Cumulants, x: number): number {
  // A floor on the spread keeps the maths finite when little is left to play.
  const sd = Math.max(0.3, Math.sqrt(c.variance));
  const z = (x - c.mean) / sd;
  if (Math.abs(z) > 6) return z < 0 ? 0 : 1;
  const variance = sd * sd;
  const g1 = c.k3 / (variance * sd);
  const g2 = c.k4 / (variance * variance);
  const z2 = z * z;
  const density = Math.exp(-z2 / 2) / Math.sqrt(2 * Math.PI);
  // Hermite polynomials He2, He3, He5 weighted by skewness and excess kurtosis.
  const correction = (g1 / 6) * (z2 - 1) + (g2 / 24) * z * (z2 - 3) + ((g1 * g1) / 72) * z * (z2 * z2 - 10 * z2 + 15);
  return Math.min(1, Math.max(0, normalCdf(z) - density * correction));
}

/** P(the innings ends with at least `threshold` runs), from its state now. */
export function runsAtLeast(model: InningsModel, runs: number, legal: number, wickets: number, threshold: number): number {
  if (runs >= threshold) return 1;
  if (over(model, legal, wickets)) return 0;
  return 1 - cdf(remaining(model, legal, wickets), threshold - runs - 0.5);
}

/** The total a fresh innings is as likely to pass as not (its median): the line of its runs market. */
export function medianTotal(model: InningsModel): number {
  let runs = Math.floor(remaining(model, 0, 0).mean);
  while (runsAtLeast(model, 0, 0, 0, runs + 1) > 0.5) runs += 1;
  while (runs > 0 && runsAtLeast(model, 0, 0, 0, runs) < 0.5) runs -= 1;
  return runs;
}

/** The expected total of a fresh innings chasing `target`: it cannot go much beyond the target. */
export function projectedChase(model: InningsModel, target: number): number {
  const { mean, variance } = remaining(model, 0, 0);
  // E[min(S, target)] (S taken as normal): the mean less the expected part above the target.
  const sd = Math.sqrt(variance);
  const z = (target - mean) / sd;
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  return mean - ((mean - target) * (1 - normalCdf(z)) + sd * density);
}

/** Chances by batting order: the side batting first, the side batting second, a tie. */
export interface WinChances {
  first: number;
  second: number;
  tie: number;
}

function winChances(below: number, belowTie: number): WinChances {
  // below = P(the second side ends short of the first's total), belowTie = P(short by more than one run).
  const tie = Math.max(0, below - belowTie);
  return { first: Math.max(0, belowTie), second: Math.max(0, 1 - below), tie };
}

/** Before or during the first innings: its projected total against a whole second innings. */
export function firstInningsWin(first: InningsModel, second: InningsModel, runs: number, legal: number, wickets: number): WinChances {
  const a = remaining(first, legal, wickets);
  const b = remaining(second, 0, 0);
  // The second side's margin D = T2 − T1, independent totals: cumulants add (odd ones with the sign).
  const margin = { mean: b.mean - runs - a.mean, variance: a.variance + b.variance, k3: b.k3 - a.k3, k4: a.k4 + b.k4 };
  return winChances(cdf(margin, 0.5), cdf(margin, -0.5));
}

/** During the chase (or at the break, with runs = 0): P(reaching the target) is P(the runs to come ≥ the runs needed). */
export function chaseWin(second: InningsModel, target: number, runs: number, legal: number, wickets: number): WinChances {
  const need = target - runs;
  if (need <= 0) return { first: 0, second: 1, tie: 0 };
  if (over(second, legal, wickets)) return need === 1 ? { first: 0, second: 0, tie: 1 } : { first: 1, second: 0, tie: 0 };
  const rest = remaining(second, legal, wickets);
  return winChances(cdf(rest, need - 0.5), cdf(rest, need - 1.5));
}

/** The distribution of the sum of two independent counts, cut at `cap` and trimmed of a negligible tail. */
function convolve(a: readonly number[], b: readonly number[], cap: number): number[] {
  const out = new Array<number>(Math.min(cap, a.length + b.length - 1)).fill(0);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length && i + j < out.length; j++) out[i + j]! += x * b[j]!;
  }
  return trimmed(out);
}

function trimmed(dist: number[]): number[] {
  let end = dist.length;
  while (end > 1 && dist[end - 1]! < 1e-12) end--;
  dist.length = end;
  return dist;
}

/** P(runs = r) for one legal ball and the extras bowled before it. */
function ballRuns(rules: FormatRules, ball: BallChances): number[] {
  const legal = Array<number>(7).fill(0);
  legal[0] = ball.wicket;
  RUN_VALUES.forEach((v, i) => (legal[v]! += ball.runs[i]!));
  return convolve(extrasBefore(rules), legal, 40);
}

/**
 * P(runs = r) in over `overNo` (1-based) with `wickets` down when it starts: six legal balls and
 * their extras, by the pair now at the crease.
 */
export function overRuns(model: InningsModel, overNo: number, wickets: number): number[] {
  const phase: Phase = phaseOf(model.rules, (overNo - 1) * 6);
  const w = Math.min(wickets, 9);
  let cache = overCache.get(model);
  if (!cache) overCache.set(model, (cache = new Map()));
  const key = `${phase}:${w}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const perBall = ballRuns(model.rules, legalBall(model.rules, phase, w, pairSkill(model, w)));
  // Beyond 40 runs in an over is vanishingly rare and no line comes near it: the tail is cut off
  // (the prices use P(under) and 1 − P(under), so nothing is lost from the over side).
  let dist = [1];
  for (let i = 0; i < 6; i++) dist = convolve(dist, perBall, 41);
  cache.set(key, dist);
  return dist;
}

/** The state of an innings the top-batter prices need. */
export interface BattingState {
  legal: number;
  wickets: number;
  /** Runs per batter in batting order (11). */
  runs: readonly number[];
  out: readonly boolean[];
  /** Batters at the crease. */
  crease: readonly number[];
}

/** Chances of each batter (in order) ending as the innings' top scorer (dead heats shared). */
export function topBatterChances(model: InningsModel, state: BattingState): number[] {
  const { rules } = model;
  const left = rules.balls - state.legal;
  const phase = phaseOf(rules, Math.min(rules.balls - 1, state.legal + Math.floor(left / 2)));
  const ratesOf = (skill: number) => {
    const ball = legalBall(rules, phase, state.wickets, skill);
    return { perBall: RUN_VALUES.reduce((sum, v, i) => sum + v * ball.runs[i]!, 0), out: ball.wicket };
  };
  const team = ratesOf(pairSkill(model, state.wickets));
  // A batter's runs still to come ≈ geometric, mean = runs per ball × balls likely faced (about half
  // the balls left, cut short by a dismissal).
  const meanFrom = (batter: number, balls: number) => {
    const r = ratesOf(model.edge + model.skills[batter]!);
    return (r.perBall * (1 - (1 - r.out) ** (balls / 2))) / r.out;
  };
  // Each batter's final score: a fixed number (out), or runs so far + geometric, weighted by the
  // chance of coming in at all for those still to bat.
  const dists = state.runs.map((runs, batter) => {
    if (state.out[batter] || over(model, state.legal, state.wickets)) return { base: runs, mean: 0, plays: 1 };
    if (state.crease.includes(batter)) return { base: runs, mean: meanFrom(batter, left), plays: 1 };
    const needed = batter - state.wickets - 1;
    const expected = left * team.out;
    // P(at least `needed` more wickets) with Poisson(expected) wickets to come.
    let term = Math.exp(-expected);
    let below = 0;
    for (let k = 0; k < needed; k++) {
      below += term;
      term *= expected / (k + 1);
    }
    const ballsThen = Math.max(0, left - needed / team.out);
    return { base: 0, mean: meanFrom(batter, ballsThen), plays: Math.max(0, 1 - below) };
  });
  const top = Math.max(...dists.map((d) => d.base + 7 * d.mean)) + 2;
  const size = Math.min(400, Math.ceil(top));
  const pmf = dists.map((d) => {
    const p = new Float64Array(size);
    if (d.mean <= 0) {
      p[Math.min(size - 1, d.base)] = 1;
      return p;
    }
    const a = d.mean / (1 + d.mean);
    p[0]! += 1 - d.plays;
    let term = d.plays * (1 - a);
    for (let x = d.base; x < size; x++, term *= a) p[x]! += term;
    return p;
  });
  const cdf = pmf.map((p) => {
    const c = new Float64Array(size);
    let sum = 0;
    for (let x = 0; x < size; x++) c[x] = sum += p[x]!;
    return c;
  });
  // P(j scores x and nobody else more) = pmf_j(x) × Π_{i≠j} cdf_i(x): the product of all the
  // others is the product of every cdf over cdf_j (counting the zeros apart).
  const chances = Array<number>(pmf.length).fill(0);
  for (let x = 0; x < size; x++) {
    let product = 1;
    let zeros = 0;
    for (const c of cdf) {
      if (c[x] === 0) zeros += 1;
      else product *= c[x]!;
    }
    if (zeros > 0) continue; // pmf_j(x) > 0 needs cdf_j(x) > 0, so some other batter has a zero
    pmf.forEach((p, j) => (chances[j]! += (p[x]! * product) / cdf[j]![x]!));
  }
  return chances;
}

/** How the next wicket falls (DISMISSALS order), given that it falls: the phase mix weighted by when it is likely to come. */
export function dismissalChances(model: InningsModel, legal: number, wickets: number): number[] {
  const { rules } = model;
  const skill = pairSkill(model, wickets);
  const bounds = [0, rules.middleFrom, rules.deathFrom, rules.balls];
  const out = [0, 0, 0, 0, 0];
  let alive = 1;
  // Phase by phase: the chance the wicket falls in the balls left of the phase, then its mix.
  for (const phase of [0, 1, 2] as const) {
    const balls = bounds[phase + 1]! - Math.max(Math.min(legal, rules.balls - 1), bounds[phase]!);
    if (balls <= 0) continue;
    const survives = (1 - legalBall(rules, phase, wickets, skill).wicket) ** balls;
    const falls = alive * (1 - survives);
    rules.methods[phase].forEach((m, i) => (out[i]! += falls * m));
    alive *= survives;
  }
  return out;
}
