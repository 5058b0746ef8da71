import { describe, expect, it } from 'vitest';
import { lineText, marketName, oddsText, selectionName } from './market-names.ts';
import { resultText } from './market-result.ts';

const teams = { home: 'Lahore Qalandars', away: 'Karachi Kings' };

describe('market names from kind, params and line', () => {
  it('names every kind the way the trading desk reads it', () => {
    expect(marketName('match-winner', {}, null)).toBe('Match winner');
    expect(marketName('innings-runs', { innings: 1 }, 1655)).toBe('1st innings runs o/u 165.5');
    expect(marketName('innings-runs', { innings: 2 }, 1480)).toBe('2nd innings runs o/u 148.0');
    expect(marketName('over-runs', { innings: 1, over: 7 }, null)).toBe('Over 7 runs (inn. 1)');
    expect(marketName('over-runs', { innings: 2, over: 12 }, 85)).toBe('Over 12 runs (inn. 2) o/u 8.5');
    expect(marketName('top-batter', { innings: 1 }, null)).toBe('Top batter (inn. 1)');
    expect(marketName('next-dismissal', { wicket: 4 }, null)).toBe('Wicket 4 method');
    expect(marketName('next-dismissal', { innings: 2, wicket: 4 }, null)).toBe('Wicket 4 method (inn. 2)');
    expect(marketName('1x2', {}, null)).toBe('1X2');
    expect(marketName('total-goals', {}, 25)).toBe('Total goals 2.5');
    expect(marketName('btts', {}, null)).toBe('Both teams to score');
  });

  it('shows odds in hundredths and lines in tenths', () => {
    expect(oddsText(185)).toBe('1.85');
    expect(oddsText(1000)).toBe('10.00');
    expect(lineText(1655)).toBe('165.5');
    expect(lineText(25)).toBe('2.5');
  });

  it('names selections: the teams, the batter, the rest in words', () => {
    expect(selectionName('home', teams)).toBe('Lahore Qalandars');
    expect(selectionName('away', teams)).toBe('Karachi Kings');
    expect(selectionName('draw', teams)).toBe('Draw');
    expect(selectionName('lbw', teams)).toBe('LBW');
    expect(selectionName('run-out', teams)).toBe('Run out');
    expect(selectionName('b:Ahsan Qureshi', teams, 'Ahsan Qureshi')).toBe('Ahsan Qureshi');
    expect(selectionName('b:Danish Mirza', teams)).toBe('Danish Mirza');
  });

  it('words a result: the winner, a dead heat, void, or unsettled', () => {
    expect(resultText({ winners: ['home'] }, teams)).toBe('Lahore Qalandars');
    expect(resultText({ winners: ['b:Ahsan Qureshi', 'b:Danish Mirza'] }, teams)).toBe('Dead heat: Ahsan Qureshi, Danish Mirza');
    expect(resultText({ void: true }, teams)).toBe('Void');
    expect(resultText(null, teams)).toBe('Unsettled');
  });
});
