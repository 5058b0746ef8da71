// The in-house provider: Khel's own games reach the wallet exactly as a third party does, through
// the generic seamless callbacks at /hooks/games/inhouse/... over an HTTP-shaped transport, signed
// with the in-house secret (no shortcut into the wallet). The game engines (packages/games) decide
// a round's outcome; this client takes the round's stake and payout and reports them.
// A call that fails in transport (timeout, 5xx) is retried with the same transaction id, so the
// wallet answers a retry with the original outcome.
import { randomUUID } from 'node:crypto';
import { genericRequest, type GenericAction, type GenericBody, type GenericReply } from '../generic/generic-seamless.ts';
import type { HookTransport } from '../port.ts';

export const INHOUSE_PROVIDER = 'inhouse';

export interface InhouseRound {
  /** The launch token of the player's in-house session (startProviderSession). */
  token: string;
  playerId: number;
  gameId: string;
  /** Stake and payout in hundredths (payout 0 = a loss). */
  bet: number;
  payout: number;
  /** The round's risk as net odds (potential profit ÷ stake), which weights its valid bet. */
  odds?: number | undefined;
  roundId?: string;
  txId?: string;
}

export interface InhouseProvider {
  authenticate(token: string): Promise<GenericReply>;
  balance(playerId: number): Promise<GenericReply>;
  bet(body: GenericBody<'bet'>): Promise<GenericReply>;
  settle(body: GenericBody<'settle'>): Promise<GenericReply>;
  rollback(body: GenericBody<'rollback'>): Promise<GenericReply>;
  /** A whole round in one bet+settle callback. */
  playRound(round: InhouseRound): Promise<GenericReply & { roundId: string; txId: string }>;
}

export class InhouseTransportError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`in-house provider: the wallet answered HTTP ${status}`);
    this.status = status;
  }
}

export function createInhouseProvider(options: { secret: string; transport: HookTransport; attempts?: number }): InhouseProvider {
  const attempts = options.attempts ?? 3;

  async function send<A extends GenericAction>(action: A, body: GenericBody<A>): Promise<GenericReply> {
    const request = genericRequest(options.secret, INHOUSE_PROVIDER, action, body);
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        const response = await options.transport(request.path, request.body, request.headers);
        if (response.status >= 500) {
          lastError = new InhouseTransportError(response.status);
          continue;
        }
        const reply = JSON.parse(response.body) as GenericReply;
        if (response.status !== 200) throw new InhouseTransportError(response.status);
        return reply;
      } catch (error) {
        if (error instanceof InhouseTransportError) throw error;
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('in-house provider: the wallet did not answer');
  }

  return {
    authenticate: (token) => send('authenticate', { token }),
    balance: (playerId) => send('balance', { playerId }),
    bet: (body) => send('bet', body),
    settle: (body) => send('settle', body),
    rollback: (body) => send('rollback', body),
    async playRound(round) {
      const roundId = round.roundId ?? randomUUID();
      const txId = round.txId ?? `r:${roundId}`;
      const reply = await send('betSettle', {
        txId,
        token: round.token,
        playerId: round.playerId,
        roundId,
        gameId: round.gameId,
        betAmount: round.bet,
        winAmount: round.payout,
        ...(round.odds === undefined ? {} : { odds: round.odds }),
      });
      return { ...reply, roundId, txId };
    },
  };
}

/** The server calls its own hooks over HTTP, as a third-party provider would. */
export function httpHookTransport(baseUrl: () => string): HookTransport {
  return async (path, body, headers, method = 'POST') => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      ...(method === 'GET' ? {} : { body }),
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  };
}
