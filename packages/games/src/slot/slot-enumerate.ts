// Brute force over every stop combination (Π strip lengths: 35,577,630 for the shipped config,
// ~10 s): the independent check on the closed form in slot-rtp.ts, and the only exact source of
// the per-spin variance, which the simulation tests need for their tolerance. Used by the bench
// and, on small configs, by the tests.
import { type PayingSymbol, type SlotConfig, SLOT_CONFIG, SLOT_ROWS } from './slot-config.ts';

export interface SlotEnumeration {
  combinations: number;
  /** Σ over combinations of the spin's total pay in line-bet multiples. */
  totalPays: bigint;
  /** Σ of its square. */
  totalPaysSquared: bigint;
  /** RTP = totalPays / (combinations × lines). */
  rtp: number;
  /** Standard deviation of one spin's payout / bet. */
  sd: number;
}

export function enumerateSlot(config: SlotConfig = SLOT_CONFIG): SlotEnumeration {
  const symbols = ['wild', ...Object.keys(config.paytable)] as const;
  const WILD = 0;
  const code = new Map(symbols.map((s, i) => [s, i]));
  // windows[reel][stop * ROWS + row] = symbol code; pays[symbol * 3 + (n − 3)].
  const windows = config.strips.map((strip) => {
    const out = new Int32Array(strip.length * SLOT_ROWS);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < SLOT_ROWS; row += 1) out[stop * SLOT_ROWS + row] = code.get(strip[(stop + row) % strip.length]!)!;
    }
    return out;
  });
  const pays = new Int32Array(symbols.length * 3);
  symbols.forEach((s, i) => {
    if (s !== 'wild') config.paytable[s as PayingSymbol].forEach((p, n) => (pays[i * 3 + n] = p));
  });
  const reels = windows.length;
  if (reels !== 5) throw new Error('enumerateSlot expects 5 reels');
  const lines = config.lines.map((rows) => Int32Array.from(rows));
  const lengths = config.strips.map((s) => s.length);
  const at = new Int32Array(reels); // window offset (stop × ROWS) for each reel
  let totalPays = 0n;
  let totalSquared = 0n;
  let combinations = 0;

  for (let s0 = 0; s0 < lengths[0]!; s0 += 1) {
    at[0] = s0 * SLOT_ROWS;
    // Sums stay below 2^53 within one reel-1 stop (≤ 33^4 spins × 20,000² per square), then go to BigInt.
    let sum = 0;
    let squared = 0;
    for (let s1 = 0; s1 < lengths[1]!; s1 += 1) {
      at[1] = s1 * SLOT_ROWS;
      for (let s2 = 0; s2 < lengths[2]!; s2 += 1) {
        at[2] = s2 * SLOT_ROWS;
        for (let s3 = 0; s3 < lengths[3]!; s3 += 1) {
          at[3] = s3 * SLOT_ROWS;
          for (let s4 = 0; s4 < lengths[4]!; s4 += 1) {
            at[4] = s4 * SLOT_ROWS;
            let spin = 0;
            for (const rows of lines) {
              const first = windows[0]![at[0]! + rows[0]!]!;
              if (first === WILD) continue;
              let n = 1;
              while (n < reels) {
                const s = windows[n]![at[n]! + rows[n]!]!;
                if (s !== first && s !== WILD) break;
                n += 1;
              }
              if (n >= 3) spin += pays[first * 3 + n - 3]!;
            }
            sum += spin;
            squared += spin * spin;
            combinations += 1;
          }
        }
      }
    }
    totalPays += BigInt(sum);
    totalSquared += BigInt(squared);
  }
  const lineCount = config.lines.length;
  const mean = Number(totalPays) / combinations / lineCount;
  const meanSquare = Number(totalSquared) / combinations / (lineCount * lineCount);
  return { combinations, totalPays, totalPaysSquared: totalSquared, rtp: mean, sd: Math.sqrt(meanSquare - mean * mean) };
}
