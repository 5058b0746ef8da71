// Market and selection names are built in the player's language from kind, params, line and key;
// in Urdu the page runs right to left and scores stay whole left-to-right runs.
import type { TFunction } from 'i18next';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { MarketCard } from '../components/market-card.tsx';
import { cricket, inningsRuns } from '../testing/sports-fixtures.ts';
import { marketName, selectionLabel } from './labels.ts';
import { inningsText } from './score.ts';

afterEach(async () => {
  await changeLanguage('en');
});

const teams = { home: 'Lahore Qalandars', away: 'Karachi Kings' };
const t = i18n.t.bind(i18n) as TFunction;

describe('market names', () => {
  it('in English', () => {
    expect(marketName(t, { kind: 'innings-runs', params: { innings: 1 }, line: 1655 })).toBe('1st innings runs — over/under 165.5');
    expect(marketName(t, { kind: 'over-runs', params: { innings: 2, over: 7 }, line: 85 })).toBe('Over 7 runs — 2nd innings');
    expect(marketName(t, { kind: 'top-batter', params: { innings: 1 }, line: null })).toBe('Top batter — 1st innings');
    expect(marketName(t, { kind: 'next-dismissal', params: { innings: 1, wicket: 4 }, line: null })).toBe('How will wicket 4 fall? — 1st innings');
    expect(marketName(t, { kind: 'match-winner', params: {}, line: null })).toBe('Match winner');
    expect(marketName(t, { kind: '1x2', params: {}, line: null })).toBe('1X2');
    expect(marketName(t, { kind: 'total-goals', params: {}, line: 25 })).toBe('Total goals 2.5');
    expect(marketName(t, { kind: 'btts', params: {}, line: null })).toBe('Both teams to score');
    const dismissal = { kind: 'next-dismissal' as const, line: null };
    expect(selectionLabel(t, dismissal, { key: 'run-out', name: 'run-out' }, teams)).toBe('Run out');
    expect(selectionLabel(t, dismissal, { key: 'caught', name: 'caught' }, teams)).toBe('Caught');
    expect(selectionLabel(t, { kind: 'top-batter', line: null }, { key: 'b:Danish Mirza', name: 'Danish Mirza' }, teams)).toBe('Danish Mirza');
    expect(selectionLabel(t, { kind: 'match-winner', line: null }, { key: 'home', name: 'home' }, teams)).toBe('Lahore Qalandars');
    expect(selectionLabel(t, { kind: 'btts', line: null }, { key: 'yes', name: 'yes' }, teams)).toBe('Yes');
  });

  it('in Urdu, right to left, with the line and the teams as they are', async () => {
    await changeLanguage('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(marketName(t, { kind: 'innings-runs', params: { innings: 1 }, line: 1655 })).toBe('پہلی اننگز کے رنز — زیادہ/کم 165.5');
    expect(marketName(t, { kind: 'next-dismissal', params: { innings: 2, wicket: 4 }, line: null })).toBe('وکٹ 4 کیسے گرے گی؟ — دوسری اننگز');
    expect(selectionLabel(t, { kind: '1x2', line: null }, { key: 'draw', name: 'draw' }, teams)).toBe('ڈرا');
    // A score keeps its order inside right-to-left text: one isolated left-to-right run.
    expect(inningsText({ batting: 'home', runs: 145, wickets: 3, balls: 98 })).toBe('\u2066145/3 (16.2)\u2069');

    renderWithApp(<MarketCard event={cricket()} market={inningsRuns()} picked={new Set([121])} onToggle={() => {}} level={2} />);
    const card = screen.getByTestId('market-12');
    expect(within(card).getByRole('heading', { name: 'پہلی اننگز کے رنز — زیادہ/کم 165.5' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'زیادہ 165.5 1.90' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: 'کم 165.5 1.90' })).toHaveAttribute('aria-pressed', 'false');
  });
});
