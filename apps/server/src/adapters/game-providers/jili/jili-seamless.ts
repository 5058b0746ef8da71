// JILI single (seamless) wallet. JILI calls Khel at <base>/auth, /bet (a bet and its result in one
// call), /cancelBet, /sessionBet (type 1 bet, type 2 settle of a table session) and
// /cancelSessionBet; amounts are decimals in rupees, which must be exact in hundredths. Answers are
// HTTP 200 {errorCode, message, username, currency, balance, txId}. Shapes and codes follow JILI's
// single-wallet integration document as we know it; the assumptions are listed in
// features/game-wallet/README.md ("JILI") and must be checked against the agent's own copy.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  hundredthsOf,
  type GameAnswer,
  type GameCommand,
  type GameOutcome,
  type HookReply,
  type LaunchInput,
  type ParsedCallback,
  type RawCallback,
  type SeamlessAdapter,
} from '../port.ts';
import { headerValue, hmacHex, signatureMatches } from '../signature.ts';

export const JILI_SIGNATURE_HEADER = 'x-jili-signature';
export const JILI_ACTIONS = ['auth', 'bet', 'cancelBet', 'sessionBet', 'cancelSessionBet'] as const;
export type JiliAction = (typeof JILI_ACTIONS)[number];

/** JILI result codes. */
export const JiliCode = {
  success: 0,
  /** Duplicate round (bet) or cancel: already handled; the answer carries the balance. */
  alreadyAccepted: 1,
  notEnoughBalance: 2,
  /** On cancelBet / cancelSessionBet: the round to cancel is unknown. */
  roundNotFound: 2,
  invalidParameter: 3,
  tokenExpired: 4,
  otherError: 5,
  /** On cancel: the round was already settled and cannot be cancelled (assumed code). */
  alreadySettled: 6,
} as const;

const decimal = z.number().nonnegative();
const big = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()]).transform(String);
// JILI's game ids are numbers; a catalogue may hold them as codes (the demo vendor sends those).
const gameCode = z.union([z.string().regex(/^[\w-]{1,64}$/), z.number().int().nonnegative()]).transform(String);
const userId = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]).transform(Number);

const Auth = z.object({ reqId: z.string().optional(), token: z.string().min(1).max(256) });
const Bet = z.object({
  reqId: z.string().optional(),
  token: z.string().max(256).optional(),
  currency: z.string().optional(),
  game: gameCode,
  round: big,
  betAmount: decimal,
  winloseAmount: decimal,
  userId,
  isFreeRound: z.boolean().optional(),
});
const SessionBet = Bet.extend({ sessionId: big, type: z.union([z.literal(1), z.literal(2)]) });

/** JILI's round and session ids are int64: read them as strings before JSON.parse loses digits. */
function parseLossless(raw: string): unknown {
  return JSON.parse(raw.replace(/"(round|sessionId|game|reqId|userId)"\s*:\s*(\d+)/g, '"$1":"$2"'));
}

function toCommand(action: JiliAction, body: unknown): GameCommand | null {
  if (action === 'auth') {
    const parsed = Auth.safeParse(body);
    return parsed.success ? { kind: 'authenticate', token: parsed.data.token } : null;
  }
  const schema = action === 'sessionBet' || action === 'cancelSessionBet' ? SessionBet : Bet;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data as z.output<typeof SessionBet>;
  const bet = hundredthsOf(b.betAmount);
  const win = hundredthsOf(b.winloseAmount);
  if (bet === null || win === null) return null;
  switch (action) {
    case 'bet':
      return { kind: 'betSettle', txId: `bet:${b.round}`, playerId: b.userId, token: b.token, roundId: b.round, gameId: b.game, betAmount: bet, winAmount: win };
    case 'cancelBet':
      return { kind: 'rollback', txId: `cancel:${b.round}`, playerId: b.userId, refTxId: `bet:${b.round}` };
    case 'sessionBet':
      if (b.type === 1) {
        if (bet === 0) return null;
        return { kind: 'bet', txId: `sbet:${b.round}`, playerId: b.userId, token: b.token, roundId: `s:${b.sessionId}`, gameId: b.game, amount: bet };
      }
      return { kind: 'settle', txId: `sbet:${b.round}`, playerId: b.userId, roundId: `s:${b.sessionId}`, amount: win };
    case 'cancelSessionBet':
      return { kind: 'rollback', txId: `scancel:${b.round}`, playerId: b.userId, refTxId: `sbet:${b.round}` };
  }
}

function codeOf(action: string, answer: GameAnswer): { code: number; message: string } {
  const cancel = action === 'cancelBet' || action === 'cancelSessionBet';
  const table: Record<GameOutcome, { code: number; message: string }> = {
    ok: answer.replayed
      ? { code: JiliCode.alreadyAccepted, message: cancel ? 'Already canceled' : 'Already accepted' }
      : { code: JiliCode.success, message: 'Success' },
    insufficientFunds: { code: JiliCode.notEnoughBalance, message: 'Not enough balance' },
    sessionInvalid: { code: JiliCode.tokenExpired, message: 'Token invalid' },
    sessionExpired: { code: JiliCode.tokenExpired, message: 'Token expired' },
    playerNotFound: { code: JiliCode.otherError, message: 'User not found' },
    roundNotFound: cancel ? { code: JiliCode.roundNotFound, message: 'Round not found' } : { code: JiliCode.otherError, message: 'Round not found' },
    roundSettled: cancel ? { code: JiliCode.alreadySettled, message: 'Round already settled' } : { code: JiliCode.otherError, message: 'Round already settled' },
    roundCancelled: { code: JiliCode.otherError, message: 'Round canceled' },
    betRolledBack: { code: JiliCode.otherError, message: 'Bet already canceled' },
    betNotFound: { code: JiliCode.roundNotFound, message: 'Round not found' },
    txConflict: { code: JiliCode.invalidParameter, message: 'Duplicate round with different parameters' },
    playerRestricted: { code: JiliCode.otherError, message: 'User is restricted' },
  };
  return table[answer.outcome];
}

export interface JiliOptions {
  agentId: string;
  agentKey: string;
  /** JILI's API host for game launches. */
  apiUrl: string;
}

/** JILI's request key: 6 random characters + MD5(query + KeyG) + 6 random characters, KeyG = MD5(yyMMd (UTC−4) + AgentId + AgentKey). */
export function jiliKey(query: string, agentId: string, agentKey: string, now: Date): string {
  const utcMinus4 = new Date(now.getTime() - 4 * 3_600_000);
  const yy = String(utcMinus4.getUTCFullYear()).slice(-2);
  const mm = String(utcMinus4.getUTCMonth() + 1).padStart(2, '0');
  const d = String(utcMinus4.getUTCDate());
  const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
  const keyG = md5(`${yy}${mm}${d}${agentId}${agentKey}`);
  const random = () => randomBytes(3).toString('hex');
  return `${random()}${md5(`${query}${keyG}`)}${random()}`;
}

/** Khel's languages in JILI's codes; a JILI code (jili/Login's Lang, e.g. vi-VN) passes as is. */
const JILI_LANGUAGES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', ur: 'en-US' };

export function createJiliAdapter(options: JiliOptions & { launch?: (input: LaunchInput) => Promise<string> }): SeamlessAdapter {
  return {
    name: 'jili',
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      if (!(JILI_ACTIONS as readonly string[]).includes(action)) return { ok: false, reason: 'unknown-action' };
      if (!signatureMatches(options.agentKey, raw.rawBody, headerValue(raw.headers, JILI_SIGNATURE_HEADER))) {
        return { ok: false, reason: 'signature' };
      }
      let body: unknown;
      try {
        body = parseLossless(raw.rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const command = toCommand(action as JiliAction, body);
      return command ? { ok: true, command } : { ok: false, reason: 'malformed' };
    },
    render(action, command, answer): HookReply {
      const { code, message } = codeOf(action, answer);
      return {
        status: 200,
        body: {
          errorCode: code,
          message,
          username: answer.playerId === null ? '' : String(answer.playerId),
          currency: answer.currency,
          balance: answer.balance / 100,
          ...(command.kind === 'authenticate' ? { token: command.token } : 'txId' in command ? { txId: command.txId } : {}),
        },
      };
    },
    unavailable(): HookReply {
      return { status: 503, body: { errorCode: JiliCode.otherError, message: 'System busy, retry' } };
    },
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { errorCode: JiliCode.otherError, message: 'Signature invalid' } };
      return { status: 200, body: { errorCode: JiliCode.invalidParameter, message: 'Invalid parameter' } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      if (options.launch) return options.launch(input);
      const query = new URLSearchParams({
        Token: input.token,
        GameId: input.gameId,
        Lang: JILI_LANGUAGES[input.language] ?? input.language,
        AgentId: options.agentId,
        HomeUrl: input.homeUrl,
        Platform: input.platform,
      }).toString();
      return `${options.apiUrl.replace(/\/$/, '')}/singleWallet/Login?${query}&Key=${jiliKey(query, options.agentId, options.agentKey, new Date())}`;
    },
  };
}

/** A signed JILI callback, as JILI sends it (jili-client.ts, tests). */
export function jiliRequest(agentKey: string, action: JiliAction, body: Record<string, unknown>, provider = 'jili') {
  const raw = JSON.stringify(body);
  return {
    path: `/hooks/games/${provider}/${action}`,
    body: raw,
    headers: { 'content-type': 'application/json', [JILI_SIGNATURE_HEADER]: hmacHex(agentKey, raw) },
  };
}
