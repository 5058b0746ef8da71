// The sockets of bench/live.ts, in a process of their own so the server's memory is the server's:
// connects one socket per token (in waves, as phones arriving), authenticates, and once every hello
// is in prints {"ready": …}; then notes the wall-clock time (ms since the epoch, sub-millisecond)
// of each player's first balance event, and prints them when told 'stop' on stdin.
import { createInterface } from 'node:readline';

interface Options {
  url: string;
  tokens: string[];
  wave: number;
}

const options = JSON.parse(process.argv[2]!) as Options;
const now = () => performance.timeOrigin + performance.now();
const firstBalanceAt: (number | null)[] = options.tokens.map(() => null);
const sockets: WebSocket[] = [];
let failed = 0;

function open(index: number): Promise<void> {
  return new Promise((resolve) => {
    // A hundred phones per address (X-Forwarded-For, the server trusts the proxy here): the
    // per-address limit is the production one, and one loopback address would hit it.
    const address = `10.9.${Math.floor(index / 100 / 250)}.${(Math.floor(index / 100) % 250) + 1}`;
    const socket = new WebSocket(options.url, { headers: { 'x-forwarded-for': address } } as unknown as string[]);
    sockets.push(socket);
    let greeted = false;
    socket.onopen = () => socket.send(JSON.stringify({ auth: options.tokens[index] }));
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data)) as { type: string };
      if (event.type === 'hello' && !greeted) {
        greeted = true;
        resolve();
      } else if (event.type === 'balance' && firstBalanceAt[index] === null) firstBalanceAt[index] = now();
    };
    socket.onclose = () => {
      if (!greeted) {
        failed += 1;
        resolve();
      }
    };
  });
}

const started = now();
for (let first = 0; first < options.tokens.length; first += options.wave) {
  await Promise.all(options.tokens.slice(first, first + options.wave).map((_, offset) => open(first + offset)));
}
console.log(JSON.stringify({ ready: options.tokens.length - failed, failed, connectMs: now() - started }));

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'stop') continue;
  console.log(JSON.stringify({ firstBalanceAt, open: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length }));
  for (const socket of sockets) socket.close();
  break;
}
process.exit(0);
