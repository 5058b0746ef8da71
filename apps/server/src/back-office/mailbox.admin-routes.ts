// Operator HTTP for the mailbox (plain JSON): send a message (one player, every registered player,
// or every player who registers from now on), list sent messages with their read and claim counts,
// retract one. Permission mail.send (admin only): a message can carry money. Every send and
// retraction is audited in the same transaction as the change. A message with a reward goes out only
// when a second admin approves it (four eyes, docs/compliance/four-eyes.md).
import { decideMail as decide, listSentMail, retractMail as retract, sendMail as send } from '@khel/contracts/admin/mailbox';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { audit } from '../features/operators/operators.service.ts';
import { decideMail, retractMail, sendMail, sentMailPage } from '../features/mailbox/mailbox.service.ts';

export function registerMailboxAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;

  adminRoute(app, authorize, send, async ({ input, operator, request }) =>
    ctx.db.transaction(async (tx) => {
      const sent = await sendMail(tx, input, operator.operatorId, ctx.clock.now());
      await audit(tx, {
        operatorId: operator.operatorId,
        action: 'mail.send',
        target: `mail:${sent.id}`,
        detail: { audience: sent.audience, playerId: sent.playerId, reward: sent.reward, wagerMulti: sent.wagerMulti, title: sent.title['en'] },
        ip: request.ip,
      });
      return sent;
    }),
  );

  adminRoute(app, authorize, decide, async ({ input, operator, request }) =>
    ctx.db.transaction(async (tx) => {
      const decided = await decideMail(tx, input, operator.operatorId, ctx.clock.now());
      const action = input.approve ? 'mail.approve' : 'mail.reject';
      const detail = { audience: decided.audience, playerId: decided.playerId, reward: decided.reward, createdBy: decided.createdBy, note: input.note };
      await audit(tx, { operatorId: operator.operatorId, action, target: `mail:${input.id}`, detail, ip: request.ip });
      return decided;
    }),
  );

  adminRoute(app, authorize, listSentMail, async ({ input }) => sentMailPage(ctx.db, input.cursor, input.limit));

  adminRoute(app, authorize, retract, async ({ input, operator, request }) =>
    ctx.db.transaction(async (tx) => {
      const retracted = await retractMail(tx, input.id, ctx.clock.now());
      await audit(tx, { operatorId: operator.operatorId, action: 'mail.retract', target: `mail:${input.id}`, detail: { claims: retracted.claims }, ip: request.ip });
      return retracted;
    }),
  );
}
