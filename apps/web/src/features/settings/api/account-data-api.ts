// The player's marketing opt-ins and the copy of their personal data (contracts personal-data.ts).
import { personalData, subscriptions, updateSubscriptions, type Subscriptions, type SubscriptionChannel } from '@khel/contracts/endpoints/personal-data';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: ['player', 'subscriptions'], queryFn: () => callApi(subscriptions, {}) });

export const personalDataQueryOptions = () =>
  queryOptions({ queryKey: ['player', 'personal-data'], queryFn: () => callApi(personalData, {}), staleTime: 0 });

export function useSubscriptionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { channel: SubscriptionChannel; on: boolean }) => callApi(updateSubscriptions, { [change.channel]: change.on }),
    onSuccess: (next: Subscriptions) => {
      queryClient.setQueryData(subscriptionsQueryOptions().queryKey, next);
      // In-app offers on or off changes what home may show (app/offer-eligibility.ts) and the
      // docked online-reward timer (the server turns it off for a player who opted out).
      void queryClient.invalidateQueries({ queryKey: ['player', 'offer-eligibility'] });
      void queryClient.invalidateQueries({ queryKey: ['play-rewards', 'online'] });
    },
  });
}
