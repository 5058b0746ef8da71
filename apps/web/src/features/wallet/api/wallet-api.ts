// Deposit and withdrawal calls (contracts: endpoints/payments.ts, endpoints/withdrawals.ts).
import { deposit, depositOrder, type DepositRequest } from '@khel/contracts/endpoints/payments';
import { ExchangeType, exchange, type ExchangeResponse } from '@khel/contracts/endpoints/withdrawals';
import type { BindAccountParams } from '@khel/contracts/withdrawal-rules';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TASK_PAGE_SIZE } from '@khel/contracts/endpoints/wagering';
import { callApi } from '../../../lib/api-client.ts';

type Reply<T extends ExchangeResponse['type']> = Extract<ExchangeResponse, { type: T }>;

async function exchangeOf<T extends ExchangeResponse['type']>(type: T, reply: Promise<ExchangeResponse>): Promise<Reply<T>> {
  const value = await reply;
  if (value.type !== type) throw new Error(`exchange: expected type ${type}, got ${value.type}`);
  return value as Reply<T>;
}

/**
 * Withdrawal account info (docs/requirements/withdrawals.md#1-binding-the-withdrawal-account): state (1 = bound), goldWin, params (JSON
 * with cardNo).
 */
export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'withdraw-info'],
    queryFn: () => exchangeOf(ExchangeType.query, callApi(exchange, { type: ExchangeType.query })),
    staleTime: 0,
  });

/** The withdrawal-tasks list (exchange type 3, params "-1_{page}", 20 a page; stops under 20). */
export const withdrawTasksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['wallet', 'tasks'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      exchangeOf(ExchangeType.tasks, callApi(exchange, { type: ExchangeType.tasks, params: `-1_${pageParam}` })),
    getNextPageParam: (last, _all, pageParam) => (last.list.length < TASK_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
  });

export function useDepositMutation() {
  return useMutation({ mutationFn: (request: DepositRequest) => callApi(deposit, request) });
}

export const depositOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['wallet', 'deposit-order', orderId],
    queryFn: () => callApi(depositOrder, { orderId }),
    enabled: orderId !== '',
    // The pay page polls until the gateway's answer arrives (docs/requirements/deposits.md#4-orders-and-crediting).
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 3000 : false),
    staleTime: 0,
  });

export function useBindAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: BindAccountParams) =>
      exchangeOf(ExchangeType.bind, callApi(exchange, { type: ExchangeType.bind, params: JSON.stringify(params) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-info'] }),
  });
}

export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { value: number; cardNo: string }) =>
      exchangeOf(ExchangeType.withdraw, callApi(exchange, { type: ExchangeType.withdraw, value: input.value, params: JSON.stringify({ cardNo: input.cardNo }) })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
  });
}
