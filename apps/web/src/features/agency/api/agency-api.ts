// The agency programme's calls (contracts: endpoints/agency.ts): invite type 0 (agentInfo),
// type 1 (invited players, 20 a page) and activeInviteReward (claim every claimable reward).
import { INVITE_PAGE_SIZE, InviteType, activeInviteReward, invite } from '@khel/contracts/endpoints/agency';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const agentInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['agency', 'info'],
    queryFn: async () => {
      const reply = await callApi(invite, { type: InviteType.info });
      if (reply.type !== InviteType.info) throw new Error('invite: expected agentInfo');
      return reply.agentInfo;
    },
    staleTime: 0,
  });

export const invitedPlayersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['agency', 'invited'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const reply = await callApi(invite, { type: InviteType.list, page: pageParam });
      if (reply.type !== InviteType.list) throw new Error('invite: expected the invited players');
      return reply.list;
    },
    getNextPageParam: (last, _all, pageParam) => (last.length < INVITE_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
  });

export function useClaimInviteRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(activeInviteReward, {}),
    onSuccess: (reply) => {
      queryClient.setQueryData(agentInfoQueryOptions().queryKey, reply.agentInfo);
      void queryClient.invalidateQueries({ queryKey: ['agency', 'invited'] });
      // The balance and the betting tasks the reward created.
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
    onSettled: (_reply, error) => {
      // A refused claim (someone else's request won, the programme was paused): show the truth.
      if (error) void queryClient.invalidateQueries({ queryKey: ['agency'] });
    },
  });
}
