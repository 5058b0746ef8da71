// Login success (docs/requirements/accounts.md#4-login): store the session (tokens, player, first-pay state, timestamp, popup
// list, device id, daily flags reset), close the form's popup, congratulate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adoptServerDeviceId, ensureDeviceId } from '../../../lib/device.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { loginRequest, type LoginInput } from '../api/login-api.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  // The fingerprint library is fetched and run while the form is filled in (not on the first
  // screen), so the device id is ready by the time the form is sent.
  useEffect(() => {
    void ensureDeviceId();
  }, []);
  return useMutation({
    mutationFn: (input: LoginInput) => loginRequest(input),
    onSuccess: ({ reply, telephone }) => {
      useSessionStore.getState().signIn(reply, telephone);
      adoptServerDeviceId(reply.deviceId);
      const popups = usePopupStore.getState();
      popups.close('login');
      popups.close('auth');
      popups.open({ name: 'congratulation', registered: reply.registered });
      // A new player is offered limits once the welcome closes (small and skippable).
      if (reply.registered) popups.enqueue({ pick: () => ({ popup: { name: 'limits-offer', moment: 'signup' } }) }, { first: true });
      // The login reply carries a reduced player card: fetch the full one now.
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
  });
}
