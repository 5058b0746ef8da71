// Request bodies arrive wire-encoded (docs/architecture/overview.md#contracts-and-transport) as text; plain JSON is accepted for tools and
// tests.
import { decodeRequest } from '@khel/wire/node-codec';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

function parseEncoded(_request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) {
  try {
    done(null, decodeRequest(body));
  } catch {
    done(new AppError(ErrorCode.invalidRequest, 'invalidRequest', 400));
  }
}

export function registerWireBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(['text/plain', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, parseEncoded);
  app.addContentTypeParser('*', { parseAs: 'string' }, parseEncoded);
}
