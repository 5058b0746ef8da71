// Evolution's side of the seamless wallet (evo-seamless.ts): the JSON calls it posts with
// ?authToken= and how it reads the status words. A round is one game (game.id); a bet is one
// debit whose refId its credit or cancel repeats.
import type { GameOutcome, HookTransport } from '../port.ts';
import { betThenSettle, exchange, replyOf, rupees, type WalletClient } from '../wallet-client.ts';
import { EVO_STATUS, type EvoAction } from './evo-seamless.ts';

// Several outcomes share a status word: the vendor reads the first outcome that renders to it.
const OUTCOME_OF_STATUS = new Map<string, GameOutcome>();
for (const [outcome, status] of Object.entries(EVO_STATUS)) if (!OUTCOME_OF_STATUS.has(status)) OUTCOME_OF_STATUS.set(status, outcome as GameOutcome);

export function createEvoClient(options: { provider?: string; authToken: string; transport: HookTransport }): WalletClient {
  const provider = options.provider ?? 'evo';
  let sequence = 0;
  const uuid = () => `${Date.now().toString(36)}-${(sequence += 1).toString(36)}`;

  const post = (action: EvoAction, payload: Record<string, unknown>) =>
    exchange<{ status: string; balance?: number }>(
      options.transport,
      {
        path: `/hooks/games/${provider}/${action}?authToken=${encodeURIComponent(options.authToken)}`,
        body: JSON.stringify({ ...payload, uuid: uuid() }),
        headers: { 'content-type': 'application/json' },
      },
      (answer) => replyOf(OUTCOME_OF_STATUS.get(answer.status) ?? 'refused', answer.balance),
    );

  const game = (roundId: string, gameId: string) => ({ id: roundId, type: 'live', details: { table: { id: gameId, vid: gameId } } });
  const client = {
    provider,
    singleCall: false,
    codeOf: (outcome: GameOutcome) => EVO_STATUS[outcome],
    async authenticate(p: { token: string; playerId: number; gameId: string }) {
      const checked = await post('check', { sid: p.token, userId: String(p.playerId), channel: { type: 'M' } });
      if (checked.outcome !== 'ok') return checked;
      return { ...(await client.balance(p)), playerId: p.playerId };
    },
    balance: (p: { playerId: number; token: string }) => post('balance', { sid: p.token, userId: String(p.playerId), currency: 'PKR' }),
    bet: (p: Parameters<WalletClient['bet']>[0]) =>
      post('debit', {
        sid: p.token,
        userId: String(p.playerId),
        currency: 'PKR',
        game: game(p.roundId, p.gameId),
        transaction: { id: `D${p.txId}`, refId: p.txId, amount: rupees(p.amount) },
      }),
    settle: (p: Parameters<WalletClient['settle']>[0]) =>
      post('credit', {
        ...(p.token ? { sid: p.token } : {}),
        userId: String(p.playerId),
        currency: 'PKR',
        game: game(p.roundId, p.gameId),
        transaction: { id: `C${p.txId}`, refId: p.betTxId ?? p.txId, amount: rupees(p.win) },
      }),
    betSettle: (p: Parameters<WalletClient['betSettle']>[0]) => betThenSettle(client, p),
    rollback: (p: Parameters<WalletClient['rollback']>[0]) =>
      post('cancel', {
        userId: String(p.playerId),
        currency: 'PKR',
        game: game(p.roundId, p.gameId),
        transaction: { id: `X${p.txId}`, refId: p.refTxId, amount: rupees(p.amount) },
      }),
  };
  return client;
}
