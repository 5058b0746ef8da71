// Registers one operator endpoint (packages/contracts/src/admin): the operator behind
// `x-operator-token` must hold the endpoint's permission (401/403 otherwise), the input is checked
// with the contract's zod schema (400 naming the field), a refusal by a business rule is a 422 with
// its result code and message, and the reply is shaped by the response schema. GET input is the
// query, POST the body, PUT {body} — each with the path parameters. Plain JSON: the
// player wire encoding is not used on /admin/api.
import type { AdminEndpoint } from '@khel/contracts/admin/admin-endpoint';
import { OPERATOR_TOKEN_HEADER } from '@khel/contracts/admin/admin-endpoint';
import type { OperatorRole, Permission } from '@khel/contracts/admin/operators-roles';
import { ErrorCode } from '@khel/contracts/error-codes';
import { isMessageKey, translate } from '@khel/contracts/messages/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { hasNulCharacter } from './route.ts';
import { numericFieldsOf, withTextIntegers } from './text-integers.ts';

export interface OperatorSession {
  operatorId: number;
  username: string;
  role: OperatorRole;
}

/** Resolves the operator behind a token and checks one permission (features/operators implements it). */
export type OperatorAuthorizer = (token: string | undefined, permission: Permission) => Promise<OperatorSession>;

export interface AdminHandlerContext<Input> {
  input: Input;
  operator: OperatorSession;
  request: FastifyRequest;
  reply: FastifyReply;
}

export function operatorTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * 400 with every issue: operators see which field was wrong. A contract rule's message (a
 * language-table key such as 'giftCodeFormat') is the reply's msg, in English like the console.
 */
export class AdminInputError extends AppError {
  constructor(issues: { path: string; message: string }[]) {
    const key = issues[0] && isMessageKey(issues[0].message) ? issues[0].message : 'invalidRequest';
    super(ErrorCode.invalidRequest, key, 400);
    this.issues = issues.map((issue) => ({ ...issue, message: isMessageKey(issue.message) ? translate('en', issue.message) : issue.message }));
  }
}

function parseAdminInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  if (hasNulCharacter(raw)) throw new AdminInputError([{ path: '', message: 'text cannot contain U+0000' }]);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AdminInputError(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

function rawInput(request: FastifyRequest, method: AdminEndpoint['method'], numeric: ReadonlySet<string>): unknown {
  // Path and query parameters are text; the body is JSON and keeps its own types.
  const params = withTextIntegers(request.params as object | undefined, numeric);
  if (method === 'GET') return { ...withTextIntegers(request.query as object | undefined, numeric), ...params };
  // PUT replaces a whole resource: the body stays one value beside the path parameters.
  if (method === 'PUT') return { ...params, body: request.body };
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) return body;
  return { ...(body ?? {}), ...params };
}

/** Business refusals (HTTP 200 AppErrors on the player API) become 422 here. */
function asAdminError(error: unknown): unknown {
  if (error instanceof AppError && error.httpStatus === 200) {
    const refusal = new AppError(error.code, error.messageKey, error.code === ErrorCode.invalidRequest ? 400 : 422, error.params);
    if (error.issues) refusal.issues = error.issues;
    return refusal;
  }
  return error;
}

export function adminRoute<E extends AdminEndpoint>(
  app: FastifyInstance,
  authorize: OperatorAuthorizer,
  endpoint: E,
  handler: (ctx: AdminHandlerContext<z.output<E['request']>>) => Promise<z.input<E['response']> | FastifyReply>,
): void {
  const numeric = numericFieldsOf(endpoint.request);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { summary: `${endpoint.summary} (permission ${endpoint.permission})`, tags: ['admin'] },
    config: { contract: { api: 'operator', request: endpoint.request } },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request, reply) => {
      const operator = await authorize(operatorTokenOf(request), endpoint.permission);
      const input = parseAdminInput(endpoint.request, rawInput(request, endpoint.method, numeric)) as z.output<E['request']>;
      let result: unknown;
      try {
        result = await handler({ input, operator, request, reply });
      } catch (error) {
        throw asAdminError(error);
      }
      if (reply.sent || result === reply) return reply;
      return reply.type('application/json; charset=utf-8').send(endpoint.response.parse(result));
    },
  });
}
