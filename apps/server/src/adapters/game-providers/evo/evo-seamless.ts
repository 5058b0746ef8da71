// Evolution seamless wallet, modelled on the general shape of Evolution's public "One Wallet" API:
// Evolution posts JSON to <base>/check, /balance, /debit, /credit and /cancel with the operator's
// authToken in the query string; the player session is `sid` (Khel's launch token), the player
// `userId`; money calls carry transaction {id, refId, amount} with decimal amounts, where refId ties
// a debit to its credit or cancel. Answers are HTTP 200 {status, balance, bonus, uuid} with
// Evolution's status words. The launch asks Evolution's user-authentication API
// (POST <host>/ua/v1/<casinoKey>/<apiToken>) for the entry URL. Khel's mapping (a game round is
// game.id, a bet is identified by its refId) and its assumptions are in the README ("EVO").
import { z } from 'zod';
import type { FetchLike } from '../../payments/port.ts';
import { commandOrMalformed, hundredthsOf, jsonBody, type GameAnswer, type GameCommand, type GameOutcome, type HookReply, type LaunchInput, type ParsedCallback, type RawCallback, type SeamlessAdapter } from '../port.ts';
import { askLaunchApi } from '../launch-api.ts';
import { secretMatches } from '../signature.ts';

export const EVO_ACTIONS = ['check', 'balance', 'debit', 'credit', 'cancel'] as const;
export type EvoAction = (typeof EVO_ACTIONS)[number];

export interface EvoCredentials {
  casinoKey: string;
  /** Launch API token (GAME_EVO_API_TOKEN). */
  apiToken: string;
  /** What Evolution sends as ?authToken= on every wallet call (GAME_EVO_AUTH_TOKEN). */
  authToken: string;
  apiUrl: string;
}

export const EVO_STATUS: Record<GameOutcome, string> = {
  ok: 'OK',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  sessionInvalid: 'INVALID_SID',
  sessionExpired: 'INVALID_SID',
  // INVALID_PARAMETER is kept for a malformed request (a bad amount): an unknown userId is a
  // session that names nobody Khel knows.
  playerNotFound: 'INVALID_SID',
  roundNotFound: 'BET_DOES_NOT_EXIST',
  roundSettled: 'BET_ALREADY_SETTLED',
  roundCancelled: 'BET_ALREADY_SETTLED',
  betRolledBack: 'BET_ALREADY_SETTLED',
  betNotFound: 'BET_DOES_NOT_EXIST',
  txConflict: 'BET_ALREADY_EXIST',
  playerRestricted: 'ACCOUNT_LOCKED',
};

const id = z.string().min(1).max(128);
const userId = z.string().regex(/^\d{1,15}$/).transform(Number);
const Check = z.object({ sid: z.string().min(1).max(256), userId, uuid: z.string().max(128).optional() });
const Money = z.object({
  sid: z.string().max(256).optional(),
  userId,
  currency: z.string().max(8).optional(),
  uuid: z.string().max(128).optional(),
  game: z.object({ id, type: z.string().max(64).optional(), details: z.object({ table: z.object({ id, vid: z.string().max(64).optional() }) }) }),
  transaction: z.object({ id, refId: id, amount: z.number().nonnegative() }),
});

function toCommand(action: EvoAction, body: unknown): GameCommand | null {
  if (action === 'check' || action === 'balance') {
    const parsed = (action === 'check' ? Check : Check.partial({ sid: true })).safeParse(body);
    if (!parsed.success) return null;
    return action === 'check' && parsed.data.sid
      ? { kind: 'authenticate', token: parsed.data.sid }
      : { kind: 'balance', playerId: parsed.data.userId, token: parsed.data.sid };
  }
  const parsed = Money.safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data;
  const amount = hundredthsOf(b.transaction.amount);
  if (amount === null) return null;
  const ref = b.transaction.refId;
  switch (action) {
    case 'debit':
      if (amount === 0) return null;
      return { kind: 'bet', txId: `debit:${ref}`, playerId: b.userId, token: b.sid, roundId: b.game.id, gameId: b.game.details.table.id, amount };
    case 'credit':
      return { kind: 'settle', txId: `credit:${ref}`, playerId: b.userId, roundId: b.game.id, amount };
    case 'cancel':
      return { kind: 'rollback', txId: `cancel:${ref}`, playerId: b.userId, refTxId: `debit:${ref}` };
  }
}

const EVO_LANGUAGES: Record<string, string> = { en: 'en', zh: 'zh', ur: 'ur' };

const LaunchReply = z.object({ entry: z.string().min(1), entryEmbedded: z.string().optional() });

export function createEvoAdapter(options: {
  name?: string;
  credentials: EvoCredentials;
  fetch: FetchLike;
  launch?: (input: LaunchInput) => Promise<string>;
}): SeamlessAdapter {
  const { credentials } = options;
  return {
    name: options.name ?? 'evo',
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      if (!(EVO_ACTIONS as readonly string[]).includes(action)) return { ok: false, reason: 'unknown-action' };
      if (!secretMatches(credentials.authToken, raw.query?.authToken)) return { ok: false, reason: 'signature' };
      const body = jsonBody(raw.rawBody);
      return body === undefined ? { ok: false, reason: 'malformed' } : commandOrMalformed(toCommand(action as EvoAction, body));
    },
    render(action, command, answer: GameAnswer): HookReply {
      // A retried transaction gets OK and the current balance (its first answer was OK too).
      const status = EVO_STATUS[answer.outcome];
      const uuid = `${action}:${'txId' in command ? command.txId : answer.playerId ?? ''}`;
      if (action === 'check') return { status: 200, body: { status, sid: command.kind === 'authenticate' ? command.token : '', uuid } };
      return { status: 200, body: { status, balance: answer.balance / 100, bonus: 0, uuid } };
    },
    unavailable(): HookReply {
      return { status: 503, body: { status: 'TEMPORARY_ERROR' } };
    },
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { status: 'INVALID_TOKEN_ID' } };
      if (reason === 'unknown-action') return { status: 404, body: { status: 'UNKNOWN_ERROR' } };
      return { status: 200, body: { status: 'INVALID_PARAMETER' } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      if (options.launch) return options.launch(input);
      const base = credentials.apiUrl.replace(/\/$/, '');
      const body = JSON.stringify({
        uuid: `launch-${input.playerId}-${Date.now()}`,
        player: {
          id: String(input.playerId),
          update: true,
          firstName: 'Player',
          lastName: String(input.playerId),
          nickname: `P${input.playerId}`,
          country: 'PK',
          language: EVO_LANGUAGES[input.language] ?? 'en',
          currency: 'PKR',
          session: { id: input.token, ip: input.ip ?? '0.0.0.0' },
        },
        config: {
          game: { table: { id: input.gameId } },
          channel: { wrapped: false, mobile: true },
          ...(input.homeUrl ? { urls: { lobby: input.homeUrl } } : {}),
        },
      });
      const url = `${base}/ua/v1/${encodeURIComponent(credentials.casinoKey)}/${encodeURIComponent(credentials.apiToken)}`;
      const reply = await askLaunchApi(options.fetch, 'Evolution', url, { headers: { 'content-type': 'application/json' }, body }, LaunchReply);
      return new URL(reply.entry, `${base}/`).toString();
    },
  };
}
