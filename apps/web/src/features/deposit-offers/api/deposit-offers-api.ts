// The deposit offers' calls (contracts: endpoints/deposit-offers.ts): type 0 reads an offer, type 1
// claims; both answer with the whole offer, so a claim's reply replaces the cached read. A paid
// claim opens 'Amount received' and refreshes the balance.
import {
  activeDailyFirstPay,
  activeFirstPay,
  activeLuckyDraw,
  activeRePunch,
  activeRound,
  goldVault,
} from '@khel/contracts/endpoints/deposit-offers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/toast.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';

export const firstPayQuery = () => queryOptions({ queryKey: ['deposit-offers', 'first-pay'], queryFn: () => callApi(activeFirstPay, { type: 0 }), staleTime: 0 });
export const dailyFirstPayQuery = () =>
  queryOptions({ queryKey: ['deposit-offers', 'daily-first-pay'], queryFn: () => callApi(activeDailyFirstPay, { type: 0 }), staleTime: 0 });
export const treasureChestQuery = () => queryOptions({ queryKey: ['deposit-offers', 'treasure-chest'], queryFn: () => callApi(goldVault, { type: 0 }), staleTime: 0 });
export const rechargeSpinQuery = () => queryOptions({ queryKey: ['deposit-offers', 'recharge-spin'], queryFn: () => callApi(activeRound, { type: 0 }), staleTime: 0 });
export const luckyDrawQuery = () => queryOptions({ queryKey: ['deposit-offers', 'lucky-draw'], queryFn: () => callApi(activeLuckyDraw, { type: 0 }), staleTime: 0 });

/** Opens 'Amount received' and refreshes the balance (playerInfo) and the activity badge. */
export function announceReceived(queryClient: ReturnType<typeof useQueryClient>, amount: number | undefined): void {
  if (amount !== undefined && amount > 0) usePopupStore.getState().open({ name: 'amount-received', amount });
  void queryClient.invalidateQueries({ queryKey: ['player'] });
  void queryClient.invalidateQueries({ queryKey: ['activity'] });
}

function useClaim<Vars, Reply extends { received?: { amount: number } | undefined }>(
  queryKey: readonly unknown[],
  call: (vars: Vars) => Promise<Reply>,
  /** deferred: the caller shows the reply itself (the wheel, once it has stopped turning). */
  options: { deferred?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      if (options.deferred) return;
      queryClient.setQueryData(queryKey, reply);
      announceReceived(queryClient, reply.received?.amount);
    },
    onError: (error) => {
      toastError(error);
      // The state may have moved on (claimed elsewhere, day over): read it again.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useClaimFirstPayTier = () => useClaim(firstPayQuery().queryKey, (id: number) => callApi(activeFirstPay, { type: 1, id }));
export const useClaimDailyFirstPay = () => useClaim(dailyFirstPayQuery().queryKey, () => callApi(activeDailyFirstPay, { type: 1 }));
export const useOpenChest = () => useClaim(treasureChestQuery().queryKey, (id: number) => callApi(goldVault, { type: 1, id }));
/** The wheel shows the outcome itself, once it has stopped turning (showSpinResult). */
export const useSpin = () =>
  useClaim(rechargeSpinQuery().queryKey, (kind: 'spin' | 'again') => callApi(kind === 'spin' ? activeRound : activeRePunch, { type: 1 }), { deferred: true });
export const useLuckyDraw = () => useClaim(luckyDrawQuery().queryKey, () => callApi(activeLuckyDraw, { type: 1 }));

/** After the wheel stops: the spin's reply becomes the page's state, then 'Amount received'. */
export function showSpinResult(queryClient: ReturnType<typeof useQueryClient>, reply: Awaited<ReturnType<typeof callApi<typeof activeRound.request, typeof activeRound.response>>>): void {
  queryClient.setQueryData(rechargeSpinQuery().queryKey, reply);
  announceReceived(queryClient, reply.received?.amount);
}
