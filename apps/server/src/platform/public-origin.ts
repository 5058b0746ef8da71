// The links a player sees or shares (the agency share link and its QR code, the download site) name
// the site the player reached: PUBLIC_BASE_URL when it is set (production should set it), else the
// request's own origin. Fastify's request.protocol and request.host follow X-Forwarded-Proto and
// X-Forwarded-Host only when TRUST_PROXY is on, so a client cannot name another site through those
// headers. A link the operator configured as an absolute URL stays as written; a relative one
// ('/', '/downapp') is resolved against that origin.
import type { FastifyRequest } from 'fastify';

export function publicOrigin(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  if (publicBaseUrl) return publicBaseUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** `link` as an absolute URL on `origin` when it is relative; an absolute link, or an unparsable one, as it is. */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, `${origin}/`).href;
  } catch {
    return link;
  }
}
