// The player API transport (docs/architecture/overview.md#contracts-and-transport): POST /usercenter/… with the wire-encoded JSON as
// text/plain, the session in `satoken`, the UI language in Accept-Language. Replies are the
// {code,msg,data} envelope; data is decoded and checked against the endpoint's response schema.
import type { Endpoint } from '@khel/contracts/endpoint';
import { ErrorCode, RESULT_SUCCESS } from '@khel/contracts/error-codes';
import type { MessageKey } from '@khel/contracts/messages/en';
import { decodeReplyAsync } from '@khel/wire/async-reply';
import { encodeRequest } from '@khel/wire/codec';
// zod/mini, never classic zod: this module is on the first screen's path (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { ApiError } from './api-error.ts';
import { currentLanguage, messageText } from './i18n.ts';
import { showAccountBlocked } from './notices.ts';
import { toastText } from './toast.ts';

interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
}

interface ClientHooks {
  getToken: () => string | null;
  /** The server no longer knows the session: forget it locally. */
  onUnauthorized: () => void;
  /** The session-time limit ended play (1842): the app says so in a popup, not only a toast. */
  onSessionLimit?: (message: string) => void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} };

/** The session store plugs itself in here, so this module has no dependency on it. */
export function configureApiClient(next: ClientHooks): void {
  hooks = next;
}

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'http400',
  401: 'http401',
  403: 'http403',
  404: 'http404',
  408: 'http408',
  500: 'http500',
  501: 'http501',
  502: 'http502',
  503: 'http503',
  504: 'http504',
  505: 'http505',
};

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

export interface CallOptions {
  /**
   * Background refreshes (badges, red dots, presence) fail without a toast: a server that is down
   * would otherwise toast every 30 s per refresh. The caller still gets the error.
   */
  quiet?: boolean;
}

function fail(kind: 'http' | 'network', code: number, message: string, options: CallOptions): never {
  if (!options.quiet) toastText(message);
  throw new ApiError(kind, code, message, !options.quiet);
}

async function httpFailure(response: Response, url: string, options: CallOptions): Promise<never> {
  const status = response.status;
  if (status === 401) {
    hooks.onUnauthorized();
    // A frozen account (1013): the player is told why, even by a background refresh.
    const envelope = await readEnvelope(response);
    if (envelope?.code === ErrorCode.accountBlocked && envelope.msg) {
      showAccountBlocked(envelope.msg);
      throw new ApiError('http', status, envelope.msg, true);
    }
  }
  if (status === 429) {
    // Rate limits carry the envelope's own message ('Too many attempts…').
    const envelope = await readEnvelope(response);
    fail('http', status, envelope?.msg || (await messageText('tooManyAttempts')), options);
  }
  const key = STATUS_MESSAGES[status] ?? 'httpOther';
  fail('http', status, await messageText(key, { url }), options);
}

async function send(url: string, init: RequestInit, options: CallOptions = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', currentLanguage());
  const token = hooks.getToken();
  if (token) headers.set('satoken', token);

  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    fail('network', 0, await messageText('httpOther'), options);
  }
  if (!response.ok) return httpFailure(response, url, options);

  const envelope = await readEnvelope(response);
  if (!envelope) fail('network', 0, await messageText('httpOther'), options);
  if (envelope.code !== RESULT_SUCCESS) {
    if (envelope.code === ErrorCode.sessionExpired) hooks.onUnauthorized();
    if (envelope.code === ErrorCode.sessionLimitReached && hooks.onSessionLimit) {
      hooks.onSessionLimit(envelope.msg);
      throw new ApiError('envelope', envelope.code, envelope.msg, true);
    }
    throw new ApiError('envelope', envelope.code, envelope.msg || (await messageText('anErrorOccurred')));
  }
  if (envelope.data === undefined || envelope.data === null || envelope.data === '') return {};
  if (typeof envelope.data !== 'string') return envelope.data;
  try {
    return await decodeReplyAsync(envelope.data);
  } catch {
    throw new ApiError('decode', 0, await messageText('anErrorOccurred'));
  }
}

async function parseReply<Res extends z.core.$ZodType>(schema: Res, value: unknown): Promise<z.infer<Res>> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new ApiError('decode', 0, await messageText('anErrorOccurred'));
  return parsed.data;
}

/** Calls a POST endpoint of the player API with its request body. */
export async function callApi<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  endpoint: Endpoint<Req, Res>,
  body: z.input<Req>,
  options: CallOptions = {},
): Promise<z.infer<Res>> {
  const data = await send(
    endpoint.path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: encodeRequest(body),
    },
    options,
  );
  return parseReply(endpoint.response, data);
}

/** Calls a GET endpoint (same reply envelope); `url` already carries its path and query. */
export async function getApi<Res extends z.core.$ZodType>(url: string, response: Res): Promise<z.infer<Res>> {
  return parseReply(response, await send(url, { method: 'GET' }));
}
