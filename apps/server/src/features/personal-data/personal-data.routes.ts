// "Download my data": what Khel keeps about the player (contracts endpoints/personal-data.ts).
import { personalData as personalDataEndpoint } from '@khel/contracts/endpoints/personal-data';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { personalData } from './personal-data.service.ts';

export function registerPersonalDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, personalDataEndpoint, ctx.authenticate, ({ session }) => personalData(ctx.db, session.playerId));
}
