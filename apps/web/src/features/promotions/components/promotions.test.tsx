import type { ActiveLoginResponse } from '@khel/contracts/endpoints/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { localDate } from '../lib/popup-dates.ts';
import { BindPhonePromptPopup } from './bind-phone-prompt.tsx';
import { AmountReceivedPopup } from './amount-received-popup.tsx';
import { GiftCodeForm } from './gift-code-form.tsx';
import { PromoRewards } from './promo-rewards.tsx';
import { SignInPopup } from './sign-in-popup.tsx';
import { SignInTipsPopup } from './sign-in-tips-popup.tsx';

const DEBOUNCE = () => new Promise((resolve) => setTimeout(resolve, 550));

const DAYS = [
  [0, 100],
  [0, 800],
  [1, 900],
  [1, 1500],
  [2, 2000],
  [3, 2500],
  [3, 3200],
] as const;

function status(sign: 0 | 2 | 3, curDay: number, signedCount: number, gold = 0): ActiveLoginResponse {
  return {
    sign,
    curDay,
    vip: 0,
    days: DAYS.map(([vip, num], i) => ({ day: i + 1, vip, num, signed: i < signedCount })),
    reward: [{ num: DAYS[curDay - 1]![1], type: 1 }],
    wagerMulti: 1,
    gold,
  };
}

function serve(initial: ActiveLoginResponse, onClaim: (call: RecordedCall) => { code: number; msg?: string; data?: unknown }) {
  return installFakeServer((call) => {
    const body = call.body as { type?: number } | undefined;
    if (call.url.endsWith('/activeLogin')) return body?.type === 1 ? onClaim(call) : { code: 1, data: initial };
    return { code: 0, msg: 'unexpected' };
  });
}

function logIn(phone = '3001234567') {
  useSessionStore.getState().signIn(LOGIN_REPLY, phone);
}

function renderPopups() {
  renderWithApp(
    <>
      <SignInPopup />
      <SignInTipsPopup />
      <AmountReceivedPopup />
      <BindPhonePromptPopup />
    </>,
  );
}

async function openSignIn() {
  act(() => usePopupStore.getState().open({ name: 'sign-in' }));
  return screen.findByRole('dialog', { name: 'Daily sign-in' });
}

beforeEach(() => {
  usePopupStore.setState({ turnGapMs: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  act(() => usePopupStore.getState().closeAll());
});

describe('sign-in popup', () => {
  it('sign 0: the seven days with reward and VIP, day 1 highlighted, the rules; Check In pays and shows Amount received ₨1.00', async () => {
    logIn();
    const server = serve(status(0, 1, 0), () => ({ code: 1, data: status(2, 1, 1, 100) }));
    renderPopups();
    const popup = await openSignIn();
    const day1 = await within(popup).findByTestId('sign-in-day-1');
    expect(day1).toHaveAttribute('aria-current', 'date');
    expect(day1).toHaveTextContent('Today₨₨1.00');
    expect(within(popup).getByTestId('sign-in-day-2')).toHaveTextContent('Day 2₨₨8.00');
    expect(within(popup).getByTestId('sign-in-day-6')).toHaveTextContent('Day 6₨₨25.00VIP3');
    expect(within(popup).getByTestId('sign-in-day-7')).toHaveTextContent('Day 7₨₨32.00VIP3');
    expect(within(popup).getByText('unlock all benefits with VIP3 or above')).toBeInTheDocument();

    await userEvent.click(within(popup).getByRole('button', { name: 'Check In' }));
    const received = await screen.findByRole('dialog', { name: 'Amount received' });
    expect(within(received).getByTestId('received-amount')).toHaveTextContent('₨1.00');
    expect(server.calls.filter((c) => c.url.endsWith('/activeLogin')).map((c) => c.body)).toEqual([{ type: 0 }, { type: 1 }]);
    expect(useSessionStore.getState().player?.gold).toBe(100);
    expect(await within(popup).findByRole('button', { name: 'Checked in today' })).toBeInTheDocument();
    expect(within(popup).getByTestId('sign-in-day-1')).toHaveTextContent('Signed');
  });

  it('sign 2: the button says it is done and a tap sends no claim', async () => {
    logIn();
    const server = serve(status(2, 3, 3, 1800), () => ({ code: 1602, msg: 'No duplicate Sign-In' }));
    renderPopups();
    const popup = await openSignIn();
    const button = await within(popup).findByRole('button', { name: 'Checked in today' });
    expect(within(popup).getByTestId('sign-in-day-3')).toHaveAttribute('aria-current', 'date');
    await userEvent.click(button);
    await DEBOUNCE();
    expect(server.calls.filter((c) => (c.body as { type?: number } | undefined)?.type === 1)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Amount received' })).not.toBeInTheDocument();
  });

  it('sign 3: Check In opens Tips (Cancel, Recharge); Recharge opens the wallet on the Deposit tab', async () => {
    logIn();
    const server = serve(status(3, 3, 2, 900), () => ({ code: 1620, msg: 'refused' }));
    renderPopups();
    const popup = await openSignIn();
    await userEvent.click(await within(popup).findByRole('button', { name: 'Check In' }));
    const tips = await screen.findByRole('dialog', { name: 'Tips' });
    expect(tips).toHaveTextContent('Day 3 needs VIP1. Recharge to raise your VIP level and unlock this reward.');
    await userEvent.click(within(tips).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tips' })).not.toBeInTheDocument());

    await DEBOUNCE();
    await userEvent.click(within(popup).getByRole('button', { name: 'Check In' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Tips' })).getByRole('button', { name: 'Recharge' }));
    expect(usePopupStore.getState().stack).toEqual([{ name: 'wallet', tab: 'deposit' }]);
    expect(localStorage.getItem('signInPopupDate')).toBe(localDate());
    expect(server.calls.filter((c) => (c.body as { type?: number } | undefined)?.type === 1)).toHaveLength(0);
  });

  it('a refused claim shows the server message and no amount', async () => {
    logIn();
    serve(status(0, 1, 0), () => ({ code: 1501, msg: 'Your account is in a time-out until 2026-01-06 14:00 PKT' }));
    renderPopups();
    const popup = await openSignIn();
    await userEvent.click(await within(popup).findByRole('button', { name: 'Check In' }));
    expect(await screen.findByText('Your account is in a time-out until 2026-01-06 14:00 PKT')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Amount received' })).not.toBeInTheDocument();
  });

  it('closing records today’s date, then prompts to bind a phone when none is stored, once a day', async () => {
    logIn('');
    serve(status(2, 1, 1, 100), () => ({ code: 1602 }));
    renderPopups();
    let popup = await openSignIn();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('signInPopupDate')).toBe(localDate());
    const prompt = await screen.findByRole('dialog', { name: 'Bind your phone' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));
    expect(localStorage.getItem(STORAGE_KEYS.bindPhonePrompt)).toBe(localDate());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bind your phone' })).not.toBeInTheDocument());

    popup = await openSignIn();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Bind your phone' })).not.toBeInTheDocument();
  });

  it('a player with a phone gets no prompt on closing', async () => {
    logIn('3001234567');
    serve(status(0, 1, 0), () => ({ code: 1602 }));
    renderPopups();
    const popup = await openSignIn();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Bind your phone' })).not.toBeInTheDocument();
    expect(localStorage.getItem('signInPopupDate')).toBe(localDate());
  });
});

describe('amount received popup', () => {
  it('shows the amount any feature passes, to the hundredth', async () => {
    renderWithApp(<AmountReceivedPopup />);
    act(() => usePopupStore.getState().open({ name: 'amount-received', amount: 123_456 }));
    const popup = await screen.findByRole('dialog', { name: 'Amount received' });
    expect(within(popup).getByTestId('received-amount')).toHaveTextContent('₨1,234.56');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(usePopupStore.getState().stack).toEqual([]);
  });
});

describe('gift code page', () => {
  function serveCodes() {
    return installFakeServer((call) => {
      const code = (call.body as { code?: string } | undefined)?.code ?? '';
      if (!call.url.endsWith('/activeGiftCode')) return { code: 0, msg: 'unexpected' };
      const answers: Record<string, { code: number; msg?: string; data?: unknown }> = {
        NOPE: { code: 1622, msg: 'This gift code does not exist' },
        OLD: { code: 1623, msg: 'This gift code has expired' },
        GONE: { code: 1624, msg: 'This gift code has been fully redeemed' },
        AGAIN: { code: 1625, msg: 'You have already redeemed this gift code' },
        EID2026: { code: 1, data: { code: 'EID2026', num: 5000, wagerMulti: 1, gold: 5100 } },
      };
      return answers[code.trim().toUpperCase()] ?? { code: 1622, msg: 'This gift code does not exist' };
    });
  }

  it('shows each refusal under the field, and on success the balance, the message and Amount received', async () => {
    logIn();
    const server = serveCodes();
    renderWithApp(
      <>
        <GiftCodeForm />
        <AmountReceivedPopup />
      </>,
    );
    const input = screen.getByLabelText('Gift code');
    const redeem = screen.getByRole('button', { name: 'Redeem' });

    await userEvent.click(redeem);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a gift code');
    expect(server.calls).toHaveLength(0);

    for (const [typed, message] of [
      ['nope', 'This gift code does not exist'],
      ['old', 'This gift code has expired'],
      ['gone', 'This gift code has been fully redeemed'],
      ['again', 'You have already redeemed this gift code'],
    ] as const) {
      await DEBOUNCE();
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(redeem);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    }

    await DEBOUNCE();
    await userEvent.clear(input);
    await userEvent.type(input, 'eid2026');
    await userEvent.click(redeem);
    const received = await screen.findByRole('dialog', { name: 'Amount received' });
    expect(within(received).getByTestId('received-amount')).toHaveTextContent('₨50.00');
    expect(screen.getByRole('status')).toHaveTextContent('Redeemed: ₨50.00 added to your balance.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(useSessionStore.getState().player?.gold).toBe(5100);
    expect(server.calls.at(-1)?.body).toEqual({ code: 'eid2026' });
  });
});

describe('/promo/rewards', () => {
  it('lists the bind rewards: Claim when bound (then Amount received), the way to bind when not', async () => {
    logIn();
    let claimed = false;
    const server = installFakeServer((call) => {
      if (!call.url.endsWith('/bindReward')) return { code: 0, msg: 'unexpected' };
      const items = [
        { kind: 'phone', num: 500, wagerMulti: 1, state: claimed ? 2 : 1 },
        { kind: 'bankCard', num: 1000, wagerMulti: 1, state: 0 },
      ];
      if ((call.body as { type?: number }).type === 1) claimed = true;
      return { code: 1, data: { items: claimed ? items.map((i) => (i.kind === 'phone' ? { ...i, state: 2 } : i)) : items, received: claimed ? 500 : 0, gold: claimed ? 500 : 0 } };
    });
    renderWithApp(
      <>
        <PromoRewards />
        <AmountReceivedPopup />
      </>,
    );
    const phone = await screen.findByTestId('bind-reward-phone');
    const card = screen.getByTestId('bind-reward-bankCard');
    expect(phone).toHaveTextContent('Bind phone reward');
    expect(phone).toHaveTextContent('₨5.00');
    expect(card).toHaveTextContent('₨10.00');
    expect(within(card).getByRole('button', { name: 'Bind account' })).toBeInTheDocument();
    expect(screen.getByText(/betting requirement of ×1/)).toBeInTheDocument();

    await userEvent.click(within(phone).getByRole('button', { name: 'Claim' }));
    const received = await screen.findByRole('dialog', { name: 'Amount received' });
    expect(within(received).getByTestId('received-amount')).toHaveTextContent('₨5.00');
    expect(await within(phone).findByText('Claimed')).toBeInTheDocument();
    expect(server.calls.map((c) => c.body)).toEqual([{ type: 0 }, { type: 1, kind: 'phone' }]);
    expect(useSessionStore.getState().player?.gold).toBe(500);

    await userEvent.click(screen.getByTestId('open-sign-in'));
    expect(usePopupStore.getState().stack.at(-1)).toEqual({ name: 'sign-in' });
  });
});
