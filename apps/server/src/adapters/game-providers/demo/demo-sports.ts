// The demo 9WICKETS sportsbook's markets: a few fixtures per game, each outcome with a fixed
// probability and decimal odds of 0.95 ÷ probability rounded down to 0.01 → every selection
// returns at most 95% (README "Demo games"). A bet settles at once on a virtual result drawn with
// the fair RNG; nothing depends on who bets.
import { cryptoRng, DEMO_STAKES, type DemoOutcome, type Rng } from './demo-games.ts';

export interface Selection {
  id: string;
  /** Shown as is: team and runner names are not translated. */
  name: string;
  /** Chance in thousandths. */
  chance: number;
}

export interface Fixture {
  id: string;
  home: string;
  away: string;
  selections: Selection[];
}

const CRICKET = ['Karachi Kings', 'Lahore Qalandars', 'Islamabad United', 'Peshawar Zalmi', 'Quetta Gladiators', 'Multan Sultans'];
const FOOTBALL = ['Karachi United', 'Lahore City', 'Quetta Stars', 'Sialkot Athletic', 'Faisalabad Rovers', 'Hyderabad FC'];
const KABADDI = ['Punjab Panthers', 'Sindh Sultans', 'Khyber Kings', 'Balochistan Bulls', 'Gilgit Giants', 'Kashmir Lions'];
const TENNIS = ['A. Khan', 'S. Qureshi', 'M. Malik', 'H. Raza', 'Z. Ahmed', 'F. Iqbal'];
const HORSES = ['Desert Wind', 'Indus Star', 'Royal Karakoram', 'Silver Chenab'];

/** Two-way chances of the three fixtures (thousandths), then the three-way ones (home, draw, away). */
const TWO_WAY = [
  [550, 450],
  [500, 500],
  [400, 600],
];
const THREE_WAY = [
  [450, 250, 300],
  [380, 270, 350],
  [300, 250, 450],
];

function twoWay(names: readonly string[]): Fixture[] {
  return TWO_WAY.map(([a, b], i) => {
    const home = names[i * 2]!;
    const away = names[i * 2 + 1]!;
    return { id: `f${i + 1}`, home, away, selections: [{ id: 'home', name: home, chance: a! }, { id: 'away', name: away, chance: b! }] };
  });
}

function threeWay(names: readonly string[]): Fixture[] {
  return THREE_WAY.map(([h, d, a], i) => {
    const home = names[i * 2]!;
    const away = names[i * 2 + 1]!;
    const selections = [
      { id: 'home', name: home, chance: h! },
      { id: 'draw', name: 'Draw', chance: d! },
      { id: 'away', name: away, chance: a! },
    ];
    return { id: `f${i + 1}`, home, away, selections };
  });
}

/** The fixtures of a 9WICKETS game, chosen by the sport its id names. */
export function fixturesOf(gameId: string): Fixture[] {
  const id = gameId.toLowerCase();
  if (id.includes('football')) return threeWay(FOOTBALL);
  if (id.includes('kabaddi')) return twoWay(KABADDI);
  if (id.includes('tennis')) return twoWay(TENNIS);
  if (id.includes('horse')) {
    const chances = [400, 300, 200, 100];
    return [{ id: 'f1', home: HORSES[0]!, away: HORSES[3]!, selections: HORSES.map((name, i) => ({ id: `r${i + 1}`, name, chance: chances[i]! })) }];
  }
  return twoWay(CRICKET);
}

/** Decimal odds in hundredths: 0.95 ÷ chance, rounded down. */
export const decimalOdds = (chance: number) => Math.floor(95_000 / chance);

/** A bet on `fixtureId:selectionId`, settled at once on a drawn result. */
export function playSports(gameId: string, stake: number, choice: string, rng: Rng = cryptoRng): DemoOutcome | null {
  if (!(DEMO_STAKES as readonly number[]).includes(stake)) return null;
  const [fixtureId, selectionId] = choice.split(':');
  const fixture = fixturesOf(gameId).find((f) => f.id === fixtureId);
  const selection = fixture?.selections.find((s) => s.id === selectionId);
  if (!fixture || !selection) return null;
  let draw = rng(1_000);
  const result = fixture.selections.find((s) => (draw -= s.chance) < 0) ?? fixture.selections.at(-1)!;
  const odds = decimalOdds(selection.chance);
  const won = result.id === selection.id;
  return {
    win: won ? Math.floor((stake * odds) / 100) : 0,
    odds: (odds - 100) / 100,
    shown: { fixture: fixture.id, home: fixture.home, away: fixture.away, pick: selection.name, result: result.name, odds: odds / 100 },
  };
}
