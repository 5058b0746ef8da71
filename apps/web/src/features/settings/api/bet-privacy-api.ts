// "Show my name in public bet lists" (contracts inhouse-bets.ts betPrivacy): off by default.
import { betPrivacy, updateBetPrivacy, type BetPrivacy } from '@khel/contracts/endpoints/inhouse-bets';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const betPrivacyQueryOptions = () => queryOptions({ queryKey: ['player', 'bet-privacy'], queryFn: () => callApi(betPrivacy, {}) });

export function useBetPrivacyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showName: boolean) => callApi(updateBetPrivacy, { showName }),
    onSuccess: (next: BetPrivacy) => {
      queryClient.setQueryData(betPrivacyQueryOptions().queryKey, next);
      // The lists under the games show the new name (or mask) from the next fetch.
      void queryClient.invalidateQueries({ queryKey: ['inhouse-bets'] });
    },
  });
}
