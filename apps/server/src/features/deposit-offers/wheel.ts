// The wheels of the recharge spin and the lucky draw: a segment's chance is its weight over the sum
// of the weights, the same for every player. The draw uses node:crypto randomInt (uniform, no
// modulo bias) and is never adjusted per player.
import { randomInt } from 'node:crypto';

export interface Segment {
  id: number;
  amount: number;
  weight: number;
}

/** Picks a segment: `roll` returns a uniform integer in [0, max). */
export function pickSegment<S extends Segment>(segments: readonly S[], roll: (max: number) => number = randomInt): S {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  let ticket = roll(total);
  for (const segment of segments) {
    if (ticket < segment.weight) return segment;
    ticket -= segment.weight;
  }
  throw new Error('wheel: roll outside the total weight');
}

/** The segments as the page shows them, with the chance in percent (two decimals). */
export function segmentViews(segments: readonly Segment[]) {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  return segments.map((s) => ({ id: s.id, amount: s.amount, weight: s.weight, chance: Math.round((s.weight / total) * 10_000) / 100 }));
}
