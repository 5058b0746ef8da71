// Deposit limits, a responsible-gambling control (contracts: endpoints/payments.ts).
import { depositLimits, setDepositLimit, type LimitPeriod } from '@khel/contracts/endpoints/payments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const depositLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit-limits'],
    queryFn: () => callApi(depositLimits, {}),
    staleTime: 0,
  });

export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { period: LimitPeriod; amount: number | null }) => callApi(setDepositLimit, request),
    onSuccess: (reply) => queryClient.setQueryData(depositLimitsQueryOptions().queryKey, reply),
  });
}
