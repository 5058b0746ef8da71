// Every route the app registers, with the request contract it validates against: the tests walk
// it to prove that each published schema is what the server accepts and that every path refuses
// bad bytes (the /docs document is not the list: the operator API is left out of it).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export interface RouteContract {
  api: 'player' | 'operator';
  /** The request schema (zod or zod/mini) the route helper parses the input with. */
  request: z.core.$ZodType;
}

export interface RouteEntry {
  method: string;
  url: string;
  contract?: RouteContract;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** Registered first, so no route is missed. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const contract = options.config?.contract;
    for (const method of methods) routes.push({ method, url: options.url, ...(contract ? { contract } : {}) });
  });
}
