// The links a player sees or shares (the agency share link and its QR code, the download site, the
// page a payment gateway sends the payer back to, a game's close/home button) name the site's own
// origin: PUBLIC_BASE_URL (required in production, platform/config.ts), else, in development and
// tests, the server's own address (http://<HOST>:<listening port>, HOST 0.0.0.0 or :: shown as
// localhost, as the boot log prints it). Never the request's Host or X-Forwarded-Host, in any mode:
// a client must not be able to name another site in a link Khel hands out (or in a cached
// ClientParamConf). A link the operator configured as an absolute URL stays as written; a relative
// one ('/', '/downapp') is resolved against that origin.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';

export type OriginConfig = Pick<AppConfig, 'publicBaseUrl' | 'host' | 'port'>;

/** The site's origin (no trailing slash) for links built while answering `request`. */
export function publicOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicBaseUrl) return new URL(config.publicBaseUrl).origin;
  const address = request.server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://${displayedHost(config.host)}:${port}`;
}

function displayedHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** `link` as an absolute URL on `origin` when it is relative; an absolute link, or an unparsable one, as it is. */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, `${origin}/`).href;
  } catch {
    return link;
  }
}
