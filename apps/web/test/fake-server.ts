// A fake player API at the network boundary: records each call (decoded as the server would) and
// answers with the real envelope and wire encoding.
import { decodeRequest, encodeReply } from '@khel/wire/codec';
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = { code: number; msg?: string; data?: unknown; status?: number } | Response;

export function installFakeServer(answer: (call: RecordedCall) => Answer) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = typeof init.body === 'string' ? init.body : '';
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: raw ? decodeRequest(raw) : undefined,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply instanceof Response) return reply;
    const envelope = {
      code: reply.code,
      msg: reply.msg ?? '',
      ...(reply.data === undefined ? {} : { data: encodeReply(reply.data) }),
    };
    return new Response(JSON.stringify(envelope), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const LOGIN_REPLY = {
  playerInfo: {
    playerIcon: { name: 'ali_khan', playerId: 1001, showId: '80012345', vip: 0, icon: 2001 },
    gold: 0,
    vipExperience: 0,
  },
  token: 'session-token-1',
  account: 'ali_khan',
  deviceId: 'server-device-1',
  firstPayState: 0,
  popupList: '2,1',
  registered: true,
};
