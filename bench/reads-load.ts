// bench:reads' load generator (child process): closed-loop POSTs to one path from `connections`
// keep-alive connections, each request with one of the given header sets (e.g. a player's session
// token) and a fresh body from `body` — 'wire' is the wire encoding of {} (4 random characters
// each time, as the app sends it), 'json' a plain JSON {}. An answer counts when it is HTTP 200 and
// carries `expect` (the envelope's success code, or the hello-world's text). Prints one JSON line.
import { encodeRequest } from '@khel/wire/node-codec';
import { httpClient, timedLoad, type Attempt, type LoadResult, type LoadTiming } from './load.ts';

export interface ReadsLoadOptions extends LoadTiming {
  baseUrl: string;
  path: string;
  headers: Record<string, string>[];
  body: 'wire' | 'json';
  /** A substring every good answer contains. */
  expect: string;
}

async function run(options: ReadsLoadOptions): Promise<LoadResult> {
  const client = httpClient(options.baseUrl, options.connections);
  const result = await timedLoad(options, async (_worker, sequence): Promise<Attempt> => {
    const headers = options.headers[sequence % options.headers.length]!;
    const body = options.body === 'wire' ? encodeRequest({}) : '{}';
    const response = await client.post(options.path, headers, body);
    if (response.status === 200 && response.body.includes(options.expect)) return { outcome: 'ok', transfers: 0 };
    return { outcome: 'failed', detail: `HTTP ${response.status} ${response.body.slice(0, 200)}` };
  });
  await client.close();
  return result;
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '') as ReadsLoadOptions;
  process.stdout.write(`${JSON.stringify(await run(options))}\n`);
}
