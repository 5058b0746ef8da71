// JDB seamless ("single wallet") integration, modelled on the general shape known from public
// integrations: JDB posts one URL with application/x-www-form-urlencoded {dc, x} (jdb-crypto.ts)
// and the operation is the `action` inside the JSON: 6 balance, 8 a slot round (bet ≤ 0 and win in
// one call, netWin = bet + win), 9 a stake and 10 its win for multi-step games, 4 cancel. Player
// `uid`, int64 ids (transferId, gameSeqNo), decimal rupees. Answers are HTTP 200
// {status, balance, err_text}, "0000" = success. The launch asks JDB's API (action 21) for the game
// URL. JDB sends `sessionNo` only when the agent asks for it; Khel asks, so the round is tied to its
// launch. Assumed codes and action numbers are marked in the README ("JDB").
import { z } from 'zod';
import type { FetchLike } from '../../payments/port.ts';
import { commandOrMalformed, hundredthsOf, type GameAnswer, type GameCommand, type GameOutcome, type HookReply, type LaunchInput, type ParsedCallback, type RawCallback, type SeamlessAdapter } from '../port.ts';
import { askLaunchApi, FORM } from '../launch-api.ts';
import { formFields, secretMatches } from '../signature.ts';
import { jdbDecrypt, jdbEncrypt } from './jdb-crypto.ts';

export interface JdbCredentials {
  /** Domain code JDB gives the agent. */
  dc: string;
  /** The agent account (parent) players are created under. */
  parent: string;
  key: string;
  iv: string;
  apiUrl: string;
}

export const JDB_STATUS: Record<GameOutcome, { status: string; err_text: string }> = {
  ok: { status: '0000', err_text: 'Success' },
  insufficientFunds: { status: '6006', err_text: 'Player balance is insufficient' },
  sessionInvalid: { status: '7502', err_text: 'Session invalid' },
  sessionExpired: { status: '7503', err_text: 'Session expired' },
  playerNotFound: { status: '7501', err_text: 'User ID cannot be found' },
  roundNotFound: { status: '9015', err_text: 'Data does not exist' },
  roundSettled: { status: '9011', err_text: 'Game already settled' },
  roundCancelled: { status: '9012', err_text: 'Game already cancelled' },
  betRolledBack: { status: '9013', err_text: 'Transfer already cancelled' },
  betNotFound: { status: '9015', err_text: 'Data does not exist' },
  txConflict: { status: '9016', err_text: 'Transfer id reused' },
  playerRestricted: { status: '7504', err_text: 'User is restricted' },
};

/** int64 ids read as strings before JSON.parse could lose digits. */
function parseLossless(raw: string): unknown {
  return JSON.parse(raw.replace(/"(transferId|gameSeqNo)"\s*:\s*(\d+)/g, '"$1":"$2"').replace(/"refTransferIds"\s*:\s*\[([\d,\s]*)\]/g, (_m, ids: string) => `"refTransferIds":[${ids.split(',').filter((s) => s.trim()).map((s) => `"${s.trim()}"`).join(',')}]`));
}

const big = z.string().regex(/^\d{1,20}$/);
const uid = z.string().regex(/^\d{1,15}$/).transform(Number);
const game = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const session = z.string().max(256).optional();
const Balance = z.object({ action: z.literal(6), uid });
const Round = z.object({ action: z.literal(8), uid, transferId: big, gameSeqNo: big, mType: game, bet: z.number().max(0), win: z.number().nonnegative(), netWin: z.number(), sessionNo: session });
const Stake = z.object({ action: z.literal(9), uid, transferId: big, gameSeqNo: big, mType: game, amount: z.number().positive(), sessionNo: session });
const Payout = z.object({ action: z.literal(10), uid, transferId: big, gameSeqNo: big, mType: game, amount: z.number().nonnegative() });
const Cancel = z.object({ action: z.literal(4), uid, transferId: big, refTransferIds: z.array(big).length(1) });
const Body = z.discriminatedUnion('action', [Balance, Round, Stake, Payout, Cancel]);

function toCommand(body: unknown): GameCommand | null {
  const parsed = Body.safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data;
  switch (b.action) {
    case 6:
      return { kind: 'balance', playerId: b.uid };
    case 8: {
      const bet = hundredthsOf(-b.bet);
      const win = hundredthsOf(b.win);
      // netWin is JDB's own bet + win: a body where it disagrees is refused.
      if (bet === null || win === null || bet === 0 || Math.round(b.netWin * 100) !== win - bet) return null;
      return { kind: 'betSettle', txId: `t:${b.transferId}`, playerId: b.uid, token: b.sessionNo, roundId: b.gameSeqNo, gameId: b.mType, betAmount: bet, winAmount: win };
    }
    case 9: {
      const amount = hundredthsOf(b.amount);
      return amount === null ? null : { kind: 'bet', txId: `t:${b.transferId}`, playerId: b.uid, token: b.sessionNo, roundId: b.gameSeqNo, gameId: b.mType, amount };
    }
    case 10: {
      const amount = hundredthsOf(b.amount);
      return amount === null ? null : { kind: 'settle', txId: `s:${b.transferId}`, playerId: b.uid, roundId: b.gameSeqNo, amount };
    }
    case 4:
      return { kind: 'rollback', txId: `c:${b.transferId}`, playerId: b.uid, refTxId: `t:${b.refTransferIds[0]!}` };
  }
}

const JDB_LANGUAGES: Record<string, string> = { en: 'en', zh: 'cn', ur: 'en' };
const LaunchReply = z.object({ status: z.string(), path: z.string().optional() });

export function createJdbAdapter(options: {
  name?: string;
  credentials: JdbCredentials;
  fetch: FetchLike;
  launch?: (input: LaunchInput) => Promise<string>;
}): SeamlessAdapter {
  const { credentials } = options;
  return {
    name: options.name ?? 'jdb',
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      if (action !== 'callback') return { ok: false, reason: 'unknown-action' };
      const form = formFields(raw.rawBody);
      const json = secretMatches(credentials.dc, form.dc) ? jdbDecrypt(credentials.key, credentials.iv, form.x ?? '') : null;
      let body: unknown;
      try {
        body = json === null ? null : parseLossless(json);
      } catch {
        body = null;
      }
      // Bytes that do not decrypt to a JSON object were not made with the agent's key.
      if (body === null || typeof body !== 'object') return { ok: false, reason: 'signature' };
      return commandOrMalformed(toCommand(body));
    },
    render(_action, _command, answer: GameAnswer): HookReply {
      return { status: 200, body: { ...JDB_STATUS[answer.outcome], balance: answer.balance / 100 } };
    },
    unavailable(): HookReply {
      return { status: 503, body: { status: '9999', err_text: 'System busy, retry' } };
    },
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { status: '9003', err_text: 'Decryption failed' } };
      return { status: reason === 'unknown-action' ? 404 : 200, body: { status: '8000', err_text: 'Parameter error' } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      if (options.launch) return options.launch(input);
      const json = JSON.stringify({
        action: 21,
        ts: Date.now(),
        parent: credentials.parent,
        uid: String(input.playerId),
        mType: input.gameId,
        lang: JDB_LANGUAGES[input.language] ?? 'en',
        sessionNo: input.token,
      });
      const body = new URLSearchParams({ dc: credentials.dc, x: jdbEncrypt(credentials.key, credentials.iv, json) }).toString();
      const reply = await askLaunchApi(options.fetch, 'JDB', `${credentials.apiUrl.replace(/\/$/, '')}/apiRequest.do`, { headers: FORM, body }, LaunchReply);
      if (reply.status !== '0000' || !reply.path) throw new Error(`JDB launch: status ${reply.status}`);
      return reply.path;
    },
  };
}
