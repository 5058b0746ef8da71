// The themed slots' symbol pictures: small inline SVG shapes in the theme's colour (no fonts,
// emoji or images to fetch, licence-clean). A shape's `C` is its colour; glyph shapes carry text.
const SHAPES = {
  seven: '<text x="32" y="52" font-size="50" font-family="sans-serif" font-weight="900" fill="C" text-anchor="middle">7</text>',
  star: '<polygon points="32,6 39,24 58,25 43,37 48,56 32,45 16,56 21,37 6,25 25,24" fill="C"/>',
  bar: '<rect x="6" y="20" width="52" height="24" rx="4" fill="#1f2937"/><text x="32" y="38" font-size="16" font-family="sans-serif" font-weight="700" fill="C" text-anchor="middle">BAR</text>',
  bell: '<path d="M32 8c-12 0-16 12-16 22v10l-6 8h44l-6-8V30c0-10-4-22-16-22z" fill="C"/><circle cx="32" cy="52" r="5" fill="#0005"/>',
  lemon: '<ellipse cx="32" cy="34" rx="22" ry="16" fill="C" transform="rotate(-20 32 34)"/><ellipse cx="24" cy="28" rx="6" ry="3" fill="#fff7"/>',
  cherry:
    '<path d="M32 10c-2 10-8 18-14 24M32 10c4 9 9 16 15 22" stroke="#2f8f3a" stroke-width="3" fill="none"/><circle cx="18" cy="42" r="11" fill="C"/><circle cx="46" cy="40" r="11" fill="C"/><circle cx="14" cy="38" r="3" fill="#fff8"/>',
  gem: '<polygon points="16,10 48,10 60,26 32,58 4,26" fill="C"/><polygon points="16,10 48,10 40,26 24,26" fill="#fff5"/><polygon points="4,26 24,26 32,58" fill="#0002"/>',
  diamond: '<polygon points="32,4 58,32 32,60 6,32" fill="C"/><polygon points="32,4 45,32 32,60 19,32" fill="#fff4"/>',
  tile: '<rect x="12" y="6" width="40" height="52" rx="6" fill="#fffdf5" stroke="#cbb994" stroke-width="2"/><rect x="12" y="50" width="40" height="8" rx="4" fill="#2f7d5b"/>',
  cat: '<path d="M14 22l4-14 10 10h8l10-10 4 14v18c0 10-8 18-18 18s-18-8-18-18z" fill="C"/><circle cx="25" cy="32" r="3" fill="#111"/><circle cx="39" cy="32" r="3" fill="#111"/><path d="M29 40l3 3 3-3" stroke="#111" stroke-width="2" fill="none"/><circle cx="32" cy="52" r="5" fill="#f5c518"/>',
  ingot: '<path d="M8 38c0-8 10-10 14-10l4-8h12l4 8c4 0 14 2 14 10l-4 10H12z" fill="C"/><ellipse cx="32" cy="26" rx="8" ry="5" fill="#fff6"/>',
  coin: '<circle cx="32" cy="32" r="24" fill="C"/><circle cx="32" cy="32" r="17" fill="none" stroke="#0003" stroke-width="3"/><rect x="27" y="27" width="10" height="10" fill="#0004"/>',
  lantern: '<rect x="28" y="4" width="8" height="6" fill="#7c2d12"/><ellipse cx="32" cy="32" rx="20" ry="22" fill="C"/><path d="M22 14v36M32 10v44M42 14v36" stroke="#0003" stroke-width="2"/><rect x="28" y="54" width="8" height="6" fill="#f5c518"/>',
  envelope: '<rect x="14" y="6" width="36" height="52" rx="4" fill="C"/><path d="M14 10l18 14 18-14" fill="#0003"/><circle cx="32" cy="26" r="6" fill="#f5c518"/>',
  pyramid: '<polygon points="32,8 60,54 4,54" fill="C"/><polygon points="32,8 60,54 38,54" fill="#0003"/>',
  eye: '<path d="M4 32c14-18 42-18 56 0-14 18-42 18-56 0z" fill="#fff"/><circle cx="32" cy="32" r="10" fill="C"/><circle cx="32" cy="32" r="4" fill="#111"/><path d="M22 44l-4 14M4 32h6" stroke="C" stroke-width="3"/>',
  ankh: '<ellipse cx="32" cy="18" rx="10" ry="13" fill="none" stroke="C" stroke-width="6"/><path d="M32 30v30M16 36h32" stroke="C" stroke-width="6"/>',
  sun: '<circle cx="32" cy="32" r="14" fill="C"/><g stroke="C" stroke-width="4"><path d="M32 4v10M32 50v10M4 32h10M50 32h10M12 12l7 7M45 45l7 7M52 12l-7 7M19 45l-7 7"/></g>',
  pearl: '<path d="M6 40c0-18 52-18 52 0l-8 10H14z" fill="#f0abfc"/><circle cx="32" cy="34" r="12" fill="C"/><circle cx="28" cy="30" r="3" fill="#fff"/>',
  shell: '<path d="M32 8L6 44c8 10 44 10 52 0z" fill="C"/><path d="M32 8l-14 42M32 8v44M32 8l14 42" stroke="#0003" stroke-width="2"/>',
  anchor: '<circle cx="32" cy="12" r="6" fill="none" stroke="C" stroke-width="4"/><path d="M32 18v38M20 28h24M10 38c2 14 14 18 22 18s20-4 22-18" stroke="C" stroke-width="5" fill="none"/>',
  fish: '<path d="M8 32c8-12 26-16 40-8l10-8v32l-10-8c-14 8-32 4-40-8z" fill="C"/><circle cx="20" cy="29" r="3" fill="#fff"/>',
  lollipop: '<path d="M32 36v26" stroke="#e5e7eb" stroke-width="5"/><circle cx="32" cy="24" r="20" fill="C"/><path d="M32 24m-12 0a12 12 0 1 0 24 0a8 8 0 1 0-16 0" fill="none" stroke="#fff" stroke-width="3"/>',
  candy: '<polygon points="4,20 16,32 4,44" fill="C"/><polygon points="60,20 48,32 60,44" fill="C"/><ellipse cx="32" cy="32" rx="18" ry="14" fill="C"/><path d="M24 20l-4 24M34 18l-4 28M44 22l-4 22" stroke="#fff8" stroke-width="3"/>',
  heart: '<path d="M32 56S6 40 6 22c0-8 6-14 14-14 6 0 10 4 12 8 2-4 6-8 12-8 8 0 14 6 14 14 0 18-26 34-26 34z" fill="C"/>',
  donut: '<circle cx="32" cy="32" r="24" fill="#d6a06a"/><circle cx="32" cy="32" r="20" fill="C"/><circle cx="32" cy="32" r="8" fill="var(--reel-bg,#fff)"/>',
  planet: '<circle cx="32" cy="32" r="16" fill="C"/><ellipse cx="32" cy="32" rx="28" ry="8" fill="none" stroke="#fde68a" stroke-width="4" transform="rotate(-20 32 32)"/>',
  moon: '<path d="M40 6a26 26 0 1 0 18 40A22 22 0 0 1 40 6z" fill="C"/>',
  comet: '<path d="M8 56L40 24" stroke="C" stroke-width="6" stroke-linecap="round" opacity=".5"/><circle cx="44" cy="20" r="12" fill="C"/>',
  crown: '<path d="M6 48l4-30 12 12 10-20 10 20 12-12 4 30z" fill="C"/><rect x="6" y="48" width="52" height="8" fill="#0003"/>',
  goldbar: '<polygon points="14,22 50,22 60,46 4,46" fill="C"/><polygon points="14,22 50,22 46,30 18,30" fill="#fff5"/>',
  chili: '<path d="M14 14c6 0 8 4 8 4 10 2 30 16 34 38-18-6-34-20-38-34-4-2-4-8-4-8z" fill="C"/><path d="M14 14c-2-4 0-8 4-8" stroke="#2f8f3a" stroke-width="4" fill="none"/>',
  leaf: '<path d="M10 54C10 24 30 8 56 8c0 26-16 46-46 46z" fill="C"/><path d="M10 54L44 20" stroke="#0003" stroke-width="3"/>',
  flame: '<path d="M32 4c4 14 20 20 20 36a20 20 0 0 1-40 0c0-10 6-14 8-22 4 6 6 8 8 8-2-8 0-16 4-22z" fill="C"/><path d="M32 34c2 6 8 8 8 14a8 8 0 0 1-16 0c0-6 6-8 8-14z" fill="#fde047"/>',
  letter: '',
} as const;

export type SlotShape = keyof typeof SHAPES;
export const SLOT_SHAPES = Object.keys(SHAPES) as SlotShape[];

/** A symbol's picture: a shape in a colour, or (shape `letter`) a card rank drawn as text. */
export function slotSymbolSvg(shape: SlotShape, colour: string, label: string, glyph = ''): string {
  const text = glyph
    ? `<text x="32" y="${shape === 'tile' ? 40 : 46}" font-size="${shape === 'tile' ? 28 : 40}" font-family="serif" font-weight="800" fill="${colour}" text-anchor="middle">${glyph}</text>`
    : '';
  const body = shape === 'letter' ? text : SHAPES[shape].replaceAll('"C"', `"${colour}"`) + (shape === 'tile' ? text : '');
  return `<svg viewBox="0 0 64 64" width="64" height="64" ${label ? `role="img" aria-label="${label}"` : 'aria-hidden="true"'}>${body}</svg>`;
}
