// Player HTTP of the support chat. The image route answers with the image's bytes, not the reply
// envelope, so the app can show it as a blob; it needs the session like every chat call.
import { ChatImageRequest, chatImagePath, chatRead, chatTyping, chatView, sendChatMessage } from '@khel/contracts/endpoints/support-chat';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { authenticateRequest, parseInput, playerRoute } from '../../platform/route.ts';
import { withTextIntegers } from '../../platform/text-integers.ts';
import { ErrorCode } from '@khel/contracts/error-codes';
import * as chat from './chat.service.ts';

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, chatView, ctx.authenticate, ({ session }) => chat.chatView(ctx, session.playerId));
  playerRoute(app, sendChatMessage, ctx.authenticate, ({ session, input }) => chat.sendPlayerMessage(ctx, session.playerId, input));
  playerRoute(app, chatTyping, ctx.authenticate, ({ session }) => chat.playerTyping(ctx, session.playerId));
  playerRoute(app, chatRead, ctx.authenticate, ({ session, input }) => chat.playerRead(ctx, session.playerId, input.upTo));

  app.get(chatImagePath, { config: { contract: { api: 'player', request: ChatImageRequest } } }, async (request, reply) => {
    const session = await authenticateRequest(request, ctx.authenticate);
    const { id } = parseInput(ChatImageRequest, withTextIntegers(request.params as object, new Set(['id'])));
    const image = await chat.playerImage(ctx, session.playerId, id);
    // Another player's image answers exactly like a missing one: nothing says it exists.
    if (!image) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: chatImagePath });
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}
