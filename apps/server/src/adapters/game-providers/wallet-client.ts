// The vendor's side of a seamless wallet: how a game vendor signs and sends each callback to an
// operator (Khel's hooks) and reads the answer. Every vendor folder has one (`<vendor>-client.ts`)
// next to Khel's adapter; the embedded demo vendors play through them and the conformance suite
// drives every adapter with them, so both run the vendor's real wire format over a HookTransport.
// Amounts are integers in hundredths here; each client converts to its vendor's units.
import type { GameOutcome, HookTransport } from './port.ts';

/** A wallet answer as the vendor reads it, back in domain terms. */
export interface WalletReply {
  http: number;
  /** 'refused': the wallet did not accept the request at all (signature, shape). */
  outcome: GameOutcome | 'refused';
  /** The player's balance in hundredths, when the answer carries one. */
  balance?: number;
  /** The wallet said it had seen this transaction before (vendors whose codes tell). */
  replayed?: boolean;
  playerId?: number;
}

export interface BetCall {
  txId: string;
  playerId: number;
  /** The launch token; vendors whose callbacks carry no session send it as their session echo. */
  token: string;
  roundId: string;
  gameId: string;
  amount: number;
}

export interface SettleCall {
  txId: string;
  /** The bet this settles, for vendors whose settle names its bet (Evolution's refId). */
  betTxId?: string;
  playerId: number;
  token?: string;
  roundId: string;
  gameId: string;
  win: number;
  /** Net odds (potential profit ÷ stake), for games that have odds. */
  odds?: number | undefined;
}

export interface BetSettleCall {
  txId: string;
  playerId: number;
  token: string;
  roundId: string;
  gameId: string;
  bet: number;
  win: number;
  odds?: number | undefined;
}

export interface RollbackCall {
  txId: string;
  playerId: number;
  /** The transaction to cancel, and which kind of call made it. */
  refTxId: string;
  refKind: 'bet' | 'betSettle';
  roundId: string;
  gameId: string;
  /** The cancelled stake (vendors that repeat it in the cancel). */
  amount: number;
}

export interface WalletClient {
  readonly provider: string;
  /** True when the vendor pays a whole round in one call; else bet then settle. */
  readonly singleCall: boolean;
  /** Token → player and balance; vendors without a token check read the balance instead. */
  authenticate(p: { token: string; playerId: number; gameId: string }): Promise<WalletReply>;
  balance(p: { playerId: number; token: string; gameId: string }): Promise<WalletReply>;
  bet(p: BetCall): Promise<WalletReply>;
  settle(p: SettleCall): Promise<WalletReply>;
  /** One call for single-call vendors; a bet then its settle for the others. */
  betSettle(p: BetSettleCall): Promise<WalletReply>;
  rollback(p: RollbackCall): Promise<WalletReply>;
  /** The vendor's code for an outcome (several outcomes may share one). */
  codeOf(outcome: GameOutcome): string;
}

/** The transport failed (no answer, or HTTP 5xx): the vendor cannot tell whether it applied. */
export class WalletTransportError extends Error {
  constructor(detail: string) {
    super(`wallet callback: ${detail}`);
  }
}

export interface OutgoingCall {
  path: string;
  body: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
}

/**
 * Sends one callback; a 5xx or a transport failure is retried with the same request (the wallet
 * answers a retry with its first answer) and then reported as WalletTransportError.
 */
export async function sendCall(transport: HookTransport, call: OutgoingCall, attempts = 2): Promise<{ status: number; body: string }> {
  let last = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await transport(call.path, call.body, call.headers, call.method);
      if (response.status < 500) return response;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
  }
  throw new WalletTransportError(last);
}

export const refused = (http: number): WalletReply => ({ http, outcome: 'refused' });

/**
 * Sends a call and reads the vendor's JSON answer with `read`; anything but an HTTP 200 JSON answer
 * (a refused signature, an unknown action) is a refusal.
 */
export async function exchange<T>(transport: HookTransport, call: OutgoingCall, read: (answer: T) => WalletReply): Promise<WalletReply> {
  const response = await sendCall(transport, call);
  const answer = jsonOf<T>(response.body);
  return response.status === 200 && answer ? read(answer) : refused(response.status);
}

/** A reply with the balance (hundredths from the vendor's decimal) when the answer had one. */
export function replyOf(outcome: WalletReply['outcome'], balance: number | string | undefined, extra: Partial<WalletReply> = {}): WalletReply {
  const hundredths = hundredthsFrom(balance);
  return { http: 200, outcome, ...extra, ...(hundredths === undefined ? {} : { balance: hundredths }) };
}

/** Parses a JSON answer, or null when it is not JSON (a refused request's plain body). */
export function jsonOf<T>(body: string): T | null {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
}

/** Hundredths → the vendor's decimal rupees (exact for every integer amount we send). */
export const rupees = (hundredths: number) => hundredths / 100;

/** A decimal rupee amount from a vendor answer → hundredths. */
export const hundredthsFrom = (value: number | string | undefined): number | undefined =>
  value === undefined || value === '' ? undefined : Math.round(Number(value) * 100);

/**
 * Bet then settle, for vendors with two calls per round: a refused bet is the answer; otherwise the
 * settle's answer (the conformance suite's betSettle for those vendors).
 */
export async function betThenSettle(client: Pick<WalletClient, 'bet' | 'settle'>, p: BetSettleCall): Promise<WalletReply> {
  const bet = await client.bet({ txId: p.txId, playerId: p.playerId, token: p.token, roundId: p.roundId, gameId: p.gameId, amount: p.bet });
  if (bet.outcome !== 'ok') return bet;
  return client.settle({ txId: `${p.txId}-w`, betTxId: p.txId, playerId: p.playerId, token: p.token, roundId: p.roundId, gameId: p.gameId, win: p.win, odds: p.odds });
}
