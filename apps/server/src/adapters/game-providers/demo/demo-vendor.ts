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
import { cryptoRng, DEMO_STAKES, hiloCard, isOpenKind, kindOf, playDemo, type DemoKind, type OpenKind, type Rng } from './demo-games.ts';
import { closesAtOf, tableClock, tableRng } from './demo-live.ts';
import { abandonOpen, actOpen, OPEN_ACTIONS, startOpen, type OpenMove, type OpenState } from './demo-open-rounds.ts';
import { findRound, insertRound, moveRound, stepOpenRound, unfinishedRounds, type DemoRound } from './demo-rounds.ts';
import type { DemoSession } from './demo-session.ts';
import { FIRST_BET } from './demo-tables.ts';
import type { LiveView } from './demo-tables-stage.ts';
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
  /** A live table round still taking bets: its result shows at this time (ms since the epoch). */
  closesAt?: number;
}

export type Identified = { ok: true; balance: number } | { ok: false; problem: 'session' | 'wallet' };
export type PlayResult = { ok: true; roundId: string } | { ok: false; problem: 'choice' | 'wallet' | 'closed' | 'funds' };

const NONCE = /^[\w-]{16,43}$/;
const STALE_MS = 30_000;
/** An open round (blackjack, mines) its player left this long is finished for them by recover(). */
export const OPEN_STALE_MS = 5 * 60_000;

export const demoKindOf = (session: DemoSession): DemoKind => kindOf(session.gameType, session.tags, session.gameName);
/** A "Live" tile's shared-round games (not blackjack: each seat plays its own hand). */
export const isLiveTable = (session: DemoSession) => session.gameType.toLowerCase() === 'live' && !isOpenKind(demoKindOf(session));
/** The live table a session sits at: one per platform and game. */
export const tableOf = (session: DemoSession) => `${session.provider}:${session.gameId}`;

const FIRST_CHOICE: Partial<Record<DemoKind, string>> = { ...FIRST_BET, roulette: 'red', 'dragon-tiger': 'dragon' };

/**
 * A live table's round for its page: the timer, and the table's last revealed result (the round
 * just closed, or while bets are taken the one before). Every bet's draw ignores the choice, so this
 * is exactly what each player at that table was dealt.
 */
export function liveViewOf(secret: string, session: DemoSession, nowMs: number): LiveView {
  const clock = tableClock(nowMs);
  const kind = demoKindOf(session);
  const revealed = clock.betting ? clock.round - 1 : clock.round;
  const outcome = playDemo({ kind, stake: DEMO_STAKES[0], choice: FIRST_CHOICE[kind] ?? '' }, tableRng(secret, tableOf(session), revealed));
  return { table: clock.round, closesAt: clock.closesAt, nextAt: clock.nextAt, now: nowMs, betting: clock.betting, last: outcome ? { kind, shown: outcome.shown } : null };
}

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
  // Legs: 1 the stake, 2 the settle, 3 a rollback of the stake, 4 a double's stake, 5 its rollback.
  const tx = (roundId: string, leg: 1 | 2 | 3 | 4 | 5) => `${roundId}${leg}`;

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

  /** Stakes and settles a round; `hold` stops after the stake (a live round before its result, an open round). */
  async function runRound(client: WalletClient, round: DemoRound, session: DemoSession, misbehave: DemoMisbehaviour, odds?: number, hold = false): Promise<void> {
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
      if (hold) return;
      if (misbehave === 'game-error') return cancel(client, { ...round, state: 'staked' });
      await settle(client, { ...round, state: 'staked' }, session.token, odds);
    } catch (error) {
      if (!(error instanceof WalletTransportError)) throw error;
      const now = await findRound(db, round.provider, round.roundId, round.playerId);
      // No answer to the stake: cancel it. No answer to the settle: recover() sends it again.
      if (now?.state === 'staking') await cancel(client, now);
    }
  }

  async function playSeamless(session: DemoSession, form: { nonce: string; stake: number; choice: string; misbehave: DemoMisbehaviour; table?: number | undefined }): Promise<PlayResult> {
    const roundId = demoRoundId(deps.secret, session, form.nonce);
    if (await findRound(db, session.provider, roundId, session.playerId)) return { ok: true, roundId };
    const kind = demoKindOf(session);
    if (isOpenKind(kind)) return startOpenRound(session, kind, roundId, form.stake);
    const live = isLiveTable(session) ? tableClock(clock.now().getTime()) : null;
    const card = kind === 'hilo' ? hiloCardOf(deps.secret, session, form.nonce) : undefined;
    const draw = live ? tableRng(deps.secret, tableOf(session), live.round) : rng;
    const outcome = playDemo({ kind, stake: form.stake, choice: form.choice, ...(card === undefined ? {} : { card }) }, draw);
    if (!outcome) return { ok: false, problem: 'choice' };
    // A bet for a round whose timer has ended (or another round's) is refused, never moved on.
    if (live && (!live.betting || form.table !== live.round)) return { ok: false, problem: 'closed' };
    const base = deps.client(session.provider);
    if (!base) return { ok: false, problem: 'wallet' };
    const played = live ? { ...outcome.shown, table: live.round, closesAt: live.closesAt } : outcome.shown;
    const shown = outcome.odds === undefined ? played : { ...played, odds: outcome.odds };
    const round = { provider: session.provider, roundId, playerId: session.playerId, gameId: session.gameId, kind, stake: form.stake, win: outcome.win, choice: form.choice, shown };
    if (!(await insertRound(db, round, clock.now()))) return { ok: true, roundId };
    const transport = form.misbehave === 'none' ? undefined : misbehavingTransport(deps.transport, form.misbehave, base.singleCall);
    const client = (transport && deps.client(session.provider, transport)) || base;
    // A live round's stake is taken now and paid when its timer ends (round()); a whole-round
    // platform's single call happens now too, and the page shows nothing of it before the timer ends.
    await runRound(client, { ...round, state: 'new', refusal: null, balance: null, updatedAt: clock.now() }, session, form.misbehave, outcome.odds, live !== null);
    return { ok: true, roundId };
  }

  const openRound = (round: DemoRound) => ({ ...round, state: 'new' as const, refusal: null, balance: null, updatedAt: clock.now() });
  const winOf = (stake: number, move: OpenMove) => Math.floor((stake * move.returns) / 100);

  /** Deals a blackjack hand or lays a mines field: the stake is taken now (a whole-round platform's at the end). */
  async function startOpenRound(session: DemoSession, kind: OpenKind, roundId: string, stake: number): Promise<PlayResult> {
    if (!(DEMO_STAKES as readonly number[]).includes(stake)) return { ok: false, problem: 'choice' };
    const client = deps.client(session.provider);
    if (!client) return { ok: false, problem: 'wallet' };
    const move = startOpen(kind, rng);
    const round = { provider: session.provider, roundId, playerId: session.playerId, gameId: session.gameId, kind, stake, win: winOf(stake, move), choice: 'start', shown: move.state as unknown as Record<string, unknown> };
    if (!(await insertRound(db, round, clock.now()))) return { ok: true, roundId };
    if (client.singleCall && move.state.open) {
      // Nothing is sent before the round's one call; a player without the stake is told at once.
      const who = await identify(session);
      if (who.ok && who.balance < stake) await moveRound(db, { provider: session.provider, roundId }, ['new'], { state: 'refused', refusal: 'insufficientFunds', balance: who.balance }, clock.now());
      return { ok: true, roundId };
    }
    await runRound(client, openRound({ ...round, state: 'new', refusal: null, balance: null, updatedAt: clock.now() }), session, 'none', undefined, move.state.open);
    return { ok: true, roundId };
  }

  /** A player's action in an open round: hit, stand, double; pick a tile, cash out. */
  async function act(session: DemoSession, form: { roundId: string; step: number; action: string }): Promise<PlayResult> {
    const round = /^\d{15}$/.test(form.roundId) ? await findRound(db, session.provider, form.roundId, session.playerId) : null;
    if (!round || !isOpenKind(round.kind as DemoKind) || round.gameId !== session.gameId) return { ok: false, problem: 'choice' };
    const kind = round.kind as OpenKind;
    const state = round.shown as unknown as OpenState;
    // A second post of an action already taken (or one on a finished round) just shows the round.
    const client = deps.client(session.provider);
    if (!client) return { ok: false, problem: 'wallet' };
    // Open means staked, or for a whole-round platform not yet sent.
    if (!state.open || state.step !== form.step || round.state !== (client.singleCall ? 'new' : 'staked')) return { ok: true, roundId: round.roundId };
    if (!OPEN_ACTIONS[kind].test(form.action)) return { ok: false, problem: 'choice' };
    const move = actOpen(kind, state, form.action, rng);
    if (!move) return { ok: false, problem: 'choice' };
    const stake = move.extraStake ? round.stake * 2 : round.stake;
    if (move.extraStake) {
      const more = await stakeMore(client, session, round);
      if (more !== 'ok') return { ok: false, problem: more };
    }
    const win = winOf(round.stake, move);
    const key = { provider: round.provider, roundId: round.roundId };
    if (!(await stepOpenRound(db, key, state.step, { shown: move.state as unknown as Record<string, unknown>, win, stake }, clock.now()))) return { ok: true, roundId: round.roundId };
    if (!move.state.open) await finishOpen(client, { ...round, stake, win }, session);
    return { ok: true, roundId: round.roundId };
  }

  /** A double's second stake: its own debit in the same round (a whole-round platform's comes with the round's call). */
  async function stakeMore(client: WalletClient, session: DemoSession, round: DemoRound): Promise<'ok' | 'funds' | 'wallet'> {
    if (client.singleCall) {
      const who = await identify(session);
      return !who.ok ? 'wallet' : who.balance < round.stake * 2 ? 'funds' : 'ok';
    }
    const bet = { playerId: round.playerId, token: session.token, roundId: round.roundId, gameId: round.gameId, txId: tx(round.roundId, 4), amount: round.stake };
    try {
      const reply = await client.bet(bet);
      return reply.outcome === 'ok' ? 'ok' : reply.outcome === 'insufficientFunds' ? 'funds' : 'wallet';
    } catch (error) {
      if (!(error instanceof WalletTransportError)) throw error;
      // The answer was lost: take the double back so the hand goes on with one stake.
      await client.rollback({ txId: tx(round.roundId, 5), playerId: round.playerId, refTxId: bet.txId, refKind: 'bet', roundId: round.roundId, gameId: round.gameId, amount: round.stake }).catch(() => undefined);
      return 'wallet';
    }
  }

  /** Pays an open round that has ended: the settle, or a whole-round platform's one call. */
  async function finishOpen(client: WalletClient, round: DemoRound, session: DemoSession | undefined): Promise<void> {
    if (client.singleCall) {
      const token = session?.token ?? '';
      await runRound(client, openRound(round), { token } as DemoSession, 'none');
      return;
    }
    await settle(client, { ...round, state: 'staked' }, session?.token);
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
    act,
    play(session: DemoSession, form: { nonce: string; stake: number; choice: string; misbehave: DemoMisbehaviour; table?: number | undefined }): Promise<PlayResult> {
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
      let round = await findRound(db, session.provider, roundId, session.playerId);
      if (!round) return null;
      const closesAt = typeof round.shown.table === 'number' ? closesAtOf(round.shown.table) : null;
      if (closesAt !== null && clock.now().getTime() < closesAt) {
        // Before the timer ends the page learns only that the bet stands, not the result.
        return { roundId, kind: round.kind as DemoKind, stake: round.stake, win: 0, state: round.state, refusal: round.refusal, shown: { choice: round.shown.choice, table: round.shown.table }, closesAt };
      }
      if (closesAt !== null && round.state === 'staked') {
        const client = deps.client(round.provider);
        const odds = typeof round.shown.odds === 'number' ? round.shown.odds : undefined;
        try {
          if (client) await settle(client, round, session.token, odds);
        } catch (error) {
          if (!(error instanceof WalletTransportError)) throw error; // recover() pays it later
        }
        round = (await findRound(db, session.provider, roundId, session.playerId))!;
      }
      return { roundId, kind: round.kind as DemoKind, stake: round.stake, win: round.win, state: round.state, refusal: round.refusal, shown: round.shown };
    },

    /** Finishes rounds whose callbacks stopped half-way (the vendor's retry job). */
    async recover(): Promise<number> {
      const rounds = await unfinishedRounds(db, new Date(clock.now().getTime() - STALE_MS), 50);
      for (const round of rounds) {
        const client = deps.client(round.provider);
        if (!client) continue;
        const open = isOpenKind(round.kind as DemoKind) && (round.shown as unknown as OpenState).open;
        if (open && round.updatedAt.getTime() > clock.now().getTime() - OPEN_STALE_MS) continue;
        if (typeof round.shown.table === 'number' && closesAtOf(round.shown.table) > clock.now().getTime()) continue;
        try {
          if (open && (round.state === 'staked' || (round.state === 'new' && client.singleCall))) {
            const state = round.shown as unknown as OpenState;
            const move = abandonOpen(round.kind as OpenKind, state, rng);
            const win = winOf(round.stake, move);
            if (await stepOpenRound(db, round, state.step, { shown: move.state as unknown as Record<string, unknown>, win, stake: round.stake }, clock.now())) await finishOpen(client, { ...round, win }, undefined);
            continue;
          }
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
