// Betting tasks for the overlay (exchange type 3, 20 a page) — the same call the Withdraw tab uses.
import { TASK_PAGE_SIZE } from '@khel/contracts/endpoints/wagering';
import { ExchangeType, exchange } from '@khel/contracts/endpoints/withdrawals';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const bettingTasksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['wallet', 'betting-tasks'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const reply = await callApi(exchange, { type: ExchangeType.tasks, params: `-1_${pageParam}` });
      if (reply.type !== ExchangeType.tasks) throw new Error('exchange: expected the task list');
      return reply;
    },
    getNextPageParam: (last, _all, pageParam) => (last.list.length < TASK_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
  });
