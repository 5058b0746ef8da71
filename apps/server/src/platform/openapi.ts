// The OpenAPI document at /docs (UI) and /docs/json, generated from the contracts' zod schemas
// by the route helper. It documents the wire encoding in its description. It is the player API's
// public document: the operator API (/admin/api) is never in it, and in production it is served
// only when API_DOCS=on.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const DESCRIPTION = `Player API of Khel.

**Encoding.** Player calls are \`POST /usercenter/...\` whose body is the JSON request,
UTF-8, base64-encoded, with 4 random characters [A-Za-z0-9] inserted after the first 2
(Content-Type text/plain). Plain JSON with Content-Type application/json is accepted too.

Replies are HTTP 200 \`{"code": 1, "msg": "", "data": "<encoded>"}\`, where data is the JSON reply,
zlib-deflated, base64-encoded, with 4 random characters inserted after the first 2. Send the header
\`x-wire: plain\` to receive data as plain JSON (the schemas below describe it). On failure code is
the error code (0 = generic) and msg its message in the language of Accept-Language (en, zh, ur).

**Session.** Login returns the token in data.token and in the \`satoken\` response header; send
\`satoken: <token>\` on later calls. HTTP statuses are transport only: 400 undecodable body,
401 no or expired session, 404, 413 body too large, 429 rate limited (Retry-After), 5xx.`;

/** Routes kept out of the public document: the operator API. */
const OPERATOR_API = /^\/admin(\/|$)/;

export async function registerOpenApi(app: FastifyInstance, options: { serve: boolean }): Promise<void> {
  if (!options.serve) return;
  await app.register(swagger, {
    transform: ({ schema, url }) => ({ schema: OPERATOR_API.test(url) ? { ...schema, hide: true } : schema, url }),
    openapi: {
      info: { title: 'Khel API', version: '0.1.0', description: DESCRIPTION },
      components: { securitySchemes: { satoken: { type: 'apiKey', in: 'header', name: 'satoken' } } },
    },
  });
  // The UI's own policy (its inline scripts by hash), never framed, and without
  // upgrade-insecure-requests, which would break it over plain HTTP in development.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .trim(),
  });
}
