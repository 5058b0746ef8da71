// Deposit and withdrawal records (spec §7 orderRecord / exchangeRecord): startDate, endDate, page;
// the rows arrive as a JSON string in data.data, 20 a page.
import { orderRecord } from '@khel/contracts/endpoints/payments';
import { exchangeRecord } from '@khel/contracts/endpoints/withdrawals';
import { MoneyRecord, RECORD_PAGE_SIZE } from '@khel/contracts/records-query';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

export type MoneyRecordKind = 'deposit' | 'withdraw';

const Rows = z.array(MoneyRecord);

export function parseRows(data: string): MoneyRecord[] {
  try {
    const parsed = Rows.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const moneyRecordsQueryOptions = (kind: MoneyRecordKind, startDate: string, endDate: string) =>
  infiniteQueryOptions({
    queryKey: ['records', kind, startDate, endDate],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const reply = await callApi(kind === 'deposit' ? orderRecord : exchangeRecord, { startDate, endDate, page: pageParam });
      return parseRows(reply.data);
    },
    getNextPageParam: (rows, _all, pageParam) => (rows.length < RECORD_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
    retry: false,
  });
