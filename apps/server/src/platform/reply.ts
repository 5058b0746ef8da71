// The reply envelope (docs/architecture/overview.md#contracts-and-transport): HTTP 200 {code: 1, msg: '', data: encoded} on success, and
// {code, msg} in the request's language on failure. `x-wire: plain` asks for data as plain JSON.
import { ErrorCode, RESULT_SUCCESS } from '@khel/contracts/error-codes';
import { isMessageKey, pickLanguage, translate, type Language } from '@khel/contracts/messages/languages';
import type { Endpoint } from '@khel/contracts/endpoint';
import { deflateReply, encodeReply, withNoise } from '@khel/wire/node-codec';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isConnectionLoss, RETRY_AFTER_SECONDS } from './database-unavailable.ts';
import { AppError, RateLimitedError } from './errors.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

export function wantsPlain(request: FastifyRequest): boolean {
  return request.headers['x-wire'] === 'plain';
}

/** The success envelope; `encoded` is data's wire form, used unless the caller asked for plain JSON. */
function sendSuccess(request: FastifyRequest, reply: FastifyReply, data: unknown, encoded: () => string): FastifyReply {
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send({ code: RESULT_SUCCESS, msg: '', data: wantsPlain(request) ? data : encoded() });
}

export function sendData(request: FastifyRequest, reply: FastifyReply, data: unknown): FastifyReply {
  return sendSuccess(request, reply, data, () => encodeReply(data));
}

/**
 * An endpoint's answer checked against its response schema and deflated once, for read models that
 * give the same answer many times: each send only adds fresh noise.
 */
export class PreparedReply<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  readonly data: z.output<E['response']>;
  private readonly deflated: string;

  private constructor(endpoint: E, data: z.output<E['response']>) {
    this.endpoint = endpoint;
    this.data = data;
    this.deflated = deflateReply(data);
  }

  static of<E extends Endpoint>(endpoint: E, value: z.input<E['response']>): PreparedReply<E> {
    return new PreparedReply(endpoint, z.parse(endpoint.response, value) as z.output<E['response']>);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return sendSuccess(request, reply, this.data, () => withNoise(this.deflated));
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  const msg = translate(requestLanguage(request), error.messageKey, error.params);
  const first = error.issues?.[0];
  return reply
    .code(error.httpStatus)
    .type('application/json; charset=utf-8')
    .send({
      code: error.code,
      // The first issue is named unless the message already is that issue.
      msg: first && first.message !== msg ? `${msg}: ${first.path || 'body'} — ${first.message}` : msg,
      ...(error.issues ? { issues: error.issues } : {}),
    });
}

/** The one error handler: typed errors keep their code; anything else is a hidden 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (isConnectionLoss(error)) return sendUnavailable(request, reply);
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, new AppError(ErrorCode.invalidRequest, 'invalidRequest', 413));
    if (status === 429) return sendError(request, reply, new RateLimitedError(60));
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, unsupported media type, …): a clear 400.
      return sendError(request, reply, new AppError(ErrorCode.invalidRequest, 'invalidRequest', 400));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ code: ErrorCode.generic, msg: translate(requestLanguage(request), 'http500') });
  });
}

/** A database outage: retry shortly (the process reconnects by itself), no details. */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.warn('database unavailable: answered 503');
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send({ code: ErrorCode.generic, msg: translate(requestLanguage(request), 'http503') });
}

/**
 * Fastify's refusals before a route is found (a badly encoded URL, a path parameter over 100
 * characters) skip the error handler; they get the same envelope here (Fastify's
 * `frameworkErrors` option).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendError(request, reply, new AppError(ErrorCode.invalidRequest, 'invalidRequest', status));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(
    request,
    reply,
    new AppError(ErrorCode.notFound, 'http404', 404, { url: request.url.split('?')[0] ?? '' }),
  );
}

/** The message key of a zod issue, which the contracts set to a language-table key. */
export function issueMessageKey(message: string | undefined) {
  return message && isMessageKey(message) ? message : 'invalidRequest';
}
