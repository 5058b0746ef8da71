// The embedded demo vendors' game server: what a vendor does between its game page and the
// operator's wallet. A page action (stake + choice) becomes a round: the outcome is drawn first
// (fair RNG, fixed RTP, never per player), booked, and then paid only through the platform's own
// wallet callbacks to Khel's hooks (walletClientFor): one call for vendors that pay a round at once,
// a stake then its settle for the others, and a rollback when the stake's answer never came or the
// game failed after it. A round whose callbacks stopped half-way is finished by recover().
// 9WICKETS is a transfer wallet: its sportsbook bets against the money the sandbox holds.
import { createHmac } from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db.ts';
import type { NineWicketsSandbox } from '../ninewickets/ninewickets-sandbox.ts';
import type { HookTransport } from '../port.ts';
import { WalletTransportError, type WalletClient, type WalletReply } from '../wallet-client.ts';
import { cryptoRng, hiloCard, kindOf, playDemo, type DemoKind, type Rng } from './demo-games.ts';
import { findRound, insertRound, moveRound, unfinishedRounds, type DemoRound } from './demo-rounds.ts';
import type { DemoSession } from './demo-session.ts';
import { playSports } from './demo-sports.ts';

/** Failures a tester can ask for (dev tools): the wallet's answer lost once, or the game failing. */
export const DEMO_MISBEHAVIOURS = ['none', 'drop-answer', 'game-error'] as const;
export type DemoMisbehaviour = (typeof DEMO_MISBEHAVIOURS)[number];

export interface DemoVendorDeps {
  db: Database;
  clock: Clock;
  secret: string;
  /** The demo vendor's wallet client of a provider over a transport (misbehaviours wrap it). */
  client(provider: string, transport?: HookTransport): WalletClient | undefined;
  transport: HookTransport;
  sandbox: NineWicketsSandbox | undefined;
  rng?: Rng;
  log: { warn(obj: object, msg: string): void };
}

export interface RoundView {
  roundId: string;
  kind: DemoKind;
  stake: number;
  win: number;
  state: DemoRound['state'];
  refusal: string | null;
  shown: Record<string, unknown>;
}

export type Identified = { ok: true; balance: number } | { ok: false; problem: 'session' | 'wallet' };
export type PlayResult = { ok: true; roundId: string } | { ok: false; problem: 'choice' | 'wallet' };

const NONCE = /^[\w-]{16,43}$/;
const STALE_MS = 30_000;

export const demoKindOf = (session: DemoSession): DemoKind => kindOf(session.gameType, session.tags);

/** The round id a page's nonce stands for: 15 digits (int64-safe for every vendor), per player. */
export function demoRoundId(secret: string, session: DemoSession, nonce: string): string {
  const digest = createHmac('sha256', secret).update(`round:${session.provider}:${session.playerId}:${nonce}`).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 14n).toString().padStart(14, '0')}`;
}

export const hiloCardOf = (secret: string, session: DemoSession, nonce: string) => hiloCard(secret, `${session.provider}:${session.playerId}:${nonce}`);

function misbehavingTransport(base: HookTransport, kind: DemoMisbehaviour, singleCall: boolean): HookTransport {
  let calls = 0;
  return async (path, body, headers, method) => {
    calls += 1;
    if (kind === 'drop-answer' && calls === 1) {
      await base(path, body, headers, method);
      throw new Error('the answer was lost on the way back');
    }
    // A whole-round call that never reaches the wallet (both attempts): the vendor cancels it.
    if (kind === 'game-error' && singleCall && calls <= 2) throw new Error('the round call never reached the wallet');
    return base(path, body, headers, method);
  };
}

export function createDemoVendor(deps: DemoVendorDeps) {
  const { db, clock } = deps;
  const rng = deps.rng ?? cryptoRng;
  const tx = (roundId: string, leg: 1 | 2 | 3) => `${roundId}${leg}`;

  async function identify(session: DemoSession): Promise<Identified> {
    if (session.provider === '9wickets') return deps.sandbox ? { ok: true, balance: await deps.sandbox.balanceOf(session.playerId) } : { ok: false, problem: 'wallet' };
    const client = deps.client(session.provider);
    if (!client) return { ok: false, problem: 'wallet' };
    try {
      const reply = await client.authenticate({ token: session.token, playerId: session.playerId, gameId: session.gameId });
      if (reply.outcome !== 'ok' || (reply.playerId !== undefined && reply.playerId !== session.playerId)) return { ok: false, problem: 'session' };
      return reply.balance === undefined ? { ok: false, problem: 'wallet' } : { ok: true, balance: reply.balance };
    } catch (error) {
      if (error instanceof WalletTransportError) return { ok: false, problem: 'wallet' };
      throw error;
    }
  }

  /** Cancels a stake whose fate is unknown; the wallet's answer tells what became of the round. */
  async function cancel(client: WalletClient, round: DemoRound): Promise<void> {
    const key = { provider: round.provider, roundId: round.roundId };
    let reply: WalletReply;
    try {
      reply = await client.rollback({
        txId: tx(round.roundId, 3),
        playerId: round.playerId,
        refTxId: tx(round.roundId, 1),
        refKind: client.singleCall ? 'betSettle' : 'bet',
        roundId: round.roundId,
        gameId: round.gameId,
        amount: round.stake,
      });
    } catch (error) {
      if (error instanceof WalletTransportError) return; // still unknown: the next recover() tries again
      throw error;
    }
    // A whole round the wallet had applied cannot be cancelled: it stands, settled.
    const settled = reply.outcome === 'roundSettled' && client.singleCall;
    await moveRound(db, key, ['new', 'staking', 'staked'], { state: settled ? 'settled' : 'cancelled', balance: reply.balance }, clock.now());
  }

  async function settle(client: WalletClient, round: DemoRound, token: string | undefined, odds?: number): Promise<void> {
    const key = { provider: round.provider, roundId: round.roundId };
    const reply = await client.settle({
      txId: tx(round.roundId, 2),
      betTxId: tx(round.roundId, 1),
      playerId: round.playerId,
      ...(token ? { token } : {}),
      roundId: round.roundId,
      gameId: round.gameId,
      win: round.win,
      odds,
    });
    if (reply.outcome !== 'ok') deps.log.warn({ provider: round.provider, roundId: round.roundId, outcome: reply.outcome }, 'demo vendor: settle refused');
    await moveRound(db, key, ['staked'], { state: 'settled', balance: reply.balance }, clock.now());
  }

  async function runRound(client: WalletClient, round: DemoRound, session: DemoSession, misbehave: DemoMisbehaviour, odds?: number): Promise<void> {
    const key = { provider: round.provider, roundId: round.roundId };
    const common = { playerId: round.playerId, token: session.token, roundId: round.roundId, gameId: round.gameId };
    await moveRound(db, key, ['new'], { state: 'staking' }, clock.now());
    try {
      const stake = client.singleCall
        ? await client.betSettle({ ...common, txId: tx(round.roundId, 1), bet: round.stake, win: round.win, odds })
        : await client.bet({ ...common, txId: tx(round.roundId, 1), amount: round.stake });
      if (stake.outcome !== 'ok') {
        await moveRound(db, key, ['staking'], { state: 'refused', refusal: stake.outcome, balance: stake.balance }, clock.now());
        return;
      }
      if (client.singleCall) {
        await moveRound(db, key, ['staking'], { state: 'settled', balance: stake.balance }, clock.now());
        return;
      }
      await moveRound(db, key, ['staking'], { state: 'staked', balance: stake.balance }, clock.now());
      if (misbehave === 'game-error') return cancel(client, { ...round, state: 'staked' });
      await settle(client, { ...round, state: 'staked' }, session.token, odds);
    } catch (error) {
      if (!(error instanceof WalletTransportError)) throw error;
      const now = await findRound(db, round.provider, round.roundId, round.playerId);
      // No answer to the stake: cancel it. No answer to the settle: recover() sends it again.
      if (now?.state === 'staking') await cancel(client, now);
    }
  }

  async function playSeamless(session: DemoSession, form: { nonce: string; stake: number; choice: string; misbehave: DemoMisbehaviour }): Promise<PlayResult> {
    const roundId = demoRoundId(deps.secret, session, form.nonce);
    if (await findRound(db, session.provider, roundId, session.playerId)) return { ok: true, roundId };
    const kind = demoKindOf(session);
    const card = kind === 'hilo' ? hiloCardOf(deps.secret, session, form.nonce) : undefined;
    const outcome = playDemo({ kind, stake: form.stake, choice: form.choice, ...(card === undefined ? {} : { card }) }, rng);
    if (!outcome) return { ok: false, problem: 'choice' };
    const base = deps.client(session.provider);
    if (!base) return { ok: false, problem: 'wallet' };
    const shown = outcome.odds === undefined ? outcome.shown : { ...outcome.shown, odds: outcome.odds };
    const round = { provider: session.provider, roundId, playerId: session.playerId, gameId: session.gameId, kind, stake: form.stake, win: outcome.win, choice: form.choice, shown };
    if (!(await insertRound(db, round, clock.now()))) return { ok: true, roundId };
    const transport = form.misbehave === 'none' ? undefined : misbehavingTransport(deps.transport, form.misbehave, base.singleCall);
    const client = (transport && deps.client(session.provider, transport)) || base;
    await runRound(client, { ...round, state: 'new', refusal: null, balance: null, updatedAt: clock.now() }, session, form.misbehave, outcome.odds);
    return { ok: true, roundId };
  }

  async function playWickets(session: DemoSession, form: { nonce: string; stake: number; choice: string }): Promise<PlayResult> {
    if (!deps.sandbox) return { ok: false, problem: 'wallet' };
    const outcome = playSports(session.gameId, form.stake, form.choice, rng);
    if (!outcome) return { ok: false, problem: 'choice' };
    const betId = demoRoundId(deps.secret, session, form.nonce);
    const placed = await deps.sandbox.placeBet(
      { betId, playerId: session.playerId, gameId: session.gameId, stake: form.stake, payout: outcome.win, odds: outcome.odds, detail: outcome.shown },
      clock.now(),
    );
    if (!placed.ok) {
      // Booked as refused so the page can say why; the sandbox kept nothing.
      await insertRound(db, { provider: '9wickets', roundId: betId, playerId: session.playerId, gameId: session.gameId, kind: 'sports', stake: form.stake, win: 0, choice: form.choice, shown: outcome.shown }, clock.now());
      await moveRound(db, { provider: '9wickets', roundId: betId }, ['new'], { state: 'refused', refusal: 'insufficientFunds', balance: placed.balance }, clock.now());
    }
    return { ok: true, roundId: betId };
  }

  return {
    identify,
    play(session: DemoSession, form: { nonce: string; stake: number; choice: string; misbehave: DemoMisbehaviour }): Promise<PlayResult> {
      if (!NONCE.test(form.nonce)) return Promise.resolve({ ok: false, problem: 'choice' });
      return session.provider === '9wickets' ? playWickets(session, form) : playSeamless(session, form);
    },

    /** A round of this session's player, for the page to show. */
    async round(session: DemoSession, roundId: string): Promise<RoundView | null> {
      if (!/^\d{15}$/.test(roundId)) return null;
      if (session.provider === '9wickets') {
        const bet = await deps.sandbox?.findBet(session.playerId, roundId);
        if (bet) return { roundId, kind: 'sports', stake: bet.stake, win: bet.payout, state: 'settled', refusal: null, shown: bet.detail };
      }
      const round = await findRound(db, session.provider, roundId, session.playerId);
      if (!round) return null;
      return { roundId, kind: round.kind as DemoKind, stake: round.stake, win: round.win, state: round.state, refusal: round.refusal, shown: round.shown };
    },

    /** Finishes rounds whose callbacks stopped half-way (the vendor's retry job). */
    async recover(): Promise<number> {
      const rounds = await unfinishedRounds(db, new Date(clock.now().getTime() - STALE_MS), 50);
      for (const round of rounds) {
        const client = deps.client(round.provider);
        if (!client) continue;
        try {
          const odds = typeof round.shown.odds === 'number' ? round.shown.odds : undefined;
          if (round.state === 'staked') await settle(client, round, undefined, odds);
          else await cancel(client, round);
        } catch (error) {
          if (!(error instanceof WalletTransportError)) throw error;
        }
      }
      return rounds.length;
    },
  };
}

export type DemoVendor = ReturnType<typeof createDemoVendor>;
