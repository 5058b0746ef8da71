import { describe, expect, it } from 'vitest';
import { playCrash } from './crash/crash.ts';
import { playDice } from './dice/dice.ts';
import { hashServerSeed } from './fair/seeds.ts';
import { playMines } from './mines/mines.ts';
import { playSlot } from './slot/slot.ts';
import { TEST_SEEDS } from '../test/tolerance.ts';
import { type GameName, verify } from './verify.ts';

const round = { ...TEST_SEEDS, nonce: 42 };

describe('verify', () => {
  it('recomputes each game exactly as it was played', () => {
    expect(verify('slot', { ...round, params: { bet: 2000 } })).toMatchObject(playSlot(TEST_SEEDS, 42, { bet: 2000 }));
    expect(verify('crash', { ...round, params: { bet: 500, autoCashOut: 250 } })).toMatchObject({
      ...playCrash(TEST_SEEDS, 42, { bet: 500, autoCashOut: 250 }),
      crashPoint: 268,
      payout: 1250,
    });
    expect(verify('dice', { ...round, params: { bet: 100, target: 9700, direction: 'under' } })).toMatchObject({
      ...playDice(TEST_SEEDS, 42, { bet: 100, target: 9700, direction: 'under' }),
      roll: 9668,
      payout: 102,
    });
    const mines = verify('mines', { ...round, params: { bet: 100, mines: 3, picks: [0, 10] } });
    expect(mines).toMatchObject({ ...playMines(TEST_SEEDS, 42, { bet: 100, mines: 3, picks: [0, 10] }), hitMine: 10, revealed: [0] });
  });

  it('checks the revealed seed against the commitment shown before play', () => {
    const commitment = hashServerSeed(TEST_SEEDS.serverSeed);
    expect(verify('dice', { ...round, serverSeedHash: commitment, params: { bet: 100, target: 5000, direction: 'over' } })).toMatchObject({
      serverSeedHash: commitment,
      commitmentMatches: true,
    });
    expect(verify('dice', { ...round, serverSeedHash: 'f'.repeat(64), params: { bet: 100, target: 5000, direction: 'over' } }).commitmentMatches).toBe(false);
    expect(verify('dice', { ...round, params: { bet: 100, target: 5000, direction: 'over' } }).commitmentMatches).toBeNull();
  });

  it('refuses unknown games and inherited names', () => {
    expect(() => verify('poker' as GameName, { ...round, params: { bet: 100 } } as never)).toThrow(/unknown game/);
    expect(() => verify('toString' as GameName, { ...round, params: { bet: 100 } } as never)).toThrow(/unknown game/);
  });
});
