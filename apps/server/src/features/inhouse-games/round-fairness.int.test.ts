// A bet record's "Verify" link: the player's own round comes back with the seeds, nonce and choices
// /fair/verify recomputes it from; the server seed only once the pair is rotated.
import type { MinesRound, RoundFairness, VerifyResponse } from '@khel/contracts/endpoints/inhouse-games';
import type { BetRecord } from '@khel/contracts/endpoints/game-wallet-records';
import { minePositions } from '@khel/games/mines/mines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundedPlayer, ok } from '../../../test/inhouse-games.ts';
import { businessDay } from '../../platform/clock.ts';
import { PLAY_OUTBOX_JOB } from '../game-wallet/play-outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fairnessOf = async (player: Awaited<ReturnType<typeof fundedPlayer>>, roundId: string) => {
  const round = await ok<RoundFairness>(t, player, '/usercenter/inhouse/roundFairness', { roundId });
  if (round.kind !== 'seeded') throw new Error(`a seeded round was expected, got ${round.kind}`);
  return round;
};

describe('a round from the bet records, for /fair/verify', () => {
  it('dice: the record\'s round gives seeds, nonce and choices; the seed only after rotation; verify recomputes the same roll', async () => {
    const p = await fundedPlayer(t, 50_000);
    await ok(t, p, '/usercenter/inhouse/dice/roll', { bet: 500, target: 4_000, direction: 'under' });
    const roll = await ok<{ roundId: string; payout: number; outcome: Record<string, unknown> }>(t, p, '/usercenter/inhouse/dice/roll', {
      bet: 1_000,
      target: 6_000,
      direction: 'over',
    });
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    const day = businessDay(t.clock.now());
    const page = await ok<{ data: string }>(t, p, '/usercenter/game/gameRecord', { startDate: day, endDate: day, page: 0, state: 'all', platform: 'inhouse' });
    const record = (JSON.parse(page.data) as BetRecord[])[0]!;
    expect(record.round).toBe(roll.roundId);

    const secret = await fairnessOf(p, record.round);
    expect(secret).toMatchObject({ kind: 'seeded', game: 'dice', nonce: 1, bet: 1_000, target: 6_000, direction: 'over', serverSeed: null });
    expect(secret.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    await ok(t, p, '/usercenter/inhouse/rotateSeed');
    const revealed = await fairnessOf(p, record.round);
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const v = await ok<VerifyResponse>(t, null, '/usercenter/inhouse/verify', {
      game: 'dice',
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nonce,
      params: { bet: revealed.bet, target: revealed.target, direction: revealed.direction },
    });
    expect(v.commitmentMatches).toBe(true);
    expect(v.outcome).toEqual(roll.outcome);
  });

  it('mines: the picks the player made come back, and verify lands on the same payout', async () => {
    const p = await fundedPlayer(t, 10_000);
    const round = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/start', { bet: 1_000, mines: 3 });
    const [pair] = await t.db.query<{ server_seed_sealed: string }>('SELECT server_seed_sealed FROM inhouse_seeds WHERE player_id = $1 AND revealed_at IS NULL', [
      p.playerId,
    ]);
    const layout = minePositions({ serverSeed: t.cipher.open(pair!.server_seed_sealed), clientSeed: round.clientSeed }, round.nonce, 3);
    const safe = [...Array(25).keys()].filter((tile) => !layout.includes(tile)).slice(0, 2);
    for (const tile of safe) await ok(t, p, '/usercenter/inhouse/mines/reveal', { roundId: round.roundId, tile });
    const cashed = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/cashOut', { roundId: round.roundId });
    await ok(t, p, '/usercenter/inhouse/rotateSeed');

    const revealed = await fairnessOf(p, round.roundId);
    expect(revealed).toMatchObject({ game: 'mines', bet: 1_000, mines: 3, picks: safe });
    const v = await ok<VerifyResponse>(t, null, '/usercenter/inhouse/verify', {
      game: 'mines',
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nonce,
      params: { bet: revealed.bet, mines: revealed.mines, picks: revealed.picks },
    });
    expect(v.outcome).toMatchObject({ won: true, payout: cashed.payout });
  });

  it("another player's round, or one that does not exist: 'Round not found'", async () => {
    const owner = await fundedPlayer(t, 10_000);
    const other = await fundedPlayer(t, 0);
    const roll = await ok<{ roundId: string }>(t, owner, '/usercenter/inhouse/dice/roll', { bet: 100, target: 5_000, direction: 'under' });
    for (const roundId of [roll.roundId, 'no-such-round']) {
      const reply = await call(t.app, 'POST', '/usercenter/inhouse/roundFairness', { roundId }, { token: other.token });
      expect(reply.msg).toBe('Round not found');
    }
    expect((await call(t.app, 'POST', '/usercenter/inhouse/roundFairness', { roundId: roll.roundId }, {})).status).toBe(401);
  });
});
