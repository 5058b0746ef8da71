// Scores as the lobby and the match page write them. Cricket: runs/wickets and overs, '145/3 (16.2)'
// (an over is six legal balls), per batting side; football: '1–0' and the minute, "67'". Each is
// one left-to-right run inside Urdu (lib/bidi), so '145/3 (16.2)' does not turn into '(16.2) 145/3'.
import type { Score } from '@khel/contracts/endpoints/sportsbook';
import { ltr } from '../../../lib/bidi.ts';

export type CricketScore = Extract<NonNullable<Score>, { kind: 'cricket' }>;
export type FootballScore = Extract<NonNullable<Score>, { kind: 'football' }>;
type Innings = CricketScore['innings'][number];

/** Legal balls as overs: 98 → '16.2', 120 → '20'. */
export function oversText(balls: number): string {
  const rest = balls % 6;
  return `${Math.floor(balls / 6)}${rest ? `.${rest}` : ''}`;
}

/** '145/3 (16.2)'; all out shows the runs alone with the overs ('160 (19.4)'). */
export function inningsText(innings: Innings): string {
  const wickets = innings.wickets >= 10 ? '' : `/${innings.wickets}`;
  return ltr(`${innings.runs}${wickets} (${oversText(innings.balls)})`);
}

export interface SideScores {
  home: string | null;
  away: string | null;
  /** The side batting now (live only). */
  batting: 'home' | 'away' | null;
}

/** Each side's innings as text (null before it batted), and who is batting now. */
export function cricketSides(score: CricketScore, live: boolean): SideScores {
  const text = (side: 'home' | 'away') => {
    const innings = score.innings.find((entry) => entry.batting === side);
    return innings ? inningsText(innings) : null;
  };
  const current = score.innings[score.current - 1];
  return { home: text('home'), away: text('away'), batting: live && current ? current.batting : null };
}

/** '1–0' */
export function footballText(score: FootballScore): string {
  return ltr(`${score.home}–${score.away}`);
}

/** "67'" */
export function minuteText(minute: number): string {
  return ltr(`${minute}'`);
}

/** A ball of the last-balls strip, for its colour: boundary, wicket, extra or ordinary. */
export function ballKind(ball: string): 'four' | 'six' | 'wicket' | 'extra' | 'run' {
  if (ball === '4') return 'four';
  if (ball === '6') return 'six';
  if (ball.toUpperCase() === 'W') return 'wicket';
  if (/^[0-9]$/.test(ball)) return 'run';
  return 'extra';
}
