// VIP (contracts: endpoints/vip.ts): the player's level, progress and upgrade rewards, and the
// claim of one level's reward. A claim shows 'Amount received', updates the balance, and clears
// the red dot (vipUpgradePending) at once; the player info is then re-read.
import { VipType, vip, type VipResponse } from '@khel/contracts/endpoints/vip';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** The session's copy of the VIP fields (badges, red dot) from a fresh VIP reply. */
function applyToSession(reply: VipResponse): void {
  const { player, setPlayer } = useSessionStore.getState();
  if (!player) return;
  setPlayer({
    ...player,
    vip: reply.vip,
    vipExperience: reply.vipExperience,
    vipExperience2: reply.nextThreshold,
    vipUpgradePending: reply.pending > 0,
    gold: player.gold + reply.received,
  });
}

export const vipQueryOptions = () =>
  queryOptions({
    queryKey: ['vip', 'status'],
    queryFn: async () => {
      const reply = await callApi(vip, { type: VipType.query });
      applyToSession(reply);
      return reply;
    },
    staleTime: 0,
  });

export function useClaimVipUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => callApi(vip, { type: VipType.claim, param: level }),
    onSuccess: (reply) => {
      queryClient.setQueryData(vipQueryOptions().queryKey, reply);
      applyToSession(reply);
      usePopupStore.getState().open({ name: 'amount-received', amount: reply.received });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
    // A refused claim (already claimed elsewhere, level data stale): show the fresh state.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['vip'] }),
  });
}
