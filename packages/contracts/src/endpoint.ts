import type { z } from 'zod';

/** One endpoint's contract: the server registers it, the apps call it, /docs describes it. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** true: needs the `satoken` session header. */
  readonly auth: boolean;
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>): Endpoint<Req, Res> {
  return e;
}
