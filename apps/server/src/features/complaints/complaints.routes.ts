import { complaintList, fileComplaint } from '@khel/contracts/endpoints/complaints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import * as complaints from './complaints.service.ts';

export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, complaintList, ctx.authenticate, ({ session }) => complaints.playerComplaints(ctx.db, session.playerId, ctx.clock.now()));
  playerRoute(app, fileComplaint, ctx.authenticate, ({ session, input }) => complaints.fileComplaint(ctx.db, session.playerId, input, ctx.clock.now()));
}
