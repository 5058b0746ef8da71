// Identity verification (contracts: endpoints/kyc.ts): the player's status and a submission.
import { kycStatus, kycSubmit } from '@khel/contracts/endpoints/kyc';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';

export const kycQueryOptions = () =>
  queryOptions({
    queryKey: ['player', 'kyc'],
    queryFn: () => callApi(kycStatus, {}),
    staleTime: 0,
  });

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.input<typeof kycSubmit.request>) => callApi(kycSubmit, request),
    onSuccess: (reply) => queryClient.setQueryData(kycQueryOptions().queryKey, reply),
  });
}
