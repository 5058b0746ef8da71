// Round history for disputes: a player's rounds newest first in keyset pages, the
// search by round id, and the in-house fairness data — the server seed only once the pair was
// rotated, never before (the active seed is in no answer).
import type { Fairness, SeedRotation } from '@khel/contracts/endpoints/inhouse-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import type { SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundedPlayer, leftoverCrashRound, ok } from '../../../test/inhouse-games.ts';

let t: TestApp;
let support: AdminClient;
let player: SignedUp;
type Round = {
  id: number;
  roundId: string;
  provider: string;
  gameId: string;
  playerId: number;
  showId: string;
  stake: number;
  win: number;
  state: string;
  createdAt: string;
  settledAt: string | null;
  fairness: { game: string; serverSeedHash: string; serverSeed: string | null; revealedAt: string | null; clientSeed: string; nonce: number; outcome: unknown } | null;
};
type Dice = { roundId: string; payout: number; nonce: number; serverSeedHash: string; clientSeed: string; outcome: { roll: number; won: boolean } };
const dice: Dice[] = [];
let crashRoundId: string;
let fairnessBefore: Fairness;

const activeSeed = async (playerId: number) => {
  const [row] = await t.db.query<{ sealed: string }>('SELECT server_seed_sealed AS sealed FROM inhouse_seeds WHERE player_id = $1 AND revealed_at IS NULL', [playerId]);
  return t.cipher.open(row!.sealed);
};

beforeAll(async () => {
  t = await createTestApp();
  support = await adminClient(t, 'support');
  player = await fundedPlayer(t, 100_000);
  fairnessBefore = await ok<Fairness>(t, player, '/usercenter/inhouse/fairness');
  for (const bet of [1_000, 2_000]) {
    dice.push(await ok<Dice>(t, player, '/usercenter/inhouse/dice/roll', { bet, target: 5_000, direction: 'over' }));
    t.clock.advance(1_000);
  }
  // An open crash round (per-player, as the retired crash API left it; auto cash-out far away): its
  // crash point must not be derivable.
  crashRoundId = (await leftoverCrashRound(t, player, 500, 100_000_000)).roundId;
});
afterAll(async () => t.close());

describe("a player's rounds", () => {
  it('newest first with stake, win, game, provider, time and state, in keyset pages with every round once', async () => {
    const { items, pages } = await allPages<Round>(support, `/admin/api/players/${player.playerId}/rounds`, 1);
    expect(pages).toBe(3);
    expect(items.map((r) => [r.roundId, r.provider, r.gameId, r.stake, r.win, r.state])).toEqual([
      [crashRoundId, 'inhouse', 'inhouse-crash', 500, 0, 'open'],
      [dice[1]!.roundId, 'inhouse', 'inhouse-dice', 2_000, dice[1]!.payout, 'settled'],
      [dice[0]!.roundId, 'inhouse', 'inhouse-dice', 1_000, dice[0]!.payout, 'settled'],
    ]);
    expect(items[2]).toMatchObject({ playerId: player.playerId, showId: player.showId, createdAt: '2026-01-05T09:00:00.000Z', settledAt: '2026-01-05T09:00:00.000Z' });
    const settled = await support.get(`/admin/api/players/${player.playerId}/rounds?state=settled`);
    expect(settled.json<{ items: Round[] }>().items.map((r) => r.roundId)).toEqual([dice[1]!.roundId, dice[0]!.roundId]);
    const otherDay = await support.get(`/admin/api/players/${player.playerId}/rounds?from=2026-01-06&to=2026-01-07`);
    expect(otherDay.json()).toEqual({ items: [], nextCursor: null });
  });

  it('in-house rounds carry the seed hash, client seed and nonce, but not the server seed while the pair is active', async () => {
    const reply = await support.get(`/admin/api/players/${player.playerId}/rounds`);
    const [crash, second, first] = reply.json<{ items: Round[] }>().items;
    expect(first!.fairness).toEqual({
      game: 'dice',
      serverSeedHash: fairnessBefore.serverSeedHash,
      serverSeed: null,
      revealedAt: null,
      clientSeed: fairnessBefore.clientSeed,
      nonce: 0,
      outcome: expect.objectContaining({ roll: dice[0]!.outcome.roll, won: dice[0]!.outcome.won }),
    });
    expect(second!.fairness).toMatchObject({ nonce: 1, serverSeed: null });
    // The open crash round shows no outcome (it would be its crash point).
    expect(crash!.fairness).toMatchObject({ game: 'crash', nonce: 2, serverSeed: null, outcome: null });
    expect(reply.body).not.toContain(await activeSeed(player.playerId));
    const search = await support.get(`/admin/api/rounds?roundId=${dice[0]!.roundId}`);
    expect(search.body).not.toContain(await activeSeed(player.playerId));
  });

  it('after a rotation the revealed server seed is shown for the rounds it played; later rounds again hide theirs', async () => {
    // A rotation waits for the open crash round: past the longest possible round (≈ 5 min) it has
    // crashed, and the rotation has the recovery settle it first.
    t.clock.advance(6 * 60_000);
    const { revealed } = await ok<SeedRotation>(t, player, '/usercenter/inhouse/rotateSeed');
    const later = await ok<Dice>(t, player, '/usercenter/inhouse/dice/roll', { bet: 300, target: 5_000, direction: 'over' });
    const items = (await support.get(`/admin/api/players/${player.playerId}/rounds`)).json<{ items: Round[] }>().items;
    const byRound = new Map(items.map((r) => [r.roundId, r]));
    expect(byRound.get(dice[0]!.roundId)!.fairness).toMatchObject({ serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, revealedAt: expect.any(String) });
    expect(byRound.get(crashRoundId)!.fairness).toMatchObject({ serverSeed: revealed.serverSeed, outcome: expect.objectContaining({ crashPoint: expect.any(Number) }) });
    expect(byRound.get(later.roundId)!.fairness).toMatchObject({ serverSeed: null, nonce: 0, serverSeedHash: later.serverSeedHash });
    expect(JSON.stringify(items)).not.toContain(await activeSeed(player.playerId));
  });

  it('refuses bad input with the field named, and an unknown player with 404', async () => {
    const bad = async (query: string) => (await support.get(`/admin/api/players/${player.playerId}/rounds?${query}`)).json<{ issues: { path: string; message: string }[] }>();
    expect((await bad('cursor=abc')).issues).toEqual([{ path: 'cursor', message: 'not a cursor of this list' }]);
    expect((await bad('from=2026-01-05')).issues).toEqual([{ path: 'to', message: 'from and to go together' }]);
    expect((await bad('from=2026-01-06&to=2026-01-05')).issues).toEqual([{ path: 'from', message: 'from must not be after to' }]);
    expect((await bad('state=won')).issues[0]!.path).toBe('state');
    expect((await support.get(`/admin/api/players/${player.playerId}/rounds?limit=0`)).statusCode).toBe(400);
    expect((await support.get('/admin/api/players/99999999/rounds')).statusCode).toBe(404);
  });
});

describe('search by round id', () => {
  it('finds the round with its player and fairness data; an unknown id finds nothing; an empty one is refused', async () => {
    const found = await support.get(`/admin/api/rounds?roundId=${encodeURIComponent(dice[1]!.roundId)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ items: Round[] }>().items).toEqual([
      expect.objectContaining({ roundId: dice[1]!.roundId, playerId: player.playerId, stake: 2_000, win: dice[1]!.payout, fairness: expect.objectContaining({ nonce: 1 }) }),
    ]);
    expect((await support.get('/admin/api/rounds?roundId=no-such-round')).json()).toEqual({ items: [] });
    const empty = await support.get('/admin/api/rounds?roundId=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: 'roundId' }] });
  });

  it('needs players.read: an operator without a session is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/admin/api/rounds?roundId=${dice[0]!.roundId}` })).statusCode).toBe(401);
  });
});
