// Market and selection names, built from the market's kind, params and line and the selection's key
// (the server sends none: contracts endpoints/sportsbook), in the player's language. Team, batter and
// competition names are proper nouns, shown as sent.
import type { Market, MarketKind, Selection } from '@khel/contracts/endpoints/sportsbook';
import type { TFunction } from 'i18next';
import { formatLine } from './odds.ts';

type MarketShape = Pick<Market, 'kind' | 'params' | 'line'>;
interface Teams {
  home: string;
  away: string;
}

/** '1st innings', '2nd innings' (a later one, which cricket formats here never have: 'Innings 3'). */
export function inningsName(t: TFunction, innings: number | undefined): string {
  if (innings === 1) return t('sports.innings.first');
  if (innings === 2) return t('sports.innings.second');
  return t('sports.innings.other', { n: innings ?? 1 });
}

const line = (market: MarketShape) => (market.line === null ? '' : formatLine(market.line));

/** 'Match winner', '1st innings runs — over/under 165.5', 'Over 7 runs — 1st innings', '1X2', 'Total goals 2.5'… */
export function marketName(t: TFunction, market: MarketShape): string {
  const { params } = market;
  switch (market.kind) {
    case 'match-winner':
      return t('sports.market.matchWinner');
    case 'innings-runs':
      return t('sports.market.inningsRuns', { innings: inningsName(t, params.innings), line: line(market) });
    case 'over-runs':
      return t('sports.market.overRuns', { over: params.over ?? 1, innings: inningsName(t, params.innings) });
    case 'top-batter':
      return t('sports.market.topBatter', { innings: inningsName(t, params.innings) });
    case 'next-dismissal':
      return t('sports.market.nextDismissal', { wicket: params.wicket ?? 1, innings: inningsName(t, params.innings) });
    case '1x2':
      return t('sports.market.oneXTwo');
    case 'total-goals':
      return t('sports.market.totalGoals', { line: line(market) });
    case 'btts':
      return t('sports.market.btts');
  }
}

/** The heading of a kind's group on the match page. */
export function kindName(t: TFunction, kind: MarketKind): string {
  return t(`sports.group.${KIND_KEYS[kind]}`);
}

const KIND_KEYS = {
  'match-winner': 'matchWinner',
  'innings-runs': 'inningsRuns',
  'over-runs': 'overRuns',
  'top-batter': 'topBatter',
  'next-dismissal': 'nextDismissal',
  '1x2': 'oneXTwo',
  'total-goals': 'totalGoals',
  btts: 'btts',
} as const satisfies Record<MarketKind, string>;

const DISMISSALS = { caught: 'caught', bowled: 'bowled', lbw: 'lbw', 'run-out': 'runOut', other: 'other' } as const;

/** 'Lahore Qalandars' (home), 'Draw', 'Over 165.5', 'Yes', 'Caught', 'Run out', a batter as sent. */
export function selectionLabel(t: TFunction, market: Pick<Market, 'kind' | 'line'>, selection: Pick<Selection, 'key' | 'name'>, teams: Teams): string {
  const { key } = selection;
  if (key === 'home') return teams.home;
  if (key === 'away') return teams.away;
  if (key === 'draw') return t('sports.selection.draw');
  if (key === 'over' || key === 'under') return t(`sports.selection.${key}`, { line: market.line === null ? '' : formatLine(market.line) });
  if (key === 'yes' || key === 'no') return t(`sports.selection.${key}`);
  if (market.kind === 'next-dismissal' && key in DISMISSALS) return t(`sports.selection.${DISMISSALS[key as keyof typeof DISMISSALS]}`);
  // b:<batter> and anything this app does not know yet: the name the server sent.
  return selection.name;
}
