import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { AuthPopup } from './auth-popup.tsx';
import { LoginPopup } from './login-popup.tsx';

const REPLY = { ...LOGIN_REPLY, registered: false };

describe('login popup (Welcome Back)', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.deviceFingerprint, 'fp-test-h5'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
    act(() => usePopupStore.getState().closeAll());
  });

  it('shows the rule messages for an empty form', async () => {
    const { fetchMock } = installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<LoginPopup />);
    act(() => usePopupStore.getState().open({ name: 'login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('User Phone is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/repassword');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in by phone, stores the session and congratulates', async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<LoginPopup />);
    act(() => usePopupStore.getState().open({ name: 'login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await userEvent.type(within(dialog).getByLabelText('Phone'), '03001234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('session-token-1'));
    expect(calls[0]?.body).toMatchObject({ type: 0, loginType: 2, phone: '3001234567', token: 'secret12', account: '' });
    expect(usePopupStore.getState().stack).toEqual([{ name: 'congratulation', registered: false }]);
  });

  it('offers the language switch to the visitor', async () => {
    installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<LoginPopup />);
    act(() => usePopupStore.getState().open({ name: 'login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    const languages = within(dialog).getByRole('radiogroup', { name: 'Language' });
    expect(within(languages).getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(languages).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['English', '中文', 'اردو']);
  });

  it('refuses a 3-digit phone before sending it', async () => {
    const { fetchMock } = installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<LoginPopup />);
    act(() => usePopupStore.getState().open({ name: 'login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await userEvent.type(within(dialog).getByLabelText('Phone'), '300');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Enter a valid mobile number (10 digits starting with 3)')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message as a toast when the password is wrong', async () => {
    installFakeServer(() => ({ code: 1002, msg: 'Wrong account or password' }));
    renderWithApp(<LoginPopup />);
    act(() => usePopupStore.getState().open({ name: 'login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await userEvent.type(within(dialog).getByLabelText('Phone'), '3001234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
    expect(useSessionStore.getState().player).toBeNull();
  });
});

describe('auth popup, Login tab', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.deviceFingerprint, 'fp-test-h5'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
    act(() => usePopupStore.getState().closeAll());
  });

  it('shows its own rule messages', async () => {
    installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<AuthPopup />);
    act(() => usePopupStore.getState().open({ name: 'auth', tab: 'login' }));
    const panel = await screen.findByRole('tabpanel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    expect(await within(panel).findByText('Please enter Phone number/Username')).toBeInTheDocument();
    expect(within(panel).getByText('Password cannot be empty')).toBeInTheDocument();
  });

  it('sends an all-digit account as a phone login and a name as an account login', async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<AuthPopup />);
    act(() => usePopupStore.getState().open({ name: 'auth', tab: 'login' }));
    let panel = await screen.findByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText('Account'), '03001234567');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ loginType: 2, phone: '3001234567', account: '' });

    act(() => {
      useSessionStore.getState().signOut();
      usePopupStore.getState().closeAll();
      usePopupStore.getState().open({ name: 'auth', tab: 'login' });
    });
    panel = await screen.findByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText('Account'), 'ali_khan');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret12');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ loginType: 64, account: 'ali_khan', phone: '' });
  });

  it('refuses a 3-digit phone with the server\'s phone message and sends nothing', async () => {
    const { fetchMock } = installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<AuthPopup />);
    act(() => usePopupStore.getState().open({ name: 'auth', tab: 'login' }));
    const panel = await screen.findByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText('Account'), '300');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    expect(await within(panel).findByText('Enter a valid mobile number (10 digits starting with 3)')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a visitor switch to Urdu before signing in: right to left, and kept for the next visit', async () => {
    installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<AuthPopup />);
    act(() => usePopupStore.getState().open({ name: 'auth', tab: 'login' }));
    const languages = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(within(languages).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['English', '中文', 'اردو']);
    try {
      await userEvent.click(within(languages).getByRole('radio', { name: 'اردو' }));
      expect(await screen.findByRole('tab', { name: 'لاگ ان' })).toHaveAttribute('aria-selected', 'true');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ur');
      expect(screen.getByRole('radio', { name: 'اردو' })).toHaveAttribute('aria-checked', 'true');
    } finally {
      await act(async () => usePreferencesStore.getState().setLocale('en'));
    }
  });

  it('switches between the Login and Sign Up tabs', async () => {
    installFakeServer(() => ({ code: 1, data: REPLY }));
    renderWithApp(<AuthPopup />);
    act(() => usePopupStore.getState().open({ name: 'auth', tab: 'login' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByText('+92')).toBeInTheDocument();
  });
});
