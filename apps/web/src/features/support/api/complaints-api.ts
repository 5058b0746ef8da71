// Formal complaints (docs/requirements/protection.md#9-complaints-and-disputes): the player's own (with reference, state and due date) and
// filing one. Keys under 'player', so a logout forgets them.
import { ComplaintItem, fileComplaint } from '@khel/contracts/endpoints/complaints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callApi, getApi } from '../../../lib/api-client.ts';

const ComplaintList = z.object({ list: z.array(ComplaintItem) });

export const complaintsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['player', 'complaints'],
    queryFn: () => getApi('/usercenter/web/complaint', ComplaintList),
    enabled,
  });

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof fileComplaint.request>) => callApi(fileComplaint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player', 'complaints'] }),
  });
}
