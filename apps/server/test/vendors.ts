// Unit-test help for the vendor adapters: a transport that records what a vendor client sends and
// answers with what the adapter renders, so a request can be parsed exactly as it left the vendor.
import type { GameAnswer, HookTransport, ParsedCallback, SeamlessAdapter } from '../src/adapters/game-providers/port.ts';

export interface Sent {
  path: string;
  action: string;
  body: string;
  headers: Record<string, string>;
  method: string;
  query: Record<string, string>;
}

/** Records each call; the reply is the adapter's rendering of `answer` for the parsed command. */
export function loopback(adapter: SeamlessAdapter, answer: Omit<GameAnswer, 'currency'> = { outcome: 'ok', balance: 12_345, playerId: 7, replayed: false }) {
  const sent: Sent[] = [];
  const parsed: ParsedCallback[] = [];
  const transport: HookTransport = async (path, body, headers, method = 'POST') => {
    const url = new URL(path, 'http://khel.test');
    const action = url.pathname.split('/').slice(4).join('/');
    const call = { path, action, body, headers, method, query: Object.fromEntries(url.searchParams) };
    sent.push(call);
    const result = adapter.parse(action, { rawBody: body, headers, query: call.query, method });
    parsed.push(result);
    const reply = result.ok ? adapter.render(action, result.command, { ...answer, currency: 'PKR' }) : adapter.refuse(action, result.reason);
    return { status: reply.status, body: JSON.stringify(reply.body) };
  };
  return { transport, sent, parsed };
}
