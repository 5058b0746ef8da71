// JDB's side of the seamless wallet (jdb-seamless.ts): encrypted action calls to one URL, ids as
// int64 numbers, the stake of a slot round negative. Slot rounds are one action 8.
import type { GameOutcome, HookTransport } from '../port.ts';
import { exchange, replyOf, rupees, type WalletClient } from '../wallet-client.ts';
import { jdbEncrypt } from './jdb-crypto.ts';
import { JDB_STATUS, type JdbCredentials } from './jdb-seamless.ts';

const OUTCOME_OF_STATUS = new Map<string, GameOutcome>();
for (const [outcome, { status }] of Object.entries(JDB_STATUS)) if (!OUTCOME_OF_STATUS.has(status)) OUTCOME_OF_STATUS.set(status, outcome as GameOutcome);

/** JSON with JDB's int64 ids written as numbers (they must be digit strings here). */
function jdbJson(payload: Record<string, unknown>): string {
  return JSON.stringify(payload)
    .replace(/"(transferId|gameSeqNo)":"(\d+)"/g, '"$1":$2')
    .replace(/"refTransferIds":\["(\d+)"\]/g, '"refTransferIds":[$1]');
}

export function createJdbClient(options: { provider?: string; credentials: Pick<JdbCredentials, 'dc' | 'key' | 'iv'>; transport: HookTransport }): WalletClient {
  const provider = options.provider ?? 'jdb';
  const { dc, key, iv } = options.credentials;

  const post = (payload: Record<string, unknown>) =>
    exchange<{ status: string; balance?: number }>(
      options.transport,
      {
        path: `/hooks/games/${provider}/callback`,
        body: new URLSearchParams({ dc, x: jdbEncrypt(key, iv, jdbJson({ ...payload, ts: Date.now() })) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (answer) => replyOf(OUTCOME_OF_STATUS.get(answer.status) ?? 'refused', answer.balance),
    );

  const uid = (playerId: number) => String(playerId);
  const client: WalletClient = {
    provider,
    singleCall: true,
    codeOf: (outcome) => JDB_STATUS[outcome].status,
    authenticate: async (p) => ({ ...(await client.balance(p)), playerId: p.playerId }),
    balance: (p) => post({ action: 6, uid: uid(p.playerId) }),
    bet: (p) => post({ action: 9, uid: uid(p.playerId), transferId: p.txId, gameSeqNo: p.roundId, mType: p.gameId, amount: rupees(p.amount), sessionNo: p.token }),
    settle: (p) => post({ action: 10, uid: uid(p.playerId), transferId: p.txId, gameSeqNo: p.roundId, mType: p.gameId, amount: rupees(p.win) }),
    betSettle: (p) =>
      post({
        action: 8,
        uid: uid(p.playerId),
        transferId: p.txId,
        gameSeqNo: p.roundId,
        gType: 0,
        mType: p.gameId,
        bet: -rupees(p.bet),
        win: rupees(p.win),
        netWin: rupees(p.win - p.bet),
        currency: 'PKR',
        sessionNo: p.token,
      }),
    rollback: (p) => post({ action: 4, uid: uid(p.playerId), transferId: p.txId, refTransferIds: [p.refTxId] }),
  };
  return client;
}
