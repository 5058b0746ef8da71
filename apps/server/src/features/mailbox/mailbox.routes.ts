// Player endpoint of the mailbox: POST /usercenter/game/email (docs/requirements/mailbox.md#1-messages), types '0'–'3'.
import { email, MailType } from '@khel/contracts/endpoints/mailbox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/reply.ts';
import { playerRoute } from '../../platform/route.ts';
import { claimMail, listMail, mailCounts, mailLanguage, openMail } from './mailbox.service.ts';

export function registerMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, email, ctx.authenticate, async ({ input, request, session }) => {
    const now = ctx.clock.now();
    const playerId = session.playerId;
    if (input.type === MailType.count) return mailCounts(ctx.db, playerId, now);
    const language = mailLanguage(input.language, requestLanguage(request));
    if (input.type === MailType.list) return listMail(ctx.db, playerId, input.page, language, now);
    if (input.type === MailType.open) return openMail(ctx.db, playerId, input.id, language, now);
    return claimMail(ctx.db, playerId, input.id, language, now);
  });
}
