// The sockets of bench:sportsbook's `push` part, in a process of their own (like live-clients.ts):
// `sockets` visitors' sockets to /api/live in waves (a hundred per X-Forwarded-For address, so the
// production per-address limit holds), each subscribed to `topics`; once every socket has its
// 'subscribed' answers it prints {"ready": …}. Then it notes, per socket and per feed turn k, the
// wall-clock time (ms since the epoch, sub-millisecond) the first notice carrying turn k's price
// arrived: a `sports-markets` notice of the event whose market `market` has selection `selection`
// at odds base + k, and the lobby's `sports-event` row of the event with that price in its main
// market. Prints them when told 'stop' on stdin.
import { createInterface } from 'node:readline';

export interface SocketsOptions {
  url: string;
  sockets: number;
  wave: number;
  topics: string[];
  eventId: number;
  /** The market kind and selection key whose price moves, and the odds of turn 0. */
  market: string;
  selection: string;
  base: number;
  turns: number;
}

export interface SocketsReport {
  /** [socket][turn − 1]: when the event topic's notice with that turn's price arrived, or null. */
  markets: (number | null)[][];
  /** [socket][turn − 1]: when the lobby's row with that turn's price arrived, or null. */
  lobby: (number | null)[][];
  open: number;
}

interface Selection {
  key: string;
  odds: number;
}
interface Market {
  kind: string;
  selections: Selection[];
}
type Notice =
  | { type: 'hello' | 'subscribed' }
  | { type: 'sports-markets'; eventId: number; markets: Market[] }
  | { type: 'sports-event'; event: { id: number; main: Market | null } };

const options = JSON.parse(process.argv[2]!) as SocketsOptions;
const now = () => performance.timeOrigin + performance.now();
const report: SocketsReport = {
  markets: Array.from({ length: options.sockets }, () => new Array<number | null>(options.turns).fill(null)),
  lobby: Array.from({ length: options.sockets }, () => new Array<number | null>(options.turns).fill(null)),
  open: 0,
};
const sockets: WebSocket[] = [];
let failed = 0;

/** The turn whose price `market` carries, or null. */
function turnOf(market: Market | null | undefined): number | null {
  if (!market || market.kind !== options.market) return null;
  const odds = market.selections.find((s) => s.key === options.selection)?.odds;
  const turn = odds === undefined ? 0 : odds - options.base;
  return turn >= 1 && turn <= options.turns ? turn : null;
}

function open(index: number): Promise<void> {
  return new Promise((resolve) => {
    const address = `10.8.${Math.floor(index / 100 / 250)}.${(Math.floor(index / 100) % 250) + 1}`;
    const socket = new WebSocket(options.url, { headers: { 'x-forwarded-for': address } } as unknown as string[]);
    sockets.push(socket);
    let subscribed = 0;
    let done = false;
    socket.onopen = () => socket.send(JSON.stringify({ auth: null }));
    socket.onmessage = (message) => {
      const at = now();
      const notice = JSON.parse(String(message.data)) as Notice;
      if (notice.type === 'hello') {
        for (const topic of options.topics) socket.send(JSON.stringify({ subscribe: topic }));
      } else if (notice.type === 'subscribed') {
        subscribed += 1;
        if (subscribed === options.topics.length && !done) {
          done = true;
          resolve();
        }
      } else if (notice.type === 'sports-markets' && notice.eventId === options.eventId) {
        for (const market of notice.markets) {
          const turn = turnOf(market);
          if (turn !== null) report.markets[index]![turn - 1] ??= at;
        }
      } else if (notice.type === 'sports-event' && notice.event.id === options.eventId) {
        const turn = turnOf(notice.event.main);
        if (turn !== null) report.lobby[index]![turn - 1] ??= at;
      }
    };
    socket.onclose = () => {
      if (!done) {
        done = true;
        failed += 1;
        resolve();
      }
    };
  });
}

const started = now();
for (let first = 0; first < options.sockets; first += options.wave) {
  await Promise.all(Array.from({ length: Math.min(options.wave, options.sockets - first) }, (_, offset) => open(first + offset)));
}
console.log(JSON.stringify({ ready: options.sockets - failed, failed, connectMs: now() - started }));

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'stop') continue;
  report.open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  for (const socket of sockets) socket.close();
  // Megabytes on a pipe: exit once they are written, not before.
  process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
  break;
}
