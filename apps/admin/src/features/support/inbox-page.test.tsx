import type { ConversationDetail, InboxConversation, SupportSettings } from '@khel/contracts/admin/support-chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import InboxPage from './inbox-page.tsx';

const NOW = Date.parse('2026-01-05T09:10:00Z');
const waiting: InboxConversation = {
  id: 5,
  playerId: 1001,
  state: 'open',
  assignedTo: null,
  assignedName: null,
  waitingSince: '2026-01-05T09:03:00Z',
  lastMessageAt: '2026-01-05T09:03:00Z',
  lastText: 'My deposit is missing',
  unread: 1,
};
const detail = (c: InboxConversation): ConversationDetail => ({
  conversation: c,
  messages: [{ id: 11, author: 'player', operatorName: null, text: '<img src=x onerror=alert(1)> My deposit is missing', imageId: null, imageRemoved: false, createdAt: '2026-01-05T09:03:00Z', offline: false, read: false }],
  playerTyping: true,
  context: {
    playerId: 1001,
    balance: 12_345,
    available: 10_000,
    vipLevel: 3,
    lastDeposits: [{ orderNo: 'D-1', amount: 50_000, state: 'paid', createdAt: '2026-01-04T12:00:00Z' }],
    openTasks: [{ id: 8, requirement: 150_000, remaining: 90_000, desc: 'First deposit bonus' }],
  },
});
const settings: SupportSettings = { cannedReplies: [{ title: 'Deposit check', text: 'Please send the transaction ID.' }], staffedHours: { open: 9, close: 1 } };

let calls: { method: string; url: string; body: unknown }[];
let conversation: InboxConversation;
let messages: ConversationDetail['messages'] | null;

beforeEach(() => {
  // antd's text area measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  session.start('operator-token');
  session.setMe({ operatorId: 2, username: 'sana', role: 'support', permissions: ['support.chat'] });
  conversation = waiting;
  messages = null;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
      const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/admin/api/support/conversations?')) {
        const items = url.includes('view=mine') ? (conversation.assignedTo === 2 ? [conversation] : []) : [conversation];
        return json({ items, operators: [{ id: 2, username: 'sana' }, { id: 3, username: 'bilal' }], staffed: true });
      }
      if (url === '/admin/api/support/conversations/5') return json({ ...detail(conversation), ...(messages ? { messages } : {}) });
      if (url === '/admin/api/support/conversations/5/assign') {
        const to = (JSON.parse(init.body as string) as { operatorId?: number }).operatorId ?? 2;
        conversation = { ...conversation, assignedTo: to, assignedName: to === 2 ? 'sana' : 'bilal' };
        return json(conversation);
      }
      if (url === '/admin/api/support/conversations/5/messages') {
        return json({ id: 12, author: 'operator', operatorName: 'sana', text: 'x', imageId: null, imageRemoved: false, createdAt: '2026-01-05T09:10:00Z', offline: false, read: false });
      }
      if (url === '/admin/api/support/settings') return json(settings);
      return json({});
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.end();
});

function renderInbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <InboxPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('support inbox', () => {
  it('lists a waiting conversation with its waiting time; opening shows it as text with the player context, and marks it read', async () => {
    renderInbox();
    const row = await screen.findByRole('button', { name: /Player 1001/ });
    expect(row).toHaveTextContent('Waiting 7 min');
    expect(row).toHaveTextContent('Unassigned');
    await userEvent.click(row);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('<img src=x onerror=alert(1)> My deposit is missing')).toBeInTheDocument();
    expect(messages.querySelector('img')).toBeNull();
    expect(screen.getByText('The player is typing…')).toBeInTheDocument();
    const context = screen.getByLabelText('Player context');
    expect(context).toHaveTextContent('₨123.45');
    expect(context).toHaveTextContent('3');
    expect(within(context).getByRole('list', { name: 'Last deposits' })).toHaveTextContent('₨500.00');
    expect(within(context).getByRole('list', { name: 'Open betting tasks' })).toHaveTextContent('First deposit bonus: ₨900.00 left of ₨1,500.00');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/admin/api/support/conversations/5/read')).toBe(true));
  });

  it('takes the conversation, fills a canned reply and sends it', async () => {
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Player 1001/ }));
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/support/conversations/5/assign')?.body).toEqual({}));
    expect(await screen.findByText('Assigned to sana')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Canned reply' }));
    await user.click(await screen.findByTitle('Deposit check'));
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Please send the transaction ID.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/support/conversations/5/messages')?.body).toEqual({ text: 'Please send the transaction ID.' }));
  });

  it('refuses an image that is not PNG, JPEG or WebP, or is over 2 MB, with the server’s words, and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Player 1001/ }));
    const input = await screen.findByTestId('reply-file');
    // Named and declared a PNG, but its bytes are a GIF's.
    await user.upload(input, new File(['GIF89a......'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByText('Images must be PNG, JPEG or WebP')).toBeInTheDocument();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await user.upload(input, new File([big], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Images can be at most 2 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Please send it as a photo');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/admin/api/support/conversations/5/messages').map((c) => c.body)).toEqual([{ text: 'Please send it as a photo' }]));
  });

  it('attaches a WebP image read by its bytes and sends it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Player 1001/ }));
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBP');
    await user.upload(await screen.findByTestId('reply-file'), new File([webp], 'receipt.webp', { type: 'image/webp' }));
    expect(await screen.findByRole('button', { name: 'Image: receipt.webp' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/support/conversations/5/messages')?.body).toEqual({ text: '', image: btoa('RIFF\0\0\0\0WEBP') }));
  });

  it('shows where retention removed an image, with the text kept, and never asks for it', async () => {
    messages = [
      { id: 11, author: 'player', operatorName: null, text: 'Here is my receipt', imageId: null, imageRemoved: true, createdAt: '2026-01-05T09:03:00Z', offline: false, read: true },
    ];
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Player 1001/ }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    const bubble = await within(list).findByRole('listitem');
    expect(bubble).toHaveTextContent('Image removed 180 days after the conversation was closed');
    expect(bubble).toHaveTextContent('Here is my receipt');
    expect(calls.some((c) => c.url.startsWith('/admin/api/support/images/'))).toBe(false);
  });
});
