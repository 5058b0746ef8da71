// Vibration on phones that have it (Android Chrome; iOS Safari has no navigator.vibrate). Short
// patterns for what matters only: a win, a big win, a bust or a mine. Never throws.
const PATTERNS = {
  win: [30],
  bigWin: [40, 60, 40, 60, 120],
  loss: [90],
} as const;

export type Haptic = keyof typeof PATTERNS;

export function vibrate(kind: Haptic): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([...PATTERNS[kind]]);
  } catch {
    // Some browsers throw without a user gesture; feedback is optional.
  }
}
