// Khel's generic seamless-wallet protocol: the in-house provider and any third party that adopts
// it. POST /hooks/games/<provider>/<action> with a JSON body signed by
// `x-khel-signature: hex(HMAC-SHA256(secret, raw body))`; amounts are integers in hundredths;
// every answer is HTTP 200 {status, balance, currency} except a refused signature (401) or shape
// (400), which carry no balance (nothing in them was trusted). Actions: authenticate, balance,
// bet, settle, betSettle, rollback (see features/game-wallet/README.md for the fields).
import { z } from 'zod';
import type { GameAnswer, GameCommand, GameOutcome, HookReply, LaunchInput, ParsedCallback, RawCallback, SeamlessAdapter } from '../port.ts';
import { headerValue, hmacHex, signatureMatches } from '../signature.ts';

export const GENERIC_SIGNATURE_HEADER = 'x-khel-signature';
export const GENERIC_ACTIONS = ['authenticate', 'balance', 'bet', 'settle', 'betSettle', 'rollback'] as const;
export type GenericAction = (typeof GENERIC_ACTIONS)[number];

const id = z.string().min(1).max(128);
const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const positive = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const playerId = z.number().int().positive();
const odds = z.number().positive().optional();

const Bodies = {
  authenticate: z.object({ token: z.string().min(1).max(256) }),
  balance: z.object({ playerId, token: z.string().max(256).optional() }),
  bet: z.object({ txId: id, playerId, token: z.string().max(256).optional(), roundId: id, gameId: id, amount: positive }),
  settle: z.object({ txId: id, playerId, roundId: id, amount: money, odds }),
  betSettle: z.object({
    txId: id,
    playerId,
    token: z.string().max(256).optional(),
    roundId: id,
    gameId: id,
    betAmount: positive,
    winAmount: money,
    odds,
  }),
  rollback: z.object({ txId: id, playerId, refTxId: id }),
} satisfies Record<GenericAction, z.ZodType>;

export type GenericBody<A extends GenericAction> = z.input<(typeof Bodies)[A]>;

export const GENERIC_STATUS: Record<GameOutcome, string> = {
  ok: 'OK',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  sessionInvalid: 'INVALID_TOKEN',
  sessionExpired: 'TOKEN_EXPIRED',
  playerNotFound: 'PLAYER_NOT_FOUND',
  roundNotFound: 'ROUND_NOT_FOUND',
  roundSettled: 'ROUND_ALREADY_SETTLED',
  roundCancelled: 'ROUND_CANCELLED',
  betRolledBack: 'BET_ROLLED_BACK',
  betNotFound: 'BET_NOT_FOUND',
  txConflict: 'TRANSACTION_MISMATCH',
  playerRestricted: 'PLAYER_RESTRICTED',
};

export interface GenericReply {
  status: string;
  balance?: number;
  currency?: string;
  playerId?: number;
}

function isAction(action: string): action is GenericAction {
  return (GENERIC_ACTIONS as readonly string[]).includes(action);
}

function toCommand(action: GenericAction, body: unknown): GameCommand | null {
  const parsed = Bodies[action].safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data as Record<string, unknown>;
  switch (action) {
    case 'authenticate':
      return { kind: 'authenticate', token: b.token as string };
    case 'balance':
      return { kind: 'balance', playerId: b.playerId as number, token: b.token as string | undefined };
    case 'bet':
      return { kind: 'bet', ...(b as Omit<Extract<GameCommand, { kind: 'bet' }>, 'kind'>) };
    case 'settle':
      return { kind: 'settle', ...(b as Omit<Extract<GameCommand, { kind: 'settle' }>, 'kind'>) };
    case 'betSettle':
      return { kind: 'betSettle', ...(b as Omit<Extract<GameCommand, { kind: 'betSettle' }>, 'kind'>) };
    case 'rollback':
      return { kind: 'rollback', ...(b as Omit<Extract<GameCommand, { kind: 'rollback' }>, 'kind'>) };
  }
}

export function createGenericSeamlessAdapter(options: { name: string; secret: string; launchBaseUrl: string }): SeamlessAdapter {
  const { name, secret } = options;
  return {
    name,
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      if (!isAction(action)) return { ok: false, reason: 'unknown-action' };
      if (!signatureMatches(secret, raw.rawBody, headerValue(raw.headers, GENERIC_SIGNATURE_HEADER))) {
        return { ok: false, reason: 'signature' };
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const command = toCommand(action, body);
      return command ? { ok: true, command } : { ok: false, reason: 'malformed' };
    },
    render(_action, _command, answer: GameAnswer): HookReply {
      const body: GenericReply = { status: GENERIC_STATUS[answer.outcome], balance: answer.balance, currency: answer.currency };
      if (answer.playerId !== null) body.playerId = answer.playerId;
      return { status: 200, body };
    },
    unavailable(): HookReply {
      return { status: 503, body: { status: 'UNAVAILABLE' } };
    },
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { status: 'INVALID_SIGNATURE' } };
      if (reason === 'unknown-action') return { status: 404, body: { status: 'UNKNOWN_ACTION' } };
      return { status: 400, body: { status: 'INVALID_REQUEST' } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      // The base may be relative (the in-house game page is served by Khel itself).
      const query = new URLSearchParams({ token: input.token, lang: input.language });
      if (input.homeUrl) query.set('home', input.homeUrl);
      return `${options.launchBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(input.gameId)}?${query.toString()}`;
    },
  };
}

/** A signed generic callback, as a provider (or the in-house provider) sends it. */
export function genericRequest<A extends GenericAction>(
  secret: string,
  provider: string,
  action: A,
  body: GenericBody<A>,
): { path: string; body: string; headers: Record<string, string> } {
  const raw = JSON.stringify(body);
  return {
    path: `/hooks/games/${provider}/${action}`,
    body: raw,
    headers: { 'content-type': 'application/json', [GENERIC_SIGNATURE_HEADER]: hmacHex(secret, raw) },
  };
}
