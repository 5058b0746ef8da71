// Time-out, self-exclusion and reality checks, responsible-gambling controls (contracts:
// endpoints/protection.ts).
import {
  protectionStatus,
  realityCheck,
  requestReturn,
  selfExclude,
  setRealityCheck,
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

/** After a self-exclusion's period: ask to come back (the account reopens after 24 h). */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(requestReturn, {}),
    onSuccess: (reply) => queryClient.setQueryData(protectionQueryOptions().queryKey, reply),
  });
}

/** This session's time and net result, and the interval (per session token: a new login starts again). */
export const realityCheckQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['player', 'reality-check', token],
    // A background read: a failure must not toast over the game.
    queryFn: () => callApi(realityCheck, {}, { quiet: true }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

export function useSetRealityCheck(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: number) => callApi(setRealityCheck, { intervalMinutes }),
    onSuccess: (reply) => queryClient.setQueryData(realityCheckQueryOptions(token).queryKey, reply),
  });
}
