// Every table and card tile of the seeded catalogue opens its own game: the ten EVO tables that
// once all dealt Dragon Tiger, the roulettes, the other platforms' card tiles, Mine Sweeper Cash and
// Fortune Wheel Blitz.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindOf } from './demo-games.ts';

interface SeededGame {
  gameId: string;
  gameName: string;
  gameType: string;
  type: string;
  platform: string;
}
const catalogue = JSON.parse(readFileSync(new URL('../../../../seed/config/GameList2Conf.json', import.meta.url), 'utf8')) as SeededGame[];
const kindsOf = (filter: (g: SeededGame) => boolean) => Object.fromEntries(catalogue.filter(filter).map((g) => [g.gameId, kindOf(g.type, g.gameType, g.gameName)]));

describe('the seeded catalogue\'s tables', () => {
  it('each EVO live tile opens the game its name says', () => {
    expect(kindsOf((g) => g.gameId.startsWith('evo-'))).toEqual({
      'evo-royal-roulette-live': 'roulette',
      'evo-lightning-roulette-studio': 'roulette',
      'evo-speed-baccarat-live': 'baccarat',
      'evo-golden-baccarat-squeeze': 'baccarat',
      'evo-classic-blackjack-live': 'blackjack',
      'evo-infinite-blackjack-table': 'blackjack',
      'evo-mega-wheel-show': 'wheel',
      'evo-live-holdem-club': 'holdem',
      'evo-sic-bo-deluxe': 'sic-bo',
      'evo-lucky-numbers-draw': 'wheel',
      'evo-dragon-tiger-duel': 'dragon-tiger',
      'evo-andar-bahar-live': 'andar-bahar',
    });
  });

  it('card tiles play their game where the vendor has one, Hi-Lo otherwise; Mine Sweeper Cash is mines, Fortune Wheel Blitz a wheel, other slots stay slots', () => {
    expect(kindsOf((g) => g.type === 'cards')).toEqual({
      'jili-super-ace-cards': 'hilo',
      'jdb-mahjong-tiles-deluxe': 'hilo',
      'jdb-teen-patti-royale': 'teen-patti',
      'vn888-dragon-pearl-poker': 'holdem',
      'jili-rummy-masters': 'hilo',
      'vn888-three-card-dynasty': 'teen-patti',
      'vn888-bamboo-dice-duel': 'sic-bo',
      'jili-lucky-coin-toss': 'hilo',
    });
    expect(kindsOf((g) => g.gameId === 'jili-mine-sweeper-cash' || g.gameId === 'pg-galaxy-miner')).toEqual({ 'pg-galaxy-miner': 'slot', 'jili-mine-sweeper-cash': 'mines' });
    expect(catalogue.filter((g) => g.type === 'slots' && g.platform !== 'inhouse' && kindOf(g.type, g.gameType, g.gameName) !== 'slot').map((g) => g.gameId)).toEqual(['jdb-fortune-wheel-blitz', 'jili-mine-sweeper-cash']);
  });
});
