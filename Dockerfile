# syntax=docker/dockerfile:1
# Khel's production image: the server on Node 24 (it runs the TypeScript sources directly) with the
# built player app and console. Build from the repository root: `docker build -t khel .`.
# Start-up commands (the same ones apps/server/src/cluster.int.test.ts runs without a
# container): the one-shot migrate step `node apps/server/src/cli/migrate.ts`, then the CMD below.
# docs/operations/runbook.md covers the environment and the topology.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contracts/package.json packages/contracts/
COPY packages/games/package.json packages/games/
COPY packages/wire/package.json packages/wire/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The player app and the console become static files the server serves; then the build tools go.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# Owned by root and read-only to the app's user: the process cannot rewrite its own code.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
USER node
EXPOSE 8080
# Node's own fetch: the slim image has no curl. Ready means the database and its change listener answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly, not npm: the signals docker stop sends reach the primary, which drains the workers.
CMD ["node", "--import", "./apps/server/src/platform/tracing.ts", "apps/server/src/cluster.ts"]
