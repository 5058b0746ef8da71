// bench:sportsbook's placement load (child process, like provider-load.ts): POST
// /usercenter/sports/place as the player app sends it — the wire encoding (base64 + noise) of
// { requestId, stake, legs, accept }, the player's `satoken` — at a fixed rate (load.ts timedLoad,
// open loop, each request timed from when it was due). Each bet is a pre-match single of a random
// player on a random selection at its price now, a random stake; accept 'none'. Answered with code 1:
// placed (one ledger transfer, the stake); a sportsbook refusal or insufficient funds: refused;
// anything else: failed. Without a rate, closed loop (the server's capacity). Prints one JSON line:
// the load result, the refusals by code and how long it all took.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { encodeRequest } from '@khel/wire/node-codec';
import { SLIP_REFUSALS } from '../apps/server/src/features/sportsbook/placement.ts';
import { httpClient, timedLoad, type Attempt, type LoadResult, type LoadTiming } from './load.ts';

export interface PlaceLoadOptions extends LoadTiming {
  baseUrl: string;
  /** One session token per player. */
  tokens: string[];
  selections: { id: number; odds: number }[];
  minStake: number;
  maxStake: number;
}

export interface PlaceLoadResult extends LoadResult {
  /** Answers other than code 1 by code, warm-up included. */
  refusals: Record<string, number>;
  /** From the first request (warm-up included) to the last answer: what `answered` took. */
  elapsedSeconds: number;
}

const REFUSALS = new Set<number>([ErrorCode.insufficientFunds, ...SLIP_REFUSALS]);

async function run(options: PlaceLoadOptions): Promise<PlaceLoadResult> {
  const client = httpClient(options.baseUrl, options.connections);
  const refusals: Record<string, number> = {};
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const started = performance.now();
  const result = await timedLoad(options, async (): Promise<Attempt> => {
    const selection = pick(options.selections);
    const stake = options.minStake + Math.floor(Math.random() * (options.maxStake - options.minStake + 1));
    const body = encodeRequest({ requestId: randomUUID(), stake, legs: [{ selectionId: selection.id, odds: selection.odds }], accept: 'none' });
    const response = await client.post('/usercenter/sports/place', { 'content-type': 'text/plain', satoken: pick(options.tokens) }, body);
    let code: number | undefined;
    try {
      code = (JSON.parse(response.body) as { code?: number }).code;
    } catch {
      code = undefined;
    }
    if (response.status === 200 && code === 1) return { outcome: 'ok', transfers: 1 };
    if (response.status === 200 && code !== undefined && REFUSALS.has(code)) {
      refusals[code] = (refusals[code] ?? 0) + 1;
      return { outcome: 'refused' };
    }
    return { outcome: 'failed', detail: `HTTP ${response.status} ${response.body.slice(0, 200)}` };
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  await client.close();
  return { ...result, refusals, elapsedSeconds };
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '') as PlaceLoadOptions;
  process.stdout.write(`${JSON.stringify(await run(options))}\n`);
}
