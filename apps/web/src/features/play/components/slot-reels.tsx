// The slot's window: five reels of three symbols. A reel still spinning scrolls a blurred band of
// its real strip (CSS keyframes); a reel that has stopped shows the server's symbols and lands with
// a small bounce. The winning lines are drawn over the window in their colours, with the line number
// at reel 1. Motion is decoration only: what a stopped reel shows is the reply's grid.
import { SLOT_CONFIG } from '@khel/games/slot/slot-config';
import { SlotSymbolArt } from '../art/slot-symbols.tsx';

/** Colours of the drawn lines (cycled by line number); all readable on the purple window. */
export const LINE_COLOURS = ['#facc15', '#22d3ee', '#f472b6', '#4ade80', '#fb923c', '#c4b5fd'] as const;
export const lineColour = (line: number) => LINE_COLOURS[line % LINE_COLOURS.length]!;

const TIER: Record<string, string> = { wild: 'wild', tiger: 'high', elephant: 'high', peacock: 'mid', lotus: 'mid' };

export interface LineWinView {
  line: number;
  symbol: string;
  count: number;
  win: number;
}

// Each spinning reel scrolls 9 symbols of its strip plus the first 3 again, so the loop is seamless.
const BANDS = SLOT_CONFIG.strips.map((strip, reel) => {
  const band = Array.from({ length: 9 }, (_, i) => strip[(reel * 5 + i * 2) % strip.length]!);
  return [...band, ...band.slice(0, 3)];
});

const CELL = 100;
const centre = (reel: number, row: number) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`;

interface SlotReelsProps {
  roundId: string;
  grid: readonly (readonly string[])[];
  /** Per reel: still spinning. */
  spinning: readonly boolean[];
  wins: readonly LineWinView[];
  /** Index into `wins` of the line in the spotlight; -1 lights them all. */
  spot: number;
  symbolName: (symbol: string) => string;
  label: string;
  reduced: boolean;
}

export function SlotReels({ roundId, grid, spinning, wins, spot, symbolName, label, reduced }: SlotReelsProps) {
  const lit = new Map<string, boolean>();
  wins.forEach((win, index) => {
    const rows = SLOT_CONFIG.lines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) {
      const key = `${reel}:${rows[reel]}`;
      lit.set(key, lit.get(key) === true || spot === -1 || spot === index);
    }
  });

  return (
    <div className="slot-window" dir="ltr">
      <div className="slot-reels" role="group" aria-label={label} data-testid="slot-reels">
        {grid.map((reel, reelIndex) =>
          spinning[reelIndex] ? (
            <div key={reelIndex} className={reduced ? 'slot-reel slot-reel--waiting' : 'slot-reel slot-reel--spinning'} aria-hidden="true">
              <div className="slot-reel__band" style={{ animationDelay: `${-reelIndex * 70}ms` }}>
                {(reduced ? reel : BANDS[reelIndex]!).map((symbol, i) => (
                  <div key={i} className={`slot-cell slot-cell--${TIER[symbol] ?? 'low'}`}>
                    <SlotSymbolArt symbol={symbol} label="" />
                  </div>
                ))}
              </div>
            </div>
          ) : (
            <div key={`${reelIndex}:${roundId}`} className={reduced ? 'slot-reel' : 'slot-reel slot-reel--landed'}>
              {reel.map((symbol, row) => {
                const state = lit.get(`${reelIndex}:${row}`);
                const cls = `slot-cell slot-cell--${TIER[symbol] ?? 'low'}${state === undefined ? '' : state ? ' slot-cell--win' : ' slot-cell--win slot-cell--dim'}`;
                return (
                  <div key={row} className={cls} data-symbol={symbol}>
                    <SlotSymbolArt symbol={symbol} label={symbolName(symbol)} />
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
      {wins.length > 0 ? (
        <svg className="slot-paylines" viewBox={`0 0 ${CELL * 5} ${CELL * 3}`} aria-hidden="true" focusable="false">
          {wins.map((win, index) => {
            const rows = SLOT_CONFIG.lines[win.line] ?? [];
            const points = rows.map((row, reel) => centre(reel, row)).join(' ');
            const faded = spot !== -1 && spot !== index;
            // Lines starting on the same row stack their number badges instead of hiding each other.
            const sameStart = wins.filter((other) => SLOT_CONFIG.lines[other.line]?.[0] === rows[0]);
            const stack = sameStart.findIndex((other) => other.line === win.line) - (sameStart.length - 1) / 2;
            const x = 50;
            const y = (rows[0] ?? 1) * CELL + CELL / 2 + stack * 34;
            return (
              <g key={win.line} className={faded ? 'slot-payline slot-payline--faded' : 'slot-payline'} data-line={win.line + 1}>
                <polyline points={points} className="slot-payline__shadow" />
                <polyline points={points} stroke={lineColour(win.line)} className="slot-payline__stroke" />
                <circle cx={x - 30} cy={y} r="17" fill={lineColour(win.line)} stroke="#1e1b4b" strokeWidth="4" />
                <text x={x - 30} y={y + 7} textAnchor="middle" className="slot-payline__number">
                  {win.line + 1}
                </text>
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}
