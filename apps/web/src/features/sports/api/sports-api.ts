// The sportsbook's calls (contracts endpoints/sportsbook) and their React Query keys. Reads are
// quiet (a poll every 5 s must not toast while the server is away: the screens say it themselves);
// every read of a match or the lobby also brings the slip's picked prices up to date.
import {
  sportsCashOut,
  sportsEvent,
  sportsLobby,
  sportsMyBets,
  sportsPlaceBet,
  type OddsAcceptance,
  type Sport,
  type SportsBet,
} from '@khel/contracts/endpoints/sportsbook';
import { ErrorCode } from '@khel/contracts/error-codes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { syncEvent } from '../stores/slip-store.ts';

export const SPORTS_KEY = ['sports'] as const;
export const LOBBY_KEY = [...SPORTS_KEY, 'lobby'] as const;
export const MY_BETS_KEY = [...SPORTS_KEY, 'my-bets'] as const;
/** sportsMyBets answers 20 a page. */
export const MY_BETS_PAGE = 20;

export const eventKey = (id: number) => [...SPORTS_KEY, 'event', id] as const;

export const lobbyQueryOptions = (sport: Sport, competition: string | null) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, sport, competition ?? ''] as const,
    queryFn: async () => {
      const reply = await callApi(sportsLobby, competition ? { sport, competition } : { sport }, { quiet: true });
      for (const event of reply.events) syncEvent(event.id, event.status, event.main ? [event.main] : []);
      return reply;
    },
    staleTime: 0,
  });

export const isEventNotFound = (error: unknown) => isApiError(error) && error.code === ErrorCode.sportsEventNotFound;

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKey(id),
    queryFn: async () => {
      const reply = await callApi(sportsEvent, { id }, { quiet: true });
      syncEvent(reply.event.id, reply.event.status, reply.markets);
      return reply;
    },
    staleTime: 0,
    // An unknown match stays unknown: no second ask.
    retry: (failures, error) => failures < 1 && !isEventNotFound(error),
  });

/** The player's open bets (with the cash-out offered now); the key carries the session. */
export const openBetsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...MY_BETS_KEY, 'open', token] as const,
    queryFn: async () => (await callApi(sportsMyBets, { list: 'open' }, { quiet: true })).bets,
    staleTime: 0,
  });

/** Settled bets, newest first, a page at a time (after the last bet seen: its placedAt and id). */
export const settledBetsQueryOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...MY_BETS_KEY, 'settled', token] as const,
    queryFn: async ({ pageParam }) =>
      (await callApi(sportsMyBets, pageParam ? { list: 'settled', before: pageParam.placedAt, beforeId: pageParam.id } : { list: 'settled' }, { quiet: true })).bets,
    initialPageParam: null as { placedAt: string; id: string } | null,
    getNextPageParam: (page: SportsBet[]) => {
      const last = page.at(-1);
      return page.length < MY_BETS_PAGE || !last ? undefined : { placedAt: last.placedAt, id: last.id };
    },
    staleTime: 0,
  });

export interface PlaceBetRequest {
  requestId: string;
  stake: number;
  legs: { selectionId: number; odds: number }[];
  accept: OddsAcceptance;
}

export const placeBet = (request: PlaceBetRequest) => callApi(sportsPlaceBet, request, { quiet: true });

export const cashOut = (betId: string, amount: number) => callApi(sportsCashOut, { betId, amount }, { quiet: true });
