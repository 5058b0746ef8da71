// The support inbox's calls. The console has no live channel: the list and the open conversation
// poll every 3 seconds (docs/requirements/support-chat.md), and the list's poll is also what marks
// the operator online for the player app's "staffed" note.
import {
  getConversation,
  getSupportSettings,
  listConversations,
  markConversationRead,
  operatorTyping,
} from '@khel/contracts/admin/support-chat';
import { useQuery } from '@tanstack/react-query';
import { adminCall, send } from '../../lib/api.ts';

export const INBOX_POLL_MS = 3_000;

export type InboxView = 'unassigned' | 'mine' | 'all';

export const useInbox = (view: InboxView, state: 'open' | 'closed') =>
  useQuery({ queryKey: ['support-inbox', view, state], queryFn: () => adminCall(listConversations, { view, state }), refetchInterval: INBOX_POLL_MS });

export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: ['support-conversation', id],
    queryFn: () => adminCall(getConversation, { id: id! }),
    enabled: id !== null,
    refetchInterval: INBOX_POLL_MS,
  });

export const useSupportSettings = () => useQuery({ queryKey: ['support-settings'], queryFn: () => adminCall(getSupportSettings, {}) });

export const markRead = (id: number) => adminCall(markConversationRead, { id });
export const typing = (id: number) => adminCall(operatorTyping, { id });

/** One chat image's bytes (the token travels in a header, so an <img src> cannot fetch it). */
export async function imageBlob(id: number): Promise<Blob> {
  return (await send(`/admin/api/support/images/${id}`)).blob();
}
