// Deposits over HTTP: the player endpoints, the pay page (pay.html, docs/requirements/deposits.md#4-orders-and-crediting), the gateways'
// webhooks (/hooks/payments/:provider) and the sweep job that inquires pending orders.
import { deposit, depositLimits, depositOrder, orderRecord, setDepositLimit } from '@khel/contracts/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import type { PaymentGateways } from '../../adapters/payments/registry.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PersonAccounts } from '../protection/protection.service.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { playerRoute } from '../../platform/route.ts';
import { listLimits, setLimit } from './deposit-limits.ts';
import { handleNotification, sweepDeposits, type SettlementDeps } from './deposit-settlement.ts';
import { renderPayPage } from './pay-page.ts';
import { checkoutFor, createDeposit, orderRecords, playerOrder, type PaymentsDeps } from './payments.service.ts';

/** The job that inquires pending orders (a lost notification is recovered) and expires them. */
export const DEPOSIT_SWEEP_JOB = 'deposit-sweep';

export interface PaymentsOptions {
  gateways: PaymentGateways;
  linkSecret: string;
  /** The person's money accounts for the exclusion check on a new deposit (payments' and withdrawals'). */
  accounts: PersonAccounts;
}

/** Registers the routes; answers the deposit sweep's work for src/background-jobs.ts. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext, options: PaymentsOptions): { sweepDeposits: () => Promise<unknown> } {
  const deps: PaymentsDeps & SettlementDeps = {
    db: ctx.db,
    cipher: ctx.cipher,
    gateways: options.gateways,
    now: () => ctx.clock.now(),
    linkSecret: options.linkSecret,
    accounts: options.accounts,
    log: ctx.log,
  };

  // The gateway sends the payer back to the site: PUBLIC_BASE_URL, else the server's own address
  // (platform/public-origin.ts), never the Host the request named.
  playerRoute(app, deposit, ctx.authenticate, async ({ input, session, request }) =>
    createDeposit(deps, session.playerId, input, publicOrigin(request, ctx.config)),
  );
  playerRoute(app, depositOrder, ctx.authenticate, async ({ input, session }) => playerOrder(deps, session.playerId, input.orderId));
  playerRoute(app, orderRecord, ctx.authenticate, async ({ input, session }) => orderRecords(deps, session.playerId, input));
  playerRoute(app, depositLimits, ctx.authenticate, async ({ session }) => ({
    limits: await listLimits(ctx.db, session.playerId, ctx.clock.now()),
  }));
  playerRoute(app, setDepositLimit, ctx.authenticate, async ({ input, session }) => {
    await setLimit(ctx.db, session.playerId, input.period, input.amount, ctx.clock.now());
    return { limits: await listLimits(ctx.db, session.playerId, ctx.clock.now()) };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/pay/pay.html',
    { schema: { summary: 'The pay page (id, goodId, type 5, param, param2): sends the payer to the gateway', tags: ['payments'] } },
    async (request, reply) => {
      const { id = '', param2 = '' } = request.query;
      const found = id && param2 ? await checkoutFor(deps, id, param2) : null;
      const html = renderPayPage(found, id);
      if (found && 'checkout' in found && found.checkout.kind === 'redirect') return reply.redirect(found.checkout.url, 302);
      return reply
        .code(found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  // Webhooks: the raw body reaches the adapter untouched (its signature covers those bytes).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const hook = async (
      request: { params: { provider: string }; body: unknown; headers: Record<string, string | string[] | undefined>; query: unknown },
    ) =>
      handleNotification(deps, request.params.provider, {
        rawBody: typeof request.body === 'string' ? request.body : '',
        headers: request.headers,
        query: (request.query ?? {}) as Record<string, string | undefined>,
      });
    const answer = (outcome: string) => (outcome === 'refused' ? 400 : 200);
    scope.post<{ Params: { provider: string } }>('/hooks/payments/:provider', { schema: { hide: true } }, async (request, reply) => {
      const outcome = await hook(request);
      return reply.code(answer(outcome)).send({ ok: outcome !== 'refused', outcome });
    });
    // Easypay's IPN arrives as GET ?url=…
    scope.get<{ Params: { provider: string } }>('/hooks/payments/:provider', { schema: { hide: true } }, async (request, reply) => {
      const outcome = await hook({ ...request, body: '' });
      return reply.code(answer(outcome)).send({ ok: outcome !== 'refused', outcome });
    });
  });

  app.addHook('onClose', async () => options.gateways.close());
  return { sweepDeposits: () => sweepDeposits(deps) };
}
