// Time-out and self-exclusion, responsible-gambling controls (contracts: endpoints/protection.ts).
import {
  protectionStatus,
  selfExclude,
  startTimeOut,
  type SelfExclusionPeriod,
  type TimeoutPeriod,
} from '@khel/contracts/endpoints/protection';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const protectionQueryOptions = () =>
  queryOptions({
    queryKey: ['protection'],
    queryFn: () => callApi(protectionStatus, {}),
    staleTime: 0,
  });

export function useStartTimeOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: TimeoutPeriod) => callApi(startTimeOut, { period }),
    onSuccess: (reply) => queryClient.setQueryData(protectionQueryOptions().queryKey, reply),
  });
}

export function useSelfExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { period: SelfExclusionPeriod; password: string }) => callApi(selfExclude, request),
    onSuccess: (reply) => queryClient.setQueryData(protectionQueryOptions().queryKey, reply),
  });
}
