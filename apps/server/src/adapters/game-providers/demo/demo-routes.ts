// The demo vendors' pages on Khel (like the sandbox gateway's payer page): GET shows a game with
// the wallet's balance (and the last round), POST plays a round and redirects back to its result
// (so a reload never plays again; the form's nonce makes a resubmission the same round). Framed
// only by Khel itself. A recovery job finishes rounds whose callbacks stopped half-way.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import { policyOf } from '../policies.ts';
import { DEFAULT_STAKE, type DemoKind } from './demo-games.ts';
import { demoPageHtml, type PageModel } from './demo-page.ts';
import { DEMO_PAGE_CSP } from './demo-page-csp.ts';
import { openDemoSession, type DemoSession } from './demo-session.ts';
import type { DemoText } from './demo-texts.ts';
import { createDemoVendor, DEMO_MISBEHAVIOURS, demoKindOf, hiloCardOf, isLiveTable, liveViewOf, type DemoVendor, type DemoVendorDeps, type RoundView } from './demo-vendor.ts';

export const DEMO_RECOVERY_JOB = 'demo-games-recover';

const Play = z.object({
  s: z.string().max(4_096),
  nonce: z.string().max(64),
  stake: z.coerce.number().int(),
  choice: z.string().max(32).default(''),
  number: z.coerce.number().int().min(0).max(36).optional(),
  misbehave: z.enum(DEMO_MISBEHAVIOURS).default('none'),
  embed: z.string().max(8).optional(),
  /** A live table's round the bet is for (the page's timer). */
  table: z.coerce.number().int().optional(),
});
/** An action in an open round (blackjack, mines), at the step the page showed. Named `move`, not
 * `action`: a form field named action would hide the form's own action from the page's script. */
const Act = z.object({ s: z.string().max(4_096), round: z.string().max(32), step: z.coerce.number().int(), move: z.string().max(16), embed: z.string().max(8).optional() });
const PLAY_NOTICE: Record<'choice' | 'wallet' | 'closed' | 'funds', DemoText> = { choice: 'badChoice', wallet: 'walletDown', closed: 'bettingClosed', funds: 'refusedFunds' };
const PLAY_STATUS: Record<'choice' | 'wallet' | 'closed' | 'funds', number> = { choice: 400, wallet: 200, closed: 409, funds: 200 };
// embed=1: the app's play screen frames the page (launch-frame.tsx adds it) and is its one header.
const Show = z.object({ s: z.string().max(4_096).optional(), round: z.string().max(32).optional(), embed: z.string().max(8).optional() });
type Params = { provider: string; gameId: string };

export function registerDemoGames(app: FastifyInstance, deps: { vendor: DemoVendor; secret: string; clock: Clock; devTools: boolean }): void {
  const { vendor, secret, clock } = deps;

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', DEMO_PAGE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      // A window of its own for 9WICKETS: its opener watches it (see security-headers.ts).
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  const session = (params: Params, sealed: string | undefined): DemoSession | null => {
    const opened = openDemoSession(secret, sealed, clock.now());
    return opened && opened.provider === params.provider && opened.gameId === params.gameId ? opened : null;
  };

  function model(
    s: DemoSession,
    sealed: string,
    extra: { balance: number | null; round: RoundView | null; notice: DemoText | null; ended?: boolean; stake?: number; choice?: string; embedded: boolean },
  ): PageModel {
    const kind: DemoKind = demoKindOf(s);
    const nonce = randomBytes(12).toString('base64url');
    return {
      language: s.language,
      theme: s.theme,
      gameName: s.gameName,
      platform: policyOf(s.provider)?.platform ?? s.provider,
      kind,
      gameId: s.gameId,
      action: `/demo-games/${encodeURIComponent(s.provider)}/${encodeURIComponent(s.gameId)}`,
      sealed,
      nonce,
      homeUrl: s.homeUrl,
      balance: extra.balance,
      card: kind === 'hilo' ? hiloCardOf(secret, s, nonce) : undefined,
      round: extra.round,
      stake: extra.stake ?? extra.round?.stake ?? DEFAULT_STAKE,
      choice: extra.choice ?? (extra.round ? String(extra.round.shown.choice ?? '') : ''),
      notice: extra.notice,
      ended: extra.ended ?? false,
      devTools: deps.devTools,
      embedded: extra.embedded,
      live: isLiveTable(s) ? liveViewOf(secret, s, clock.now().getTime()) : null,
    };
  }

  /** A page for a session nobody can use (forged, altered, expired): nothing but the message. */
  const endedPage = (reply: FastifyReply, params: Params, embedded = false) =>
    send(
      reply,
      403,
      demoPageHtml({
        language: 'en',
        theme: 'light',
        gameName: params.gameId,
        platform: policyOf(params.provider)?.platform ?? params.provider,
        kind: 'slot',
        gameId: params.gameId,
        action: '',
        sealed: '',
        nonce: '',
        homeUrl: '/',
        balance: null,
        round: null,
        stake: DEFAULT_STAKE,
        choice: '',
        notice: 'sessionEnded',
        ended: true,
        devTools: false,
        embedded,
      }),
    );

  async function render(
    reply: FastifyReply,
    view: { s: DemoSession; sealed: string; embedded: boolean },
    round: RoundView | null,
    notice: DemoText | null,
    status = 200,
    picked?: { stake: number; choice: string },
  ) {
    const { s, sealed, embedded } = view;
    const who = await vendor.identify(s);
    if (!who.ok) {
      const problem: DemoText = who.problem === 'session' ? 'sessionEnded' : 'walletDown';
      return send(reply, 200, demoPageHtml(model(s, sealed, { balance: null, round, notice: problem, ended: who.problem === 'session', embedded })));
    }
    return send(reply, status, demoPageHtml(model(s, sealed, { balance: who.balance, round, notice, embedded, ...(picked ?? {}) })));
  }

  function toRound(replace: boolean, reply: FastifyReply, view: { s: DemoSession; sealed: string; embedded: boolean }, roundId: string) {
    const { s, sealed, embedded } = view;
    const location = `/demo-games/${encodeURIComponent(s.provider)}/${encodeURIComponent(s.gameId)}?${new URLSearchParams({ s: sealed, round: roundId, ...(embedded ? { embed: '1' } : {}) }).toString()}`;
    // The page's script asks for the result's address to replace itself with it (no history entry).
    if (replace) return reply.header('cache-control', 'no-store').send({ location });
    return reply.code(303).header('cache-control', 'no-store').redirect(location, 303);
  }

  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Params: Params }>('/demo-games/:provider/:gameId', { schema: { hide: true } }, async (request, reply) => {
      const query = Show.safeParse(request.query);
      const s = query.success ? session(request.params, query.data.s) : null;
      const embedded = query.success && query.data.embed === '1';
      if (!query.success || !s) return endedPage(reply, request.params, embedded);
      const round = query.data.round ? await vendor.round(s, query.data.round) : null;
      return render(reply, { s, sealed: query.data.s!, embedded }, round, null);
    });

    scope.post<{ Params: Params }>('/demo-games/:provider/:gameId', { schema: { hide: true } }, async (request, reply) => {
      if ((request.body as Record<string, unknown> | undefined)?.move !== undefined) {
        const action = Act.safeParse(request.body);
        const embedded = action.success && action.data.embed === '1';
        const s = action.success ? session(request.params, action.data.s) : null;
        if (!action.success || !s) return endedPage(reply, request.params, embedded);
        const a = action.data;
        const acted = await vendor.act(s, { roundId: a.round, step: a.step, action: a.move });
        if (!acted.ok) return render(reply, { s, sealed: a.s, embedded }, await vendor.round(s, a.round), PLAY_NOTICE[acted.problem], PLAY_STATUS[acted.problem]);
        return toRound(request.headers['x-demo-replace'] === '1', reply, { s, sealed: a.s, embedded }, acted.roundId);
      }
      const form = Play.safeParse(request.body ?? {});
      const s = form.success ? session(request.params, form.data.s) : null;
      if (!form.success || !s) {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const embedded = body.embed === '1';
        if (!s && form.success) return endedPage(reply, request.params, embedded);
        const sealed = typeof body.s === 'string' ? body.s : undefined;
        const fallback = session(request.params, sealed);
        return fallback ? render(reply, { s: fallback, sealed: sealed!, embedded }, null, 'badChoice', 400) : endedPage(reply, request.params, embedded);
      }
      const f = form.data;
      const embedded = f.embed === '1';
      const choice = f.choice === 'n' && f.number !== undefined ? `n:${f.number}` : f.choice;
      const played = await vendor.play(s, { nonce: f.nonce, stake: f.stake, choice, misbehave: deps.devTools ? f.misbehave : 'none', table: f.table });
      if (!played.ok) return render(reply, { s, sealed: f.s, embedded }, null, PLAY_NOTICE[played.problem], PLAY_STATUS[played.problem], { stake: f.stake, choice });
      return toRound(request.headers['x-demo-replace'] === '1', reply, { s, sealed: f.s, embedded }, played.roundId);
    });
  });

}

/**
 * The demo vendors on Khel, when any platform runs on them (never in production); answers their
 * recovery's work for src/background-jobs.ts, or null when they do not run.
 */
export function startDemoVendors(
  app: FastifyInstance,
  deps: {
    providers: { demoClient: DemoVendorDeps['client']; nineWicketsSandbox: DemoVendorDeps['sandbox']; demoSecret: string; hasDemo: boolean };
    db: DemoVendorDeps['db'];
    clock: Clock;
    transport: DemoVendorDeps['transport'];
    devTools: boolean;
  },
): { recoverDemoRounds: () => Promise<unknown> } | null {
  if (!deps.providers.hasDemo) return null;
  const vendor = createDemoVendor({
    db: deps.db,
    clock: deps.clock,
    secret: deps.providers.demoSecret,
    client: deps.providers.demoClient,
    transport: deps.transport,
    sandbox: deps.providers.nineWicketsSandbox,
    log: app.log,
  });
  registerDemoGames(app, { vendor, secret: deps.providers.demoSecret, clock: deps.clock, devTools: deps.devTools });
  return { recoverDemoRounds: () => vendor.recover() };
}
