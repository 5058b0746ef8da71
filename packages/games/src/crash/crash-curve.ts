// How the shown multiplier grows with time, so the server can turn "the player clicked after
// t ms" into a cash-out multiplier without trusting the client's number. Time is passed in (the
// engines never read a clock). m(t) = floor(100 · e^(GROWTH · t)) hundredths: 2x after ~11.6 s,
// 10x after ~38 s, as in common crash games.
export const CRASH_GROWTH_PER_MS = 0.00006;

export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs >= 0)) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/** The first whole millisecond at which the shown multiplier reaches `multiplier` (hundredths). */
export function crashElapsedFor(multiplier: number): number {
  let ms = Math.max(0, Math.floor(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS) - 1);
  // Step past float error so crashMultiplierAt(result) >= multiplier holds exactly.
  while (crashMultiplierAt(ms) < multiplier) ms += 1;
  return ms;
}
