// CQ9's side of the seamless wallet (cq9-seamless.ts): GET balance, and bet / endround / refund
// forms with the wallet token in `wtoken`. A round is a bet then its endround.
import type { GameOutcome, HookTransport } from '../port.ts';
import { betThenSettle, exchange, refused, replyOf, rupees, type WalletClient } from '../wallet-client.ts';
import { CQ9_STATUS } from './cq9-seamless.ts';

const OUTCOME_OF_CODE = new Map<string, GameOutcome>();
for (const [outcome, { code }] of Object.entries(CQ9_STATUS)) if (!OUTCOME_OF_CODE.has(code)) OUTCOME_OF_CODE.set(code, outcome as GameOutcome);

export function createCq9Client(options: { provider?: string; walletToken: string; transport: HookTransport }): WalletClient {
  const provider = options.provider ?? 'cq9';
  const headers = (form: boolean): Record<string, string> => ({ wtoken: options.walletToken, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) });

  const call = (path: string, fields: Record<string, string> | null) =>
    exchange<{ data: { balance?: number } | null; status?: { code: string } }>(
      options.transport,
      {
        path: `/hooks/games/${provider}/${path}`,
        body: fields ? new URLSearchParams(fields).toString() : '',
        headers: headers(fields !== null),
        method: fields ? 'POST' : 'GET',
      },
      (answer) => (answer.status ? replyOf(OUTCOME_OF_CODE.get(answer.status.code) ?? 'refused', answer.data?.balance) : refused(200)),
    );

  const now = () => new Date().toISOString();
  const client: WalletClient = {
    provider,
    singleCall: false,
    codeOf: (outcome) => CQ9_STATUS[outcome].code,
    authenticate: async (p) => ({ ...(await client.balance(p)), playerId: p.playerId }),
    balance: (p) => call(`transaction/balance/${p.playerId}`, null),
    bet: (p) =>
      call('transaction/game/bet', {
        account: String(p.playerId),
        eventTime: now(),
        gamehall: 'cq9',
        gamecode: p.gameId,
        roundid: p.roundId,
        amount: String(rupees(p.amount)),
        mtcode: p.txId,
        session: p.token,
      }),
    settle: (p) =>
      call('transaction/game/endround', {
        account: String(p.playerId),
        gamehall: 'cq9',
        gamecode: p.gameId,
        roundid: p.roundId,
        data: JSON.stringify([{ mtcode: p.txId, amount: rupees(p.win), eventtime: now() }]),
        createTime: now(),
      }),
    betSettle: (p) => betThenSettle(client, p),
    rollback: (p) => call('transaction/game/refund', { account: String(p.playerId), mtcode: p.refTxId }),
  };
  return client;
}
