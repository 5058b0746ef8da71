// Market and selection names on the trading desk. The contract sends no names: they are built from
// the market's kind, params and line and the selection's key (team and batter names come as sent).
// Odds are hundredths of decimal odds (185 → 1.85), lines tenths (1655 → 165.5).
import type { MarketKind } from '@khel/contracts/endpoints/sportsbook';

export interface MarketParams {
  innings?: number | undefined;
  over?: number | undefined;
  wicket?: number | undefined;
}

export { SPORT_LABELS } from '@khel/contracts/admin/sportsbook';

export function oddsText(odds: number): string {
  return (odds / 100).toFixed(2);
}

export function lineText(line: number): string {
  return (line / 10).toFixed(1);
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

const innings = (params: MarketParams) => (params.innings === undefined ? '' : ` (inn. ${params.innings})`);
const overUnder = (line: number | null) => (line === null ? '' : ` o/u ${lineText(line)}`);

/** "Match winner", "1st innings runs o/u 165.5", "Over 7 runs (inn. 1)", "Total goals 2.5"… */
export function marketName(kind: MarketKind, params: MarketParams, line: number | null): string {
  switch (kind) {
    case 'match-winner':
      return 'Match winner';
    case 'innings-runs':
      return `${params.innings === undefined ? 'Innings' : `${ordinal(params.innings)} innings`} runs${overUnder(line)}`;
    case 'over-runs':
      return `Over ${params.over ?? '?'} runs${innings(params)}${overUnder(line)}`;
    case 'top-batter':
      return `Top batter${innings(params)}`;
    case 'next-dismissal':
      return `Wicket ${params.wicket ?? '?'} method${innings(params)}`;
    case '1x2':
      return '1X2';
    case 'total-goals':
      return line === null ? 'Total goals' : `Total goals ${lineText(line)}`;
    case 'btts':
      return 'Both teams to score';
  }
}

const KEY_NAMES: Record<string, string> = {
  draw: 'Draw',
  over: 'Over',
  under: 'Under',
  yes: 'Yes',
  no: 'No',
  caught: 'Caught',
  bowled: 'Bowled',
  lbw: 'LBW',
  'run-out': 'Run out',
  other: 'Other',
};

export interface Teams {
  home: string;
  away: string;
}

/** A selection by its key: the team for home/away, the batter for `b:<name>`, else the key in words. */
export function selectionName(key: string, teams: Teams, name?: string): string {
  if (key === 'home') return teams.home;
  if (key === 'away') return teams.away;
  if (key.startsWith('b:')) return name && name !== key ? name : key.slice(2);
  return KEY_NAMES[key] ?? name ?? key;
}
