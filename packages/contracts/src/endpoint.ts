// zod core types: an endpoint's schemas may be zod/mini (what the player app's first screen loads)
// or classic zod (the rest); both are core schemas.
import type * as core from 'zod/v4/core';

/** One endpoint's contract: the server registers it, the apps call it, /docs describes it. */
export interface Endpoint<Req extends core.$ZodType = core.$ZodType, Res extends core.$ZodType = core.$ZodType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** true: needs the `satoken` session header. */
  readonly auth: boolean;
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  /** Bytes this endpoint's body may have when more than the server's 64 KiB (identity photos). */
  readonly bodyLimit?: number;
}

export function endpoint<Req extends core.$ZodType, Res extends core.$ZodType>(e: Endpoint<Req, Res>): Endpoint<Req, Res> {
  return e;
}
