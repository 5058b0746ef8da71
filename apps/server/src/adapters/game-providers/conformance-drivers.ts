// Test drivers for the conformance suite (conformance.int.test.ts): each speaks one adapter's
// vendor protocol over app.inject and normalises the answer, so one table of cases runs against
// every seamless adapter. Test-only: never imported by app code.
import type { FastifyInstance } from 'fastify';
import { GENERIC_STATUS, genericRequest } from './generic/generic-seamless.ts';
import { createInhouseProvider, INHOUSE_PROVIDER } from './inhouse/inhouse-provider.ts';
import { jiliRequest } from './jili/jili-seamless.ts';
import type { GameOutcome, HookTransport } from './port.ts';

/** A normalised answer: the domain outcome the vendor code stands for, and the balance in hundredths. */
export interface DriverAnswer {
  http: number;
  outcome: GameOutcome | 'refused';
  replayed?: boolean;
  balance?: number;
}

export interface Driver {
  provider: string;
  bet(p: { txId: string; playerId: number; token: string; roundId: string; amount: number }): Promise<DriverAnswer>;
  settle(p: { txId: string; playerId: number; roundId: string; win: number }): Promise<DriverAnswer>;
  betSettle(p: { txId: string; playerId: number; token: string; roundId: string; bet: number; win: number }): Promise<DriverAnswer>;
  rollback(p: { txId: string; playerId: number; refTxId: string }): Promise<DriverAnswer>;
  /** A bet signed with the wrong key. */
  forgedBet(p: { txId: string; playerId: number; token: string; roundId: string; amount: number }): Promise<DriverAnswer>;
}

export function injectTransport(app: FastifyInstance): HookTransport {
  return async (path, body, headers) => {
    const response = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: response.statusCode, body: response.body };
  };
}

const STATUS_OUTCOME = Object.fromEntries(Object.entries(GENERIC_STATUS).map(([outcome, status]) => [status, outcome])) as Record<string, GameOutcome>;

/** The generic protocol, sent by the in-house provider's own client (its real code path). */
export function inhouseDriver(app: FastifyInstance, secret: string): Driver {
  const client = createInhouseProvider({ secret, transport: injectTransport(app), attempts: 1 });
  const norm = (reply: { status: string; balance?: number }): DriverAnswer => ({
    http: 200,
    outcome: STATUS_OUTCOME[reply.status] ?? 'refused',
    ...(reply.balance === undefined ? {} : { balance: reply.balance }),
  });
  return {
    provider: INHOUSE_PROVIDER,
    bet: async (p) => norm(await client.bet({ txId: p.txId, playerId: p.playerId, token: p.token, roundId: p.roundId, gameId: 'g1', amount: p.amount })),
    settle: async (p) => norm(await client.settle({ txId: p.txId, playerId: p.playerId, roundId: p.roundId, amount: p.win })),
    betSettle: async (p) =>
      norm(await client.playRound({ txId: p.txId, roundId: p.roundId, token: p.token, playerId: p.playerId, gameId: 'g1', bet: p.bet, payout: p.win })),
    rollback: async (p) => norm(await client.rollback({ txId: p.txId, playerId: p.playerId, refTxId: p.refTxId })),
    async forgedBet(p) {
      const request = genericRequest('not-the-secret-at-all', INHOUSE_PROVIDER, 'bet', { ...p, gameId: 'g1' });
      const response = await app.inject({ method: 'POST', url: request.path, payload: request.body, headers: request.headers });
      return { http: response.statusCode, outcome: 'refused' };
    },
  };
}

/** JILI: sessionBet type 1/2 for separate bet and settle, /bet for bet+settle, cancel* for rollbacks. */
export function jiliDriver(app: FastifyInstance, agentKey: string): Driver {
  const viaBet = new Set<string>(); // tx ids sent through /bet (cancelled with cancelBet)
  async function send(action: Parameters<typeof jiliRequest>[1], body: Record<string, unknown>, key = agentKey): Promise<DriverAnswer> {
    const request = jiliRequest(key, action, { reqId: `${Date.now()}`, currency: 'PKR', game: 101, ...body });
    const response = await app.inject({ method: 'POST', url: request.path, payload: request.body, headers: request.headers });
    if (response.statusCode !== 200) return { http: response.statusCode, outcome: 'refused' };
    const reply = response.json<{ errorCode: number; message: string; balance?: number }>();
    const cancel = action === 'cancelBet' || action === 'cancelSessionBet';
    const byMessage: Record<string, GameOutcome> = {
      Success: 'ok',
      'Already accepted': 'ok',
      'Already canceled': 'ok',
      'Not enough balance': 'insufficientFunds',
      'Token expired': 'sessionExpired',
      'Token invalid': 'sessionInvalid',
      'Round not found': cancel ? 'betNotFound' : 'roundNotFound',
      'Round already settled': 'roundSettled',
      'Round canceled': 'roundCancelled',
      'Bet already canceled': 'betRolledBack',
      'User is restricted': 'playerRestricted',
    };
    return {
      http: 200,
      outcome: byMessage[reply.message] ?? 'refused',
      replayed: reply.errorCode === 1,
      ...(reply.balance === undefined ? {} : { balance: Math.round(reply.balance * 100) }),
    };
  }
  const rupees = (hundredths: number) => hundredths / 100;
  return {
    provider: 'jili',
    bet: (p) =>
      send('sessionBet', { round: p.txId, sessionId: p.roundId, type: 1, token: p.token, userId: String(p.playerId), betAmount: rupees(p.amount), winloseAmount: 0 }),
    settle: (p) => send('sessionBet', { round: p.txId, sessionId: p.roundId, type: 2, userId: String(p.playerId), betAmount: 0, winloseAmount: rupees(p.win) }),
    betSettle(p) {
      viaBet.add(p.txId);
      // JILI's round is both the transaction and the round.
      return send('bet', { round: p.txId, token: p.token, userId: String(p.playerId), betAmount: rupees(p.bet), winloseAmount: rupees(p.win) });
    },
    rollback(p) {
      if (viaBet.has(p.refTxId)) return send('cancelBet', { round: p.refTxId, userId: String(p.playerId), betAmount: 0, winloseAmount: 0 });
      return send('cancelSessionBet', { round: p.refTxId, sessionId: '0', type: 1, userId: String(p.playerId), betAmount: 0, winloseAmount: 0 });
    },
    forgedBet: (p) =>
      send(
        'sessionBet',
        { round: p.txId, sessionId: p.roundId, type: 1, token: p.token, userId: String(p.playerId), betAmount: rupees(p.amount), winloseAmount: 0 },
        'not-the-agent-key-at-all',
      ),
  };
}
