// 9WICKETS: a transfer-wallet provider. The player's money sits at 9WICKETS while they play:
// Khel deposits it there on launch (thirdGameLogin) and withdraws it back (thirdGameLogout), each
// under Khel's own operation id, which 9WICKETS' "check operation" answers about after a timeout.
// The API shape below is an assumption (features/game-wallet/README.md "9WICKETS"): POST JSON,
// HMAC-SHA256 of the body in x-signature, amounts as decimal rupees, {code: 0} on success; bet
// history at /api/bets (since a bet sequence) is what Khel imports into the Bet tab.
import { z } from 'zod';
import type { FetchLike } from '../../payments/port.ts';
import { hundredthsOf, type LaunchInput, type TransferBet, type TransferStatus, type TransferWalletAdapter } from '../port.ts';
import { hmacHex } from '../signature.ts';

export const NINEWICKETS_SIGNATURE_HEADER = 'x-signature';

export interface NineWicketsOptions {
  baseUrl: string;
  agentCode: string;
  secret: string;
  fetch: FetchLike;
  /** The embedded demo sportsbook's launch instead of 9WICKETS' /api/launch. */
  launch?: (input: LaunchInput) => Promise<string>;
}

const Reply = z.object({
  code: z.number().int(),
  balance: z.number().nonnegative().optional(),
  status: z.enum(['success', 'failed', 'not_found']).optional(),
  url: z.string().optional(),
  bets: z
    .array(
      z.object({
        seq: z.number().int().positive(),
        betId: z.string().min(1),
        gameId: z.string().min(1),
        stake: z.number().positive(),
        payout: z.number().nonnegative(),
        odds: z.number().nullable().optional(),
        placedAt: z.string(),
      }),
    )
    .optional(),
});

export function createNineWicketsAdapter(options: NineWicketsOptions): TransferWalletAdapter {
  async function post(path: string, payload: Record<string, unknown>): Promise<z.infer<typeof Reply>> {
    const body = JSON.stringify({ agent: options.agentCode, ...payload });
    const response = await options.fetch(`${options.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [NINEWICKETS_SIGNATURE_HEADER]: hmacHex(options.secret, body) },
      body,
    });
    if (response.status !== 200) throw new Error(`9WICKETS ${path}: HTTP ${response.status}`);
    return Reply.parse(JSON.parse(await response.text()));
  }

  async function move(path: string, input: { operationId: string; playerId: number; amount: number }): Promise<TransferStatus> {
    try {
      const reply = await post(path, { transferId: input.operationId, playerId: String(input.playerId), amount: input.amount / 100 });
      // Only code 0 is definitive here: a refusal is confirmed by checkOperation (the vendor's
      // record of the id), so money is never refunded on an error code alone.
      return reply.code === 0 ? 'done' : 'unknown';
    } catch {
      return 'unknown'; // a timeout or a broken answer: only checkOperation can tell
    }
  }

  /**
   * check: the vendor's record of a transfer id ('not_found' is no answer: the request may still be
   * on its way). close: the same, but an id the vendor never saw is refused for good from then on,
   * so its answer is always definitive.
   */
  async function inquire(path: string, operationId: string, playerId?: number): Promise<TransferStatus> {
    try {
      const reply = await post(path, { transferId: operationId, ...(playerId === undefined ? {} : { playerId: String(playerId) }) });
      if (reply.code !== 0) return 'unknown';
      return reply.status === 'success' ? 'done' : reply.status === 'failed' ? 'failed' : 'unknown';
    } catch {
      return 'unknown';
    }
  }

  return {
    name: '9wickets',
    kind: 'transfer',
    deposit: (input) => move('/api/transfer/deposit', input),
    withdraw: (input) => move('/api/transfer/withdraw', input),
    async balance(playerId) {
      const reply = await post('/api/balance', { playerId: String(playerId) });
      const balance = reply.code === 0 && reply.balance !== undefined ? hundredthsOf(reply.balance) : null;
      if (balance === null) throw new Error('9WICKETS balance: unexpected answer');
      return balance;
    },
    checkOperation: (operationId) => inquire('/api/transfer/check', operationId),
    closeOperation: (operationId, playerId) => inquire('/api/transfer/close', operationId, playerId),
    async bets(playerId, since): Promise<TransferBet[]> {
      const reply = await post('/api/bets', { playerId: String(playerId), since });
      if (reply.code !== 0 || !reply.bets) throw new Error('9WICKETS bets: unexpected answer');
      return reply.bets.map((b) => {
        const stake = hundredthsOf(b.stake);
        const payout = hundredthsOf(b.payout);
        if (stake === null || payout === null) throw new Error(`9WICKETS bets: amount not in paisa (${b.betId})`);
        return { seq: b.seq, betId: b.betId, gameId: b.gameId, stake, payout, odds: b.odds ?? undefined, placedAt: new Date(b.placedAt) };
      });
    },
    async launchUrl(input: LaunchInput) {
      if (options.launch) return options.launch(input);
      const reply = await post('/api/launch', { playerId: String(input.playerId), gameId: input.gameId, lang: input.language });
      if (reply.code !== 0 || !reply.url) throw new Error('9WICKETS launch: unexpected answer');
      return reply.url;
    },
  };
}
