// Deposit and withdrawal records (orderRecord / exchangeRecord, docs/requirements/wallet.md#6-records) and bet records and daily
// reports (gameRecord / reportRecord / reportTotal): startDate, endDate, page;
// the rows arrive as a JSON string in data.data, 20 a page.
import { BetRecord, ReportRow, gameRecord, reportRecord, reportTotal } from '@khel/contracts/endpoints/game-wallet-records';
import { orderRecord } from '@khel/contracts/endpoints/payments';
import { exchangeRecord } from '@khel/contracts/endpoints/withdrawals';
import { MoneyRecord, RECORD_PAGE_SIZE } from '@khel/contracts/records-query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
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

// ---- Bet and Report tabs (contracts endpoints/game-records) ----

export interface BetFilters {
  state: 'all' | '0' | '1' | '-1';
  gameType: string;
  platform: string;
}

const BetRows = z.array(BetRecord);
const ReportRows = z.array(ReportRow);

function parseWith<T>(schema: z.core.$ZodType<T[]>, data: string): T[] {
  try {
    const parsed = z.safeParse(schema, JSON.parse(data));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The request body of gameRecord: empty game type / platform mean all and are not sent. */
export function betRecordBody(startDate: string, endDate: string, page: number, filters: BetFilters) {
  return {
    startDate,
    endDate,
    page,
    state: filters.state,
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.platform ? { platform: filters.platform } : {}),
  };
}

export const betRecordsQueryOptions = (startDate: string, endDate: string, filters: BetFilters) =>
  infiniteQueryOptions({
    queryKey: ['records', 'bet', startDate, endDate, filters],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => parseWith(BetRows, (await callApi(gameRecord, betRecordBody(startDate, endDate, pageParam, filters))).data),
    getNextPageParam: (rows, _all, pageParam) => (rows.length < RECORD_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
    retry: false,
  });

export const reportQueryOptions = (startDate: string, endDate: string) =>
  infiniteQueryOptions({
    queryKey: ['records', 'report', startDate, endDate],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => parseWith(ReportRows, (await callApi(reportRecord, { startDate, endDate, page: pageParam })).data),
    getNextPageParam: (rows, _all, pageParam) => (rows.length < RECORD_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
    retry: false,
  });

export const reportTotalQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: ['records', 'report-total', startDate, endDate],
    queryFn: () => callApi(reportTotal, { startDate, endDate, page: 0 }),
    staleTime: 0,
    retry: false,
  });
