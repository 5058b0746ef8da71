import { AGENT_ID_PREFIX } from '@khel/contracts/limits';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Account'), 'ali_khan');
  await userEvent.type(screen.getByLabelText('Phone'), '03001234567');
  await userEvent.type(screen.getByLabelText('Password'), 'secret12');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret12');
  await userEvent.click(screen.getByRole('checkbox', { name: /18 or older/ }));
}

describe('sign-up form', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.deviceFingerprint, 'fp-test-h5');
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
    usePopupStore.getState().closeAll();
  });

  it('shows the rule message of every missing field and sends nothing', async () => {
    const { fetchMock } = installFakeServer(() => ({ code: 1, data: LOGIN_REPLY }));
    renderWithApp(<SignUpForm />);
    await submit();
    expect(await screen.findByText('account is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are 18 or older')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the passwords differ and when a password is too short', async () => {
    installFakeServer(() => ({ code: 1, data: LOGIN_REPLY }));
    renderWithApp(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Password'), 'abc1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc2');
    await submit();
    expect(await screen.findByText('At least 6-12 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows the letter-and-digit hint without blocking', async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: LOGIN_REPLY }));
    renderWithApp(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('Account'), 'ali_khan');
    await userEvent.type(screen.getByLabelText('Phone'), '3001234567');
    await userEvent.type(screen.getByLabelText('Password'), 'onlyletters');
    expect(screen.getByText('Use letters and digits together for a stronger password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'onlyletters');
    await userEvent.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('requires the 18+ confirmation', async () => {
    const { fetchMock } = installFakeServer(() => ({ code: 1, data: LOGIN_REPLY }));
    renderWithApp(<SignUpForm />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    await submit();
    expect(await screen.findByText('Please confirm that you are 18 or older')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email when signing up by email', async () => {
    installFakeServer(() => ({ code: 1, data: LOGIN_REPLY }));
    renderWithApp(<SignUpForm />);
    await userEvent.click(screen.getByRole('switch', { name: 'Sign up with email' }));
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    await submit();
    expect(await screen.findAllByText('Field cannot be empty')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email'), 'ali@example');
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
  });

  it('submits the exact payload once despite a double click, with the invite from ?r=', async () => {
    window.history.replaceState(null, '', '/?r=80011111&pixelId=px9');
    const { calls } = installFakeServer(() => ({ code: 1, data: LOGIN_REPLY }));
    renderWithApp(<SignUpForm />);
    await fillValidForm();
    const button = screen.getByRole('button', { name: 'Sign Up' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(useSessionStore.getState().player?.showId).toBe('80012345'));
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/usercenter/game/login');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Content-Type')).toBe('text/plain');
    expect(call?.headers.get('Accept-Language')).toBe('en');
    expect(call?.body).toEqual({
      agentId: `${AGENT_ID_PREFIX}80011111`,
      deviceType: 'unknown',
      type: 2,
      loginType: 64,
      token: 'secret12',
      verifyCode: '',
      account: 'ali_khan',
      telephone: '3001234567',
      phone: '',
      ageConfirmed: true,
      h5Param: { pixelId: 'px9' },
      deviceId: 'fp-test-h5',
      deviceDetail: expect.any(Object),
    });
    // docs/requirements/accounts.md#4-login: the session is stored under its keys and the congratulation popup opens.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('session-token-1');
    expect(localStorage.getItem(STORAGE_KEYS.popupList)).toBe('2,1');
    expect(localStorage.getItem(STORAGE_KEYS.agencyPopup)).toBe('0');
    expect(usePopupStore.getState().stack).toContainEqual({ name: 'congratulation', registered: true });
    // The limits offer (docs/requirements/protection.md#4-limits) waits for its turn, right after the welcome closes.
    const [next] = usePopupStore.getState().queue;
    expect(await next?.pick()).toEqual({ popup: { name: 'limits-offer', moment: 'signup' } });
  });

  it('shows the server message when sign-up is refused', async () => {
    installFakeServer(() => ({ code: 1003, msg: 'This account name is already registered' }));
    renderWithApp(<SignUpForm />);
    await fillValidForm();
    await submit();
    expect(await screen.findByText('This account name is already registered')).toBeInTheDocument();
    expect(useSessionStore.getState().player).toBeNull();
  });
});
