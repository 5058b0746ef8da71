// PG's side of the seamless wallet (pg-seamless.ts): the forms PG posts to an operator and how it
// reads the answers. The demo PG vendor plays through it; the conformance suite drives the PG
// adapter with it.
import type { GameOutcome, HookTransport } from '../port.ts';
import { hundredthsFrom, jsonOf, refused, rupees, sendCall, type WalletClient, type WalletReply } from '../wallet-client.ts';
import { PG_ERRORS, type PgAction, type PgCredentials } from './pg-seamless.ts';

interface PgAnswer {
  data: { balance_amount?: number; player_name?: string } | null;
  error: { code: string; message: string } | null;
}

const OUTCOME_OF_CODE = new Map<string, GameOutcome>(Object.entries(PG_ERRORS).map(([outcome, { code }]) => [code, outcome as GameOutcome]));

export function createPgClient(options: { provider?: string; credentials: Pick<PgCredentials, 'operatorToken' | 'secretKey'>; transport: HookTransport }): WalletClient {
  const provider = options.provider ?? 'pg';

  async function post(action: PgAction, fields: Record<string, string | number | boolean>): Promise<WalletReply> {
    const body = new URLSearchParams({
      operator_token: options.credentials.operatorToken,
      secret_key: options.credentials.secretKey,
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    }).toString();
    const response = await sendCall(options.transport, {
      path: `/hooks/games/${provider}/${action}`,
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answer = jsonOf<PgAnswer>(response.body);
    if (response.status !== 200 || !answer) return refused(response.status);
    const balance = hundredthsFrom(answer.data?.balance_amount);
    if (answer.error) return { http: 200, outcome: OUTCOME_OF_CODE.get(answer.error.code) ?? 'refused', ...(balance === undefined ? {} : { balance }) };
    const playerId = answer.data?.player_name ? Number(answer.data.player_name) : undefined;
    return { http: 200, outcome: 'ok', ...(balance === undefined ? {} : { balance }), ...(playerId ? { playerId } : {}) };
  }

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
    bet: (p) =>
      post('Cash/TransferInOut', {
        player_name: p.playerId,
        operator_player_session: p.token,
        game_id: p.gameId,
        parent_bet_id: p.roundId,
        bet_id: p.txId,
        transaction_id: p.txId,
        currency_code: 'PKR',
        bet_amount: rupees(p.amount),
        win_amount: 0,
        transfer_amount: -rupees(p.amount),
        is_end_round: false,
        updated_time: Date.now(),
      }),
    settle: (p) =>
      post('Cash/TransferInOut', {
        player_name: p.playerId,
        ...(p.token ? { operator_player_session: p.token } : {}),
        game_id: p.gameId,
        parent_bet_id: p.roundId,
        bet_id: p.txId,
        transaction_id: p.txId,
        currency_code: 'PKR',
        bet_amount: 0,
        win_amount: rupees(p.win),
        transfer_amount: rupees(p.win),
        is_end_round: true,
        updated_time: Date.now(),
      }),
    betSettle: (p) =>
      post('Cash/TransferInOut', {
        player_name: p.playerId,
        operator_player_session: p.token,
        game_id: p.gameId,
        parent_bet_id: p.roundId,
        bet_id: p.txId,
        transaction_id: p.txId,
        currency_code: 'PKR',
        bet_amount: rupees(p.bet),
        win_amount: rupees(p.win),
        transfer_amount: rupees(p.win - p.bet),
        is_end_round: true,
        updated_time: Date.now(),
      }),
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
