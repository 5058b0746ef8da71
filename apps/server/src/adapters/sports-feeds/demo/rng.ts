// Seeded randomness for the demo feed. Every draw comes from a hash of (seed, what it is for), so
// each server process derives the same fixtures and the same ball-by-ball play on its own, without
// sharing any state: the hash picks the starting point, a small fast generator (sfc32) the rest.
import { createHash } from 'node:crypto';

/** A uniform number in [0, 1). */
export type Rng = () => number;

function digest(parts: readonly (string | number)[]): Buffer {
  // The separator cannot occur in keys or seeds typed by people, so ('a', 'bc') ≠ ('ab', 'c').
  return createHash('sha256').update(parts.join('\u001f')).digest();
}

/** A generator seeded from the hash of `parts`: the same parts always give the same sequence. */
export function rngFor(...parts: (string | number)[]): Rng {
  const hash = digest(parts);
  let a = hash.readUInt32LE(0);
  let b = hash.readUInt32LE(4);
  let c = hash.readUInt32LE(8);
  let d = hash.readUInt32LE(12);
  const next = () => {
    // sfc32 (Chris Doty-Humphrey's small fast counting generator): 128 bits of state, a counter
    // that guarantees a long period, passes PractRand far beyond what a match needs.
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  // The first outputs still echo the seed words; discard them.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** One uniform number in [0, 1) for `parts` (a single decision: no generator needed). */
export function unitFor(...parts: (string | number)[]): number {
  const hash = digest(parts);
  return (hash.readUInt32LE(0) * 2 ** 21 + (hash.readUInt32LE(4) >>> 11)) / 2 ** 53;
}

/** An index in [0, weights.length) drawn with the given (not necessarily normalised) weights. */
export function pick(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let u = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i]!;
    if (u < 0) return i;
  }
  return weights.length - 1;
}
