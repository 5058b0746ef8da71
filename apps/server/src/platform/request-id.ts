// The request id: a well-formed incoming x-request-id (set by a load balancer or the client) is
// kept, else one is made. Fastify puts it on every log line of the request (reqId), the response
// echoes it, and the database layer prefixes each statement with it as a SQL comment, so a slow
// query in pg_stat_activity or the PostgreSQL log leads back to the request that ran it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and - _ . : only, at most 128: nothing that could break a log line or a SQL comment. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

/** Fastify's genReqId: the incoming id when well-formed, else a fresh UUID. */
export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** The id of the request whose work is running now, or undefined (jobs, boot). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Runs fn with id as the current request id (jobs and tests; requests get theirs from registerRequestId). */
export function withRequestId<T>(id: string, fn: () => T): T {
  return current.run(id, fn);
}

/** Runs fn with no current request: work shared by many requests (a group-commit batch) names none of them. */
export function withoutRequestId<T>(fn: () => T): T {
  return current.exit(fn);
}

/**
 * sqlcommenter style: the statement, then `/* request_id='…' *\/` on a line of its own (a last line
 * that is a `--` comment cannot swallow it; at the end, it leaves the statement's first word, which
 * traces name spans after, as it was). The id is well-formed, so it needs no escaping.
 */
export function withSqlComment(text: string): string {
  const id = current.getStore();
  return id === undefined ? text : `${text}\n/* request_id='${id}' */`;
}

/** Echoes the id and makes it current for everything the request's hooks and handler await. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    current.run(request.id, done);
  });
  // Again once the body is read: the body stream's events carry the socket's context, not the request's.
  app.addHook('preValidation', (request, _reply, done) => {
    current.run(request.id, done);
  });
}
