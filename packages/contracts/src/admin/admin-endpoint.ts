// One operator endpoint's contract: path, the permission it needs, its request and reply schemas.
// Operator calls are plain JSON over /admin/api with the `x-operator-token` header (not the
// player wire encoding). Path parameters (":id") are merged into the request with the query (GET)
// or the body (POST); a PUT's request is {…path parameters, body} (the whole resource).
import type { z } from 'zod';
import type { Permission } from './operators-roles.ts';

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

export interface AdminEndpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly permission: Permission;
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  /** Bytes this endpoint's body may have when more than the server's 64 KiB (chat images). */
  readonly bodyLimit?: number;
}

export function adminEndpoint<Req extends z.ZodType, Res extends z.ZodType>(e: AdminEndpoint<Req, Res>): AdminEndpoint<Req, Res> {
  return e;
}

/** A refusal from the operator API: HTTP 4xx with the result code and its message. */
export interface AdminErrorBody {
  code: number;
  msg: string;
  /** Config documents: which paths did not fit the schema. */
  issues?: { path: string; message: string }[];
}
