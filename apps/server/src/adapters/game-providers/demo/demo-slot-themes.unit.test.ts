// Every slot tile of the seeded catalogue gets a theme from its name, no two tiles look alike, and
// a theme changes the pictures only: each one draws all six engine symbols, whose multiples stay
// the engine's (the RTP test in demo-games.unit.test.ts holds for every theme).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindOf, SLOT_PAYS, SLOT_STRIP } from './demo-games.ts';
import { slotStageHtml } from './demo-slot-stage.ts';
import { SLOT_THEMES, slotLookOf } from './demo-slot-themes.ts';

interface Tile {
  gameName: string;
  gameType: string;
  platform: string;
  type: string;
}
const catalogue = JSON.parse(readFileSync(new URL('../../../../seed/config/GameList2Conf.json', import.meta.url), 'utf8')) as Tile[];
// The tiles the demo vendors play as a slot (in-house games have their own screens).
const slotTiles = catalogue.filter((g) => g.platform !== 'inhouse' && g.type !== 'platform' && kindOf(g.type, g.gameType) === 'slot');

describe('a slot theme from the tile name', () => {
  it('names that say what they are get that theme', () => {
    expect(slotLookOf('Fortune Gems').theme.id).toBe('gems');
    expect(slotLookOf('Mahjong Ways').theme.id).toBe('mahjong');
    expect(slotLookOf('Lucky Neko').theme.id).toBe('lucky-cat');
    expect(slotLookOf('Neon Fruit Frenzy').theme.id).toBe('space');
    expect(slotLookOf('Desert Caravan Gold').theme.id).toBe('egypt');
    expect(slotLookOf('Candy Kingdom Pop').theme.id).toBe('sweets');
    expect(slotLookOf('Pirate Map Riches').theme.id).toBe('ocean');
    expect(slotLookOf('Phoenix Riches').theme.id).toBe('dragon');
    expect(slotLookOf('Lucky Seven Classic').theme.id).toBe('fruit');
  });

  it('a name no keyword knows still gets a theme, always the same one', () => {
    const look = slotLookOf('Zyxw Qrst');
    expect(SLOT_THEMES).toContain(look.theme);
    expect(slotLookOf('Zyxw Qrst')).toEqual(look);
  });

  it(`every slot tile of the seeded catalogue gets a theme, and no two look alike`, () => {
    expect(slotTiles.length).toBeGreaterThan(40);
    const looks = new Map<string, string>();
    for (const tile of slotTiles) {
      const { theme, hue, pattern } = slotLookOf(tile.gameName);
      expect(SLOT_THEMES, tile.gameName).toContain(theme);
      const key = `${theme.id}/${hue}/${pattern}`;
      expect(looks.get(key), `${tile.gameName} looks like ${looks.get(key)}`).toBeUndefined();
      looks.set(key, tile.gameName);
    }
    // The keyword table, not the hashed fallback, themes most of them.
    const keyworded = slotTiles.filter((t) => SLOT_THEMES.some((th) => th.keywords.some((k) => t.gameName.toLowerCase().split(/\W+/).some((w) => w === k || w === `${k}s`))));
    expect(keyworded.length / slotTiles.length).toBeGreaterThan(0.8);
  });

  it('every theme draws all six engine symbols, named in en, zh and ur, and shows the engine multiples', () => {
    const symbols = [...new Set(SLOT_STRIP)].sort();
    for (const theme of SLOT_THEMES) {
      expect(Object.keys(theme.symbols).sort(), theme.id).toEqual(symbols);
      for (const s of Object.values(theme.symbols)) expect(s.name.every((n) => n.length > 0), theme.id).toBe(true);
      const html = slotStageHtml(theme.keywords[0]!, 'en', null);
      for (const pay of Object.values(SLOT_PAYS)) expect(html).toContain(`×${pay}</bdi>`);
    }
  });

  it('the paying cells of the line are lit; the rows above and below are the strip neighbours', () => {
    const seven = SLOT_STRIP.indexOf('seven');
    const won = slotStageHtml('Crystal Cave Gems', 'en', { stops: [seven, seven, seven], reels: ['seven', 'seven', 'seven'] });
    expect(won.match(/class="cell hit"/g)).toHaveLength(3);
    expect(won).toContain('data-hit="1"');
    expect(won).toContain('aria-label="Reels: Line Diamond, Diamond, Diamond"');
    const cherries = [0, 3, 1]; // cherry, cherry, lemon: the two cherries pay ×2
    const two = slotStageHtml('Crystal Cave Gems', 'en', { stops: cherries, reels: cherries.map((i) => SLOT_STRIP[i]) });
    expect(two.match(/class="cell hit"/g)).toHaveLength(2);
    const none = slotStageHtml('Crystal Cave Gems', 'en', { stops: [1, 2, 4], reels: [] });
    expect(none).not.toContain('cell hit');
    expect(none).not.toContain('data-hit');
  });
});
