// "Tiger Temple": 5 reels × 3 rows, 20 fixed lines. Tuned so the exact RTP (slot-rtp.ts) is 95.99%.
// Changing a strip, a line or a pay changes the RTP: slot-rtp.test.ts pins it, and
// `npm run bench:games` re-derives it by enumerating every stop combination.
export type SlotSymbol = 'wild' | 'tiger' | 'elephant' | 'peacock' | 'lotus' | 'ace' | 'king' | 'queen' | 'jack' | 'ten';
export type PayingSymbol = Exclude<SlotSymbol, 'wild'>;

export interface SlotConfig {
  /** Reel strips, top-to-bottom; the window shows strip[(stop + row) mod length] for rows 0–2. */
  strips: readonly (readonly SlotSymbol[])[];
  /** For each line, the row (0 top, 1 middle, 2 bottom) it crosses on reels 1–5. */
  lines: readonly (readonly number[])[];
  /** Pays for 3, 4 and 5 in a row from reel 1, in multiples of the line bet. */
  paytable: Readonly<Record<PayingSymbol, readonly [number, number, number]>>;
}

export const SLOT_ROWS = 3;

const CODES: Record<string, SlotSymbol> = {
  W: 'wild', TI: 'tiger', EL: 'elephant', PE: 'peacock', LO: 'lotus', A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten',
};
const strip = (codes: string): SlotSymbol[] => codes.split(' ').map((code) => CODES[code]!);

// Reel 1 has no wild, so every winning line is led by a paying symbol and the wild never needs a
// pay of its own. Counts (reel 1 | reels 2–5): tiger 2|4, elephant 3|2, peacock 3|3, lotus 3|3,
// ace 3|3, king 4|3, queen 4|4, jack 4|4, ten 4|4, wild 0|3 — lengths 30 and 33. The order spreads
// each symbol out (no symbol next to itself), which matters only for the variance, not the RTP.
export const SLOT_CONFIG: SlotConfig = {
  strips: [
    strip('TI LO Q EL J A K T PE Q LO J EL K T A TI Q PE J LO K T EL Q A J PE K T'),
    strip('A J W PE T K TI Q LO J A T TI W PE Q EL K J LO T TI A Q W PE J K T TI LO Q EL'),
    strip('Q EL A J W PE T TI K Q LO J A T TI W Q PE K EL J LO T TI Q A W PE J K T TI LO'),
    strip('TI LO Q J A EL W T PE TI K Q LO J T A TI W Q PE K J EL LO T TI Q A W J PE K T'),
    strip('K T TI LO Q J A W EL T TI PE K Q LO J T TI A Q W PE K J LO EL T TI Q A W J PE'),
  ],
  lines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1], [1, 1, 2, 1, 1],
    [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
  ],
  paytable: {
    tiger: [50, 200, 1000],
    elephant: [30, 100, 500],
    peacock: [20, 60, 250],
    lotus: [15, 50, 200],
    ace: [10, 30, 120],
    king: [10, 25, 100],
    queen: [5, 20, 80],
    jack: [5, 15, 60],
    ten: [5, 15, 50],
  },
};
