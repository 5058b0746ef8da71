// The exact theoretical RTP, in closed form. Every row of a reel shows each strip position equally
// often as the stop is uniform, so on any one line the five symbols are independent draws with
// P(reel i shows s) = count_i(s) / length_i; all lines share this distribution, so the RTP (total
// pays / total bet) equals the expected pay of one line in line-bet multiples:
//   Σ_s Σ_{n=3..5} pay(s, n) · P(reel 1 = s) · Π_{i=2..n} P(reel i ∈ {s, wild}) · (n < 5 ? 1 − P(reel n+1 ∈ {s, wild}) : 1)
// computed over the common denominator Π length_i in BigInt, so the fraction is exact.
import { type PayingSymbol, type SlotConfig, type SlotSymbol, SLOT_CONFIG } from './slot-config.ts';

export interface SlotRtp {
  /** RTP = numerator / denominator exactly. */
  numerator: bigint;
  denominator: bigint;
  rtp: number;
  /** P(one given line pays anything). */
  lineHitRate: number;
}

const count = (strip: readonly SlotSymbol[], match: (s: SlotSymbol) => boolean): bigint =>
  BigInt(strip.filter(match).length);

export function slotExactRtp(config: SlotConfig = SLOT_CONFIG): SlotRtp {
  const lengths = config.strips.map((strip) => BigInt(strip.length));
  const denominator = lengths.reduce((a, b) => a * b, 1n);
  let numerator = 0n;
  let hits = 0n;
  for (const symbol of Object.keys(config.paytable) as PayingSymbol[]) {
    const first = count(config.strips[0]!, (s) => s === symbol);
    const matching = config.strips.map((strip) => count(strip, (s) => s === symbol || s === 'wild'));
    for (let n = 3; n <= config.strips.length; n += 1) {
      // Ways for the line to show exactly n in a row of `symbol`; reels past n+1 are free.
      let ways = first;
      for (let i = 1; i < n; i += 1) ways *= matching[i]!;
      if (n < config.strips.length) ways *= lengths[n]! - matching[n]!;
      for (let i = n + 1; i < config.strips.length; i += 1) ways *= lengths[i]!;
      const pays = BigInt(config.paytable[symbol][n - 3]!);
      numerator += pays * ways;
      if (pays > 0n) hits += ways;
    }
  }
  return { numerator, denominator, rtp: ratio(numerator, denominator), lineHitRate: ratio(hits, denominator) };
}

function ratio(num: bigint, den: bigint): number {
  const scale = 10n ** 15n;
  return Number((num * scale) / den) / Number(scale);
}
