// How adapters ask a vendor's launch API for a game URL (FaChai /Login, CQ9 gamelink, JDB action
// 21, Evolution's user authentication): one POST through the injectable fetch, its JSON answer
// checked with the vendor's schema. Tests pass recorded answers; nothing here reaches a network.
import type { z } from 'zod';
import type { FetchLike } from '../payments/port.ts';

export async function askLaunchApi<S extends z.ZodType>(
  fetch: FetchLike,
  vendor: string,
  url: string,
  request: { headers: Record<string, string>; body: string },
  reply: S,
): Promise<z.output<S>> {
  const response = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
  if (response.status !== 200) throw new Error(`${vendor} launch: HTTP ${response.status}`);
  return reply.parse(JSON.parse(await response.text()));
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
