// PG Soft seamless wallet, modelled on the general shape of PG's public integration: PG posts
// application/x-www-form-urlencoded forms to <base>/VerifySession, /Cash/Get, /Cash/TransferInOut
// and /Cash/Adjustment, authenticated by the operator_token and secret_key it shares with the
// operator (no body signature). Amounts are decimal rupees; answers are HTTP 200
// {data, error: null} or {data: null, error: {code, message}}. The launch is a URL on PG's game
// host: /<game>/index.html?btt=1&ot=<operator token>&ops=<launch token>&l=<language>&f=<exit URL>.
// Where PG's document is not public to us (error codes, the is_end_round split of a round, a
// refund as an Adjustment that names the refunded bet) the README lists Khel's assumptions.
import { z } from 'zod';
import { commandOrMalformed, hundredthsOf, type GameAnswer, type GameCommand, type GameOutcome, type HookReply, type LaunchInput, type ParsedCallback, type RawCallback, type SeamlessAdapter } from '../port.ts';
import { formFields, secretMatches } from '../signature.ts';

export const PG_ACTIONS = ['VerifySession', 'Cash/Get', 'Cash/TransferInOut', 'Cash/Adjustment'] as const;
export type PgAction = (typeof PG_ACTIONS)[number];

export interface PgCredentials {
  operatorToken: string;
  secretKey: string;
  /** PG's game host (GAME_PG_LAUNCH_URL). */
  launchUrl: string;
}

/** PG's error codes as Khel answers them (README "PG"). */
export const PG_ERRORS: Record<Exclude<GameOutcome, 'ok'>, { code: string; message: string }> = {
  insufficientFunds: { code: '3202', message: 'Not enough cash balance' },
  sessionInvalid: { code: '1302', message: 'Invalid player session' },
  sessionExpired: { code: '1303', message: 'Player session expired' },
  playerNotFound: { code: '3004', message: 'Player does not exist' },
  roundNotFound: { code: '3021', message: 'Bet does not exist' },
  roundSettled: { code: '3033', message: 'Bet already settled' },
  roundCancelled: { code: '3034', message: 'Bet already cancelled' },
  betRolledBack: { code: '3035', message: 'Bet was refunded' },
  betNotFound: { code: '3022', message: 'Bet to refund does not exist' },
  txConflict: { code: '3040', message: 'Transaction id reused for another request' },
  playerRestricted: { code: '3203', message: 'Player is restricted' },
};
export const PG_INVALID_REQUEST = { code: '1034', message: 'Invalid request' };

const decimal = z.coerce.number().nonnegative();
const text = (max: number) => z.string().min(1).max(max);
const playerName = z.string().regex(/^\d{1,15}$/).transform(Number);

const Auth = z.object({ operator_token: z.string(), secret_key: z.string() });
const Verify = z.object({ operator_player_session: text(256), game_id: text(64).optional() });
const Get = z.object({ player_name: playerName, operator_player_session: z.string().max(256).optional() });
const TransferInOut = z.object({
  player_name: playerName,
  operator_player_session: z.string().max(256).optional(),
  game_id: text(64),
  parent_bet_id: text(64),
  bet_id: text(64),
  transaction_id: text(128),
  currency_code: z.string().max(8).optional(),
  bet_amount: decimal,
  win_amount: decimal,
  transfer_amount: z.coerce.number(),
  // Khel's reading: false = a stake of a round still open, true (default) = the round ends here.
  is_end_round: z.enum(['true', 'false']).default('true'),
});
const Adjustment = z.object({
  player_name: playerName,
  adjustment_transaction_id: text(128),
  reference_transaction_id: text(128),
  transfer_amount: decimal,
});

function toCommand(action: PgAction, fields: Record<string, string>): GameCommand | null {
  switch (action) {
    case 'VerifySession': {
      const b = Verify.safeParse(fields);
      return b.success ? { kind: 'authenticate', token: b.data.operator_player_session } : null;
    }
    case 'Cash/Get': {
      const b = Get.safeParse(fields);
      return b.success ? { kind: 'balance', playerId: b.data.player_name, token: b.data.operator_player_session } : null;
    }
    case 'Cash/TransferInOut': {
      const parsed = TransferInOut.safeParse(fields);
      if (!parsed.success) return null;
      const b = parsed.data;
      const bet = hundredthsOf(b.bet_amount);
      const win = hundredthsOf(b.win_amount);
      const transfer = hundredthsOf(Math.abs(b.transfer_amount));
      // transfer_amount is PG's own win − bet: a body where it disagrees is refused.
      if (bet === null || win === null || transfer === null || Math.sign(b.transfer_amount) * transfer !== win - bet) return null;
      const common = { txId: b.transaction_id, playerId: b.player_name, roundId: b.parent_bet_id };
      if (bet > 0 && b.is_end_round === 'true') {
        return { kind: 'betSettle', ...common, token: b.operator_player_session, gameId: b.game_id, betAmount: bet, winAmount: win };
      }
      if (bet > 0) return win === 0 ? { kind: 'bet', ...common, token: b.operator_player_session, gameId: b.game_id, amount: bet } : null;
      return { kind: 'settle', ...common, amount: win };
    }
    case 'Cash/Adjustment': {
      const b = Adjustment.safeParse(fields);
      if (!b.success) return null;
      return { kind: 'rollback', txId: `adj:${b.data.adjustment_transaction_id}`, playerId: b.data.player_name, refTxId: b.data.reference_transaction_id };
    }
  }
}

const PG_LANGUAGES: Record<string, string> = { en: 'en', zh: 'zh', ur: 'en' };

export function createPgAdapter(options: { name?: string; credentials: PgCredentials; launch?: (input: LaunchInput) => Promise<string> }): SeamlessAdapter {
  const { credentials } = options;
  return {
    name: options.name ?? 'pg',
    kind: 'seamless',
    parse(action: string, raw: RawCallback): ParsedCallback {
      if (!(PG_ACTIONS as readonly string[]).includes(action)) return { ok: false, reason: 'unknown-action' };
      const fields = formFields(raw.rawBody);
      const auth = Auth.safeParse(fields);
      if (!auth.success || !secretMatches(credentials.operatorToken, auth.data.operator_token) || !secretMatches(credentials.secretKey, auth.data.secret_key)) {
        return { ok: false, reason: 'signature' };
      }
      return commandOrMalformed(toCommand(action as PgAction, fields));
    },
    render(action, _command, answer: GameAnswer): HookReply {
      // Khel puts the balance in every answer it can, errors included (docs/architecture/overview.md#the-servers-layers).
      const cash = answer.playerId === null ? null : { currency_code: answer.currency, balance_amount: answer.balance / 100, updated_time: Date.now() };
      if (answer.outcome !== 'ok') return { status: 200, body: { data: cash, error: PG_ERRORS[answer.outcome] } };
      if (action === 'VerifySession') {
        const name = String(answer.playerId ?? '');
        return { status: 200, body: { data: { player_name: name, nickname: name, currency: answer.currency }, error: null } };
      }
      return { status: 200, body: { data: cash, error: null } };
    },
    unavailable(): HookReply {
      return { status: 503, body: { data: null, error: { code: '1200', message: 'Internal server error' } } };
    },
    refuse(_action, reason): HookReply {
      if (reason === 'signature') return { status: 401, body: { data: null, error: { code: '1204', message: 'Invalid operator' } } };
      if (reason === 'unknown-action') return { status: 404, body: { data: null, error: PG_INVALID_REQUEST } };
      return { status: 200, body: { data: null, error: PG_INVALID_REQUEST } };
    },
    async launchUrl(input: LaunchInput): Promise<string> {
      if (options.launch) return options.launch(input);
      const query = new URLSearchParams({
        btt: '1',
        ot: credentials.operatorToken,
        ops: input.token,
        l: PG_LANGUAGES[input.language] ?? 'en',
        ...(input.homeUrl ? { f: input.homeUrl } : {}),
      });
      return `${credentials.launchUrl.replace(/\/$/, '')}/${encodeURIComponent(input.gameId)}/index.html?${query.toString()}`;
    },
  };
}
