// Recomputes any past round from its revealed seeds, exactly as the engines played it. The same
// module runs in the browser's verify page, so a player needs nothing from us but the seeds.
import { GameInputError } from './errors.ts';
import { type CrashOutcome, type CrashParams, playCrash } from './crash/crash.ts';
import { type DiceOutcome, type DiceParams, playDice } from './dice/dice.ts';
import { type Seeds, hashServerSeed } from './fair/seeds.ts';
import { type MinesOutcome, type MinesParams, playMines } from './mines/mines.ts';
import { type SlotOutcome, playSlot } from './slot/slot.ts';

export interface GameKinds {
  slot: { params: { bet: number }; outcome: SlotOutcome };
  crash: { params: CrashParams; outcome: CrashOutcome };
  dice: { params: DiceParams; outcome: DiceOutcome };
  mines: { params: MinesParams; outcome: MinesOutcome };
}
export type GameName = keyof GameKinds;

export interface VerifyInput<G extends GameName> extends Seeds {
  nonce: number;
  params: GameKinds[G]['params'];
  /** The commitment shown before play; when given, the result says whether the seed matches it. */
  serverSeedHash?: string;
}

export type Verified<G extends GameName> = GameKinds[G]['outcome'] & {
  serverSeedHash: string;
  /** null when no commitment was given to compare. */
  commitmentMatches: boolean | null;
};

const engines: { [G in GameName]: (seeds: Seeds, nonce: number, params: GameKinds[G]['params']) => GameKinds[G]['outcome'] } = {
  slot: playSlot,
  crash: playCrash,
  dice: playDice,
  mines: playMines,
};

export function verify<G extends GameName>(game: G, input: VerifyInput<G>): Verified<G> {
  const engine = engines[game] as ((seeds: Seeds, nonce: number, params: GameKinds[G]['params']) => GameKinds[G]['outcome']) | undefined;
  if (!Object.hasOwn(engines, game) || engine === undefined) throw new GameInputError('unknown-game', `unknown game ${String(game)}`);
  const outcome = engine({ serverSeed: input.serverSeed, clientSeed: input.clientSeed }, input.nonce, input.params);
  const serverSeedHash = hashServerSeed(input.serverSeed);
  const commitmentMatches = input.serverSeedHash === undefined ? null : input.serverSeedHash.toLowerCase() === serverSeedHash;
  return { ...outcome, serverSeedHash, commitmentMatches };
}
