// The slip keeps its picked prices current wherever it is shown: it subscribes to the topic of each
// match it holds a selection of and applies that topic's notices; while the sheet is open it also
// reads those matches (<SlipEventReads>: again on each confirmed subscription, and every
// SPORTS_POLL_MS while the socket is down). Reads and notices reach the slip through syncEvent
// (stores/slip-store.ts).
import { SPORTS_EVENTS, sportsEventTopic } from '@khel/contracts/endpoints/sportsbook';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { LIVE_SUBSCRIBED } from '../../../lib/live-connection.ts';
import { liveClient, useLiveConnected, useLiveEvent } from '../../../lib/live.ts';
import { eventKey, eventQueryOptions } from '../api/sports-api.ts';
import { applyMarketsNotice, parseMarketsNotice, type EventData } from '../lib/live-apply.ts';
import { syncEvent, useSlipStore } from '../stores/slip-store.ts';
import { SPORTS_POLL_MS } from './use-sports-live.ts';

/** The ids of the matches the slip holds selections of. */
export function useSlipEventIds(): number[] {
  // A string, so the store's other changes (a stake typed) do not make a new list.
  const idList = useSlipStore((state) => [...new Set(state.selections.map((entry) => entry.eventId))].join(','));
  return useMemo(() => (idList ? idList.split(',').map(Number) : []), [idList]);
}

export function useSlipLive(ids: readonly number[], sheetOpen: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const client = liveClient();
    const releases = ids.map((id) => client.subscribe(sportsEventTopic(id)));
    return () => releases.forEach((release) => release());
  }, [ids]);

  useLiveEvent(SPORTS_EVENTS.markets, (notice) => {
    const update = parseMarketsNotice(notice);
    if (!update || !ids.includes(update.eventId)) return;
    queryClient.setQueryData<EventData>(eventKey(update.eventId), (data) => (data ? applyMarketsNotice(data, update) : data));
    syncEvent(update.eventId, update.status, update.markets);
  });
  useLiveEvent(LIVE_SUBSCRIBED, (event) => {
    const id = ids.find((candidate) => event.topic === sportsEventTopic(candidate));
    if (id !== undefined && sheetOpen) void queryClient.invalidateQueries({ queryKey: eventKey(id) });
  });
}

/** One slip match read while the sheet is open (a component per match: useQueries would add to the first bundle's framework chunk). */
export function SlipEventRead({ id }: { id: number }): null {
  const connected = useLiveConnected();
  useQuery({ ...eventQueryOptions(id), refetchInterval: connected ? false : SPORTS_POLL_MS });
  return null;
}
