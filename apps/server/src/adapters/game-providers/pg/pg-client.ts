// PG's side of the seamless wallet (pg-seamless.ts): the forms PG posts to an operator and how it
// reads the answers. The demo PG vendor plays through it; the conformance suite drives the PG
// adapter with it.
import type { GameOutcome, HookTransport } from '../port.ts';
import { exchange, replyOf, rupees, type WalletClient } from '../wallet-client.ts';
import { PG_ERRORS, type PgAction, type PgCredentials } from './pg-seamless.ts';

interface PgAnswer {
  data: { balance_amount?: number; player_name?: string } | null;
  error: { code: string; message: string } | null;
}

const OUTCOME_OF_CODE = new Map<string, GameOutcome>(Object.entries(PG_ERRORS).map(([outcome, { code }]) => [code, outcome as GameOutcome]));

export function createPgClient(options: { provider?: string; credentials: Pick<PgCredentials, 'operatorToken' | 'secretKey'>; transport: HookTransport }): WalletClient {
  const provider = options.provider ?? 'pg';

  const post = (action: PgAction, fields: Record<string, string | number | boolean>) =>
    exchange<PgAnswer>(
      options.transport,
      {
        path: `/hooks/games/${provider}/${action}`,
        body: new URLSearchParams({
          operator_token: options.credentials.operatorToken,
          secret_key: options.credentials.secretKey,
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (answer) => {
        const outcome = answer.error ? (OUTCOME_OF_CODE.get(answer.error.code) ?? 'refused') : 'ok';
        const playerId = !answer.error && answer.data?.player_name ? { playerId: Number(answer.data.player_name) } : {};
        return replyOf(outcome, answer.data?.balance_amount, playerId);
      },
    );

  /** One TransferInOut: `bet` and `win` in hundredths; a stake of an open round has endRound false. */
  const transfer = (p: { txId: string; playerId: number; token?: string | undefined; roundId: string; gameId: string }, bet: number, win: number, endRound: boolean) =>
    post('Cash/TransferInOut', {
      player_name: p.playerId,
      ...(p.token ? { operator_player_session: p.token } : {}),
      game_id: p.gameId,
      parent_bet_id: p.roundId,
      bet_id: p.txId,
      transaction_id: p.txId,
      currency_code: 'PKR',
      bet_amount: rupees(bet),
      win_amount: rupees(win),
      transfer_amount: rupees(win - bet),
      is_end_round: endRound,
      updated_time: Date.now(),
    });

  const client: WalletClient = {
    provider,
    singleCall: true,
    codeOf: (outcome) => (outcome === 'ok' ? 'null' : PG_ERRORS[outcome].code),
    async authenticate(p) {
      const verified = await post('VerifySession', { operator_player_session: p.token, game_id: p.gameId });
      if (verified.outcome !== 'ok' || verified.playerId === undefined) return verified;
      return { ...(await client.balance({ playerId: verified.playerId, token: p.token, gameId: p.gameId })), playerId: verified.playerId };
    },
    balance: (p) => post('Cash/Get', { player_name: p.playerId, operator_player_session: p.token, game_id: p.gameId }),
    bet: (p) => transfer(p, p.amount, 0, false),
    settle: (p) => transfer(p, 0, p.win, true),
    betSettle: (p) => transfer(p, p.bet, p.win, true),
    rollback: (p) =>
      post('Cash/Adjustment', {
        player_name: p.playerId,
        adjustment_transaction_id: p.txId,
        reference_transaction_id: p.refTxId,
        transfer_amount: rupees(p.amount),
      }),
  };
  return client;
}
