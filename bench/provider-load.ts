// The provider benchmark's load generator, run by bench/provider.ts as a child process so the
// client does not share the server's event loop. Plays a game provider on Khel's generic seamless
// protocol: each request is one signed bet+settle callback (POST /hooks/games/<provider>/betSettle,
// genericRequest: x-khel-signature = HMAC-SHA256 of the raw body) with a fresh transaction and
// round id, closed loop or at a fixed rate (load.ts timedLoad); prints one JSON line.
import { genericRequest, type GenericReply } from '../apps/server/src/adapters/game-providers/generic/generic-seamless.ts';
import { httpClient, timedLoad, type Attempt, type LoadResult, type LoadTiming } from './load.ts';

export interface ProviderLoadOptions extends LoadTiming {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  provider: string;
  secret: string;
  gameId: string;
  /** Each player with the launch token of its session (startProviderSession). */
  sessions: { playerId: number; token: string }[];
}

/** A loss half the time, else 0.5×–2.5× the stake: wins and losses both move money. */
function winFor(bet: number): number {
  return Math.random() < 0.5 ? 0 : Math.floor(bet * (0.5 + Math.random() * 2));
}

async function run(options: ProviderLoadOptions): Promise<LoadResult> {
  const client = httpClient(options.baseUrl, options.connections);
  const result = await timedLoad(options, async (worker, sequence): Promise<Attempt> => {
    const session = options.sessions[Math.floor(Math.random() * options.sessions.length)]!;
    const id = `bench-${process.pid}-${worker}-${sequence}`;
    const betAmount = 1 + Math.floor(Math.random() * 500);
    const winAmount = winFor(betAmount);
    const request = genericRequest(options.secret, options.provider, 'betSettle', {
      txId: id,
      playerId: session.playerId,
      token: session.token,
      roundId: id,
      gameId: options.gameId,
      betAmount,
      winAmount,
    });
    const response = await client.post(request.path, request.headers, request.body);
    const reply = JSON.parse(response.body) as GenericReply;
    // A bet+settle makes the stake's transfer and, when it pays, the win's.
    if (response.status === 200 && reply.status === 'OK') return { outcome: 'ok', transfers: winAmount > 0 ? 2 : 1 };
    if (response.status === 200 && reply.status === 'INSUFFICIENT_FUNDS') return { outcome: 'refused' };
    return { outcome: 'failed', detail: `HTTP ${response.status} ${response.body}` };
  });
  await client.close();
  return result;
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '') as ProviderLoadOptions;
  process.stdout.write(`${JSON.stringify(await run(options))}\n`);
}
