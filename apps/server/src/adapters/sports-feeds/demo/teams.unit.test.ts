// The demo teams: invented batters (never a well-known real player), eleven distinct names a side,
// and strengths that differ, all the same in every process.
import { describe, expect, it } from 'vitest';
import { cricketTeam, footballTeam, INTERNATIONAL_T20, PAKISTAN_PREMIER_LEAGUE, PAKISTAN_SUPER_LEAGUE, SINDH_FOOTBALL_LEAGUE } from './teams.ts';

// Well-known players past and present: none of them may appear (the pools were chosen to avoid
// them; this catches a pool edited carelessly).
const REAL_PLAYERS = [
  'Babar Azam', 'Mohammad Rizwan', 'Shaheen Afridi', 'Shahid Afridi', 'Shadab Khan', 'Fakhar Zaman', 'Imam-ul-Haq', 'Haris Rauf', 'Naseem Shah', 'Wasim Akram',
  'Waqar Younis', 'Imran Khan', 'Inzamam-ul-Haq', 'Younis Khan', 'Misbah-ul-Haq', 'Shoaib Akhtar', 'Shoaib Malik', 'Saeed Ajmal', 'Mohammad Amir', 'Abdul Razzaq',
  'Sarfaraz Ahmed', 'Kamran Akmal', 'Umar Akmal', 'Ahmed Shehzad', 'Mohammad Hafeez', 'Yasir Shah', 'Hasan Ali', 'Azhar Ali', 'Asad Shafiq', 'Saud Shakeel',
  'Abdullah Shafique', 'Saim Ayub', 'Iftikhar Ahmed', 'Imad Wasim', 'Mohammad Nawaz', 'Usama Mir', 'Sahibzada Farhan', 'Sameer Minhas', 'Arafat Minhas', 'Danish Kaneria',
  'Virat Kohli', 'Rohit Sharma', 'Sachin Tendulkar', 'MS Dhoni', 'Jasprit Bumrah', 'Ravindra Jadeja', 'Shubman Gill', 'Hardik Pandya', 'Rishabh Pant', 'KL Rahul',
  'Suryakumar Yadav', 'Yashasvi Jaiswal', 'Karun Nair', 'Ishan Kishan', 'Kuldeep Yadav', 'Mohammed Shami', 'Yuvraj Singh', 'Rahul Dravid', 'Sourav Ganguly', 'Anil Kumble',
  'Steve Smith', 'David Warner', 'Pat Cummins', 'Mitchell Starc', 'Glenn Maxwell', 'Travis Head', 'Ricky Ponting', 'Shane Warne', 'Josh Hazlewood', 'Marnus Labuschagne',
  'Joe Root', 'Ben Stokes', 'Jos Buttler', 'James Anderson', 'Stuart Broad', 'Jofra Archer', 'Harry Brook', 'Zak Crawley', 'Chris Tremlett', 'Alastair Cook',
  'Kane Williamson', 'Trent Boult', 'Tim Southee', 'Devon Conway', 'Brendon McCullum', 'Ross Taylor', 'Rachin Ravindra', 'Daryl Mitchell', 'Glenn Phillips', 'Martin Guptill',
  'Quinton de Kock', 'Kagiso Rabada', 'AB de Villiers', 'Faf du Plessis', 'Dale Steyn', 'Aiden Markram', 'Heinrich Klaasen', 'David Miller', 'Temba Bavuma', 'Anrich Nortje',
  'Kumar Sangakkara', 'Mahela Jayawardene', 'Lasith Malinga', 'Muttiah Muralitharan', 'Angelo Mathews', 'Kusal Mendis', 'Pathum Nissanka', 'Wanindu Hasaranga', 'Dimuth Karunaratne', 'Dasun Shanaka',
  'Shakib Al Hasan', 'Tamim Iqbal', 'Mushfiqur Rahim', 'Mahmudullah', 'Mustafizur Rahman', 'Litton Das', 'Mehidy Hasan', 'Najmul Hossain Shanto', 'Taskin Ahmed', 'Soumya Sarkar',
  'Rashid Khan', 'Mohammad Nabi', 'Rahmanullah Gurbaz', 'Ibrahim Zadran', 'Mujeeb Ur Rahman', 'Fazalhaq Farooqi', 'Naveen-ul-Haq', 'Hashmatullah Shahidi', 'Azmatullah Omarzai', 'Gulbadin Naib',
  'Chris Gayle', 'Kieron Pollard', 'Andre Russell', 'Sunil Narine', 'Nicholas Pooran', 'Shai Hope', 'Jason Holder', 'Brian Lara', 'Shimron Hetmyer', 'Shamar Joseph',
];

const SEED = 'teams-test';
const cricketSides = [...PAKISTAN_SUPER_LEAGUE.teams, ...INTERNATIONAL_T20.teams];

describe('demo teams', () => {
  it('eleven batters a side, all told apart by name, none of them a well-known real player', () => {
    const real = new Set(REAL_PLAYERS.map((n) => n.toLowerCase()));
    for (const seed of [SEED, 'khel-demo', 'another']) {
      for (const name of cricketSides) {
        const team = cricketTeam(seed, name);
        expect(team.batters).toHaveLength(11);
        expect(new Set(team.batters.map((b) => b.name)).size).toBe(11);
        for (const b of team.batters) {
          expect(b.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
          expect(real.has(b.name.toLowerCase()), b.name).toBe(false);
        }
      }
    }
  });

  it('the top order outbats the tail, and the sides differ in strength, the same way every time', () => {
    const teams = cricketSides.map((name) => cricketTeam(SEED, name));
    for (const team of teams) expect(team.batters[0]!.skill + team.batters[2]!.skill).toBeGreaterThan(team.batters[9]!.skill + team.batters[10]!.skill + 0.3);
    const ratings = teams.map((t) => t.batting + t.bowling);
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(0.15);
    expect(cricketTeam(SEED, 'Pakistan')).toEqual(cricketTeam(SEED, 'Pakistan'));
    const football = [...PAKISTAN_PREMIER_LEAGUE.teams, ...SINDH_FOOTBALL_LEAGUE.teams].map((name) => footballTeam(SEED, name).strength);
    expect(Math.max(...football) - Math.min(...football)).toBeGreaterThan(0.2);
  });
});
