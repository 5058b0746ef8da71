// CQ9 seamless wallet, modelled on the general shape of CQ9's integration as known from public
// integrations: CQ9 calls the operator with its wallet token in the `wtoken` header (no body
// signature) at GET <base>/transaction/balance/<account>, and posts application/x-www-form-urlencoded
// forms to /transaction/game/bet (mtcode, roundid, amount), /transaction/game/endround (roundid and
// data = JSON [{mtcode, amount, eventtime}] of the round's wins) and /transaction/game/refund (the
// bet's mtcode). Amounts are decimal rupees; answers are HTTP 200 {data: {balance, currency},
// status: {code, message, datetime}}, code "0" = success. The launch asks CQ9's
// /gameboy/player/sw/gamelink for the URL. CQ9 identifies the player by account; the launch token
// travels as `session` when CQ9 echoes it (the demo vendor does). See the README ("CQ9").
import { z } from 'zod';
import type { FetchLike } from '../../payments/port.ts';
import { commandOrMalformed, hundredthsOf, type GameAnswer, type GameCommand, type GameOutcome, type HookReply, type LaunchInput, type ParsedCallback, type RawCallback, type SeamlessAdapter } from '../port.ts';
import { askLaunchApi, FORM } from '../launch-api.ts';
import { formFields, headerValue, secretMatches } from '../signature.ts';

export interface Cq9Credentials {
  /** Authorization of Khel's calls to CQ9's API (launch). */
  apiToken: string;
  /** What CQ9 sends in `wtoken` on every wallet call. */
  walletToken: string;
  apiUrl: string;
}

export const CQ9_STATUS: Record<GameOutcome, { code: string; message: string }> = {
  ok: { code: '0', message: 'Success' },
  insufficientFunds: { code: '1005', message: 'Insufficient balance' },
  sessionInvalid: { code: '1008', message: 'Session invalid' },
  sessionExpired: { code: '1009', message: 'Session expired' },
  playerNotFound: { code: '1006', message: 'Player not found' },
  roundNotFound: { code: '1014', message: 'Transaction record not found' },
  roundSettled: { code: '1016', message: 'Round already ended' },
  roundCancelled: { code: '1015', message: 'Transaction record is already refunded' },
  betRolledBack: { code: '1017', message: 'Bet was refunded before it arrived' },
  betNotFound: { code: '1014', message: 'Transaction record not found' },
  txConflict: { code: '2009', message: 'Transaction duplicate' },
  playerRestricted: { code: '1010', message: 'Player is restricted' },
};

const BALANCE_PATH = /^transaction\/balance\/(\d{1,15})$/;
const account = z.string().regex(/^\d{1,15}$/).transform(Number);
const id = z.string().min(1).max(128);
const amount = z.coerce.number().nonnegative();

const Bet = z.object({ account, gamehall: z.string().max(32).optional(), gamecode: id, roundid: id, amount, mtcode: id, session: z.string().max(256).optional() });
const EndRound = z.object({ account, gamecode: id, roundid: id, data: z.string().max(10_000) });
const Win = z.array(z.object({ mtcode: id, amount: z.number().nonnegative() })).min(1).max(50);
const Refund = z.object({ account, mtcode: id });

function toCommand(action: string, fields: Record<string, string>): GameCommand | null | 'unknown' {
  const balance = BALANCE_PATH.exec(action);
  if (balance) return { kind: 'balance', playerId: Number(balance[1]) };
  switch (action) {
    case 'transaction/game/bet': {
      const b = Bet.safeParse(fields);
      const value = b.success ? hundredthsOf(b.data.amount) : null;
      if (!b.success || value === null || value === 0) return null;
      const { data } = b;
      return { kind: 'bet', txId: `bet:${data.mtcode}`, playerId: data.account, token: data.session, roundId: data.roundid, gameId: data.gamecode, amount: value };
    }
    case 'transaction/game/endround': {
      const b = EndRound.safeParse(fields);
      if (!b.success) return null;
      let wins: z.infer<typeof Win>;
      try {
        const parsed = Win.safeParse(JSON.parse(b.data.data));
        if (!parsed.success) return null;
        wins = parsed.data;
      } catch {
        return null;
      }
      let total = 0;
      for (const win of wins) {
        const value = hundredthsOf(win.amount);
        if (value === null) return null;
        total += value;
      }
      return { kind: 'settle', txId: `end:${wins[0]!.mtcode}`, playerId: b.data.account, roundId: b.data.roundid, amount: total };
    }
    case 'transaction/game/refund': {
      const b = Refund.safeParse(fields);
      return b.success ? { kind: 'rollback', txId: `refund:${b.data.mtcode}`, playerId: b.data.account, refTxId: `bet:${b.data.mtcode}` } : null;
    }
    default:
      return 'unknown';
  }
}

const CQ9_LANGUAGES: Record<string, string> = { en: 'en', zh: 'zh-cn', ur: 'en' };
const GameLink = z.object({ data: z.object({ url: z.string().min(1) }).nullable(), status: z.object({ code: z.string() }) });

export function createCq9Adapter(options: {
  name?: string;
  credentials: Cq9Credentials;
  fetch: FetchLike;
  launch?: (input: LaunchInput) => Promise<string>;
}): SeamlessAdapter {
  const { credentials } = options;
  const status = (s: { code: string; message: string }) => ({ ...s, datetime: new Date().toISOString() });
  return {
    name: options.name ?? 'cq9',
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      const isBalance = BALANCE_PATH.test(action);
      const known = isBalance || ['transaction/game/bet', 'transaction/game/endround', 'transaction/game/refund'].includes(action);
      if (!known || (isBalance ? raw.method === 'POST' : raw.method === 'GET')) return { ok: false, reason: 'unknown-action' };
      if (!secretMatches(credentials.walletToken, headerValue(raw.headers, 'wtoken'))) return { ok: false, reason: 'signature' };
      const command = toCommand(action, formFields(raw.rawBody));
      return command === 'unknown' ? { ok: false, reason: 'unknown-action' } : commandOrMalformed(command);
    },
    render(_action, _command, answer: GameAnswer): HookReply {
      const data = answer.outcome === 'ok' || answer.playerId !== null ? { balance: answer.balance / 100, currency: answer.currency } : null;
      return { status: 200, body: { data, status: status(CQ9_STATUS[answer.outcome]) } };
    },
    unavailable(): HookReply {
      return { status: 503, body: { data: null, status: status({ code: '1100', message: 'Server error' }) } };
    },
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { data: null, status: status({ code: '9999', message: 'Error Token' }) } };
      return { status: reason === 'unknown-action' ? 404 : 200, body: { data: null, status: status({ code: '1003', message: 'Parameter error' }) } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      if (options.launch) return options.launch(input);
      const body = new URLSearchParams({
        account: String(input.playerId),
        gamehall: 'cq9',
        gamecode: input.gameId,
        gameplat: 'mobile',
        lang: CQ9_LANGUAGES[input.language] ?? 'en',
        session: input.token,
      }).toString();
      const url = `${credentials.apiUrl.replace(/\/$/, '')}/gameboy/player/sw/gamelink`;
      const reply = await askLaunchApi(options.fetch, 'CQ9', url, { headers: { ...FORM, authorization: credentials.apiToken }, body }, GameLink);
      if (reply.status.code !== '0' || !reply.data) throw new Error(`CQ9 gamelink: code ${reply.status.code}`);
      return reply.data.url;
    },
  };
}
