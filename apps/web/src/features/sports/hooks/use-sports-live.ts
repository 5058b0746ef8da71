// Live sportsbook data (docs/architecture/live.md): the lobby and a match page each read their
// endpoint, subscribe to their topic while mounted, apply its notices to the cache as they come,
// read again when the server confirms the subscription (the catch-up: what changed between the read
// and the subscription is not missed), and poll every SPORTS_POLL_MS while the socket is down.
import { SPORTS_EVENTS, SPORTS_TOPIC, sportsEventTopic, type Sport } from '@khel/contracts/endpoints/sportsbook';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveConnected, useLiveEvent, useLiveTopic } from '../../../lib/live.ts';
import { LOBBY_KEY, eventKey, eventQueryOptions, isEventNotFound, lobbyQueryOptions } from '../api/sports-api.ts';
import { applyMarketsNotice, parseEventNotice, parseMarketsNotice, replaceLobbyEvent, type EventData, type LobbyData } from '../lib/live-apply.ts';
import { syncEvent } from '../stores/slip-store.ts';

/** How often a screen reads again while the live socket is down. */
export const SPORTS_POLL_MS = 5_000;

export function useSportsLobby(sport: Sport, competition: string | null) {
  const queryClient = useQueryClient();
  const connected = useLiveConnected();
  useLiveTopic(
    SPORTS_TOPIC,
    useCallback(() => void queryClient.invalidateQueries({ queryKey: LOBBY_KEY }), [queryClient]),
  );
  useLiveEvent(SPORTS_EVENTS.event, (notice) => {
    const event = parseEventNotice(notice);
    if (!event) return;
    queryClient.setQueriesData<LobbyData>({ queryKey: LOBBY_KEY }, (data) => (data ? replaceLobbyEvent(data, event) : data));
    syncEvent(event.id, event.status, event.main ? [event.main] : []);
  });
  return useQuery({ ...lobbyQueryOptions(sport, competition), refetchInterval: connected ? false : SPORTS_POLL_MS });
}

export function useSportsEvent(id: number) {
  const queryClient = useQueryClient();
  const connected = useLiveConnected();
  useLiveTopic(
    sportsEventTopic(id),
    useCallback(() => void queryClient.invalidateQueries({ queryKey: eventKey(id) }), [queryClient, id]),
  );
  useLiveEvent(SPORTS_EVENTS.markets, (notice) => {
    const update = parseMarketsNotice(notice);
    if (!update || update.eventId !== id) return;
    queryClient.setQueryData<EventData>(eventKey(id), (data) => (data ? applyMarketsNotice(data, update) : data));
    syncEvent(update.eventId, update.status, update.markets);
  });
  return useQuery({
    ...eventQueryOptions(id),
    // An unknown match is not asked for again.
    refetchInterval: (query) => (connected || isEventNotFound(query.state.error) ? false : SPORTS_POLL_MS),
  });
}
