// The settings screen's "Show my name in public bet lists": off for a player who never chose, and
// turning it on is saved on the server and shown from its answer.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { SettingsPanel } from './settings-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('bet privacy', () => {
  it('is off by default and turning it on saves { showName: true }', async () => {
    let showName = false;
    const { calls } = installFakeServer((call) => {
      if (call.url.endsWith('/betPrivacy/update')) {
        showName = (call.body as { showName: boolean }).showName;
        return { code: 1, data: { showName } };
      }
      if (call.url.endsWith('/betPrivacy')) return { code: 1, data: { showName } };
      return { code: 0, msg: 'unexpected call' };
    });
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    renderWithApp(<SettingsPanel />);
    const toggle = await screen.findByRole('switch', { name: 'Show my name in public bet lists' });
    await waitFor(() => expect(toggle).not.toHaveClass('adm-switch-disabled'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Off: other players see your name masked, like ah***42, under the games.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show my name in public bet lists' })).toHaveAttribute('aria-checked', 'true'));
    expect(calls.filter((call) => call.url.endsWith('/betPrivacy/update')).map((call) => call.body)).toEqual([{ showName: true }]);
  });
});
