// Whether the app may show this player offers: the home banner carousel and the home popups
// (first deposit, agency, daily first deposit, sign-in, banner popup). The server answers no during
// a time-out, self-exclusion or after the player turned in-app offers off, and withholds the offers
// itself too (docs/compliance/marketing.md). Visitors see the public banners; a player sees offers
// only once the server said yes (never while the answer is unknown or failed).
import { offerEligibility } from '@khel/contracts/endpoints/personal-data';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';

export const offerEligibilityQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['player', 'offer-eligibility', token],
    queryFn: () => callApi(offerEligibility, {}),
    enabled: token !== null,
    // A break or an opt-out can start any time: ask again whenever home shows.
    staleTime: 0,
  });

/** True for a visitor; for a player, true only once the server said offers may be shown. */
export function useOffersShown(): boolean {
  const token = useSessionStore((state) => state.token);
  const { data } = useQuery(offerEligibilityQueryOptions(token));
  return token === null || data?.offers === true;
}

/** The home popups' check when their turn comes: false on a no or when the server cannot be asked. */
export async function offersAllowed(queryClient: QueryClient): Promise<boolean> {
  const token = useSessionStore.getState().token;
  if (token === null) return false;
  try {
    return (await queryClient.fetchQuery(offerEligibilityQueryOptions(token))).offers;
  } catch {
    return false;
  }
}
