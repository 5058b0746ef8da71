// FaChai's side of the seamless wallet (fachai-seamless.ts): the encrypted, signed forms FC posts
// and how it reads Result codes. Slot and fish rounds are one BetNInfo; table rounds Bet + Settle.
import type { GameOutcome, HookTransport } from '../port.ts';
import { exchange, replyOf, rupees, type WalletClient } from '../wallet-client.ts';
import { fachaiEncrypt } from './fachai-crypto.ts';
import { FACHAI_RESULT, type FachaiAction, type FachaiCredentials } from './fachai-seamless.ts';

const OUTCOME_OF_RESULT = new Map<number, GameOutcome>(Object.entries(FACHAI_RESULT).map(([outcome, { Result }]) => [Result, outcome as GameOutcome]));

export function createFachaiClient(options: {
  provider?: string;
  credentials: Pick<FachaiCredentials, 'agentCode' | 'agentKey'>;
  transport: HookTransport;
}): WalletClient {
  const provider = options.provider ?? 'fachai';

  const post = (action: FachaiAction, params: Record<string, unknown>) => {
    const sealed = fachaiEncrypt(options.credentials.agentKey, JSON.stringify({ ...params, Currency: 'PKR', Ts: Date.now() }));
    return exchange<{ Result: number; MainPoints?: number }>(
      options.transport,
      {
        path: `/hooks/games/${provider}/${action}`,
        body: new URLSearchParams({ AgentCode: options.credentials.agentCode, Currency: 'PKR', ...sealed }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (answer) => replyOf(OUTCOME_OF_RESULT.get(answer.Result) ?? 'refused', answer.MainPoints),
    );
  };

  const account = (playerId: number) => String(playerId);
  const client: WalletClient = {
    provider,
    singleCall: true,
    codeOf: (outcome) => String(FACHAI_RESULT[outcome].Result),
    // FC has no token check: the player is known from the launch; the balance call confirms them.
    authenticate: async (p) => ({ ...(await client.balance(p)), playerId: p.playerId }),
    balance: (p) => post('GetBalance', { MemberAccount: account(p.playerId), GameID: p.gameId }),
    bet: (p) => post('Bet', { BetID: p.txId, RecordID: p.roundId, MemberAccount: account(p.playerId), GameID: p.gameId, Bet: rupees(p.amount), Token: p.token }),
    settle: (p) => post('Settle', { SettleID: p.txId, RecordID: p.roundId, MemberAccount: account(p.playerId), GameID: p.gameId, Win: rupees(p.win) }),
    betSettle: (p) =>
      post('BetNInfo', {
        RecordID: p.roundId,
        BankID: p.txId,
        MemberAccount: account(p.playerId),
        GameID: p.gameId,
        GameType: 0,
        Bet: rupees(p.bet),
        Win: rupees(p.win),
        NetWin: rupees(p.win - p.bet),
        Token: p.token,
      }),
    rollback: (p) =>
      p.refKind === 'betSettle'
        ? post('CancelBetNInfo', { BankID: p.refTxId, MemberAccount: account(p.playerId) })
        : post('CancelBet', { BetID: p.refTxId, MemberAccount: account(p.playerId) }),
  };
  return client;
}
