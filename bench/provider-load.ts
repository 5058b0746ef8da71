// The provider benchmark's load generator, run by bench/provider.ts as a child process so the
// client does not share the server's event loop. Plays a game provider on Khel's generic seamless
// protocol, each request signed (genericRequest: x-khel-signature = HMAC-SHA256 of the raw body),
// closed loop or at a fixed rate (load.ts timedLoad); prints one JSON line. Flow `betSettle`: each
// request is one bet+settle callback (POST /hooks/games/<provider>/betSettle) with a fresh
// transaction and round id. Flow `bet-then-settle`: a worker's requests alternate between a bet on a
// fresh round and the settle of that round (two callbacks per round, as table games send them).
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
  flow: 'betSettle' | 'bet-then-settle';
}

/** A loss half the time, else 0.5×–2.5× the stake: wins and losses both move money. */
function winFor(bet: number): number {
  return Math.random() < 0.5 ? 0 : Math.floor(bet * (0.5 + Math.random() * 2));
}

interface OpenRound {
  playerId: number;
  roundId: string;
  betAmount: number;
}

/** A request, the transfers it makes when answered OK, and the round it leaves open (a bet). */
type Sent = { request: ReturnType<typeof genericRequest>; transfers: number; opens?: OpenRound };

/** A bet+settle of a fresh round: the stake's transfer and, when it pays, the win's. */
function betSettle(options: ProviderLoadOptions, id: string): Sent {
  const session = options.sessions[Math.floor(Math.random() * options.sessions.length)]!;
  const betAmount = 1 + Math.floor(Math.random() * 500);
  const winAmount = winFor(betAmount);
  const body = { txId: id, playerId: session.playerId, token: session.token, roundId: id, gameId: options.gameId, betAmount, winAmount };
  return { request: genericRequest(options.secret, options.provider, 'betSettle', body), transfers: winAmount > 0 ? 2 : 1 };
}

/** Each worker's round whose bet was answered OK, settled by the worker's next request. */
const openRounds = new Map<number, OpenRound>();

function betThenSettle(options: ProviderLoadOptions, worker: number, id: string): Sent {
  const open = openRounds.get(worker);
  if (open) {
    openRounds.delete(worker);
    const amount = winFor(open.betAmount);
    const body = { txId: `${id}-settle`, playerId: open.playerId, roundId: open.roundId, amount };
    return { request: genericRequest(options.secret, options.provider, 'settle', body), transfers: amount > 0 ? 1 : 0 };
  }
  const session = options.sessions[Math.floor(Math.random() * options.sessions.length)]!;
  const betAmount = 1 + Math.floor(Math.random() * 500);
  const body = { txId: id, playerId: session.playerId, token: session.token, roundId: id, gameId: options.gameId, amount: betAmount };
  return { request: genericRequest(options.secret, options.provider, 'bet', body), transfers: 1, opens: { playerId: session.playerId, roundId: id, betAmount } };
}

async function run(options: ProviderLoadOptions): Promise<LoadResult> {
  const client = httpClient(options.baseUrl, options.connections);
  const result = await timedLoad(options, async (worker, sequence): Promise<Attempt> => {
    const id = `bench-${process.pid}-${worker}-${sequence}`;
    const sent = options.flow === 'bet-then-settle' ? betThenSettle(options, worker, id) : betSettle(options, id);
    const response = await client.post(sent.request.path, sent.request.headers, sent.request.body);
    const reply = JSON.parse(response.body) as GenericReply;
    if (response.status === 200 && reply.status === 'OK') {
      if (sent.opens) openRounds.set(worker, sent.opens);
      return { outcome: 'ok', transfers: sent.transfers };
    }
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
