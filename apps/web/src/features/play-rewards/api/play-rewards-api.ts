// Calls of the play rewards (contracts: endpoints/play-rewards.ts). Every reply is the offer's
// whole state, so claims write it straight into the query cache; a paid claim then refreshes the
// balance and opens the 'Amount received' popup.
import {
  OnlineCall,
  activeDailyGift,
  activeLoseMoney,
  activeNewUserRedPacket,
  playerOnline,
} from '@khel/contracts/endpoints/play-rewards';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';

export const onlineQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['play-rewards', 'online', token],
    queryFn: () => callApi(playerOnline, { type: OnlineCall.status }),
    enabled: token !== null,
    staleTime: 0,
  });

export const lossRebateQueryOptions = () =>
  queryOptions({ queryKey: ['play-rewards', 'loss'], queryFn: () => callApi(activeLoseMoney, { type: 0 }), staleTime: 0 });

export const dailyGiftQueryOptions = () =>
  queryOptions({ queryKey: ['play-rewards', 'daily-gift'], queryFn: () => callApi(activeDailyGift, { type: 0 }), staleTime: 0 });

export const newUserPacketQueryOptions = () =>
  queryOptions({ queryKey: ['play-rewards', 'new-user'], queryFn: () => callApi(activeNewUserRedPacket, { type: 0 }), staleTime: 0 });

/** One presence report; the server decides how much time it is worth. */
/** Background presence report: quiet, a missed beat is simply retried by the next one. */
export function sendHeartbeat() {
  return callApi(playerOnline, { type: OnlineCall.heartbeat, time: Date.now() }, { quiet: true });
}

function paid(queryClient: QueryClient, amount: number): void {
  if (amount <= 0) return;
  void queryClient.invalidateQueries({ queryKey: ['player'] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  usePopupStore.getState().open({ name: 'amount-received', amount });
}

export function useClaimOnlineTier(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(playerOnline, { type: OnlineCall.claim, id }),
    onSuccess: (reply) => {
      queryClient.setQueryData(onlineQueryOptions(token).queryKey, reply);
      paid(queryClient, reply.amount);
    },
  });
}

export function useClaimLossRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => callApi(activeLoseMoney, { type: 1, day }),
    onSuccess: (reply) => {
      queryClient.setQueryData(lossRebateQueryOptions().queryKey, reply);
      paid(queryClient, reply.amount);
    },
  });
}

export function useClaimDailyGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(activeDailyGift, { type: 1, id }),
    onSuccess: (reply) => {
      queryClient.setQueryData(dailyGiftQueryOptions().queryKey, reply);
      paid(queryClient, reply.amount);
    },
  });
}

export function useClaimNewUserPacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(activeNewUserRedPacket, { type: 1 }),
    onSuccess: (reply) => {
      queryClient.setQueryData(newUserPacketQueryOptions().queryKey, reply);
      paid(queryClient, reply.amount);
    },
  });
}
