import type { ChatMessage, ChatView } from '@khel/contracts/endpoints/support-chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from '../../../lib/live-connection.ts';
import { liveClient, setLiveClient } from '../../../lib/live.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { CHAT_POLL_MS } from '../api/support-chat-api.ts';
import { SupportChat } from './support-chat.tsx';

const at = '2026-01-05T09:00:00.000Z';
const message = (m: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'author'>): ChatMessage => ({ text: '', imageId: null, imageRemoved: false, createdAt: at, read: false, ...m });

let chat: ChatView;
let server: ReturnType<typeof installFakeServer>;
const posts = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.url === `/usercenter/web/support/chat/${path}`);

function answer(call: RecordedCall) {
  if (call.url === '/usercenter/web/support/chat') return { code: 1, data: chat };
  if (call.url === '/usercenter/web/support/chat/messages') {
    const body = call.body as { text: string };
    const sent = message({ id: chat.messages.length + 100, author: 'player', text: body.text.trim() });
    chat = { ...chat, state: 'open', messages: [...chat.messages, sent] };
    return { code: 1, data: { message: sent, staffed: chat.staffed } };
  }
  return { code: 1, data: {} };
}

/** A live channel whose socket the test drives: `emit` delivers an event as the server would. */
function fakeLive() {
  const socket = { readyState: 1, send: vi.fn(), close: vi.fn() } as unknown as WebSocket;
  const client = new LiveClient({ url: () => 'ws://test/api/live', token: () => 'session-token-1', createSocket: () => socket });
  client.start();
  const emit = (event: object) => act(() => socket.onmessage?.({ data: JSON.stringify(event) } as MessageEvent));
  socket.onopen?.(new Event('open'));
  return { client, emit };
}

const original = liveClient();
beforeEach(() => {
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
  chat = { state: 'none', staffed: true, operatorTyping: false, messages: [] };
  server = installFakeServer(answer);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLiveClient(original);
  useSessionStore.getState().signOut();
});

describe('support chat panel', () => {
  it('shows the history as text, with ✓ sent and ✓✓ read on the player’s messages, and marks the agent’s answer read', async () => {
    chat = {
      state: 'open',
      staffed: true,
      operatorTyping: false,
      messages: [
        message({ id: 1, author: 'player', text: 'Deposit missing', read: true }),
        message({ id: 2, author: 'operator', text: '<b>Checking</b> now' }),
        message({ id: 3, author: 'player', text: 'Thanks' }),
      ],
    };
    renderWithApp(<SupportChat />);
    await screen.findByText('<b>Checking</b> now');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByRole('img', { name: 'Read' })).toHaveTextContent('✓✓');
    expect(within(list).getByRole('img', { name: 'Sent' })).toHaveTextContent('✓');
    await waitFor(() => expect(posts('read').map((c) => c.body)).toEqual([{ upTo: 2 }]));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('outside staffed hours says the message is kept and the answer also goes to the mailbox; sending still works', async () => {
    chat = { ...chat, staffed: false };
    const user = userEvent.setup();
    renderWithApp(<SupportChat />);
    expect(await screen.findByRole('status')).toHaveTextContent('Our agents are offline right now. Leave your message: we keep it, and the answer also arrives in your mailbox.');
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'Withdrawal stuck');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posts('messages').map((c) => c.body)).toEqual([{ text: 'Withdrawal stuck' }]);
    expect(await screen.findByText('Withdrawal stuck')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
  });

  it('shows where retention removed an image, keeps the text, and never asks for the removed image', async () => {
    chat = {
      state: 'closed',
      staffed: true,
      operatorTyping: false,
      messages: [
        message({ id: 1, author: 'player', text: 'Here is my receipt', imageRemoved: true, read: true }),
        message({ id: 2, author: 'player', imageRemoved: true, read: true }),
      ],
    };
    renderWithApp(<SupportChat />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Here is my receipt');
    const bubbles = within(list).getAllByRole('listitem');
    expect(bubbles[0]).toHaveTextContent('Image removed 180 days after this chat was closed');
    expect(bubbles[1]).toHaveTextContent('Image removed 180 days after this chat was closed');
    expect(list.querySelector('img, [role="img"][aria-label="Image"]')).toBeNull();
    expect(server.calls.filter((c) => c.url.includes('/support/chat/images/'))).toEqual([]);
  });

  it('refuses a file that is not PNG, JPEG or WebP, or is over 2 MB, before uploading anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<SupportChat />);
    const input = await screen.findByTestId('support-chat-file');
    await user.upload(input, new File(['GIF89a...'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images must be PNG, JPEG or WebP');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await user.upload(input, new File([big], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images can be at most 2 MB');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'ok.png', { type: 'image/png' }));
    expect(await screen.findByText('Image ready to send')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts('messages')).toHaveLength(1));
    expect(posts('messages')[0]?.body).toEqual({ text: '', image: 'iVBORw0KGgoAAAAA' });
  });

  it('with the live channel up, an answer and the agent typing arrive as events', async () => {
    const live = fakeLive();
    setLiveClient(live.client);
    live.emit({ type: 'hello' });
    chat = { ...chat, state: 'open', messages: [message({ id: 1, author: 'player', text: 'Hello?' })] };
    renderWithApp(<SupportChat />);
    await screen.findByText('Hello?');
    const reads = () => server.calls.filter((c) => c.url === '/usercenter/web/support/chat').length;
    live.emit({ type: 'support-typing' });
    expect(screen.getByText('Agent is typing…')).toBeInTheDocument();
    chat = { ...chat, messages: [...chat.messages, message({ id: 2, author: 'operator', text: 'Hi, how can I help?' })] };
    const before = reads();
    live.emit({ type: 'support-message', id: 2 });
    expect(await screen.findByText('Hi, how can I help?')).toBeInTheDocument();
    expect(reads()).toBeGreaterThan(before);
    expect(screen.queryByText('Agent is typing…')).toBeNull();
  });

  it('with the live channel down, polls every few seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<SupportChat />);
    await screen.findByText('Hello! Tell us what you need and an agent will answer here.');
    const reads = () => server.calls.filter((c) => c.url === '/usercenter/web/support/chat').length;
    const first = reads();
    chat = { ...chat, state: 'open', messages: [message({ id: 7, author: 'operator', text: 'We are here' })] };
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS + 50));
    expect(reads()).toBeGreaterThan(first);
    expect(await screen.findByText('We are here')).toBeInTheDocument();
  });
});
