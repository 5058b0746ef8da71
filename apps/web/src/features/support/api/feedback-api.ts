// /usercenter/web/feedback (docs/requirements/protection.md#9-complaints-and-disputes): the player's feedback (GET with the page param) and
// sending one. Keys under 'player', so a logout forgets them.
import { FeedbackItem, sendFeedback } from '@khel/contracts/endpoints/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callApi, getApi } from '../../../lib/api-client.ts';

const FeedbackPage = z.object({ list: z.array(FeedbackItem) });

export const feedbackQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['player', 'feedback', 0],
    queryFn: () => getApi('/usercenter/web/feedback?page=0', FeedbackPage),
    enabled,
  });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof sendFeedback.request>) => callApi(sendFeedback, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player', 'feedback'] }),
  });
}
