// The operator API client: every call goes through a contract (packages/contracts/src/admin), so
// the console and the server agree on paths, inputs and replies. Plain JSON with x-operator-token;
// a 401 ends the session here too. Refusals carry the server's code, message and field issues.
import { OPERATOR_TOKEN_HEADER, type AdminEndpoint } from '@khel/contracts/admin/admin-endpoint';
import type { z } from 'zod';
import { session } from './session.ts';

export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  readonly status: number;
  readonly code: number;
  readonly issues: { path: string; message: string }[];

  constructor(status: number, code: number, message: string, issues: { path: string; message: string }[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** Fills :params of the path from the input; the rest goes to the query (GET) or the body. */
export function buildRequest(endpoint: AdminEndpoint, input: Record<string, unknown>): { url: string; body: unknown } {
  const rest: Record<string, unknown> = { ...input };
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
    const text = query.toString();
    return { url: text ? `${path}?${text}` : path, body: undefined };
  }
  return { url: path, body: endpoint.method === 'PUT' ? rest['body'] : rest };
}

export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = session.get()?.token;
  if (token) headers.set(OPERATOR_TOKEN_HEADER, token);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new AdminApiError(0, 0, 'The server cannot be reached');
  }
  if (response.status === 401) session.end();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; issues?: { path: string; message: string }[] } | null;
    throw new AdminApiError(response.status, body?.code ?? 0, body?.msg ?? `HTTP ${response.status}`, body?.issues ?? []);
  }
  return response;
}

export async function adminCall<E extends AdminEndpoint>(endpoint: E, input: z.input<E['request']>): Promise<z.output<E['response']>> {
  const { url, body } = buildRequest(endpoint, (input ?? {}) as Record<string, unknown>);
  const response = await send(url, {
    method: endpoint.method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return endpoint.response.parse(await response.json()) as z.output<E['response']>;
}

/** Downloads a CSV export (the token travels in a header, so a plain link cannot fetch it). */
export async function downloadCsv(url: string, filename: string): Promise<void> {
  const blob = await (await send(url)).blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
