// The demo pages' pictures: small inline SVGs drawn here (no fonts or emoji needed, licence-clean).
import type { SlotSymbol } from './demo-games.ts';

const svg = (body: string, label: string) =>
  `<svg viewBox="0 0 64 64" width="64" height="64" ${label ? `role="img" aria-label="${label}"` : 'aria-hidden="true"'}>${body}</svg>`;

const SLOT_ART: Record<SlotSymbol, string> = {
  cherry:
    '<path d="M32 10c-2 10-8 18-14 24M32 10c4 9 9 16 15 22" stroke="#2f8f3a" stroke-width="3" fill="none"/><circle cx="18" cy="42" r="11" fill="#d8283b"/><circle cx="46" cy="40" r="11" fill="#e33a4c"/><circle cx="14" cy="38" r="3" fill="#fff8"/>',
  lemon: '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#f5c518" transform="rotate(-20 32 34)"/><ellipse cx="24" cy="28" rx="6" ry="3" fill="#fff7"/>',
  bell: '<path d="M32 8c-12 0-16 12-16 22v10l-6 8h44l-6-8V30c0-10-4-22-16-22z" fill="#e2a20b"/><circle cx="32" cy="52" r="5" fill="#b57a00"/>',
  bar: '<rect x="6" y="20" width="52" height="24" rx="4" fill="#1f2937"/><text x="32" y="38" font-size="16" font-family="sans-serif" font-weight="700" fill="#fbbf24" text-anchor="middle">BAR</text>',
  seven: '<text x="32" y="52" font-size="50" font-family="sans-serif" font-weight="900" fill="#d11f35" text-anchor="middle">7</text>',
  star: '<polygon points="32,6 39,24 58,25 43,37 48,56 32,45 16,56 21,37 6,25 25,24" fill="#7c3aed"/>',
};

export const slotArt = (symbol: SlotSymbol, label: string) => svg(SLOT_ART[symbol], label);

const FISH_COLOURS: Record<string, [string, number]> = {
  shrimp: ['#fb923c', 0.6],
  crab: ['#ef4444', 0.7],
  turtle: ['#22a06b', 0.8],
  shark: ['#64748b', 0.9],
  whale: ['#2563eb', 1],
  dragon: ['#d4a017', 1],
};

export function fishArt(id: string, label: string): string {
  const [colour, scale] = FISH_COLOURS[id] ?? ['#64748b', 0.8];
  const body = `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="M8 32c8-12 26-16 40-8l10-8v32l-10-8c-14 8-32 4-40-8z" fill="${colour}"/><circle cx="20" cy="29" r="3" fill="#fff"/><circle cx="20" cy="29" r="1.5" fill="#111"/></g>`;
  return svg(body, label);
}

const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A playing card as HTML (rank and suit are plain text glyphs every font has). */
export function cardHtml(card: { rank: number; suit?: number }, label: string, testId?: string): string {
  const suit = SUITS[card.suit ?? 0] ?? '♠';
  const red = suit === '♥' || suit === '♦';
  return `<span class="card${red ? ' card--red' : ''}" role="img" aria-label="${label}: ${RANKS[card.rank]}${suit}"${testId ? ` data-testid="${testId}"` : ''}><b>${RANKS[card.rank]}</b><i>${suit}</i></span>`;
}
