// A market's result in words: "Void", the winner, or a dead heat between several winners.
import type { MarketResult } from '@khel/contracts/admin/sportsbook';
import { selectionName, type Teams } from './market-names.ts';

export function resultText(result: MarketResult | null, teams: Teams, names: Map<string, string> = new Map()): string {
  if (result === null) return 'Unsettled';
  if ('void' in result) return 'Void';
  const winners = result.winners.map((key) => selectionName(key, teams, names.get(key)));
  return winners.length > 1 ? `Dead heat: ${winners.join(', ')}` : (winners[0] ?? '—');
}
