import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inhouseSlotSpin } from '@khel/contracts/endpoints/inhouse-games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { SessionLimitPopup } from './session-limit-popup.tsx';

const ENDED = 'Your session time limit of 30 minutes is reached: play has ended for this session. You can still see your balance and withdraw';

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  usePopupStore.getState().closeAll();
  useSessionStore.getState().signOut();
});

describe('session limit reached', () => {
  it('a refused round (1842) opens the popup with the server message; Withdraw leads to the withdraw sheet', async () => {
    installFakeServer(() => ({ code: 1842, msg: ENDED }));
    const user = userEvent.setup();
    renderWithApp(<SessionLimitPopup />);
    await expect(callApi(inhouseSlotSpin, { bet: 200 })).rejects.toMatchObject({ code: 1842, shown: true });
    expect(await screen.findByRole('alertdialog', { name: 'Play has ended' })).toHaveTextContent(ENDED);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(usePopupStore.getState().stack).toEqual([{ name: 'wallet', tab: 'withdraw' }]);
  });
});
