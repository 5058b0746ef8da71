// Promotions calls (contracts: endpoints/promotions.ts): the daily sign-in (activeLogin), gift
// codes (activeGiftCode) and the bind rewards (bindReward). Every claim reply carries the balance
// after it: the top bar shows it at once and the player info is reloaded behind it.
import { activeGiftCode, activeLogin, bindRewards, type ActiveGiftCodeResponse, type BindRewardKind } from '@khel/contracts/endpoints/promotions';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { applyBalance } from '../../../stores/session-store.ts';

export const signInQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions', 'sign-in'],
    queryFn: () => callApi(activeLogin, { type: 0 }),
    staleTime: 0,
  });

export const bindRewardsQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions', 'bind-rewards'],
    queryFn: () => callApi(bindRewards, { type: 0 }),
    staleTime: 0,
  });

function afterClaim(queryClient: QueryClient, gold: number) {
  applyBalance(gold);
  void queryClient.invalidateQueries({ queryKey: ['player'] });
  void queryClient.invalidateQueries({ queryKey: ['activity'] });
}

export function useClaimSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(activeLogin, { type: 1 }),
    onSuccess: (reply) => {
      queryClient.setQueryData(signInQueryOptions().queryKey, reply);
      afterClaim(queryClient, reply.gold);
    },
    // A refusal (already signed, VIP) means the shown state was stale.
    onError: () => void queryClient.invalidateQueries({ queryKey: signInQueryOptions().queryKey }),
  });
}

/**
 * Redeeming a gift code. Not a react-query mutation on purpose: the page shows the server's answer
 * under the field, and the app-wide mutation handler would toast it a second time.
 */
export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const redeem = useCallback(
    async (code: string): Promise<ActiveGiftCodeResponse> => {
      setPending(true);
      try {
        const reply = await callApi(activeGiftCode, { code });
        afterClaim(queryClient, reply.gold);
        return reply;
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { redeem, pending };
}

export function useClaimBindReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: BindRewardKind) => callApi(bindRewards, { type: 1, kind }),
    onSuccess: (reply) => {
      queryClient.setQueryData(bindRewardsQueryOptions().queryKey, reply);
      afterClaim(queryClient, reply.gold);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: bindRewardsQueryOptions().queryKey }),
  });
}
