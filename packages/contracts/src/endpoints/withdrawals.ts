// POST /usercenter/game/exchange (docs/requirements/withdrawals.md): type 0 bind state, 1 withdraw, 2 bind account,
// 3 betting-task list; and POST /usercenter/game/exchangeRecord (the withdrawal records). zod/mini:
// the player app imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { RecordPage, RecordQuery } from '../records-query.ts';
import { BindAccountParams } from '../withdrawal-rules.ts';
import { BettingTask } from './wagering.ts';
import { typeAsNumber } from '../rules.ts';

export const ExchangeType = { query: 0, withdraw: 1, bind: 2, tasks: 3 } as const;

/** params may arrive as an object or as its JSON text (the app sends either). */
function jsonObject<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value ?? {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return {};
      }
    }),
    schema,
  );
}

/**
 * The withdraw amount in hundredths: empty or not a positive integer is 'Insufficient coins'
 * (docs/requirements/withdrawals.md#2-withdraw-checks-in-order).
 */
export const withdrawAmount = z
  .pipe(
    z
      .pipe(
        z.union([z.number(), z.string()], { error: 'insufficientCoins' }),
        z.transform((value: number | string) => (typeof value === 'string' ? value.trim() : value)),
      )
      .check(
        z.refine((value) => (typeof value === 'number' ? Number.isSafeInteger(value) : /^\d{1,12}$/.test(value)), 'insufficientCoins'),
      ),
    z.transform((value: number | string) => Number(value)),
  )
  .check(z.refine((value) => value > 0 && value <= 1_000_000_000_00, 'insufficientCoins'));

const cardNoParam = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value === 'string' && value.trim().startsWith('{')) {
      try {
        return (JSON.parse(value) as { cardNo?: unknown }).cardNo;
      } catch {
        return value;
      }
    }
    if (typeof value === 'object' && value !== null) return (value as { cardNo?: unknown }).cardNo;
    return value;
  }),
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value)))),
);

const typeNumber = <N extends number>(n: N) => z.literal(n);


export const ExchangeRequest = typeAsNumber(
  z.discriminatedUnion('type', [
  z.object({ type: typeNumber(ExchangeType.query) }),
  z.object({ type: typeNumber(ExchangeType.withdraw), value: withdrawAmount, params: cardNoParam }),
  z.object({ type: typeNumber(ExchangeType.bind), params: jsonObject(BindAccountParams) }),
  z.object({
    type: typeNumber(ExchangeType.tasks),
    params: z._default(z.string().check(z.regex(/^-?\d{1,2}_\d{1,5}$/, 'invalidRequest')), '-1_0'),
  }),
], { error: 'invalidRequest' }),
);
export type ExchangeRequest = z.input<typeof ExchangeRequest>;

export const ExchangeResponse = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(ExchangeType.query),
    state: z.int().check(z.describe('1 = withdrawal account bound, 0 = none')),
    goldWin: z.int().check(z.describe('withdrawable now, hundredths')),
    params: z.string().check(z.describe('JSON {cardNo, name, bankName, cnic (masked)}; "{}" when unbound')),
  }),
  z.object({
    type: z.literal(ExchangeType.withdraw),
    msg: z.string().check(z.describe("'Withdrawal successful' in the request's language")),
    transId: z.string(),
    state: z.string().check(z.describe('pending | processing | … (see exchangeRecord)')),
    amount: z.int(),
    fee: z.int().check(z.describe('deducted from the amount; the player receives amount − fee')),
    goldWin: z.int(),
  }),
  z.object({
    type: z.literal(ExchangeType.bind),
    msg: z.string().check(z.describe("'Binding successful' in the request's language")),
    state: z.literal(1),
    params: z.string(),
  }),
  z.object({
    type: z.literal(ExchangeType.tasks),
    list: z.array(BettingTask),
    page: z.int(),
    remaining: z.int().check(z.describe('Σ(money × multi − curValue) over unfinished tasks')),
    goldWin: z.int(),
  }),
]);
export type ExchangeResponse = z.infer<typeof ExchangeResponse>;

export const exchange = endpoint({
  method: 'POST',
  path: '/usercenter/game/exchange',
  auth: true,
  summary:
    'Withdrawals. type 0: bind state {state, goldWin, params}; type 1: withdraw `value` ' +
    '(hundredths) to the bound account (`params` cardNo); type 2: bind the withdrawal account (params name, ' +
    'cardNo, bankName = Jazzcash|Easypaisa|Bank, email = 13-digit CNIC); type 3: betting tasks, params ' +
    '"{state}_{page}" (state -1 = all), 20 a page. goldWin (withdrawable) = available balance (balance − held) ' +
    'when no betting task is unfinished (state 0 or 1), else 0. The fee (GameParamConf exchangeParam part 1, ' +
    'percent) is deducted from the amount.',
  request: ExchangeRequest,
  response: ExchangeResponse,
});

export const exchangeRecord = endpoint({
  method: 'POST',
  path: '/usercenter/game/exchangeRecord',
  auth: true,
  summary:
    "The session player's withdrawals between startDate and endDate (Asia/Karachi days, inclusive), 20 a page; " +
    'data = JSON text of MoneyRecord rows (payNum amount, rewardNum fee, state)',
  request: RecordQuery,
  response: RecordPage,
});
