// The "Tiger Temple" reel symbols, drawn for Khel (original vector art, same flat style as the
// catalogue tiles of scripts/assets/generate-images.mjs: bold shapes, dark outlines, gold accents).
// Each is drawn in a 100×100 box and reads at 40 px. Outlines and the card letters' white rim keep
// them legible on the light and the dark cell backgrounds.
import type { ReactNode } from 'react';

const INK = '#3b1f0b';

const tiger = (
  <>
    <circle cx="23" cy="25" r="13" fill="#f97316" stroke={INK} strokeWidth="3" />
    <circle cx="77" cy="25" r="13" fill="#f97316" stroke={INK} strokeWidth="3" />
    <circle cx="23" cy="25" r="6" fill="#fed7aa" />
    <circle cx="77" cy="25" r="6" fill="#fed7aa" />
    <ellipse cx="50" cy="55" rx="38" ry="35" fill="#f97316" stroke={INK} strokeWidth="3" />
    <path d="M16,62 Q30,86 50,88 Q70,86 84,62 Q66,74 50,72 Q34,74 16,62 Z" fill="#fff7ed" />
    <ellipse cx="50" cy="70" rx="17" ry="12" fill="#fff7ed" />
    <g stroke="#1f1300" strokeWidth="4.5" strokeLinecap="round" fill="none">
      <path d="M50,21 V33 M39,23 L43,33 M61,23 L57,33" />
      <path d="M13,47 L25,50 M13,58 L24,58 M87,47 L75,50 M87,58 L76,58" />
    </g>
    <ellipse cx="36" cy="50" rx="6" ry="7" fill="#facc15" stroke="#1f1300" strokeWidth="2.5" />
    <ellipse cx="64" cy="50" rx="6" ry="7" fill="#facc15" stroke="#1f1300" strokeWidth="2.5" />
    <ellipse cx="36" cy="50" rx="2" ry="5" fill="#1f1300" />
    <ellipse cx="64" cy="50" rx="2" ry="5" fill="#1f1300" />
    <path d="M43,62 H57 L50,70 Z" fill="#be185d" stroke="#1f1300" strokeWidth="2" strokeLinejoin="round" />
    <path d="M50,70 Q45,77 39,74 M50,70 Q55,77 61,74" stroke="#1f1300" strokeWidth="2.5" fill="none" strokeLinecap="round" />
  </>
);

const elephant = (
  <>
    <ellipse cx="21" cy="48" rx="19" ry="24" fill="#94a3b8" stroke="#1e293b" strokeWidth="3" />
    <ellipse cx="79" cy="48" rx="19" ry="24" fill="#94a3b8" stroke="#1e293b" strokeWidth="3" />
    <ellipse cx="22" cy="48" rx="11" ry="15" fill="#f9a8d4" />
    <ellipse cx="78" cy="48" rx="11" ry="15" fill="#f9a8d4" />
    <path d="M44,60 C42,76 44,88 54,91 C62,93 66,85 60,82" stroke="#1e293b" strokeWidth="17" fill="none" strokeLinecap="round" />
    <path d="M44,60 C42,76 44,88 54,91 C62,93 66,85 60,82" stroke="#94a3b8" strokeWidth="11" fill="none" strokeLinecap="round" />
    <ellipse cx="50" cy="44" rx="24" ry="26" fill="#94a3b8" stroke="#1e293b" strokeWidth="3" />
    <path d="M37,62 Q29,70 32,80 M63,62 Q71,70 68,80" stroke="#1e293b" strokeWidth="8" fill="none" strokeLinecap="round" />
    <path d="M37,62 Q29,70 32,80 M63,62 Q71,70 68,80" stroke="#fffbeb" strokeWidth="4.5" fill="none" strokeLinecap="round" />
    <path d="M50,18 L60,31 L50,44 L40,31 Z" fill="#f5b301" stroke="#7c4a03" strokeWidth="2.5" strokeLinejoin="round" />
    <circle cx="50" cy="31" r="4" fill="#dc2626" />
    <circle cx="39" cy="49" r="3.5" fill="#1e293b" />
    <circle cx="61" cy="49" r="3.5" fill="#1e293b" />
    <path d="M44,64 Q50,68 56,64" stroke="#1e293b" strokeWidth="2" fill="none" />
  </>
);

// [angle, length]: outer feathers shorter so the fan stays inside the box.
const FEATHERS: [number, number][] = [
  [-62, 50],
  [-41, 58],
  [-20, 64],
  [0, 68],
  [20, 64],
  [41, 58],
  [62, 50],
];
const peacock = (
  <>
    {FEATHERS.map(([angle, length]) => {
      const tip = 82 - length;
      return (
        <g key={angle} transform={`rotate(${angle} 50 82)`}>
          <path d={`M50,82 C40,${82 - length * 0.3} 40,${tip + 16} 50,${tip} C60,${tip + 16} 60,${82 - length * 0.3} 50,82 Z`} fill="#059669" stroke="#064e3b" strokeWidth="2" />
          <circle cx="50" cy={tip + 11} r="8.5" fill="#facc15" />
          <circle cx="50" cy={tip + 11} r="6" fill="#0ea5e9" />
          <circle cx="50" cy={tip + 12} r="3.2" fill="#1e1b4b" />
        </g>
      );
    })}
    <ellipse cx="50" cy="76" rx="10" ry="15" fill="#1d4ed8" stroke="#172554" strokeWidth="2.5" />
    <path d="M46,66 Q44,52 50,46 Q56,52 54,66 Z" fill="#2563eb" stroke="#172554" strokeWidth="2" />
    <circle cx="50" cy="44" r="6.5" fill="#2563eb" stroke="#172554" strokeWidth="2" />
    <path d="M56,43 L63,45 L56,47 Z" fill="#f59e0b" />
    <circle cx="52" cy="42.5" r="1.6" fill="#fff" />
    <path d="M47,37 L45,30 M50,37 L50,29 M53,37 L55,30" stroke="#172554" strokeWidth="1.5" />
    <circle cx="45" cy="29" r="1.8" fill="#0ea5e9" />
    <circle cx="50" cy="28" r="1.8" fill="#0ea5e9" />
    <circle cx="55" cy="29" r="1.8" fill="#0ea5e9" />
  </>
);

const PETALS: [number, string][] = [
  [-64, '#f9a8d4'],
  [64, '#f9a8d4'],
  [-32, '#f472b6'],
  [32, '#f472b6'],
  [0, '#ec4899'],
];
const lotus = (
  <>
    <ellipse cx="50" cy="82" rx="40" ry="9" fill="#15803d" stroke="#14532d" strokeWidth="2.5" />
    {PETALS.map(([angle, fill]) => (
      <path
        key={angle}
        d="M50,78 C32,60 38,32 50,16 C62,32 68,60 50,78 Z"
        fill={fill}
        stroke="#831843"
        strokeWidth="2.5"
        strokeLinejoin="round"
        transform={`rotate(${angle} 50 78)`}
      />
    ))}
    <path d="M50,70 V40" stroke="#fdf2f8" strokeWidth="2" opacity="0.7" />
    <circle cx="50" cy="64" r="6" fill="#f5b301" stroke="#7c4a03" strokeWidth="2" />
  </>
);

const wild = (
  <>
    <path d="M50,5 L89,27 V73 L50,95 L11,73 V27 Z" fill="#6d28d9" stroke="#f5b301" strokeWidth="5" strokeLinejoin="round" />
    <path d="M50,15 L80,32 V68 L50,85 L20,68 V32 Z" fill="#8b5cf6" opacity="0.55" />
    <path d="M50,18 L55,30 L68,30 L58,38 L62,50 L50,43 L38,50 L42,38 L32,30 L45,30 Z" fill="#fde047" stroke="#a16207" strokeWidth="1.5" strokeLinejoin="round" />
    <rect x="6" y="54" width="88" height="24" rx="6" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2.5" />
    <text x="50" y="73" textAnchor="middle" fontSize="21" fontWeight="900" fill="#fff" stroke="#7f1d1d" strokeWidth="1" fontFamily="system-ui, sans-serif" letterSpacing="1">
      WILD
    </text>
  </>
);

/** A card rank on a jewel-coloured letter with a white rim (readable on light and dark cells). */
const rank = (letter: string, fill: string, size = 64) => (
  <>
    <text
      x="50"
      y="72"
      textAnchor="middle"
      fontSize={size}
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      stroke="#fff"
      strokeWidth="7"
      paintOrder="stroke"
      strokeLinejoin="round"
    >
      {letter}
    </text>
    <path d="M26,84 H74" stroke={fill} strokeWidth="4" strokeLinecap="round" opacity="0.8" />
    <circle cx="50" cy="84" r="4.5" fill="#f5b301" stroke={fill} strokeWidth="1.5" />
  </>
);

export const SLOT_SYMBOL_ART: Record<string, ReactNode> = {
  wild,
  tiger,
  elephant,
  peacock,
  lotus,
  ace: rank('A', '#dc2626'),
  king: rank('K', '#2563eb'),
  queen: rank('Q', '#9333ea'),
  jack: rank('J', '#047857'),
  ten: rank('10', '#c2410c', 54),
};

export function SlotSymbolArt({ symbol, label }: { symbol: string; label: string }) {
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" role="img" aria-label={label} focusable="false">
      {SLOT_SYMBOL_ART[symbol] ?? rank('?', '#475569')}
    </svg>
  );
}
