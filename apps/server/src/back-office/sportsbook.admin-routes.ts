// Operator HTTP of the sportsbook's trading desk (features/sportsbook/trading.ts): liability,
// suspensions, limits, settings, manual settlements with four eyes, the report and its CSV.
import {
  approveSettlement,
  exportSportsReport,
  getSportsbookSettings,
  listPlayerSportsLimits,
  listSettlements,
  listTradingEvents,
  putSportsbookSettings,
  rejectSettlement,
  requestSettlement,
  setMarketLimits,
  setPlayerSportsLimit,
  SPORTS_REPORT_HEADER,
  sportsReport,
  suspendEvent,
  suspendMarket,
  tradingEvent,
} from '@khel/contracts/admin/sportsbook';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { sendCsv } from '../platform/csv.ts';
import type { Sportsbook } from '../features/sportsbook/sportsbook.service.ts';

export function registerSportsbookAdminRoutes(app: FastifyInstance, ctx: AppContext, trading: Sportsbook['trading']): void {
  const authorize = ctx.authorizeOperator;
  const actor = (operator: { operatorId: number }, ip: string) => ({ operatorId: operator.operatorId, ip });

  adminRoute(app, authorize, listTradingEvents, async ({ input }) => ({ events: await trading.listEvents(input) }));
  adminRoute(app, authorize, tradingEvent, ({ input }) => trading.eventDetail(input.id));
  adminRoute(app, authorize, suspendEvent, ({ input, operator, request }) => trading.suspendEvent(actor(operator, request.ip), input.id, input.suspended, input.reason));
  adminRoute(app, authorize, suspendMarket, ({ input, operator, request }) => trading.suspendMarket(actor(operator, request.ip), input.id, input.suspended, input.reason));
  adminRoute(app, authorize, setMarketLimits, ({ input, operator, request }) =>
    trading.limitMarket(actor(operator, request.ip), input.id, { maxStake: input.maxStake, maxPayout: input.maxPayout }, input.reason),
  );
  adminRoute(app, authorize, getSportsbookSettings, () => trading.settings());
  adminRoute(app, authorize, putSportsbookSettings, ({ input, operator, request }) => trading.putSettings(actor(operator, request.ip), input.body));
  adminRoute(app, authorize, listPlayerSportsLimits, async () => ({ limits: await trading.playerLimits() }));
  adminRoute(app, authorize, setPlayerSportsLimit, async ({ input, operator, request }) => ({
    limit: await trading.limitPlayer(actor(operator, request.ip), input.playerId, { maxStake: input.maxStake, maxPayout: input.maxPayout }, input.reason),
  }));
  adminRoute(app, authorize, requestSettlement, ({ input, operator, request }) => trading.requestSettlement(actor(operator, request.ip), input.id, input.result, input.reason));
  adminRoute(app, authorize, listSettlements, async ({ input }) => ({ settlements: await trading.listSettlements(input.state) }));
  adminRoute(app, authorize, approveSettlement, ({ input, operator, request }) => trading.approveSettlement(actor(operator, request.ip), input.id, input.note));
  adminRoute(app, authorize, rejectSettlement, ({ input, operator, request }) => trading.rejectSettlement(actor(operator, request.ip), input.id, input.note));
  adminRoute(app, authorize, sportsReport, ({ input }) => trading.report(input));
  adminRoute(app, authorize, exportSportsReport, async ({ input, reply }) => {
    const { rows, total } = await trading.report(input);
    return sendCsv(
      reply,
      `sportsbook-${input.by}-${input.from}-${input.to}.csv`,
      SPORTS_REPORT_HEADER,
      [...rows, total].map((r) => [r.key, r.label, r.bets, r.turnover, r.payouts, r.ggr, r.marginBp]),
    );
  });
}
