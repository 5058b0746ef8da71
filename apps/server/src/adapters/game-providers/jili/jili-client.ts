// JILI's side of the single wallet (jili-seamless.ts): /auth, /bet (a whole round), sessionBet
// type 1/2 (a table round's stake and settle) and the cancels; decimal rupees; errorCode + message.
import type { GameOutcome, HookTransport } from '../port.ts';
import { exchange, replyOf, rupees, type WalletClient } from '../wallet-client.ts';
import { jiliRequest, type JiliAction } from './jili-seamless.ts';

const OUTCOME_OF_MESSAGE: Record<string, GameOutcome> = {
  Success: 'ok',
  'Already accepted': 'ok',
  'Already canceled': 'ok',
  'Not enough balance': 'insufficientFunds',
  'Token expired': 'sessionExpired',
  'Token invalid': 'sessionInvalid',
  'User not found': 'playerNotFound',
  'Round not found': 'roundNotFound',
  'Round already settled': 'roundSettled',
  'Round canceled': 'roundCancelled',
  'Bet already canceled': 'betRolledBack',
  'Duplicate round with different parameters': 'txConflict',
  'User is restricted': 'playerRestricted',
};
const MESSAGE_OF_OUTCOME = Object.fromEntries(Object.entries(OUTCOME_OF_MESSAGE).reverse().map(([message, outcome]) => [outcome, message]));

export function createJiliClient(options: { provider?: string; agentKey: string; transport: HookTransport }): WalletClient {
  const provider = options.provider ?? 'jili';

  const send = (action: JiliAction, body: Record<string, unknown>) =>
    exchange<{ errorCode: number; message: string; balance?: number; username?: string }>(
      options.transport,
      jiliRequest(options.agentKey, action, { reqId: `${Date.now()}`, currency: 'PKR', ...body }, provider),
      (answer) => {
        const outcome = OUTCOME_OF_MESSAGE[answer.message] ?? 'refused';
        // "Round not found" on a cancel means the bet to cancel is unknown.
        const normalised = outcome === 'roundNotFound' && action.startsWith('cancel') ? 'betNotFound' : outcome;
        return replyOf(normalised, answer.balance, { replayed: answer.errorCode === 1, ...(answer.username ? { playerId: Number(answer.username) } : {}) });
      },
    );

  return {
    provider,
    singleCall: true,
    codeOf: (outcome) => (outcome === 'betNotFound' ? 'Round not found' : MESSAGE_OF_OUTCOME[outcome] ?? outcome),
    authenticate: (p) => send('auth', { token: p.token }),
    // JILI has no balance call: its auth answers with the balance.
    balance: (p) => send('auth', { token: p.token }),
    bet: (p) =>
      send('sessionBet', { round: p.txId, sessionId: p.roundId, type: 1, game: p.gameId, token: p.token, userId: String(p.playerId), betAmount: rupees(p.amount), winloseAmount: 0 }),
    settle: (p) =>
      send('sessionBet', { round: p.txId, sessionId: p.roundId, type: 2, game: p.gameId, userId: String(p.playerId), betAmount: 0, winloseAmount: rupees(p.win) }),
    // JILI's round is both the transaction and the round.
    betSettle: (p) => send('bet', { round: p.txId, game: p.gameId, token: p.token, userId: String(p.playerId), betAmount: rupees(p.bet), winloseAmount: rupees(p.win) }),
    rollback: (p) =>
      p.refKind === 'betSettle'
        ? send('cancelBet', { round: p.refTxId, game: p.gameId, userId: String(p.playerId), betAmount: 0, winloseAmount: 0 })
        : send('cancelSessionBet', { round: p.refTxId, sessionId: '0', type: 1, game: p.gameId, userId: String(p.playerId), betAmount: 0, winloseAmount: 0 }),
  };
}
