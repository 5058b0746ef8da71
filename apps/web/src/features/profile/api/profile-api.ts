import { profile } from '@khel/contracts/endpoints/player-info';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Nickname and/or avatar change; the reply is the updated player. */
export function useProfileMutation() {
  return useMutation({
    mutationFn: (change: { name?: string; icon?: number }) => callApi(profile, change),
    onSuccess: (player) => useSessionStore.getState().setPlayer(player),
  });
}
