// What a player sees on a demo page: no developer test tools unless the development flag is on;
// in the app's frame no bar, balance or close button of the page's own (the app's header is the
// one); the fish game's swimming targets are the buttons that play; the sound starts off.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAKE, type DemoKind } from './demo-games.ts';
import { demoPageHtml, type PageModel } from './demo-page.ts';

const page = (change: Partial<PageModel> = {}) =>
  demoPageHtml({
    language: 'en',
    theme: 'light',
    gameName: 'Crystal Cave Gems',
    platform: 'PG',
    kind: 'slot' as DemoKind,
    gameId: 'pg-crystal',
    action: '/demo-games/pg/pg-crystal',
    sealed: 'sealed',
    nonce: 'nonce',
    homeUrl: '/',
    balance: 12_345,
    round: null,
    stake: DEFAULT_STAKE,
    choice: '',
    notice: null,
    ended: false,
    devTools: false,
    embedded: false,
    ...change,
  });

describe('the demo page', () => {
  it('shows no test tools unless they are switched on', () => {
    expect(page()).not.toContain('Test tools');
    expect(page()).not.toContain('name="misbehave"');
    expect(page({ devTools: true })).toContain('Test tools (development only)');
    expect(page({ devTools: true })).toContain('<select name="misbehave">');
  });

  it("in the app's frame it has no bar, balance or close button of its own, and keeps embed=1 across rounds", () => {
    const embedded = page({ embedded: true });
    expect(embedded).not.toContain('<header');
    expect(embedded).not.toContain('demo-balance');
    expect(embedded).not.toContain('id="close"');
    expect(embedded).toContain('<input type="hidden" name="embed" value="1">');
    // The name stays for screen readers (the app's header shows it on screen).
    expect(embedded).toContain('<h1 class="sr-only">Crystal Cave Gems</h1>');

    const own = page();
    expect(own).toContain('<header class="bar">');
    expect(own).toContain('data-testid="demo-balance" data-balance="12345"');
    expect(own).toContain('id="close"');
    expect(own).not.toContain('name="embed"');
  });

  it("a slot shows its theme's reels, paytable and a sound switch that starts off", () => {
    const html = page();
    expect(html).toContain('data-theme-id="gems"');
    expect(html).toContain('<h2>Paytable</h2>');
    expect(html).toMatch(/<button id="sound" class="sound" type="button" aria-pressed="false" data-on="Sound on" data-off="Sound off">/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('<button class="play" type="submit">Spin</button>');
  });

  it('every table and card game has the sound switch too; the sports book has none', () => {
    for (const kind of ['roulette', 'dragon-tiger', 'hilo', 'baccarat', 'blackjack', 'sic-bo', 'mines'] as const) {
      expect(page({ kind, gameName: 'Table' }), kind).toContain('<button id="sound" class="sound" type="button" aria-pressed="false"');
    }
    expect(page({ kind: 'sports', gameName: 'Cricket' })).not.toContain('id="sound"');
  });

  it('fish: each of the six swimming targets submits the form with itself as the choice; no separate button', () => {
    const html = page({ kind: 'fish', gameName: 'Ocean King Hunter' });
    const targets = [...html.matchAll(/<button type="submit" class="swim" form="demo-form" name="choice" value="(\w+)"[^>]*aria-label="Shoot: ([^"]+)"/g)];
    expect(targets.map((t) => t[1])).toEqual(['shrimp', 'crab', 'turtle', 'shark', 'whale', 'dragon']);
    expect(targets[0]![2]).toBe('Shrimp ×2');
    expect(html).toContain('<form class="game" id="demo-form"');
    expect(html).not.toContain('class="play"');
  });

  it('respects reduced motion and keeps one script on every page (its CSP hash)', () => {
    const script = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(page()).toContain('@media (prefers-reduced-motion:reduce){*{animation:none!important}}');
    expect(script(page({ kind: 'fish', embedded: true, devTools: true }))).toBe(script(page()));
  });
});
