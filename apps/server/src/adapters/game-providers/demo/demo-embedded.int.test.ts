// The demo pages as the app shows them (embed=1, in its frame) and as players get them by default
// (no DEMO_TEST_TOOLS): a round played in the frame comes back to a page still without its own bar,
// a fish target shot plays that target, and a test-tools field a player adds by hand changes nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDemoGame, playRound } from '../../../../test/demo-games.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { checkLedger } from '../../../features/wallet/ledger-check.ts';
import { availableBalance } from '../../../features/wallet/wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const START = 10_000;

const openedEmbedded = (gameId: string) => openDemoGame(t, gameId, { funds: START, embed: true });

describe("the demo page in the app's frame", () => {
  it('has no bar, balance or close of its own, before and after a round, and no test tools', async () => {
    const { player, url, page } = await openedEmbedded('pg-mystic-garden-ways');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<header');
    expect(page.html).not.toContain('id="close"');
    expect(page.balance).toBeNull();
    expect(page.html).not.toContain('name="misbehave"');

    // A player who adds the test tools' field by hand still gets a normal round.
    const result = await playRound(t.app, page, url, { misbehave: 'game-error', embed: true });
    expect(result.result.state).toBe('settled');
    expect(result.html).not.toContain('<header');
    expect(result.html).toContain('data-testid="demo-reels"');
    expect(await availableBalance(t.db, player.playerId)).toBe(START - 200 + result.result.win!);
  });

  it('fish: the shot target is the round played', async () => {
    const { url, page } = await openedEmbedded('cq9-paradise-fishing');
    const result = await playRound(t.app, page, url, { choice: 'whale', stake: 100, embed: true });
    expect(result.result).toMatchObject({ state: 'settled', stake: 100 });
    expect([0, 2_000]).toContain(result.result.win);
    expect(result.html).toMatch(/class="swim (caught|escaped)"[^>]*value="whale"/);
  });
});
