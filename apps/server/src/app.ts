// Builds the Khel server, registering in this visible order: platform, adapters, features, back office.
// No autoloading: grep finds every route.
import { inhouseBetsTopic } from '@khel/contracts/endpoints/inhouse-bets';
import { INHOUSE_GAMES } from '@khel/contracts/endpoints/inhouse-games';
import { SPORTS_EVENT_TOPIC_PATTERN, SPORTS_TOPIC } from '@khel/contracts/endpoints/sportsbook';
import Fastify, { type FastifyInstance } from 'fastify';
import { createOutboxSms, registerOutboxPage } from './adapters/sms/outbox/outbox-sms.ts';
import { createEmbeddedRegister } from './adapters/exclusion-register/embedded/embedded-register.ts';
import { registerDevExclusionRegisterRoute } from './adapters/exclusion-register/embedded/dev-register-route.ts';
import { noRegister } from './adapters/exclusion-register/port.ts';
import { httpHookTransport } from './adapters/game-providers/inhouse/inhouse-provider.ts';
import type { HookTransport } from './adapters/game-providers/port.ts';
import { startDemoVendors } from './adapters/game-providers/demo/demo-routes.ts';
import { createGameProviders, type GameProviders } from './adapters/game-providers/registry.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import type { FetchLike } from './adapters/payments/port.ts';
import { createPaymentGateways, httpTransport } from './adapters/payments/registry.ts';
import type { SandboxTransport } from './adapters/payments/sandbox/sandbox-gateway.ts';
import { registerSandboxPages } from './adapters/payments/sandbox/sandbox-pages.ts';
import { registerAgencyRoutes } from './features/agency/agency.routes.ts';
import { registerActivityRoutes } from './features/activity/activity.routes.ts';
import { registerBackOffice } from './back-office/back-office.ts';
import { createJobRunner, registerBackgroundJobs } from './background-jobs.ts';
import { amlScanWork } from './features/aml/aml.jobs.ts';
import { harmScanWork } from './features/harm-markers/harm-markers.jobs.ts';
import { reportDayCacheWork } from './features/reports/reports.jobs.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { sessionAuthenticator } from './features/auth/sessions.service.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerDepositOfferRoutes } from './features/deposit-offers/deposit-offers.routes.ts';
import { registerGameWalletRoutes } from './features/game-wallet/game-wallet.routes.ts';
import { playByKarachiHour, playersWithRounds, playInSession, settledLossesIn, stakesAndWins } from './features/game-wallet/game-wallet.service.ts';
import { registerPersonalDataRoutes } from './features/personal-data/personal-data.routes.ts';
import { registerPlayerInfoRoutes } from './features/player-info/player-info.routes.ts';
import { playerInfo } from './features/player-info/player-info.service.ts';
import { exclusionDoor } from './features/protection/protection.service.ts';
import { registerGameRoutes } from './features/games/games.routes.ts';
import { registerInhouseGameRoutes } from './features/inhouse-games/inhouse-games.routes.ts';
import { registerSportsbookRoutes } from './features/sportsbook/sportsbook.routes.ts';
import { sportsFeedFromConfig } from './adapters/sports-feeds/registry.ts';
import type { SportsFeed } from './adapters/sports-feeds/port.ts';
import type { Sportsbook } from './features/sportsbook/sportsbook.service.ts';
import { registerKycRoutes } from './features/kyc/kyc.routes.ts';
import { registerLimitRoutes } from './features/limits/limits.routes.ts';
import { registerMailboxRoutes } from './features/mailbox/mailbox.routes.ts';
import { registerPaymentRoutes } from './features/payments/payments.routes.ts';
import { largePaidDeposits, paidDepositsOfActive, payerAccountsOf } from './features/payments/payments.service.ts';
import { registerPlayRewardRoutes } from './features/play-rewards/play-rewards.routes.ts';
import { registerPlayerRoutes } from './features/players/players.routes.ts';
import { registerProtectionRoutes } from './features/protection/protection.routes.ts';
import { registerComplaintRoutes } from './features/complaints/complaints.routes.ts';
import { supportImageRetentionWork } from './features/support/chat-retention.ts';
import { registerSupportRoutes } from './features/support/support.routes.ts';
import { registerTelemetryRoutes } from './features/telemetry/telemetry.routes.ts';
import { registerVipRoutes } from './features/vip/vip.routes.ts';
import { registerPromotionRoutes } from './features/promotions/promotions.routes.ts';
import { operatorAuthorizer } from './features/operators/operators.service.ts';
import { registerWithdrawalRoutes } from './features/withdrawals/withdrawals.routes.ts';
import { accountIdentifiersOf } from './features/withdrawals/withdrawals.service.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db.ts';
import { registerCompression } from './platform/compression.ts';
import { registerHealth } from './platform/health.ts';
import { registerLiveRoute } from './platform/live-route.ts';
import { balanceOf } from './features/wallet/wallet.service.ts';
import { unreadMailCount } from './features/mailbox/mailbox.service.ts';
import { registerHttpMetrics } from './platform/metrics-endpoint.ts';
import { registerRequestId, requestIdFor } from './platform/request-id.ts';
import { fieldCipher } from './platform/field-encryption.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerPathByteCheck } from './platform/path-bytes.ts';
import { RateLimiter } from './platform/rate-limit.ts';
import { registerRequestBudget } from './platform/request-budget.ts';
import { registerErrorHandling, sendFrameworkError } from './platform/reply.ts';
import { registerRouteTable } from './platform/route-table.ts';
import { registerSecurityHeaders, setSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/web-app.ts';
import { registerWireBodies } from './platform/wire-body.ts';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  sms?: SmsSender;
  /** Payment adapters' I/O: tests route the sandbox's notifications through app.inject and stub fetch. */
  payments?: { sandboxTransport?: SandboxTransport; sandboxRetryDelaysMs?: number[]; fetch?: FetchLike };
  /** How providers reach Khel's hooks (tests: app.inject; default HTTP to itself), and vendors' APIs. */
  games?: { hookTransport?: HookTransport; fetch?: FetchLike };
  /** The sportsbook's feed (tests: a scripted one; default from SPORTS_FEED). */
  sportsFeed?: SportsFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Game providers (the in-house provider's client, the 9WICKETS sandbox) for features and tests. */
    gameProviders: GameProviders;
    /** The sportsbook (its feed turn, settlement and trading desk) for jobs, tests and benchmarks. */
    sportsbook: Sportsbook;
  }
}

const BODY_LIMIT_BYTES = 64 * 1024;
/** How long closing the app waits for background jobs under way. */
const JOB_STOP_GRACE_MS = 10_000;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Request ids (platform/request-id.ts); while draining, requests on open connections are still served.
    genReqId: requestIdFor,
    return503OnClosing: false,
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      sendFrameworkError(error, request, reply);
    },
    logger: {
      level: config.logLevel,
      // Secrets and personal data never reach the log.
      redact: ['req.headers.satoken', 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-operator-token"]', 'res.headers.satoken'],
    },
  });

  // Platform: the contracts (zod) validate inside the route helper, so Fastify's own JSON-schema
  // validation and serialisation are off; the schemas it holds feed /docs.
  registerRouteTable(app);
  registerRequestId(app);
  registerHttpMetrics(app);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerPathByteCheck(app);
  await registerRequestBudget(app, config.requestBudget);
  await registerCompression(app);
  registerWireBodies(app);
  await registerOpenApi(app, { serve: config.apiDocs });
  registerHealth(app, db);

  // Adapters.
  const sms = deps.sms ?? createOutboxSms(db, app.log);
  const ownBaseUrl = () => {
    const address = app.server.address();
    return config.publicBaseUrl ?? `http://127.0.0.1:${typeof address === 'object' && address ? address.port : config.port}`;
  };
  const gateways = createPaymentGateways({
    config: config.payments,
    db,
    sandboxTransport: deps.payments?.sandboxTransport ?? httpTransport(ownBaseUrl),
    ...(deps.payments?.sandboxRetryDelaysMs ? { sandboxRetryDelaysMs: deps.payments.sandboxRetryDelaysMs } : {}),
    ...(deps.payments?.fetch ? { fetch: deps.payments.fetch } : {}),
    log: app.log,
  });
  if (gateways.sandbox) registerSandboxPages(app, gateways.sandbox, { devTools: config.devTools });
  if (config.devTools) registerOutboxPage(app, db);
  const embeddedRegister = config.exclusionRegister === 'embedded' ? createEmbeddedRegister() : null;
  if (embeddedRegister && config.devTools) registerDevExclusionRegisterRoute(app, embeddedRegister);
  const clock = deps.clock ?? systemClock;
  const hookTransport = deps.games?.hookTransport ?? httpHookTransport(ownBaseUrl);
  const gameProviders = createGameProviders({
    config: config.games,
    transport: hookTransport,
    db,
    clock,
    ...(deps.games?.fetch ? { fetch: deps.games.fetch } : {}),
  });
  app.decorate('gameProviders', gameProviders);

  // Features.
  const limiter = new RateLimiter(db, clock);
  // The jobs are listed in background-jobs.ts; they start once the server listens (recovery may
  // call the server's own hooks). Tests keep the timers off and run a job by name.
  const jobs = createJobRunner(config, db, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop(JOB_STOP_GRACE_MS));
  app.addHook('onListen', async () => jobs.start());
  const demoVendors = startDemoVendors(app, { providers: gameProviders, db, clock, transport: hookTransport, devTools: config.demoTestTools });
  const authenticate = sessionAuthenticator(db, clock);
  app.addHook('onClose', async () => authenticate.close());
  const ctx: AppContext = {
    config,
    db,
    clock,
    log: app.log,
    limiter,
    authenticate,
    authorizeOperator: operatorAuthorizer(db, clock),
    cipher: fieldCipher(config.piiKey),
  };
  const exclusionRegister = embeddedRegister ?? noRegister;
  // The person's money accounts, which protection (below payments and withdrawals) links to exclusions.
  const personAccounts = { payerAccountsOf, accountIdentifiersOf };
  registerAuthRoutes(app, ctx, { sms, hooks: { ...exclusionDoor({ cipher: ctx.cipher, exclusionRegister, accounts: personAccounts }), playerInfo } });
  registerPlayerInfoRoutes(app, ctx);
  registerPersonalDataRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerProtectionRoutes(app, ctx, { playInSession, accounts: personAccounts });
  registerVipRoutes(app, ctx);
  registerPlayRewardRoutes(app, ctx);
  registerDepositOfferRoutes(app, ctx);
  registerAgencyRoutes(app, ctx);
  const payments = registerPaymentRoutes(app, ctx, {
    gateways,
    linkSecret: config.payments.payLinkSecret,
    accounts: personAccounts,
  });
  const withdrawals = registerWithdrawalRoutes(app, ctx);
  const gameWallet = registerGameWalletRoutes(app, ctx, { providers: gameProviders });
  const inhouse = registerInhouseGameRoutes(app, ctx, { provider: gameProviders.inhouse });
  const sportsbook = registerSportsbookRoutes(app, ctx, { feed: deps.sportsFeed ?? (await sportsFeedFromConfig(config)) });
  app.decorate('sportsbook', sportsbook);
  registerMailboxRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerComplaintRoutes(app, ctx);
  registerTelemetryRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerLimitRoutes(app, ctx, stakesAndWins);
  // The player app's socket (docs/architecture/live.md): public topics are the ones visitors may watch.
  await registerLiveRoute(app, {
    db,
    authenticate,
    publicBaseUrl: config.publicBaseUrl,
    // The in-house bet lists ('dice-bets', …) are watched by visitors too (docs/decisions/public-bet-lists.md).
    // The sportsbook's lobby and match pages too (SPORTS_TOPIC, one topic per event).
    publicTopics: ['crash', ...INHOUSE_GAMES.map(inhouseBetsTopic), SPORTS_TOPIC, SPORTS_EVENT_TOPIC_PATTERN],
    reads: { balance: (playerId) => balanceOf(db, playerId), unreadMail: (playerId) => unreadMailCount(db, playerId, clock.now()) },
  });
  registerBackgroundJobs(
    jobs,
    {
      pruneRateLimits: () => limiter.prune(),
      sweepDeposits: payments.sweepDeposits,
      expireWithdrawals: withdrawals.expireWithdrawals,
      gameWallet,
      crashTableTick: inhouse.crashTableTick,
      recoverInhouseRounds: inhouse.recoverRounds,
      recoverDemoRounds: demoVendors?.recoverDemoRounds ?? null,
      amlScan: amlScanWork(ctx, { paidDepositsOfActive, largePaidDeposits }),
      harmScan: harmScanWork(ctx, { paidDepositsOfActive, settledLossesIn, playersWithRounds, playByKarachiHour }),
      warmReportDays: reportDayCacheWork(ctx),
      deleteExpiredChatImages: supportImageRetentionWork(ctx),
      sportsFeed: sportsbook.ingest.ingestOnce,
      sportsSettlementSweep: sportsbook.sweepSettlements,
    },
    config,
  );

  // Back office: the console's operator API, above every feature.
  registerBackOffice(app, ctx, { gateways, sportsbook });

  await registerWebApp(app, config.webDist, config.adminDist);
  return app;
}
