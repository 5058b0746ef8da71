// Art of the crash, mines and dice screens, drawn for Khel in the style of the slot symbols and the
// catalogue tiles. SVG fragments (for use inside a parent <svg>) and standalone icons.

/** The crash rocket, nose pointing right, centred on (0, 0), about 64 × 30 units. */
export function RocketShape({ flame = true }: { flame?: boolean }) {
  return (
    <g className="crash-rocket">
      {flame ? (
        <g className="crash-rocket__flame">
          <path d="M-22,-7 Q-48,0 -22,7 Z" fill="#f59e0b" />
          <path d="M-22,-4 Q-38,0 -22,4 Z" fill="#fde047" />
        </g>
      ) : null}
      <path d="M-14,-8 L-26,-20 L-6,-10 Z" fill="#dc2626" stroke="#450a0a" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M-14,8 L-26,20 L-6,10 Z" fill="#dc2626" stroke="#450a0a" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M32,0 C22,-13 0,-12 -22,-9 L-22,9 C0,12 22,13 32,0 Z" fill="#f8fafc" stroke="#1e293b" strokeWidth="2" />
      <path d="M32,0 C28,-5 24,-8 20,-10 L20,10 C24,8 28,5 32,0 Z" fill="#dc2626" />
      <circle cx="6" cy="0" r="5.5" fill="#38bdf8" stroke="#1e3a8a" strokeWidth="2.5" />
      <path d="M-18,0 H-8" stroke="#cbd5e1" strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/** A burst drawn where the rocket busts, centred on (0, 0). */
export function BustShape() {
  const points = Array.from({ length: 16 }, (_, i) => {
    const r = i % 2 === 0 ? 22 : 10;
    const a = (i * Math.PI) / 8;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return (
    <g className="crash-bust">
      <polygon points={points} fill="#f97316" stroke="#7c2d12" strokeWidth="1.5" strokeLinejoin="round" />
      <circle r="7" fill="#fde047" />
    </g>
  );
}

/** The mines gem: a cut diamond. */
export function GemArt({ label }: { label?: string }) {
  return (
    <svg className="mines-art" viewBox="0 0 100 100" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      <path d="M14,38 L32,16 H68 L86,38 L50,88 Z" fill="#22d3ee" stroke="#0e7490" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M14,38 H86 L50,88 Z" fill="#06b6d4" />
      <path d="M32,16 L40,38 L50,16 L60,38 L68,16" stroke="#ecfeff" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
      <path d="M40,38 L50,88 L60,38" stroke="#cffafe" strokeWidth="2.5" fill="none" opacity="0.75" />
      <path d="M14,38 H86" stroke="#0e7490" strokeWidth="2" />
      <path d="M24,30 L30,24" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

const SPIKES = Array.from({ length: 8 }, (_, i) => i * 45);

/** The mines mine: a spiked sea mine with a red light. */
export function MineArt({ label }: { label?: string }) {
  return (
    <svg className="mines-art" viewBox="0 0 100 100" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      {SPIKES.map((angle) => (
        <g key={angle} transform={`rotate(${angle} 50 52)`}>
          <rect x="46" y="13" width="8" height="17" rx="2" fill="#475569" stroke="#94a3b8" strokeWidth="2" />
        </g>
      ))}
      <circle cx="50" cy="52" r="28" fill="#1e293b" stroke="#94a3b8" strokeWidth="3" />
      <circle cx="40" cy="42" r="8" fill="#fff" opacity="0.25" />
      <circle className="mines-art__light" cx="58" cy="60" r="6" fill="#ef4444" stroke="#7f1d1d" strokeWidth="2" />
    </svg>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[30, 30], [70, 70]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[30, 30], [70, 30], [30, 70], [70, 70]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[30, 26], [70, 26], [30, 50], [70, 50], [30, 74], [70, 74]],
};

/** A die face (decoration of the dice screen; the roll itself is the number beside it). */
export function DieArt({ face, className }: { face: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="88" height="88" rx="20" fill="#fff" stroke="#1e293b" strokeWidth="4" />
      <rect x="12" y="12" width="76" height="20" rx="10" fill="#e2e8f0" opacity="0.7" />
      {(PIPS[face] ?? PIPS[5]!).map(([cx, cy]) => (
        <circle key={`${cx}:${cy}`} cx={cx} cy={cy} r="8.5" fill={face === 1 ? '#dc2626' : '#1e293b'} />
      ))}
    </svg>
  );
}
