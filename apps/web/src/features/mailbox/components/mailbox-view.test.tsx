// /notifications: the list with unread marks, opening a message (marks it read), claiming its
// reward (balance and the 'Amount received' popup), the red dot, the empty state.
import type { MailDetail } from '@khel/contracts/endpoints/mailbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { MailUnreadDot } from './mail-unread-dot.tsx';
import { MailboxView } from './mailbox-view.tsx';

const SENT = Date.UTC(2026, 0, 5, 9, 0); // 5 Jan 2026, 14:00 in Karachi

function message(id: number, overrides: Partial<MailDetail> = {}): MailDetail {
  return {
    id,
    title: `Message ${id}`,
    preview: `Preview ${id}`,
    body: `Body of message ${id}.\nSecond line.`,
    createTime: SENT,
    expireTime: null,
    read: false,
    reward: 0,
    wagerMulti: 0,
    state: 0,
    ...overrides,
  };
}

/** A mailbox server holding `mails`; claims add to the balance; a second claim is refused. */
function serveMailbox(mails: MailDetail[], balance = { gold: 10_000 }) {
  const counts = () => ({ unread: mails.filter((m) => !m.read).length, unclaimed: mails.filter((m) => m.state === 1).length });
  const summary = ({ body: _body, ...item }: MailDetail) => item;
  return installFakeServer((call: RecordedCall) => {
    const body = call.body as { type: string; id?: number };
    if (!call.url.endsWith('/email')) return { code: 0, msg: 'unexpected' };
    const mail = mails.find((m) => m.id === body.id);
    if (body.type === '0') return { code: 1, data: { type: '0', list: mails.map(summary), page: 0, ...counts() } };
    if (body.type === '3') return { code: 1, data: { type: '3', ...counts() } };
    if (!mail) return { code: 1690, msg: 'Message not found' };
    if (body.type === '1') {
      mail.read = true;
      return { code: 1, data: { type: '1', mail, ...counts() } };
    }
    if (mail.state === 2) return { code: 1601, msg: 'This reward has already been claimed' };
    mail.state = 2;
    mail.read = true;
    balance.gold += mail.reward;
    return { code: 1, data: { type: '2', mail, amount: mail.reward, gold: balance.gold, ...counts() } };
  });
}

const sent = (calls: RecordedCall[], type: string) => calls.filter((c) => (c.body as { type?: string } | undefined)?.type === type).map((c) => c.body);

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  usePopupStore.getState().closeAll();
});

describe('notifications page', () => {
  it('lists messages newest first with their unread marks, rewards and Pakistan times', async () => {
    serveMailbox([
      message(3, { title: 'Sorry for the outage', reward: 1250, state: 1 }),
      message(2, { title: 'Weekend gift', reward: 500, state: 2, read: true }),
      message(1, { title: 'Welcome to Khel', read: true }),
    ]);
    renderWithApp(<MailboxView />);
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Unread: Sorry for the outagePreview 35 Jan 2026, 14:00₨12.50Claim',
      'Weekend giftPreview 25 Jan 2026, 14:00₨5.00Claimed',
      'Welcome to KhelPreview 15 Jan 2026, 14:00',
    ]);
    expect(rows[0]).toHaveClass('mail-row--unread');
    expect(rows[1]).not.toHaveClass('mail-row--unread');
  });

  it('opening a message shows its body and marks it read', async () => {
    const { calls } = serveMailbox([message(7, { title: 'Maintenance tonight', body: 'Games pause 02:00–03:00.' })]);
    const user = userEvent.setup();
    renderWithApp(<MailboxView />);
    await user.click(await screen.findByRole('button', { name: /Maintenance tonight/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    expect(within(dialog).getByTestId('mail-body')).toHaveTextContent('Games pause 02:00–03:00.');
    expect(sent(calls, '1')).toEqual([{ type: '1', id: 7, language: 'en' }]);
    await waitFor(() => expect(screen.getByTestId('mail-row')).not.toHaveClass('mail-row--unread'));
    expect(within(dialog).queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  it('claiming a reward pays it: the balance updates, Amount received opens, the button says Claimed', async () => {
    const { calls } = serveMailbox([message(9, { title: 'Sorry for the outage', reward: 1250, wagerMulti: 2, state: 1 })]);
    const user = userEvent.setup();
    renderWithApp(<MailboxView />);
    await user.click(await screen.findByRole('button', { name: /Sorry for the outage/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sorry for the outage' });
    expect(within(dialog).getByTestId('mail-reward')).toHaveTextContent('₨12.50');
    expect(within(dialog).getByText('Bet ×2 of the reward before withdrawing it')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Claim ₨12.50' }));
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 1250 }));
    expect(useSessionStore.getState().player?.gold).toBe(11_250);
    expect(sent(calls, '2')).toEqual([{ type: '2', id: 9, language: 'en' }]);
    expect(await within(dialog).findByRole('button', { name: 'Claimed' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('mail-row')).toHaveTextContent('₨12.50Claimed'));
  });

  it('a refused claim shows the server message and pays nothing', async () => {
    serveMailbox([message(4, { title: 'Gift', reward: 300, state: 1 })]);
    const user = userEvent.setup();
    renderWithApp(<MailboxView />);
    await user.click(await screen.findByRole('button', { name: /Gift/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift' });
    // Claimed meanwhile on another device.
    installFakeServer(() => ({ code: 1601, msg: 'This reward has already been claimed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Claim ₨3.00' }));
    expect(await screen.findByText('This reward has already been claimed')).toBeInTheDocument();
    expect(useSessionStore.getState().player?.gold).toBe(0);
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('an empty mailbox says so', async () => {
    serveMailbox([]);
    renderWithApp(<MailboxView />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('mailbox red dot', () => {
  it('shows while a message is unread and disappears once all are read', async () => {
    const mails = [message(1)];
    serveMailbox(mails);
    const first = renderWithApp(<MailUnreadDot />);
    expect(await screen.findByRole('status', { name: 'Unread messages' })).toBeInTheDocument();
    first.unmount();
    mails[0]!.read = true;
    renderWithApp(<MailUnreadDot />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('mail-unread-dot')).toBeNull();
  });

  it('never shows for a visitor (and asks nothing)', async () => {
    useSessionStore.getState().signOut();
    const { fetchMock } = serveMailbox([message(1)]);
    renderWithApp(<MailUnreadDot />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('mail-unread-dot')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
