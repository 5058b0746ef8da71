// The support chat's calls. The conversation is one query under 'player' (a logout forgets it);
// while the panel is open it refetches on a live event, or every few seconds when the live
// channel is down. Images come as bytes with the session header, shown through an object URL.
import { ChatView, chatRead, chatTyping, sendChatMessage } from '@khel/contracts/endpoints/support-chat';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { callApi, getApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** How often an open panel asks when the live channel is not connected. */
export const CHAT_POLL_MS = 4_000;

export const chatQueryKey = ['player', 'support-chat'] as const;

export const chatQueryOptions = (polling: boolean) =>
  queryOptions({
    queryKey: chatQueryKey,
    queryFn: () => getApi('/usercenter/web/support/chat', ChatView),
    refetchInterval: polling ? CHAT_POLL_MS : false,
  });

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof sendChatMessage.request>) => callApi(sendChatMessage, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKey }),
  });
}

export const sendTyping = () => callApi(chatTyping, {}, { quiet: true });
export const sendRead = (upTo: number) => callApi(chatRead, { upTo }, { quiet: true });

/** One chat image's bytes (the session's own conversation only). */
export async function fetchChatImage(id: number): Promise<Blob> {
  const token = useSessionStore.getState().token;
  const response = await fetch(`/usercenter/web/support/chat/images/${id}`, { headers: token ? { satoken: token } : {} });
  if (!response.ok) throw new Error(`image ${id}: ${response.status}`);
  return response.blob();
}
