// Registers one contract endpoint: the body (or query) is checked with the contract's zod schema,
// the session is resolved when the endpoint needs one, and the reply is shaped by the response
// schema, so nothing undeclared leaves the server.
import type { Endpoint } from '@khel/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalid, unauthorized } from './errors.ts';
import { issueMessageKey, PreparedReply, sendData } from './reply.ts';
import { numericFieldsOf, withTextIntegers } from './text-integers.ts';
import { SESSION_HEADER, type AuthSession, type Authenticator } from './session.ts';

export interface HandlerContext<Input> {
  input: Input;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedHandlerContext<Input> extends HandlerContext<Input> {
  session: AuthSession;
}

type Output<E extends Endpoint> = z.input<E['response']>;

export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value ?? {});
  if (!parsed.success) throw invalid(issueMessageKey(parsed.error.issues[0]?.message));
  return parsed.data;
}

function rawInput(request: FastifyRequest, method: Endpoint['method'], numeric: ReadonlySet<string>): unknown {
  // Query and path parameters are text: only canonical decimals become the numbers the schema publishes.
  if (method === 'GET') return withTextIntegers({ ...(request.query as object), ...(request.params as object) }, numeric);
  return request.body ?? {};
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so such input is refused before any query (else a
 * 5xx). Deeper than 32 levels no contract accepts anything, so the walk stops there.
 */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulCharacter(item, depth + 1));
}

function openApiSchema(endpoint: Endpoint, auth: boolean) {
  const input = z.toJSONSchema(endpoint.request, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  const output = z.toJSONSchema(endpoint.response, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });
  const envelope = {
    type: 'object',
    description:
      'Envelope {code, msg, data}. code 1 = success and data = base64(zlib(JSON)) with 4 random characters ' +
      'inserted after the first 2; send header `x-wire: plain` to get data as the plain JSON described here. ' +
      'On failure code is the error code and msg its message in the Accept-Language language.',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: output },
  };
  return {
    summary: endpoint.summary,
    ...(endpoint.method === 'GET' ? { querystring: input } : { body: input }),
    response: { 200: envelope },
    ...(auth ? { security: [{ satoken: [] }] } : {}),
  };
}

export async function authenticateRequest(request: FastifyRequest, authenticate: Authenticator): Promise<AuthSession> {
  const header = request.headers[SESSION_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const session = token ? await authenticate(token) : null;
  if (!session) throw unauthorized();
  return session;
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  authenticate: Authenticator | null,
  run: (
    request: FastifyRequest,
    reply: FastifyReply,
    input: z.output<E['request']>,
    session: AuthSession | null,
  ) => Promise<unknown>,
): void {
  const numeric = numericFieldsOf(endpoint.request);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: openApiSchema(endpoint, authenticate !== null),
    config: { contract: { api: 'player', request: endpoint.request } },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request, reply) => {
      const session = authenticate ? await authenticateRequest(request, authenticate) : null;
      const raw = rawInput(request, endpoint.method, numeric);
      if (hasNulCharacter(raw)) throw invalid('invalidRequest');
      const input = parseInput(endpoint.request, raw) as z.output<E['request']>;
      const result = await run(request, reply, input, session);
      if (result instanceof PreparedReply) {
        if (result.endpoint !== endpoint) throw new Error(`${endpoint.path} answered with ${result.endpoint.path}'s reply`);
        return result.send(request, reply);
      }
      return sendData(request, reply, z.parse(endpoint.response, result));
    },
  });
}

export function publicRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<z.output<E['request']>>) => Promise<Output<E>>,
): void {
  register(app, endpoint, null, (request, reply, input) => handler({ input, request, reply }));
}

export function playerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  authenticate: Authenticator,
  handler: (ctx: AuthedHandlerContext<z.output<E['request']>>) => Promise<Output<E> | PreparedReply<E>>,
): void {
  register(app, endpoint, authenticate, (request, reply, input, session) =>
    // register() resolved the session (or threw 401) because an authenticator was given.
    handler({ input, request, reply, session: session as AuthSession }),
  );
}
