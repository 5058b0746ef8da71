// The trading desk's reads (TanStack Query) and the book's settings write.
import {
  getSportsbookSettings,
  listPlayerSportsLimits,
  listSettlements,
  listTradingEvents,
  putSportsbookSettings,
  type SportsbookSettings,
  tradingEvent,
  type Settlement,
} from '@khel/contracts/admin/sportsbook';
import type { Sport } from '@khel/contracts/endpoints/sportsbook';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../lib/api.ts';

/** The trading screens read again every 5 s while the tab is visible (TanStack Query pauses a hidden tab's interval). */
export const TRADING_POLL_MS = 5_000;

export type EventStatus = 'scheduled' | 'live' | 'ended' | 'abandoned';

export const useTradingEvents = (filter: { sport?: Sport | undefined; status?: EventStatus | undefined }) =>
  useQuery({ queryKey: ['sportsbook-events', filter], queryFn: () => adminCall(listTradingEvents, filter), refetchInterval: TRADING_POLL_MS });

export const useTradingEvent = (id: number) =>
  useQuery({
    queryKey: ['sportsbook-event', id],
    queryFn: () => adminCall(tradingEvent, { id }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: TRADING_POLL_MS,
  });

export const useSettlements = (state: Settlement['state'] | undefined) =>
  useQuery({ queryKey: ['sportsbook-settlements', state ?? 'all'], queryFn: () => adminCall(listSettlements, state ? { state } : {}) });

export const useBookSettings = () => useQuery({ queryKey: ['sportsbook-settings'], queryFn: () => adminCall(getSportsbookSettings, {}) });

export const usePlayerSportsLimits = () => useQuery({ queryKey: ['sportsbook-player-limits'], queryFn: () => adminCall(listPlayerSportsLimits, {}) });

/** After a trade or a settlement request: the lists and the event read again now. */
export function useRefreshTrading() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['sportsbook-events'] });
    void queryClient.invalidateQueries({ queryKey: ['sportsbook-event'] });
    void queryClient.invalidateQueries({ queryKey: ['sportsbook-settlements'] });
  };
}

export type BookSettingsChange = SportsbookSettings & { reason: string };

export const putBookSettings = (change: BookSettingsChange): Promise<SportsbookSettings> => adminCall(putSportsbookSettings, { body: change });
