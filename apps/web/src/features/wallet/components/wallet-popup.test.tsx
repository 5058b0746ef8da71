import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markOffered, wasOffered } from '../../../lib/limits-offer-memory.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { configReply } from '../../../../test/money-fixtures.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { WalletPopup } from './wallet-popup.tsx';

const DEBOUNCE = () => new Promise((resolve) => setTimeout(resolve, 550));

interface ExchangeState {
  state: number;
  goldWin: number;
}

function serve(exchange: ExchangeState, extra: (call: RecordedCall) => { code: number; data?: unknown; msg?: string } | null = () => null) {
  return installFakeServer((call) => {
    const config = configReply(call);
    if (config) return config;
    const own = extra(call);
    if (own) return own;
    const body = call.body as { type?: number } | undefined;
    if (call.url.endsWith('/exchange') && body?.type === 0) {
      const params = exchange.state === 1 ? JSON.stringify({ cardNo: '03001234567', name: 'Ali Khan', bankName: 'Jazzcash' }) : '{}';
      return { code: 1, data: { type: 0, state: exchange.state, goldWin: exchange.goldWin, params } };
    }
    if (call.url.endsWith('/exchange') && body?.type === 3) return { code: 1, data: { type: 3, list: [], page: 0, remaining: 0, goldWin: exchange.goldWin } };
    return { code: 0, msg: 'unexpected' };
  });
}

function signIn(phone = '3001234567') {
  useSessionStore.getState().signIn(LOGIN_REPLY, phone);
  markOffered(useSessionStore.getState().player!.playerId); // the limits offer before a first deposit has its own test below
}

async function openPanel(tab: 'deposit' | 'withdraw') {
  act(() => usePopupStore.getState().open({ name: 'wallet', tab }));
  return screen.findByRole('dialog', { name: tab === 'deposit' ? 'Deposit' : 'Withdraw' });
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  act(() => usePopupStore.getState().closeAll());
});

describe('deposit tab', () => {
  it('shows the presets with their bonus and fills the amount from a preset', async () => {
    serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('deposit');
    expect(within(panel).getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    const preset = await within(panel).findByRole('radio', { name: '₨500, bonus +25' });
    for (const [amount, bonus] of [['200', '+10'], ['1,000', '+50'], ['20,000', '+1,000']] as const) {
      expect(within(panel).getByRole('radio', { name: `₨${amount}, bonus ${bonus}` })).toBeInTheDocument();
    }
    await userEvent.click(preset);
    expect(preset).toHaveAttribute('aria-checked', 'true');
    expect(within(panel).getByLabelText('Amount')).toHaveValue('500');
    expect(within(panel).getByText('Bonus ₨25.00 is credited with this deposit')).toBeInTheDocument();
  });

  it('strips non-digits and truncates the amount (10) and the phone (11)', async () => {
    serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('deposit');
    const amount = within(panel).getByLabelText('Amount');
    await userEvent.type(amount, '12a3-456 78901234');
    expect(amount).toHaveValue('1234567890');
    const phone = within(panel).getByLabelText('Wallet phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0300-123 4567899');
    expect(phone).toHaveValue('03001234567');
  });

  it("says 'Phone number cannot be empty' and 'No custom option available for selected payment type'", async () => {
    const { calls } = serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('deposit');
    await userEvent.click(await within(panel).findByRole('radio', { name: 'Easypaisa' }));
    await userEvent.type(within(panel).getByLabelText('Amount'), '300');
    await userEvent.clear(within(panel).getByLabelText('Wallet phone number'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Deposit' }));
    expect(await within(panel).findByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(within(panel).getByText('No custom option available for selected payment type')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/deposit'))).toBe(false);
  });

  it('names the custom range in rupees for an amount outside it, and sends nothing', async () => {
    const { calls } = serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('deposit');
    await within(panel).findByRole('radio', { name: '₨500, bonus +25' });
    await userEvent.type(within(panel).getByLabelText('Amount'), '50');
    await userEvent.click(within(panel).getByRole('button', { name: 'Deposit' }));
    expect(await within(panel).findByText('Enter an amount from ₨100 to ₨50,000')).toBeVisible();
    await DEBOUNCE();
    expect(calls.some((call) => call.url.endsWith('/deposit'))).toBe(false);
  });

  it('creates the order with the preset and picks a pay host different from the last one', async () => {
    localStorage.setItem(STORAGE_KEYS.lastPlayurlIndex, '0');
    const { calls } = serve({ state: 0, goldWin: 0 }, (call) =>
      call.url.endsWith('/deposit')
        ? { code: 1, data: { orderId: 'D1', amount: 50000, bonus: 2500, expiresAt: '2026-01-01T00:00:00Z', payQuery: 'id=D1&goodId=2&type=5&param=50000&param2=tok', payUrl: '/pay/pay.html?id=D1' } }
        : null,
    );
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('deposit');
    await userEvent.click(await within(panel).findByRole('radio', { name: '₨500, bonus +25' }));
    await userEvent.clear(within(panel).getByLabelText('Wallet phone number'));
    await userEvent.type(within(panel).getByLabelText('Wallet phone number'), '03001234567');
    await userEvent.click(within(panel).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/deposit'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/deposit'))?.body).toEqual({ typeName: 'Jazzcash', amount: 50000, phone: '03001234567', optionId: 2 });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastPlayurlIndex)).toBe('1'));
    await waitFor(() => expect(usePopupStore.getState().stack).toEqual([]));
  });
});

describe('deposit tab for a returning player (two taps: Recharge, Deposit)', () => {
  const ORDER = { orderId: 'D1', amount: 50000, bonus: 2500, expiresAt: '2026-01-01T00:00:00Z', payQuery: 'id=D1', payUrl: '/pay/pay.html?id=D1' };
  const deposits = (calls: RecordedCall[]) => calls.filter((call) => call.url.endsWith('/deposit')).map((call) => call.body);

  it.each([
    ['a first deposit', null],
    ["another player's last deposit on the same phone", { playerId: 999, typeName: 'Easypaisa', amount: 500000, phone: '03111234567' }],
    ['an unreadable memory', { playerId: 1001, typeName: 'Bitcoin', amount: -5, phone: 'x' }],
  ])('%s: Jazzcash, no amount, the bound phone as the payer phone', async (_case, memory) => {
    if (memory) localStorage.setItem(STORAGE_KEYS.lastDeposit, JSON.stringify(memory));
    serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('deposit');
    expect(within(panel).getByRole('radio', { name: 'Jazzcash' })).toHaveAttribute('aria-checked', 'true');
    expect(within(panel).getByLabelText('Amount')).toHaveValue('');
    expect(within(panel).getByLabelText('Wallet phone number')).toHaveValue('3001234567');
  });

  it('remembers type, amount and payer phone after an order: the next Deposit tap sends the same order', async () => {
    const { calls } = serve({ state: 0, goldWin: 0 }, (call) => (call.url.endsWith('/deposit') ? { code: 1, data: ORDER } : null));
    const view = renderWithApp(<WalletPopup />);
    let panel = await openPanel('deposit');
    await userEvent.click(await within(panel).findByRole('radio', { name: 'Easypaisa' }));
    await userEvent.click(await within(panel).findByRole('radio', { name: '₨500, bonus +25' }));
    await userEvent.clear(within(panel).getByLabelText('Wallet phone number'));
    await userEvent.type(within(panel).getByLabelText('Wallet phone number'), '03111234567');
    await userEvent.click(within(panel).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(usePopupStore.getState().stack).toEqual([]));
    view.unmount();

    renderWithApp(<WalletPopup />);
    panel = await openPanel('deposit');
    expect(within(panel).getByRole('radio', { name: 'Easypaisa' })).toHaveAttribute('aria-checked', 'true');
    expect(await within(panel).findByRole('radio', { name: '₨500, bonus +25' })).toHaveAttribute('aria-checked', 'true');
    expect(within(panel).getByLabelText('Wallet phone number')).toHaveValue('03111234567');
    await DEBOUNCE();
    await userEvent.click(within(panel).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(deposits(calls)).toHaveLength(2));
    expect(deposits(calls)[1]).toEqual(deposits(calls)[0]);
    expect(deposits(calls)[1]).toEqual({ typeName: 'Easypaisa', amount: 50000, phone: '03111234567', optionId: 9 });
  });
});

describe('withdraw tab', () => {
  it('opens on Withdraw and shows the bind form messages', async () => {
    serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('withdraw');
    expect(within(panel).getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await within(panel).findByRole('button', { name: '+ Add withdrawal account' }));
    expect(within(panel).queryByRole('tab')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    for (const text of ['Full name cannot be empty', 'Account Number cannot be empty', 'Payment Type cannot be empty', 'CNIC cannot be empty']) {
      expect(await within(panel).findByText(text)).toBeInTheDocument();
    }
    await DEBOUNCE();
    await userEvent.type(within(panel).getByLabelText('Full name'), 'A1');
    await userEvent.type(within(panel).getByLabelText('Account number'), '12');
    await userEvent.selectOptions(within(panel).getByLabelText('Payment type'), 'Jazzcash');
    await userEvent.type(within(panel).getByLabelText('ID number (CNIC)'), '12345-67');
    expect(within(panel).getByLabelText('ID number (CNIC)')).toHaveValue('1234567');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Invalid name format. Use letters, spaces, or hyphens (2-50 characters).')).toBeInTheDocument();
    expect(within(panel).getByText('Invalid Account Number.')).toBeInTheDocument();
    expect(within(panel).getByText((text) => text === 'Invalid ID format.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(within(panel).getByRole('tab', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('binds the account (CNIC sent as email) and says Binding successful', async () => {
    const exchange = { state: 0, goldWin: 0 };
    const { calls } = serve(exchange, (call) => {
      const body = call.body as { type?: number };
      if (!call.url.endsWith('/exchange') || body.type !== 2) return null;
      exchange.state = 1;
      return { code: 1, data: { type: 2, msg: 'Binding successful', state: 1, params: '{}' } };
    });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('withdraw');
    await userEvent.click(await within(panel).findByRole('button', { name: '+ Add withdrawal account' }));
    await userEvent.type(within(panel).getByLabelText('Full name'), "Ali O'Neil-Khan");
    await userEvent.type(within(panel).getByLabelText('Account number'), '03001234567');
    await userEvent.selectOptions(within(panel).getByLabelText('Payment type'), 'Easypaisa');
    await userEvent.type(within(panel).getByLabelText('ID number (CNIC)'), '35202123456719');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Binding successful')).toBeInTheDocument();
    const bind = calls.find((call) => (call.body as { type?: number } | undefined)?.type === 2);
    expect(JSON.parse((bind?.body as { params: string }).params)).toEqual({ name: "Ali O'Neil-Khan", cardNo: '03001234567', bankName: 'Easypaisa', email: '3520212345671' });
    expect(await within(panel).findByTestId('withdrawable')).toHaveTextContent('₨0.00');
  });

  it("checks the amount: 'Insufficient coins', 'Minimum withdrawal: {min}', 'Maximum withdrawal:{max}'", async () => {
    const { calls } = serve({ state: 1, goldWin: 5_000_000 });
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('withdraw');
    const amount = await within(panel).findByPlaceholderText('Amount withdrawn');
    expect(await within(panel).findByText('Between ₨100.00 and ₨20,000.00')).toBeInTheDocument();
    await userEvent.type(amount, '123a456789');
    expect(amount).toHaveValue('12345678');
    const submit = async (value: string, message: string) => {
      await userEvent.clear(amount);
      if (value) await userEvent.type(amount, value);
      await DEBOUNCE();
      await userEvent.click(within(panel).getByRole('button', { name: 'Withdraw' }));
      expect(await within(panel).findByText(message)).toBeInTheDocument();
    };
    await submit('', 'Insufficient coins');
    await submit('60000', 'Insufficient coins');
    await submit('50', 'Minimum withdrawal: 100.00');
    await submit('30000', 'Maximum withdrawal:20000.00');
    expect(within(panel).getByText('Fee: 2% of the amount')).toBeInTheDocument();
    expect(calls.some((call) => (call.body as { type?: number } | undefined)?.type === 1)).toBe(false);
  }, 15_000);

  it("withdraws and shows the server's 'Withdrawal successful'", async () => {
    const { calls } = serve({ state: 1, goldWin: 30000 }, (call) =>
      (call.body as { type?: number } | undefined)?.type === 1
        ? { code: 1, data: { type: 1, msg: 'Withdrawal successful', transId: 'W1', state: 'pending', amount: 20000, fee: 400, goldWin: 10000 } }
        : null,
    );
    renderWithApp(<WalletPopup />);
    const panel = await openPanel('withdraw');
    await userEvent.type(await within(panel).findByPlaceholderText('Amount withdrawn'), '200');
    await userEvent.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal successful')).toBeInTheDocument();
    expect(calls.find((call) => (call.body as { type?: number } | undefined)?.type === 1)?.body).toEqual({ type: 1, value: 20000, params: '{"cardNo":"03001234567"}' });
  });
});

describe('limits offer before the first deposit', () => {
  it('opens once for a player who never deposited on this device and was not offered limits yet', async () => {
    localStorage.removeItem(STORAGE_KEYS.limitsOffered);
    const playerId = useSessionStore.getState().player!.playerId;
    expect(wasOffered(playerId)).toBe(false);
    serve({ state: 0, goldWin: 0 });
    renderWithApp(<WalletPopup />);
    await openPanel('deposit');
    await waitFor(() => expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['wallet', 'limits-offer']));

    act(() => usePopupStore.getState().closeAll());
    markOffered(playerId);
    await openPanel('deposit');
    expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['wallet']);
  });
});
