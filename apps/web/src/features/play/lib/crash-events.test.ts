import type { CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { describe, expect, it } from 'vitest';
import { applyCrashEvent } from './crash-events.ts';

const game = (id: number, state: 'betting' | 'flying' | 'busted', bust: number | null = null) => ({
  id,
  state,
  bettingAt: '2026-03-18T10:00:00.000Z',
  flyingAt: '2026-03-18T10:00:05.000Z',
  bustedAt: bust === null ? null : '2026-03-18T10:00:09.000Z',
  bustPoint: bust,
  hash: bust === null ? null : `h${id}`,
});
const player = (seat: number, over: object = {}) => ({ seat, name: `pl***${seat}`, bet: 1_000, autoCashOut: null, cashedOutAt: null, payout: null, ...over });
const table: CrashTable = {
  now: '2026-03-18T10:00:06.000Z',
  game: game(7, 'flying'),
  players: [player(1), player(2)],
  history: [{ id: 6, bustPoint: 153, hash: 'h6' }],
  chains: [],
};

describe('the crash room on live events', () => {
  it("a cash-out updates that seat; another player's bet is added once", () => {
    const cashed = applyCrashEvent(table, { type: 'crash-cashout', gameId: 7, player: player(1, { cashedOutAt: 200, payout: 2_000 }) })!;
    expect(cashed.players).toContainEqual(player(1, { cashedOutAt: 200, payout: 2_000 }));
    expect(cashed.players).toHaveLength(2);
    const twice = applyCrashEvent(applyCrashEvent(cashed, { type: 'crash-bet', gameId: 7, player: player(3) })!, { type: 'crash-bet', gameId: 7, player: player(3) })!;
    expect(twice.players.map((p) => p.seat).sort()).toEqual([1, 2, 3]);
  });

  it('the bust: whoever still rides lost (payout 0), the strip gains the round at its front', () => {
    const withCash = applyCrashEvent(table, { type: 'crash-cashout', gameId: 7, player: player(1, { cashedOutAt: 200, payout: 2_000 }) })!;
    const busted = applyCrashEvent(withCash, { type: 'crash-bust', game: game(7, 'busted', 412) })!;
    expect(busted.game).toMatchObject({ state: 'busted', bustPoint: 412 });
    expect(busted.players.find((p) => p.seat === 2)?.payout).toBe(0);
    expect(busted.players.find((p) => p.seat === 1)?.payout).toBe(2_000);
    expect(busted.history.map((h) => h.bustPoint)).toEqual([412, 153]);
  });

  it('the next round opens empty; events that do not fit what the screen knows ask for the state (null)', () => {
    const next = applyCrashEvent(table, { type: 'crash-round', game: game(8, 'betting') })!;
    expect(next.game?.id).toBe(8);
    expect(next.players).toEqual([]);
    expect(applyCrashEvent(table, { type: 'crash-round', game: game(9, 'betting') })).toBeNull();
    expect(applyCrashEvent(table, { type: 'crash-bet', gameId: 6, player: player(4) })).toBeNull();
    expect(applyCrashEvent(table, { type: 'crash-bust', game: { id: 7 } })).toBeNull();
  });
});
