// The wallet benchmark's load generator, run by bench/wallet.ts as a child process so the client
// does not share the server's event loop. Sends bets and wins over keep-alive HTTP for a fixed
// time (load.ts timedLoad) and prints one JSON line with the counts and latencies.
import { httpClient, timedLoad, type Attempt, type LoadResult, type LoadTiming } from './load.ts';

export interface WalletLoadOptions extends LoadTiming {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  path: string;
  players: number[];
  provider: string;
}

const BET = 5001;
const WIN = 5002;
const OK = 1;
const INSUFFICIENT_FUNDS = 1015;

async function run(options: WalletLoadOptions): Promise<LoadResult> {
  const client = httpClient(options.baseUrl, options.connections);
  const result = await timedLoad(options, async (worker, sequence): Promise<Attempt> => {
    const player = options.players[Math.floor(Math.random() * options.players.length)]!;
    const bet = Math.random() < 0.5;
    const body = {
      key: `bench:${process.pid}:${worker}:${sequence}`,
      from: bet ? { player } : { system: options.provider },
      to: bet ? { system: options.provider } : { player },
      amount: 1 + Math.floor(Math.random() * 500),
      reason: bet ? BET : WIN,
    };
    const response = await client.post(options.path, { 'content-type': 'application/json' }, JSON.stringify(body));
    const envelope = JSON.parse(response.body) as { code: number; msg: string };
    if (envelope.code === OK) return { outcome: 'ok', transfers: 1 };
    if (envelope.code === INSUFFICIENT_FUNDS) return { outcome: 'refused' };
    return { outcome: 'failed', detail: `HTTP ${response.status} code ${envelope.code} ${envelope.msg}` };
  });
  await client.close();
  return result;
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '') as WalletLoadOptions;
  process.stdout.write(`${JSON.stringify(await run(options))}\n`);
}
