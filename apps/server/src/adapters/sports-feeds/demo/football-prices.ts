// Chances of the football markets: each team's goals still to come are Poisson with the model's
// rate over the minutes left (plus penalties yet to be awarded, plus a penalty awarded and not yet
// taken), so the final score's distribution is exact for the model the match is played with.
import { MINUTES, minuteWeight, penaltyMinute, PENALTY_PER_MINUTE, PENALTY_SCORED, type FootballModel } from './football-sim.ts';
import { poisson } from './odds.ts';

/** The match now: minutes completed, the score, a penalty awarded and not yet taken. */
export interface FootballState {
  minute: number;
  home: number;
  away: number;
  pending: 'home' | 'away' | null;
}

const MAX_GOALS = 12;

/** P(final home goals = h, away goals = a) as grid[h][a], h and a up to MAX_GOALS beyond the score now. */
export function finalScores(model: FootballModel, state: FootballState): number[][] {
  let weight = 0;
  let penaltyMinutes = 0;
  for (let m = state.minute + 1; m <= MINUTES; m++) {
    weight += minuteWeight(m) / MINUTES;
    if (penaltyMinute(m)) penaltyMinutes += 1;
  }
  const penalties = penaltyMinutes * PENALTY_PER_MINUTE * PENALTY_SCORED;
  const goals = (rate: number, now: number, pending: boolean) => {
    const dist = Array<number>(now + MAX_GOALS + 2).fill(0);
    poisson(rate * weight + penalties, MAX_GOALS).forEach((p, k) => {
      if (pending) {
        dist[now + k + 1]! += p * PENALTY_SCORED;
        dist[now + k]! += p * (1 - PENALTY_SCORED);
      } else dist[now + k]! += p;
    });
    return dist;
  };
  const home = goals(model.home, state.home, state.pending === 'home');
  const away = goals(model.away, state.away, state.pending === 'away');
  return home.map((h) => away.map((a) => h * a));
}

/** home, draw, away */
export function resultChances(grid: number[][]): number[] {
  const out = [0, 0, 0];
  grid.forEach((row, h) => row.forEach((p, a) => (out[h > a ? 0 : h === a ? 1 : 2]! += p)));
  return out;
}

/** over, under: more than `line` tenths of a goal in all. */
export function totalChances(grid: number[][], line: number): number[] {
  let over = 0;
  grid.forEach((row, h) => row.forEach((p, a) => (over += (h + a) * 10 > line ? p : 0)));
  return [over, 1 - over];
}

/** yes, no: both teams score. */
export function bothScoreChances(grid: number[][]): number[] {
  let yes = 0;
  grid.forEach((row, h) => row.forEach((p, a) => (yes += h > 0 && a > 0 ? p : 0)));
  return [yes, 1 - yes];
}
