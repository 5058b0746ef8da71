// FaChai (FC) seamless wallet, modelled on the general shape of FC's integration as it is known
// from public integrations: FC posts application/x-www-form-urlencoded {AgentCode, Currency,
// Params, Sign} (fachai-crypto.ts) to <base>/GetBalance, /BetNInfo (a slot or fish round: bet and
// win in one call), /CancelBetNInfo, and for table games /Bet, /Settle, /CancelBet. Amounts are
// decimal rupees; answers are HTTP 200 {Result, MainPoints, ErrorText}, Result 0 = success. The
// launch asks FC's /Login API (same envelope) for the game URL. FC's callbacks identify the player
// by MemberAccount only; the launch token travels as `Token` when FC echoes it (the demo vendor
// does), which ties the round to its launch. Assumed codes are marked in the README ("FaChai").
import { z } from 'zod';
import type { FetchLike } from '../../payments/port.ts';
import { commandOrMalformed, hundredthsOf, jsonBody, type GameAnswer, type GameCommand, type GameOutcome, type HookReply, type LaunchInput, type ParsedCallback, type RawCallback, type SeamlessAdapter } from '../port.ts';
import { askLaunchApi, FORM } from '../launch-api.ts';
import { formFields, secretMatches } from '../signature.ts';
import { fachaiDecrypt, fachaiEncrypt } from './fachai-crypto.ts';

export const FACHAI_ACTIONS = ['GetBalance', 'BetNInfo', 'CancelBetNInfo', 'Bet', 'Settle', 'CancelBet'] as const;
export type FachaiAction = (typeof FACHAI_ACTIONS)[number];

export interface FachaiCredentials {
  agentCode: string;
  /** 16 characters: the AES-128 key FC issues. */
  agentKey: string;
  apiUrl: string;
}

export const FACHAI_RESULT: Record<GameOutcome, { Result: number; ErrorText: string }> = {
  ok: { Result: 0, ErrorText: 'Success' },
  insufficientFunds: { Result: 203, ErrorText: 'Insufficient Balance' },
  sessionInvalid: { Result: 205, ErrorText: 'Token invalid' },
  sessionExpired: { Result: 206, ErrorText: 'Token expired' },
  playerNotFound: { Result: 500, ErrorText: 'Player ID not exist' },
  roundNotFound: { Result: 221, ErrorText: 'Transaction ID not exist' },
  roundSettled: { Result: 702, ErrorText: 'Record already settled' },
  roundCancelled: { Result: 799, ErrorText: 'Record already cancelled' },
  betRolledBack: { Result: 798, ErrorText: 'Bet already cancelled' },
  betNotFound: { Result: 222, ErrorText: 'Bet to cancel not exist' },
  txConflict: { Result: 209, ErrorText: 'Duplicate transaction with other data' },
  playerRestricted: { Result: 407, ErrorText: 'Account locked' },
};

const money = z.number().nonnegative();
const account = z.string().regex(/^\d{1,15}$/).transform(Number);
const ref = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).transform(String);
const token = z.string().max(256).optional();

const Bodies = {
  GetBalance: z.object({ MemberAccount: account }),
  BetNInfo: z.object({ RecordID: ref, BankID: ref, MemberAccount: account, GameID: ref, Bet: money, Win: money, NetWin: z.number(), Token: token }),
  CancelBetNInfo: z.object({ BankID: ref, MemberAccount: account }),
  Bet: z.object({ BetID: ref, RecordID: ref, MemberAccount: account, GameID: ref, Bet: money, Token: token }),
  Settle: z.object({ SettleID: ref, RecordID: ref, MemberAccount: account, GameID: ref, Win: money }),
  CancelBet: z.object({ BetID: ref, MemberAccount: account }),
} satisfies Record<FachaiAction, z.ZodType>;

function toCommand(action: FachaiAction, body: unknown): GameCommand | null {
  const parsed = Bodies[action].safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data as Record<string, unknown> & { MemberAccount: number };
  const amount = (key: string) => hundredthsOf(b[key] as number);
  switch (action) {
    case 'GetBalance':
      return { kind: 'balance', playerId: b.MemberAccount };
    case 'BetNInfo': {
      const bet = amount('Bet');
      const win = amount('Win');
      // NetWin is FC's own Win − Bet: a body where it disagrees is refused.
      if (bet === null || win === null || bet === 0 || Math.round((b.NetWin as number) * 100) !== win - bet) return null;
      return {
        kind: 'betSettle',
        txId: `bni:${b.BankID as string}`,
        playerId: b.MemberAccount,
        token: b.Token as string | undefined,
        roundId: b.RecordID as string,
        gameId: b.GameID as string,
        betAmount: bet,
        winAmount: win,
      };
    }
    case 'CancelBetNInfo':
      return { kind: 'rollback', txId: `cbni:${b.BankID as string}`, playerId: b.MemberAccount, refTxId: `bni:${b.BankID as string}` };
    case 'Bet': {
      const bet = amount('Bet');
      if (bet === null || bet === 0) return null;
      const common = { playerId: b.MemberAccount, roundId: b.RecordID as string, gameId: b.GameID as string };
      return { kind: 'bet', txId: `bet:${b.BetID as string}`, token: b.Token as string | undefined, ...common, amount: bet };
    }
    case 'Settle': {
      const win = amount('Win');
      return win === null ? null : { kind: 'settle', txId: `set:${b.SettleID as string}`, playerId: b.MemberAccount, roundId: b.RecordID as string, amount: win };
    }
    case 'CancelBet':
      return { kind: 'rollback', txId: `cbet:${b.BetID as string}`, playerId: b.MemberAccount, refTxId: `bet:${b.BetID as string}` };
  }
}

const FC_LANGUAGES: Record<string, number> = { en: 1, zh: 2, ur: 1 };
const LoginReply = z.object({ Result: z.number(), Url: z.string().optional() });

export function createFachaiAdapter(options: {
  name?: string;
  credentials: FachaiCredentials;
  fetch: FetchLike;
  launch?: (input: LaunchInput) => Promise<string>;
}): SeamlessAdapter {
  const { credentials } = options;
  return {
    name: options.name ?? 'fachai',
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      if (!(FACHAI_ACTIONS as readonly string[]).includes(action)) return { ok: false, reason: 'unknown-action' };
      const form = formFields(raw.rawBody);
      const json = secretMatches(credentials.agentCode, form.AgentCode) ? fachaiDecrypt(credentials.agentKey, form.Params ?? '', form.Sign ?? '') : null;
      if (json === null) return { ok: false, reason: 'signature' };
      const body = jsonBody(json);
      return body === undefined ? { ok: false, reason: 'malformed' } : commandOrMalformed(toCommand(action as FachaiAction, body));
    },
    render(_action, _command, answer: GameAnswer): HookReply {
      return { status: 200, body: { ...FACHAI_RESULT[answer.outcome], MainPoints: answer.balance / 100 } };
    },
    unavailable(): HookReply {
      return { status: 503, body: { Result: 999, ErrorText: 'System busy, retry' } };
    },
    // A refused call names no player Khel could vouch for: no MainPoints, not even 0.
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { Result: 604, ErrorText: 'Verification failed' } };
      return { status: reason === 'unknown-action' ? 404 : 200, body: { Result: 1013, ErrorText: 'Invalid parameter' } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      if (options.launch) return options.launch(input);
      const params = JSON.stringify({
        MemberAccount: String(input.playerId),
        GameID: input.gameId,
        LanguageID: FC_LANGUAGES[input.language] ?? 1,
        HomeUrl: input.homeUrl,
        Token: input.token,
      });
      const body = new URLSearchParams({ AgentCode: credentials.agentCode, Currency: 'PKR', ...fachaiEncrypt(credentials.agentKey, params) }).toString();
      const reply = await askLaunchApi(options.fetch, 'FaChai', `${credentials.apiUrl.replace(/\/$/, '')}/Login`, { headers: FORM, body }, LoginReply);
      if (reply.Result !== 0 || !reply.Url) throw new Error(`FaChai login: Result ${reply.Result}`);
      return reply.Url;
    },
  };
}
