// npm run bench:games — plays ROUNDS (default 10,000,000) rounds of each in-house game through
// the real engines (HMAC-SHA256 stream included, nonces 0…ROUNDS−1 on one fixed seed pair) and
// prints the measured RTP beside the exact one, its distance in standard errors (z), and rounds/s.
// The baseline is the math itself: a correct engine keeps |z| small (|z| > 4 would be a red flag).
// The slot's exact RTP and variance also come from enumerating every stop combination here.
import { type CrashParams, crashExactRtp, crashSurvival, playCrash, settleCrash } from '../packages/games/src/crash/crash.ts';
import { type DiceParams, diceExactRtp, playDice, settleDice } from '../packages/games/src/dice/dice.ts';
import { hashServerSeed } from '../packages/games/src/fair/seeds.ts';
import { minesExactRtp, minesMultiplier, playMines } from '../packages/games/src/mines/mines.ts';
import { enumerateSlot } from '../packages/games/src/slot/slot-enumerate.ts';
import { slotExactRtp } from '../packages/games/src/slot/slot-rtp.ts';
import { playSlot } from '../packages/games/src/slot/slot.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 10_000_000);
if (!Number.isSafeInteger(ROUNDS) || ROUNDS < 1) throw new Error(`ROUNDS must be a positive integer, got ${process.env.ROUNDS}`);
const seeds = { serverSeed: '3f0a6d1c9b2e47f58a61c0d2e9b7f4a35c8e1d0b6a2f9c47e3d5b1a8c0f6e2d4', clientSeed: 'khel-bench' };
const BET = 10_000; // ₨100: large enough that the payout floor costs at most 0.0001 of the bet

const pct = (x: number): string => `${(x * 100).toFixed(3)}%`;
const rate = (rounds: number, ms: number): string => `${Math.round((rounds / ms) * 1000).toLocaleString('en-US')}/s`;
const twoPointSd = (p: number, ratio: number): number => Math.sqrt(p * ratio * ratio - (p * ratio) ** 2);

function report(label: string, rounds: number, paid: number, staked: number, exact: number, sd: number): void {
  const measured = paid / staked;
  const z = (measured - exact) / (sd / Math.sqrt(rounds));
  console.log(`  ${label.padEnd(28)} measured ${pct(measured).padStart(9)}  exact ${pct(exact).padStart(9)}  z ${z.toFixed(2).padStart(6)}  (sd/round ${sd.toFixed(3)})`);
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

console.log(`bench:games — ${ROUNDS.toLocaleString('en-US')} rounds per game, server seed hash ${hashServerSeed(seeds.serverSeed).slice(0, 16)}…, client seed ${seeds.clientSeed}\n`);

// Slot: one 20-line spin per round.
{
  let enumeration: ReturnType<typeof enumerateSlot> | undefined;
  const enumerateMs = timed(() => (enumeration = enumerateSlot()));
  const exact = slotExactRtp();
  const bet = 2000;
  let paid = 0;
  const ms = timed(() => {
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) paid += playSlot(seeds, nonce, { bet }).payout;
  });
  console.log(`slot (5x3, 20 lines)   ${rate(ROUNDS, ms)}`);
  console.log(`  exact RTP ${exact.numerator}/${exact.denominator} = ${pct(exact.rtp)}; enumeration of ${enumeration!.combinations.toLocaleString('en-US')} stop combinations = ${pct(enumeration!.rtp)} in ${(enumerateMs / 1000).toFixed(1)} s`);
  report('spin, bet ₨20', ROUNDS, paid, ROUNDS * bet, exact.rtp, enumeration!.sd);
}

// Crash: one crash point per round; the bet with auto cash-out 2.00x is the timed engine call, the
// other targets are settled on the same crash point.
{
  const targets = [101, 150, 200, 500, 1000, 10_000];
  const paid = new Map(targets.map((t) => [t, 0]));
  let bustsAtOne = 0;
  const main: CrashParams = { bet: BET, autoCashOut: 200 };
  const ms = timed(() => {
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const round = playCrash(seeds, nonce, main);
      if (round.crashPoint === 100) bustsAtOne += 1;
      for (const t of targets) paid.set(t, paid.get(t)! + settleCrash({ bet: BET, crashPoint: round.crashPoint, autoCashOut: t }).payout);
    }
  });
  console.log(`\ncrash (1% edge)        ${rate(ROUNDS, ms)} (each round settles ${targets.length} cash-out targets)`);
  for (const t of targets) {
    report(`auto cash-out ${(t / 100).toFixed(2)}x`, ROUNDS, paid.get(t)!, ROUNDS * BET, crashExactRtp(BET, t), twoPointSd(crashSurvival(t), t / 100));
  }
  console.log(`  rounds crashing at 1.00x: measured ${pct(bustsAtOne / ROUNDS)}, exact ${pct(1 - crashSurvival(101))}`);
}

// Dice: one roll per round, settled for several targets.
{
  const cases: DiceParams[] = [
    { bet: BET, target: 4950, direction: 'under' },
    { bet: BET, target: 100, direction: 'under' },
    { bet: BET, target: 2500, direction: 'over' },
    { bet: BET, target: 9800, direction: 'under' },
  ];
  const paid = cases.map(() => 0);
  const ms = timed(() => {
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const { roll } = playDice(seeds, nonce, cases[0]!);
      cases.forEach((params, i) => (paid[i]! += settleDice(params, roll).payout));
    }
  });
  console.log(`\ndice (1% edge)         ${rate(ROUNDS, ms)} (each roll settles ${cases.length} targets)`);
  cases.forEach((params, i) => {
    const chance = (params.direction === 'under' ? params.target : 10_000 - params.target) / 10_000;
    const exact = diceExactRtp(params);
    report(`${params.direction} ${(params.target / 100).toFixed(2)} (${pct(chance)})`, ROUNDS, paid[i]!, ROUNDS * BET, exact, twoPointSd(chance, exact / chance));
  });
}

// Mines: round i plays strategy i mod 4 (its own layout), picking fixed tiles and cashing out.
{
  const strategies = [
    { mines: 1, safe: 10 },
    { mines: 3, safe: 5 },
    { mines: 10, safe: 3 },
    { mines: 24, safe: 1 },
  ].map((s) => ({ ...s, picks: Array.from({ length: s.safe }, (_, i) => i), paid: 0, rounds: 0 }));
  const ms = timed(() => {
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const s = strategies[nonce % strategies.length]!;
      s.paid += playMines(seeds, nonce, { bet: BET, mines: s.mines, picks: s.picks }).payout;
      s.rounds += 1;
    }
  });
  console.log(`\nmines (5x5, 1% edge)   ${rate(ROUNDS, ms)} (rounds spread over ${strategies.length} strategies)`);
  for (const s of strategies) {
    const exact = minesExactRtp(BET, s.mines, s.safe);
    const multiplier = minesMultiplier(s.mines, s.safe);
    const p = 0.99 / multiplier;
    report(`${s.mines} mines, ${s.safe} picks (${multiplier.toFixed(4)}x)`, s.rounds, s.paid, s.rounds * BET, exact, twoPointSd(p, exact / p));
  }
}
