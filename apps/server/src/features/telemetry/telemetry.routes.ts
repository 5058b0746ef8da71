import { playerUpload2 } from '@khel/contracts/endpoints/telemetry';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publicRoute } from '../../platform/route.ts';
import { recordClicks } from './telemetry.service.ts';

const UPLOADS_PER_IP_PER_10_MIN = 600;

export function registerTelemetryRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Visitors tap too (their playerId is 0), and the totals are anonymous: no session needed.
  publicRoute(app, playerUpload2, async ({ input, request }) => {
    // A device uploads at most every 30 s; the limit leaves room for many devices behind one
    // carrier address while keeping a script from flooding the totals.
    await ctx.limiter.hit({ key: `clicks:ip:${request.ip}`, max: UPLOADS_PER_IP_PER_10_MIN, windowSeconds: 600 });
    await recordClicks(ctx.db, input.data, ctx.clock.now());
    return { ok: true as const };
  });
}
