// A third party's side of Khel's generic seamless protocol (generic-seamless.ts): signed JSON
// posts, integer hundredths, {status, balance}. vn888 speaks it (its own scheme is not public).
import type { GameOutcome, HookTransport } from '../port.ts';
import { exchange, type WalletClient } from '../wallet-client.ts';
import { GENERIC_STATUS, genericRequest, type GenericAction, type GenericBody, type GenericReply } from './generic-seamless.ts';

const OUTCOME_OF_STATUS = new Map<string, GameOutcome>(Object.entries(GENERIC_STATUS).map(([outcome, status]) => [status, outcome as GameOutcome]));

export function createGenericClient(options: { provider: string; secret: string; transport: HookTransport }): WalletClient {
  const post = <A extends GenericAction>(action: A, body: GenericBody<A>) =>
    exchange<GenericReply>(options.transport, genericRequest(options.secret, options.provider, action, body), (answer) => ({
      http: 200,
      outcome: OUTCOME_OF_STATUS.get(answer.status) ?? 'refused',
      ...(answer.balance === undefined ? {} : { balance: answer.balance }),
      ...(answer.playerId === undefined ? {} : { playerId: answer.playerId }),
    }));

  return {
    provider: options.provider,
    singleCall: true,
    codeOf: (outcome) => GENERIC_STATUS[outcome],
    authenticate: (p) => post('authenticate', { token: p.token }),
    balance: (p) => post('balance', { playerId: p.playerId, token: p.token }),
    bet: (p) => post('bet', { txId: p.txId, playerId: p.playerId, token: p.token, roundId: p.roundId, gameId: p.gameId, amount: p.amount }),
    settle: (p) => post('settle', { txId: p.txId, playerId: p.playerId, roundId: p.roundId, amount: p.win, ...(p.odds === undefined ? {} : { odds: p.odds }) }),
    betSettle: (p) =>
      post('betSettle', {
        txId: p.txId,
        playerId: p.playerId,
        token: p.token,
        roundId: p.roundId,
        gameId: p.gameId,
        betAmount: p.bet,
        winAmount: p.win,
        ...(p.odds === undefined ? {} : { odds: p.odds }),
      }),
    rollback: (p) => post('rollback', { txId: p.txId, playerId: p.playerId, refTxId: p.refTxId }),
  };
}
