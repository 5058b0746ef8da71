// GET /api/live: the player app's socket (docs/architecture/live.md). The Origin is checked before
// the upgrade (a page on another site must not open a socket in the player's browser); the session
// is the socket's first message (live-hub.ts). On app.close every socket gets 1001, so clients
// reconnect to another process while this one drains.
import websocket from '@fastify/websocket';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LiveHub, type LiveHubOptions } from './live-hub.ts';

export const LIVE_PATH = '/api/live';
/** The largest message a client may send: {"subscribe": topic} or {"auth": token} fit easily. */
const MAX_MESSAGE_BYTES = 1_024;

export interface LiveRouteOptions extends Omit<LiveHubOptions, 'log'> {
  /** PUBLIC_BASE_URL; without it (development, tests) the Origin must match the request's Host. */
  publicBaseUrl: string | undefined;
}

/** Whether a browser on this Origin may open the socket; clients that send none (not browsers) may. */
export function originAllowed(headers: IncomingHttpHeaders, publicBaseUrl: string | undefined): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (publicBaseUrl) return origin === new URL(publicBaseUrl).origin;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

function refuseForeignOrigins(publicBaseUrl: string | undefined) {
  return ({ req }: { req: IncomingMessage }, done: (allowed: boolean, code?: number, message?: string) => void) =>
    originAllowed(req.headers, publicBaseUrl) ? done(true) : done(false, 403, 'origin not allowed');
}

export async function registerLiveRoute(app: FastifyInstance, options: LiveRouteOptions): Promise<LiveHub> {
  const hub = new LiveHub({ ...options, log: app.log });
  await app.register(websocket, {
    // ws answers a refused handshake with 403 itself, before any socket exists.
    options: { maxPayload: MAX_MESSAGE_BYTES, verifyClient: refuseForeignOrigins(options.publicBaseUrl) },
    preClose: (done) => {
      hub.close();
      app.websocketServer.close(() => done());
    },
    // A client that goes away uncleanly is ordinary on phones: not an error for the log.
    errorHandler: (_error, socket) => socket.terminate(),
  });
  app.get(LIVE_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const handlers = hub.accept(socket, request.ip);
    socket.on('message', (data: Buffer, isBinary: boolean) => (isBinary ? socket.close(1003, 'text only') : handlers.message(data.toString('utf8'))));
    socket.on('pong', handlers.pong);
    socket.on('close', handlers.closed);
  });
  return hub;
}
