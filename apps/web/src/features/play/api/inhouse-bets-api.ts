// The bet lists under the in-house games (contracts endpoints/inhouse-bets): public "all" and
// "high", the player's own "mine". One query key per game and list, so a pushed row lands in the
// lists it belongs to.
import { INHOUSE_BETS_LIMIT, INHOUSE_HIGH_ROLLER_BET, inhouseBets, inhouseMyBets, type InhouseBet } from '@khel/contracts/endpoints/inhouse-bets';
import type { InhouseGame } from '@khel/contracts/endpoints/inhouse-games';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type BetList = 'mine' | 'all' | 'high';

/** Every list of one game (a prefix of each list's key). */
export const betsQueryKey = (game: InhouseGame) => ['inhouse-bets', game] as const;

export const betsQueryOptions = (game: InhouseGame, list: BetList) =>
  queryOptions({
    queryKey: [...betsQueryKey(game), list],
    queryFn: async () => (list === 'mine' ? await callApi(inhouseMyBets, { game }) : await callApi(inhouseBets, { game, list })).list,
  });

/** A settled round pushed live: newest first into "all" (and "high" from the threshold), never twice. */
export function addPushedBet(queryClient: QueryClient, bet: InhouseBet): void {
  const lists: BetList[] = bet.bet >= INHOUSE_HIGH_ROLLER_BET ? ['all', 'high'] : ['all'];
  for (const list of lists) {
    queryClient.setQueryData<InhouseBet[]>(betsQueryOptions(bet.game, list).queryKey, (rows) =>
      rows && !rows.some((row) => row.id === bet.id) ? [bet, ...rows].slice(0, INHOUSE_BETS_LIMIT) : rows,
    );
  }
  // The pushed row carries the public name only, so whether it is the player's own is the server's to say.
  void queryClient.invalidateQueries({ queryKey: betsQueryOptions(bet.game, 'mine').queryKey });
}
