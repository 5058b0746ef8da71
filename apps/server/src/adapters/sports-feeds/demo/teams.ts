// The demo feed's competitions and teams. Team and competition names are proper nouns; every
// batter is invented: line-ups are drawn from pools of common given names and family names by
// region (never a real player's name: teams.unit.test.ts checks the well-known ones), and each
// team's strength is drawn from the seed and its name, so favourites exist and stay the same
// across matches and processes.
import { rngFor, unitFor, type Rng } from './rng.ts';

export interface Competition {
  key: string;
  name: string;
  teams: readonly string[];
}

const NATIONS = ['Pakistan', 'India', 'Australia', 'England', 'New Zealand', 'South Africa', 'Sri Lanka', 'Bangladesh', 'Afghanistan', 'West Indies'];

export const PAKISTAN_SUPER_LEAGUE: Competition = {
  key: 'pakistan-super-league',
  name: 'Pakistan Super League',
  teams: ['Karachi Kings', 'Lahore Qalandars', 'Islamabad United', 'Peshawar Zalmi', 'Quetta Gladiators', 'Multan Sultans'],
};
export const INTERNATIONAL_T20: Competition = { key: 'international-t20', name: 'International T20', teams: NATIONS };
export const ODI_SERIES: Competition = { key: 'odi-series', name: 'ODI Series', teams: NATIONS };
export const PAKISTAN_PREMIER_LEAGUE: Competition = {
  key: 'pakistan-premier-league',
  name: 'Pakistan Premier League',
  teams: ['WAPDA', 'Khan Research Laboratories', 'Pakistan Army', 'SNGPL', 'Pakistan Air Force', 'Karachi Port Trust', 'Sui Southern Gas', 'Pakistan Navy'],
};
export const SINDH_FOOTBALL_LEAGUE: Competition = {
  key: 'sindh-football-league',
  name: 'Sindh Football League',
  teams: ['Lyari United', 'Malir City', 'Korangi Athletic', 'Hyderabad Rangers', 'Sukkur Wanderers', 'Larkana Town', 'Thatta Rovers', 'Mirpurkhas FC'],
};

type Region = 'pk' | 'in' | 'en' | 'lk' | 'bd' | 'af';

// Given names and family names that are common in each region; rosters combine them at random.
const NAMES: Record<Region, { given: readonly string[]; family: readonly string[] }> = {
  pk: {
    given: ['Adeel', 'Basit', 'Ehsan', 'Faizan', 'Ghazanfar', 'Hammad', 'Jawad', 'Luqman', 'Moiz', 'Nabeel', 'Owais', 'Qasim', 'Rehan', 'Talha', 'Umair', 'Waqas', 'Zeeshan', 'Arsalan', 'Danyal', 'Saad'],
    family: ['Qadri', 'Siddiqui', 'Chaudhry', 'Rana', 'Jamil', 'Mirza', 'Sheikh', 'Kazmi', 'Naqvi', 'Ansari', 'Hashmi', 'Gillani', 'Lodhi', 'Tareen', 'Memon', 'Warraich', 'Bukhari', 'Paracha', 'Khattak', 'Awan'],
  },
  in: {
    given: ['Aarav', 'Devansh', 'Ishaan', 'Kabir', 'Lakshay', 'Madhav', 'Nikhil', 'Omkar', 'Pranav', 'Raghav', 'Siddhant', 'Tanmay', 'Uday', 'Vihaan', 'Ayaan', 'Hemant'],
    family: ['Bhandari', 'Chitnis', 'Deshmukh', 'Gokhale', 'Kulkarni', 'Mehra', 'Oberoi', 'Phadke', 'Saxena', 'Thakkar', 'Upadhyay', 'Chandok', 'Dhillon', 'Khurana', 'Malhotra', 'Nagpal', 'Rastogi', 'Walia'],
  },
  en: {
    given: ['Alfie', 'Barnaby', 'Callum', 'Declan', 'Edmund', 'Felix', 'Gideon', 'Hugo', 'Isaac', 'Jasper', 'Lachlan', 'Miles', 'Nathaniel', 'Percy', 'Quentin', 'Rupert', 'Sebastian', 'Tobias', 'Rowan', 'Angus', 'Bertie', 'Cormac', 'Dominic', 'Ewan', 'Fergus', 'Hamish', 'Laurie', 'Magnus', 'Ollie', 'Reuben'],
    family: [
      'Ashworth', 'Calloway', 'Darnell', 'Ellery', 'Fairbairn', 'Gresham', 'Holloway', 'Kingsley', 'Merriman', 'Northcott', 'Pemberton', 'Radcliffe', 'Thornbury', 'Whitmore', 'Bramley', 'Carrington', 'Denholm', 'Pennington', 'Winslow', 'Blakeney',
      'Aldridge', 'Birchall', 'Cottingham', 'Dunmore', 'Eastwood', 'Farrant', 'Gilchester', 'Hartigan', 'Ingleby', 'Jolliffe', 'Kettering', 'Langdale', 'Marchbank', 'Nettleton', 'Oakshott', 'Pellow', 'Rushworth', 'Stainforth', 'Trevithick', 'Wycherley',
    ],
  },
  lk: {
    given: ['Asanka', 'Chamath', 'Gayan', 'Hiran', 'Isura', 'Janaka', 'Kavindu', 'Malith', 'Nadun', 'Pasindu', 'Ravindu', 'Sahan', 'Tharaka', 'Udara', 'Viraj', 'Yohan'],
    family: ['Abeygunawardena', 'Dissanayake', 'Ekanayake', 'Gunasekara', 'Hettiarachchi', 'Jayasundara', 'Kodithuwakku', 'Munasinghe', 'Ranasinghe', 'Samarakoon', 'Tennakoon', 'Weerasooriya', 'Wijesekara', 'Amarasena', 'Rajakaruna'],
  },
  bd: {
    given: ['Arif', 'Farhan', 'Imtiaz', 'Jahid', 'Mahfuz', 'Rafiq', 'Zahid', 'Kawsar', 'Shakil', 'Fahim', 'Rakibul', 'Sajid', 'Tarek', 'Asif', 'Nazmul', 'Habib'],
    family: ['Chowdhury', 'Talukder', 'Mridha', 'Bhuiyan', 'Majumder', 'Khandaker', 'Sikder', 'Howlader', 'Patwary', 'Mollah', 'Akand', 'Dewan', 'Munshi', 'Biswas', 'Bepari'],
  },
  af: {
    given: ['Ahmadullah', 'Bashir', 'Darwish', 'Jamshid', 'Naveed', 'Obaid', 'Rahimullah', 'Wahid', 'Zubair', 'Habibullah', 'Khalid', 'Latif', 'Mirwais', 'Nasratullah', 'Sadiq', 'Zalmai'],
    family: ['Ahmadzai', 'Safi', 'Mohmand', 'Popalzai', 'Kakar', 'Jalali', 'Barakzai', 'Wardak', 'Sultani', 'Hotak', 'Achakzai', 'Nuristani', 'Yousafzai', 'Taniwal', 'Azizi'],
  },
};

const NATION_REGION: Record<string, Region> = {
  Pakistan: 'pk',
  India: 'in',
  Australia: 'en',
  England: 'en',
  'New Zealand': 'en',
  'South Africa': 'en',
  'Sri Lanka': 'lk',
  Bangladesh: 'bd',
  Afghanistan: 'af',
  'West Indies': 'en',
};

/** A franchise side: seven local players and four from abroad (the league's overseas quota). */
const FRANCHISE_OVERSEAS: readonly Region[] = ['en', 'af', 'lk', 'en', 'bd'];

// What a batter adds to the team's batting at each place in the order (0 = opener): the top and
// middle order carry the innings, the tail adds little.
const ORDER_SKILL = [0.12, 0.1, 0.14, 0.11, 0.07, 0.03, -0.02, -0.13, -0.25, -0.34, -0.42];

export interface Batter {
  name: string;
  /** Added to the team's batting rating when this batter faces (log-scale on boundaries and wickets). */
  skill: number;
}

export interface CricketTeam {
  name: string;
  /** Batting and bowling ratings around 0 (±0.15): the gap between them shapes every ball. */
  batting: number;
  bowling: number;
  /** The batting order, 11 batters. */
  batters: readonly Batter[];
}

export interface FootballTeam {
  name: string;
  /** Around 0 (±0.3): the difference of two teams' strengths scales their expected goals. */
  strength: number;
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function lineUp(seed: string, team: string): Batter[] {
  const rng = rngFor(seed, 'line-up', team);
  const nation = NATION_REGION[team];
  // Regions of the eleven, in batting order: a nation's own, or a franchise's mix.
  const regions: Region[] = nation
    ? Array<Region>(11).fill(nation)
    : shuffled(rng, [...Array<Region>(7).fill('pk'), ...shuffled(rng, FRANCHISE_OVERSEAS).slice(0, 4)]);
  const familyLeft = new Map<Region, string[]>();
  return regions.map((region, order) => {
    const pool = NAMES[region];
    // Family names are not repeated within a side, so every batter is told apart by name.
    if (!familyLeft.has(region)) familyLeft.set(region, shuffled(rng, pool.family));
    const family = familyLeft.get(region)!.pop()!;
    const given = pool.given[Math.floor(rng() * pool.given.length)]!;
    return { name: `${given} ${family}`, skill: ORDER_SKILL[order]! + (rng() - 0.5) * 0.08 };
  });
}

/** A team's overall strength in [-1, 1), from the seed and its name. */
const strengthOf = (seed: string, team: string) => unitFor(seed, 'strength', team) * 2 - 1;

const cricketTeams = new Map<string, CricketTeam>();

export function cricketTeam(seed: string, name: string): CricketTeam {
  const id = `${seed}\u001f${name}`;
  let team = cricketTeams.get(id);
  if (!team) {
    const overall = strengthOf(seed, name);
    const rng = rngFor(seed, 'ratings', name);
    // Batting and bowling follow the overall strength, each with its own lean.
    team = { name, batting: 0.1 * overall + (rng() - 0.5) * 0.08, bowling: 0.1 * overall + (rng() - 0.5) * 0.08, batters: lineUp(seed, name) };
    // One seed in a server and a few dozen teams: the map stays small (cleared if seeds pile up).
    if (cricketTeams.size >= 1_000) cricketTeams.clear();
    cricketTeams.set(id, team);
  }
  return team;
}

export function footballTeam(seed: string, name: string): FootballTeam {
  return { name, strength: 0.3 * strengthOf(seed, name) };
}
