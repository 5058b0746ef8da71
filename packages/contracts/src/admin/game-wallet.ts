// Transfer-wallet reconciliation cases (9WICKETS): a player whose money at the provider differs
// from Khel's books (confirmed deposits − confirmed withdrawals + the net of reported bets).
import { z } from 'zod';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant } from './keyset.ts';

export const GameTransferCase = z.object({
  id: z.number().int(),
  provider: z.string(),
  playerId: z.number().int(),
  /** Khel's books: what the provider should hold (hundredths). */
  expected: z.number().int(),
  /** What the provider reported (hundredths). */
  reported: z.number().int(),
  state: z.enum(['open', 'cleared']),
  openedAt: Instant,
  checkedAt: Instant,
  clearedAt: Instant.nullable(),
});
export type GameTransferCase = z.infer<typeof GameTransferCase>;

export const listGameTransferCases = adminEndpoint({
  method: 'GET',
  path: '/admin/api/game-transfers/cases',
  permission: 'reports.read',
  summary: 'Transfer-wallet differences between Khel and the provider, open first then newest (the reconcile job runs every 5 minutes)',
  request: z.object({ state: z.enum(['open', 'cleared']).optional() }),
  response: z.object({ list: z.array(GameTransferCase) }),
});
