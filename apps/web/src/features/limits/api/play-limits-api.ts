// Loss, wager and session-time limits (contracts: endpoints/limits.ts).
import { playLimits, setPlayLimit, type PlayLimitKind, type PlayLimitPeriod } from '@khel/contracts/endpoints/limits';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const playLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['play-limits'],
    queryFn: () => callApi(playLimits, {}),
    staleTime: 0,
  });

export function useSetPlayLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: PlayLimitKind; period: PlayLimitPeriod; amount: number | null }) => callApi(setPlayLimit, request),
    onSuccess: (reply) => queryClient.setQueryData(playLimitsQueryOptions().queryKey, reply),
  });
}
