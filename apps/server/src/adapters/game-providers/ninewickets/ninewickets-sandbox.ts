// The sandbox 9WICKETS, in-process: it serves 9WICKETS' (assumed) API as a FetchLike, so the real
// adapter code runs against it. It keeps its own player balances and operations (in memory: dev
// and tests only), checks signatures, refuses a withdrawal above the balance, and misbehaves on
// demand: 'timeout-after-apply' applies the next operation and then fails to answer,
// 'timeout-before-apply' fails without applying, 'refuse' answers an error code.
import { z } from 'zod';
import type { FetchLike } from '../../payments/port.ts';
import { hundredthsOf } from '../port.ts';
import { hmacHex } from '../signature.ts';
import { NINEWICKETS_SIGNATURE_HEADER } from './ninewickets-transfer.ts';

export type NineWicketsMisbehaviour = 'timeout-after-apply' | 'timeout-before-apply' | 'refuse';

export interface NineWicketsSandbox {
  fetch: FetchLike;
  /** Makes the next deposit or withdrawal misbehave. */
  misbehaveNext(kind: NineWicketsMisbehaviour): void;
  /** The player's balance at the sandbox provider (hundredths). */
  balanceOf(playerId: number): number;
  /** Simulates play at the provider: a win (+) or a loss (−) in hundredths. */
  play(playerId: number, delta: number): void;
}

const Body = z.object({
  agent: z.string(),
  playerId: z.string().optional(),
  transferId: z.string().optional(),
  amount: z.number().optional(),
  gameId: z.string().optional(),
  lang: z.string().optional(),
});

export function createNineWicketsSandbox(options: { secret: string; launchBaseUrl?: string }): NineWicketsSandbox {
  const balances = new Map<string, number>();
  const operations = new Map<string, { status: 'success' | 'failed' }>();
  let misbehaviour: NineWicketsMisbehaviour | null = null;
  const reply = (payload: object, status = 200) => ({ status, text: async () => JSON.stringify(payload) });

  const fetch: FetchLike = async (url, init) => {
    const body = init?.body ?? '';
    const signature = init?.headers?.[NINEWICKETS_SIGNATURE_HEADER];
    if (signature !== hmacHex(options.secret, body)) return reply({ code: 401, message: 'bad signature' }, 401);
    const parsed = Body.safeParse(JSON.parse(body));
    if (!parsed.success) return reply({ code: 400 }, 400);
    const b = parsed.data;
    const path = new URL(url).pathname;
    const player = b.playerId ?? '';
    if (path === '/api/balance') return reply({ code: 0, balance: (balances.get(player) ?? 0) / 100 });
    if (path === '/api/launch') {
      return reply({ code: 0, url: `${options.launchBaseUrl ?? 'https://9wickets.sandbox.invalid'}/play/${b.gameId}?p=${player}&lang=${b.lang}` });
    }
    if (path === '/api/transfer/check') {
      const op = b.transferId ? operations.get(b.transferId) : undefined;
      return reply({ code: 0, status: op ? op.status : 'not_found' });
    }
    if (path === '/api/transfer/deposit' || path === '/api/transfer/withdraw') {
      const amount = b.amount === undefined ? null : hundredthsOf(b.amount);
      if (!b.transferId || amount === null || amount <= 0) return reply({ code: 400 }, 400);
      const now = misbehaviour;
      misbehaviour = null;
      if (now === 'timeout-before-apply') throw new Error('timeout');
      if (now === 'refuse') {
        operations.set(b.transferId, { status: 'failed' });
        return reply({ code: 500, message: 'refused' });
      }
      const existing = operations.get(b.transferId);
      if (!existing) {
        const current = balances.get(player) ?? 0;
        const next = path.endsWith('deposit') ? current + amount : current - amount;
        if (next < 0) {
          operations.set(b.transferId, { status: 'failed' });
          return reply({ code: 2, message: 'insufficient balance' });
        }
        balances.set(player, next);
        operations.set(b.transferId, { status: 'success' });
      }
      if (now === 'timeout-after-apply') throw new Error('timeout');
      const status = operations.get(b.transferId)!.status;
      return reply({ code: status === 'success' ? 0 : 2, balance: (balances.get(player) ?? 0) / 100 });
    }
    return reply({ code: 404 }, 404);
  };

  return {
    fetch,
    misbehaveNext(kind) {
      misbehaviour = kind;
    },
    balanceOf: (playerId) => balances.get(String(playerId)) ?? 0,
    play(playerId, delta) {
      balances.set(String(playerId), Math.max(0, (balances.get(String(playerId)) ?? 0) + delta));
    },
  };
}
