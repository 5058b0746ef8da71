// Test drivers for the conformance suite (conformance.int.test.ts): each speaks one adapter's
// vendor protocol over app.inject, through that vendor's own client (<vendor>-client.ts), so one
// table of cases runs against every seamless adapter. Test-only: never imported by app code.
import type { FastifyInstance } from 'fastify';
import { demoCredentials, walletClientFor, type SeamlessPlatform } from './demo/demo-clients.ts';
import { GENERIC_STATUS, genericRequest } from './generic/generic-seamless.ts';
import { createInhouseProvider, INHOUSE_PROVIDER, InhouseTransportError } from './inhouse/inhouse-provider.ts';
import type { GameOutcome, HookTransport } from './port.ts';
import type { WalletClient, WalletReply } from './wallet-client.ts';

/** A normalised answer: the domain outcome the vendor code stands for, and the balance in hundredths. */
export interface DriverAnswer {
  http: number;
  outcome: GameOutcome | 'refused';
  replayed?: boolean;
  balance?: number;
}

export interface Driver {
  provider: string;
  /** The vendor's code for an outcome: outcomes sharing a code are the same to that vendor. */
  codeOf(outcome: GameOutcome): string;
  bet(p: { txId: string; playerId: number; token: string; roundId: string; amount: number }): Promise<DriverAnswer>;
  settle(p: { txId: string; playerId: number; roundId: string; win: number }): Promise<DriverAnswer>;
  betSettle(p: { txId: string; playerId: number; token: string; roundId: string; bet: number; win: number }): Promise<DriverAnswer>;
  rollback(p: { txId: string; playerId: number; refTxId: string }): Promise<DriverAnswer>;
  /** A bet signed with the wrong key. */
  forgedBet(p: { txId: string; playerId: number; token: string; roundId: string; amount: number }): Promise<DriverAnswer>;
}

export function injectTransport(app: FastifyInstance): HookTransport {
  return async (path, body, headers, method = 'POST') => {
    const response = await app.inject({ method, url: path, ...(method === 'GET' ? {} : { payload: body }), headers });
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
  // The generic protocol refuses a malformed request with HTTP 400 INVALID_REQUEST, which the client throws.
  const refusedOn400 = (error: unknown): DriverAnswer => {
    if (error instanceof InhouseTransportError && error.status === 400) return { http: 400, outcome: 'refused' };
    throw error;
  };
  return {
    provider: INHOUSE_PROVIDER,
    codeOf: (outcome) => GENERIC_STATUS[outcome],
    bet: (p) => client.bet({ txId: p.txId, playerId: p.playerId, token: p.token, roundId: p.roundId, gameId: 'g1', amount: p.amount }).then(norm, refusedOn400),
    settle: async (p) => norm(await client.settle({ txId: p.txId, playerId: p.playerId, roundId: p.roundId, amount: p.win })),
    betSettle: (p) =>
      client.playRound({ txId: p.txId, roundId: p.roundId, token: p.token, playerId: p.playerId, gameId: 'g1', bet: p.bet, payout: p.win }).then(norm, refusedOn400),
    rollback: async (p) => norm(await client.rollback({ txId: p.txId, playerId: p.playerId, refTxId: p.refTxId })),
    async forgedBet(p) {
      const request = genericRequest('not-the-secret-at-all', INHOUSE_PROVIDER, 'bet', { ...p, gameId: 'g1' });
      const response = await app.inject({ method: 'POST', url: request.path, payload: request.body, headers: request.headers });
      return { http: response.statusCode, outcome: 'refused' };
    },
  };
}

const answer = (reply: WalletReply): DriverAnswer => ({
  http: reply.http,
  outcome: reply.outcome,
  ...(reply.replayed === undefined ? {} : { replayed: reply.replayed }),
  ...(reply.balance === undefined ? {} : { balance: reply.balance }),
});

/**
 * A platform's vendor client as a driver: `client` with the platform's demo credentials, `forged`
 * with someone else's. Rollbacks name how their bet was sent (a round call or a stake).
 */
export function clientDriver(client: WalletClient, forged: WalletClient): Driver {
  const rounds = new Map<string, 'bet' | 'betSettle'>();
  const gameId = 'conformance-game';
  return {
    provider: client.provider,
    codeOf: (outcome) => client.codeOf(outcome),
    bet: async (p) => answer(await client.bet({ ...p, gameId })),
    settle: async (p) => answer(await client.settle({ txId: p.txId, playerId: p.playerId, roundId: p.roundId, gameId, win: p.win })),
    betSettle(p) {
      rounds.set(p.txId, 'betSettle');
      return client.betSettle({ ...p, gameId }).then(answer);
    },
    rollback: async (p) =>
      answer(await client.rollback({ ...p, refKind: rounds.get(p.refTxId) ?? 'bet', roundId: p.refTxId, gameId, amount: 0 })),
    forgedBet: async (p) => answer(await forged.bet({ ...p, gameId })),
  };
}

/** The driver of a platform running on its demo credentials (the test app's default). */
export function platformDriver(app: FastifyInstance, provider: SeamlessPlatform): Driver {
  const transport = injectTransport(app);
  const client = app.gameProviders.demoClient(provider, transport);
  if (!client) throw new Error(`${provider} is not on its demo credentials in this app`);
  return clientDriver(client, walletClientFor(provider, demoCredentials('someone-elses-secret-entirely'), transport));
}
