// A path with invalid percent-encoding, an encoded NUL or another control character names no
// resource: it is refused with 400 on every route (it once reached a sandbox page and became a
// 500), before any handler or database query sees it. In the query string only NUL is refused
// here (PostgreSQL text cannot hold it); the contracts judge the rest.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { ErrorCode } from '@khel/contracts/error-codes';

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function isBadRequestTarget(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const decodedPath = decoded(path);
  if (decodedPath === null || CONTROL.test(decodedPath)) return true;
  return query !== -1 && /%00/.test(url.slice(query));
}

export function registerPathByteCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isBadRequestTarget(request.raw.url ?? '/')) throw new AppError(ErrorCode.invalidRequest, 'invalidRequest', 400);
  });
}
