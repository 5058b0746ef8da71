// Operator HTTP for player feedback (permission feedback.answer: admin, support) and the support
// chat's inbox (permission support.chat: admin, support). The player's context beside a
// conversation is composed here from the owning features' services, never their tables.
import { answerFeedback, listFeedback } from '@khel/contracts/admin/support';
import {
  assignConversation,
  getConversation,
  getSupportImage,
  getSupportSettings,
  listConversations,
  markConversationRead,
  operatorTyping,
  putSupportSettings,
  replyToConversation,
  setConversationState,
  type PlayerContext,
} from '@khel/contracts/admin/support-chat';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { depositsPage } from '../features/payments/deposit-admin.ts';
import * as chat from '../features/support/chat-admin.ts';
import * as feedback from '../features/support/feedback-admin.ts';
import { listTasks, TaskState } from '../features/wagering/wagering.service.ts';
import { vipLevelOf } from '../features/vip/vip.service.ts';
import { balanceOf } from '../features/wallet/wallet.service.ts';

async function playerContext(ctx: AppContext, playerId: number): Promise<PlayerContext> {
  const [balance, vipLevel, deposits, tasks] = await Promise.all([
    balanceOf(ctx.db, playerId),
    vipLevelOf(ctx.db, playerId),
    depositsPage(ctx.db, { playerId, limit: 5 }),
    listTasks(ctx.db, playerId, 0, [TaskState.notStarted, TaskState.ongoing]),
  ]);
  return {
    playerId,
    balance: balance.balance,
    available: balance.available,
    vipLevel,
    lastDeposits: deposits.items.map((d) => ({ orderNo: d.orderNo, amount: d.amount, state: d.state, createdAt: d.createdAt })),
    openTasks: tasks.tasks.map((t) => ({ id: t.id, requirement: t.requirement, remaining: t.remaining, desc: t.desc })),
  };
}

export function registerSupportAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminRoute(app, ctx.authorizeOperator, listFeedback, async ({ input }) => feedback.feedbackQueue(ctx.db, input));
  adminRoute(app, ctx.authorizeOperator, answerFeedback, async ({ input, operator, request }) =>
    feedback.answerFeedback(ctx.db, input, { operatorId: operator.operatorId, ip: request.ip }, ctx.clock.now()),
  );

  const by = (operator: { operatorId: number }, request: { ip: string }) => ({ operatorId: operator.operatorId, ip: request.ip });
  adminRoute(app, ctx.authorizeOperator, listConversations, async ({ input, operator }) => chat.inbox(ctx, input, operator.operatorId));
  adminRoute(app, ctx.authorizeOperator, getConversation, async ({ input }) => chat.conversationDetail(ctx, input.id, (id) => playerContext(ctx, id)));
  adminRoute(app, ctx.authorizeOperator, assignConversation, async ({ input, operator, request }) =>
    chat.assign(ctx, input.id, input.operatorId, by(operator, request)),
  );
  adminRoute(app, ctx.authorizeOperator, replyToConversation, async ({ input, operator, request }) => chat.reply(ctx, input.id, input, by(operator, request)));
  adminRoute(app, ctx.authorizeOperator, markConversationRead, async ({ input }) => chat.operatorRead(ctx, input.id));
  adminRoute(app, ctx.authorizeOperator, operatorTyping, async ({ input }) => chat.operatorTyping(ctx, input.id));
  adminRoute(app, ctx.authorizeOperator, setConversationState, async ({ input, operator, request }) =>
    chat.setState(ctx, input.id, input.state, by(operator, request)),
  );
  adminRoute(app, ctx.authorizeOperator, getSupportImage, async ({ input, reply }) => {
    const image = await chat.operatorImage(ctx, input.id);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
  adminRoute(app, ctx.authorizeOperator, getSupportSettings, async () => chat.settings(ctx.db));
  adminRoute(app, ctx.authorizeOperator, putSupportSettings, async ({ input, operator, request }) => chat.saveSettings(ctx, input.body, by(operator, request)));
}
