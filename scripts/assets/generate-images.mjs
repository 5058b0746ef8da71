#!/usr/bin/env node
// Generates Khel's original image assets (avatars, brand, PWA icons, banners, popups, games)
// from SVG drawn in code. Nothing is downloaded or copied: every shape below is ours.
//
// Rasteriser: @resvg/resvg-js (MPL-2.0), a dev-only tool that is NOT a dependency of the
// repo and is never shipped. Install it in a throwaway folder outside the repo:
//
//   mkdir -p /tmp/assetgen && cd /tmp/assetgen && npm init -y && npm i --no-save @resvg/resvg-js
//   cd /path/to/repo && NODE_PATH=/tmp/assetgen/node_modules node scripts/assets/generate-images.mjs
//
// Fonts: DejaVu Sans (Debian `fonts-dejavu-core`) is used for text drawn into PNGs.
// Override with FONT_REGULAR=/path/x.ttf FONT_BOLD=/path/y.ttf.
// Optional compression: `pngquant` and `optipng` are used when found on PATH.
//
// Usage: node scripts/assets/generate-images.mjs [--only=avatars,brand,banners,popups,games]
// `games` draws a tile per entry of apps/server/seed/config/GameList2Conf.json, the category
// icons and the provider wordmarks.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const publicDir = path.join(repoRoot, 'apps', 'web', 'public');

// ---------------------------------------------------------------------------
// Rasteriser + fonts
// ---------------------------------------------------------------------------

function loadResvg() {
  const candidates = [
    process.env.RESVG_MODULE,
    '@resvg/resvg-js',
    '/tmp/assetgen/node_modules/@resvg/resvg-js',
  ].filter(Boolean);
  const requireHere = createRequire(import.meta.url);
  const requireCwd = createRequire(path.join(process.cwd(), 'noop.js'));
  for (const id of candidates) {
    for (const req of [requireHere, requireCwd]) {
      try {
        return req(id);
      } catch {
        // try the next location
      }
    }
  }
  console.error(
    [
      '',
      'ERROR: the PNG rasteriser @resvg/resvg-js was not found.',
      'It is a throwaway dev tool; install it OUTSIDE the repo, e.g.:',
      '',
      '  mkdir -p /tmp/assetgen && cd /tmp/assetgen && npm init -y && npm i --no-save @resvg/resvg-js',
      '',
      'then run this script with:',
      '',
      '  NODE_PATH=/tmp/assetgen/node_modules node scripts/assets/generate-images.mjs',
      '',
      '(or set RESVG_MODULE=/abs/path/to/node_modules/@resvg/resvg-js)',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

function findFont(envName, names) {
  const fromEnv = process.env[envName];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const dirs = [
    '/usr/share/fonts/truetype/dejavu',
    '/usr/share/fonts/dejavu',
    '/usr/share/fonts/TTF',
    '/usr/local/share/fonts',
    '/Library/Fonts',
    '/System/Library/Fonts/Supplemental',
  ];
  for (const dir of dirs) {
    for (const name of names) {
      const p = path.join(dir, name);
      if (existsSync(p)) return p;
    }
  }
  return null;
}

const { Resvg } = loadResvg();
const FONT_REGULAR = findFont('FONT_REGULAR', ['DejaVuSans.ttf']);
const FONT_BOLD = findFont('FONT_BOLD', ['DejaVuSans-Bold.ttf']);
if (!FONT_REGULAR || !FONT_BOLD) {
  console.error(
    'ERROR: DejaVu Sans fonts not found. Install them (Debian: `apt-get install fonts-dejavu-core`)\n' +
      'or set FONT_REGULAR and FONT_BOLD to .ttf files.',
  );
  process.exit(1);
}
const FONT = 'DejaVu Sans';
const fontOptions = {
  fontFiles: [FONT_REGULAR, FONT_BOLD],
  loadSystemFonts: false,
  defaultFontFamily: FONT,
};

function rasterise(svg, width) {
  const r = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: fontOptions });
  return r.render().asPng();
}

const widthCache = new Map();
/** Width in px of `text` at `size` (measured by resvg, so it matches the render). */
function measure(text, size, weight = 700) {
  const key = `${text}|${size}|${weight}`;
  if (widthCache.has(key)) return widthCache.get(key);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="10" y="300" font-family="${FONT}" font-weight="${weight}" font-size="${size}">${esc(text)}</text></svg>`;
  const bbox = new Resvg(svg, { font: fontOptions }).getBBox();
  const w = bbox ? bbox.width : text.length * size * 0.6;
  widthCache.set(key, w);
  return w;
}
/** Largest font size <= size such that every line fits in maxWidth. */
function fitSize(lines, size, maxWidth, weight = 700) {
  let s = size;
  while (s > 10 && Math.max(...lines.map((l) => measure(l, s, weight))) > maxWidth) s -= 1;
  return s;
}

const hasTool = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
const HAS_PNGQUANT = hasTool('pngquant');
const HAS_OPTIPNG = hasTool('optipng');

function writePng(rel, svg, width, { quality = '65-95', colours = 256, dither = true } = {}) {
  const file = path.join(publicDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, rasterise(svg, width));
  if (HAS_PNGQUANT) {
    // exit 98/99 = could not reach quality/size goal: keep the lossless file.
    const palette = colours < 256 ? [String(colours)] : [];
    const noDither = dither ? [] : ['--nofs'];
    spawnSync('pngquant', [`--quality=${quality}`, '--speed=1', '--strip', '--force', '--skip-if-larger', ...noDither, '--output', file, ...palette, '--', file]);
  }
  if (HAS_OPTIPNG) spawnSync('optipng', ['-o2', '-quiet', '-strip', 'all', file]);
  written.push(file);
}

function writeSvg(rel, svg) {
  const file = path.join(publicDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg.trim().replace(/\n\s*/g, '\n') + '\n');
  written.push(file);
}

const written = [];

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Deterministic PRNG (mulberry32) so reruns produce identical images. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, arr) => arr[Math.floor(r() * arr.length)];
const f = (n) => Number(n.toFixed(2));

function luminance(hex) {
  const v = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255);
  const [r, g, b] = v.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

function text(str, x, y, size, fill, { weight = 700, anchor = 'start', extra = '' } = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(str)}</text>`;
}
/** Text with a soft drop shadow (a darker copy underneath). */
function shadowText(str, x, y, size, fill, opts = {}) {
  const dy = Math.max(2, Math.round(size / 16));
  return (
    text(str, x, y + dy, size, opts.shadow ?? '#000', { ...opts, extra: `opacity="${opts.shadowOpacity ?? 0.22}"` }) +
    text(str, x, y, size, fill, opts)
  );
}

/** Four-point sparkle centred at (x, y). */
function sparkle(x, y, r, fill, opacity = 1) {
  const k = r * 0.28;
  return `<path d="M${x},${y - r} Q${x + k},${y - k} ${x + r},${y} Q${x + k},${y + k} ${x},${y + r} Q${x - k},${y + k} ${x - r},${y} Q${x - k},${y - k} ${x},${y - r} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function star5(cx, cy, R, r, fill, extra = '') {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? R : r;
    pts.push(`${f(cx + rad * Math.cos(a))},${f(cy + rad * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" ${extra}/>`;
}

/** A gold coin seen face-on, with a little thickness. */
function coin(cx, cy, r, { tilt = 0 } = {}) {
  const t = Math.max(2, r * 0.16);
  return (
    `<g transform="rotate(${tilt} ${cx} ${cy})">` +
    `<ellipse cx="${cx}" cy="${cy + t}" rx="${r}" ry="${r}" fill="#c98a00"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f5b301"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.74)}" fill="none" stroke="#ffd95a" stroke-width="${f(r * 0.1)}"/>` +
    star5(cx, cy, r * 0.42, r * 0.18, '#e39c00') +
    `<path d="M${f(cx - r * 0.55)},${f(cy - r * 0.45)} A${r * 0.75},${r * 0.75} 0 0 1 ${f(cx + r * 0.1)},${f(cy - r * 0.72)}" stroke="#fff6cf" stroke-width="${f(r * 0.12)}" fill="none" stroke-linecap="round" opacity="0.8"/>` +
    `</g>`
  );
}

/** A coin lying flat (edge-on stack element). */
function coinFlat(cx, cy, rx) {
  const ry = rx * 0.36;
  const h = rx * 0.22;
  return (
    `<path d="M${cx - rx},${cy} L${cx - rx},${f(cy + h)} A${rx},${f(ry)} 0 0 0 ${cx + rx},${f(cy + h)} L${cx + rx},${cy} Z" fill="#c98a00"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${f(ry)}" fill="#f5b301"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.7)}" fill="none" stroke="#ffd95a" stroke-width="${f(rx * 0.08)}"/>`
  );
}
function coinStack(cx, baseY, rx, n) {
  let s = '';
  const step = rx * 0.26;
  for (let i = 0; i < n; i++) s += coinFlat(cx, f(baseY - i * step), rx);
  return s;
}

function giftBox(cx, cy, w, { body = '#ef4444', ribbon = '#f5b301', lid = '#f87171' } = {}) {
  const h = w * 0.78;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const lidH = w * 0.24;
  const rib = w * 0.16;
  return (
    `<ellipse cx="${cx}" cy="${f(y + h + 6)}" rx="${f(w * 0.6)}" ry="${f(w * 0.07)}" fill="#000" opacity="0.18"/>` +
    `<rect x="${f(x + w * 0.05)}" y="${f(y + lidH * 0.6)}" width="${f(w * 0.9)}" height="${f(h - lidH * 0.6)}" rx="${f(w * 0.04)}" fill="${body}"/>` +
    `<rect x="${f(x + w * 0.05)}" y="${f(y + lidH * 0.6)}" width="${f(w * 0.9)}" height="${f(w * 0.08)}" fill="#000" opacity="0.15"/>` +
    `<rect x="${f(cx - rib / 2)}" y="${f(y + lidH * 0.6)}" width="${f(rib)}" height="${f(h - lidH * 0.6)}" fill="${ribbon}"/>` +
    `<rect x="${f(x - w * 0.02)}" y="${f(y)}" width="${f(w * 1.04)}" height="${f(lidH)}" rx="${f(w * 0.05)}" fill="${lid}"/>` +
    `<rect x="${f(cx - rib / 2)}" y="${f(y)}" width="${f(rib)}" height="${f(lidH)}" fill="${ribbon}"/>` +
    // bow
    `<path d="M${cx},${f(y + 2)} C${f(cx - w * 0.1)},${f(y - w * 0.28)} ${f(cx - w * 0.42)},${f(y - w * 0.22)} ${f(cx - w * 0.3)},${f(y - w * 0.02)} C${f(cx - w * 0.22)},${f(y + w * 0.06)} ${f(cx - w * 0.08)},${f(y + 2)} ${cx},${f(y + 2)} Z" fill="${ribbon}"/>` +
    `<path d="M${cx},${f(y + 2)} C${f(cx + w * 0.1)},${f(y - w * 0.28)} ${f(cx + w * 0.42)},${f(y - w * 0.22)} ${f(cx + w * 0.3)},${f(y - w * 0.02)} C${f(cx + w * 0.22)},${f(y + w * 0.06)} ${f(cx + w * 0.08)},${f(y + 2)} ${cx},${f(y + 2)} Z" fill="${ribbon}"/>` +
    `<circle cx="${cx}" cy="${f(y + 1)}" r="${f(w * 0.07)}" fill="#e39c00"/>` +
    // shine
    `<rect x="${f(x + w * 0.1)}" y="${f(y + lidH + w * 0.06)}" width="${f(w * 0.06)}" height="${f(h * 0.42)}" rx="${f(w * 0.03)}" fill="#fff" opacity="0.25"/>`
  );
}

function crown(cx, cy, w, { fill = '#f5b301', dark = '#c98a00' } = {}) {
  const h = w * 0.7;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const P = (px, py) => `${f(x0 + px * w)},${f(y0 + py * h)}`;
  const gem = (px, py, r, c) => `<circle cx="${f(x0 + px * w)}" cy="${f(y0 + py * h)}" r="${f(r * w)}" fill="${c}"/>`;
  return (
    `<path d="M${P(0.04, 0.3)} L${P(0.27, 0.58)} L${P(0.5, 0.12)} L${P(0.73, 0.58)} L${P(0.96, 0.3)} L${P(0.86, 0.86)} L${P(0.14, 0.86)} Z" fill="${fill}" stroke="${dark}" stroke-width="${f(w * 0.02)}" stroke-linejoin="round"/>` +
    `<rect x="${f(x0 + 0.12 * w)}" y="${f(y0 + 0.84 * h)}" width="${f(0.76 * w)}" height="${f(0.16 * h)}" rx="${f(0.03 * w)}" fill="${dark}"/>` +
    gem(0.04, 0.28, 0.045, '#fff3b0') +
    gem(0.5, 0.1, 0.05, '#fff3b0') +
    gem(0.96, 0.28, 0.045, '#fff3b0') +
    gem(0.5, 0.62, 0.075, '#ef4444') +
    gem(0.28, 0.7, 0.045, '#22c55e') +
    gem(0.72, 0.7, 0.045, '#3b82f6') +
    `<path d="M${P(0.2, 0.5)} L${P(0.27, 0.6)}" stroke="#fff" stroke-opacity="0.5" stroke-width="${f(w * 0.025)}" stroke-linecap="round"/>`
  );
}

function confetti(r, w, h, n, colors, avoid = () => false) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = f(r() * w);
    const y = f(r() * h);
    if (avoid(x, y)) continue;
    const c = pick(r, colors);
    const kind = r();
    if (kind < 0.4) s += `<circle cx="${x}" cy="${y}" r="${f(2 + r() * 3)}" fill="${c}" opacity="0.85"/>`;
    else if (kind < 0.75)
      s += `<rect x="${x}" y="${y}" width="${f(4 + r() * 5)}" height="${f(3 + r() * 2)}" rx="1" fill="${c}" transform="rotate(${Math.round(r() * 180)} ${x} ${y})" opacity="0.85"/>`;
    else s += sparkle(x, y, f(4 + r() * 5), c, 0.9);
  }
  return s;
}

function sunburst(cx, cy, R, n, color, opacity) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a0 = (i * 2 * Math.PI) / n;
    const a1 = a0 + Math.PI / n;
    s += `<path d="M${cx},${cy} L${f(cx + R * Math.cos(a0))},${f(cy + R * Math.sin(a0))} L${f(cx + R * Math.cos(a1))},${f(cy + R * Math.sin(a1))} Z"/>`;
  }
  return `<g fill="${color}" opacity="${opacity}">${s}</g>`;
}

function ctaButton(x, y, label, { h = 46, size = 21, fill = '#f5b301', color = '#3b2300', padX = 26, anchor = 'start' } = {}) {
  const w = Math.ceil(measure(label, size) + padX * 2);
  const left = anchor === 'middle' ? x - w / 2 : x;
  return (
    `<rect x="${f(left)}" y="${y + 4}" width="${w}" height="${h}" rx="${h / 2}" fill="#000" opacity="0.2"/>` +
    `<rect x="${f(left)}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>` +
    `<rect x="${f(left + h * 0.35)}" y="${y + 5}" width="${f(w - h * 0.7)}" height="${f(h * 0.28)}" rx="${f(h * 0.14)}" fill="#fff" opacity="0.28"/>` +
    text(label, f(left + w / 2), f(y + h / 2 + size * 0.36), size, color, { anchor: 'middle' })
  );
}

// ---------------------------------------------------------------------------
// 1. Avatars
// ---------------------------------------------------------------------------

const SKINS = [
  { base: '#fbd9c4', shade: '#eab497' },
  { base: '#f3c79a', shade: '#dca676' },
  { base: '#e3ad72', shade: '#c98f53' },
  { base: '#c68642', shade: '#a66c30' },
  { base: '#a16a3f', shade: '#84532d' },
  { base: '#74482b', shade: '#5a361f' },
];
const HAIR = ['#1d1715', '#3a2417', '#5b3824', '#8b5a2b', '#c98d3d', '#2b2a38', '#7c2d24', '#cfc8bc'];
const BGS = [
  '#ffd166', '#06d6a0', '#118ab2', '#ef476f', '#8f5cf6', '#3a86ff', '#fb8500', '#90be6d',
  '#f28482', '#4cc9f0', '#e879f9', '#2ec4b6', '#ffafcc', '#a3e635', '#f97316', '#60a5fa',
  '#facc15', '#34d399', '#c084fc', '#fb7185',
];
const SHIRTS = ['#1f6feb', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#0ea5e9', '#ec4899', '#111827', '#f8fafc', '#14b8a6', '#6366f1', '#e11d48', '#65a30d', '#334155'];
const HIJABS = ['#0f766e', '#be185d', '#1e3a8a', '#7c3aed', '#f8fafc', '#9a3412', '#334155', '#db2777'];
const CAPS = ['#ef4444', '#1f6feb', '#111827', '#10b981', '#f59e0b', '#8b5cf6'];
const STYLES = ['short', 'long', 'sidepart', 'hijab', 'curly', 'bob', 'spiky', 'bun', 'cap', 'ponytail', 'topi', 'bald', 'wavy'];
const MASC = new Set(['short', 'sidepart', 'spiky', 'curly', 'bald', 'cap', 'topi', 'wavy']);
const FEM = new Set(['long', 'bob', 'bun', 'ponytail', 'hijab']);

function hairLayers(style, hc, r) {
  // returns { back, mid, front, ears }
  const L = { back: '', mid: '', front: '', ears: true };
  const P = (d, c = hc) => `<path d="${d}" fill="${c}"/>`;
  switch (style) {
    case 'short':
      L.front = P('M47,80 C44,48 58,33 80,33 C102,33 116,48 113,80 C110,68 106,60 101,56 C90,62 68,62 58,55 C53,61 49,70 47,80 Z');
      break;
    case 'sidepart':
      L.front = P('M46,82 C42,46 60,30 82,31 C106,32 119,50 114,82 C112,70 109,62 104,56 C96,55 84,59 74,53 C70,59 61,61 54,60 C50,66 47,74 46,82 Z');
      break;
    case 'wavy':
      L.front = P('M46,82 C42,46 60,30 82,31 C106,32 119,50 114,82 C112,70 110,62 106,58 C102,62 96,62 92,57 C88,62 82,62 78,57 C74,62 68,62 64,57 C60,62 54,62 52,60 C49,66 47,74 46,82 Z');
      break;
    case 'spiky':
      L.front = P('M47,80 C45,62 47,52 51,45 L46,33 L60,37 L63,24 L74,33 L82,19 L90,33 L100,24 L102,37 L115,33 L110,46 C113,54 115,64 113,80 C110,67 104,59 98,56 C86,60 72,60 62,56 C55,60 50,68 47,80 Z');
      break;
    case 'curly': {
      let back = `<ellipse cx="80" cy="60" rx="44" ry="36" fill="${hc}"/>`;
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI * (1.0 + i / 10);
        back += `<circle cx="${f(80 + 44 * Math.cos(a))}" cy="${f(62 + 36 * Math.sin(a))}" r="11" fill="${hc}"/>`;
      }
      L.back = back;
      let front = '';
      for (const [x, y] of [[56, 56], [67, 49], [80, 47], [93, 49], [104, 56]]) front += `<circle cx="${x}" cy="${y}" r="9.5" fill="${hc}"/>`;
      L.front = front;
      break;
    }
    case 'long':
      L.back = P('M44,72 C42,40 60,29 80,29 C100,29 118,40 116,72 L121,126 C104,134 56,134 39,126 Z');
      L.front = P('M47,84 C44,48 60,33 80,33 C100,33 116,48 113,84 C111,70 107,60 100,54 C92,60 86,56 80,50 C74,58 62,60 56,58 C51,64 48,74 47,84 Z');
      break;
    case 'bob':
      L.back = P('M43,76 C41,42 59,30 80,30 C101,30 119,42 117,76 L119,108 C110,113 101,111 97,106 L63,106 C59,111 50,113 41,108 Z');
      L.front = P('M47,74 C46,46 60,34 80,34 C100,34 114,46 113,74 C112,66 110,61 108,58 L52,58 C50,62 48,67 47,74 Z');
      break;
    case 'bun':
      L.back = `<circle cx="80" cy="30" r="14" fill="${hc}"/>`;
      L.front = P('M47,78 C45,47 60,34 80,34 C100,34 115,47 113,78 C111,65 106,56 98,53 C90,53 84,57 80,61 C76,57 70,53 62,53 C54,56 49,65 47,78 Z');
      break;
    case 'ponytail':
      L.back = `<path d="M108,52 C132,58 134,98 120,118 C116,102 112,84 104,70 Z" fill="${hc}"/>`;
      L.front = P('M47,78 C45,47 60,34 80,34 C100,34 115,47 113,78 C111,65 106,56 98,53 C90,53 84,57 80,61 C76,57 70,53 62,53 C54,56 49,65 47,78 Z');
      break;
    case 'bald':
      L.front =
        P('M47,82 C46,72 47,66 49,62 C51,68 52,74 52,82 Z') +
        P('M113,82 C114,72 113,66 111,62 C109,68 108,74 108,82 Z') +
        `<ellipse cx="68" cy="48" rx="10" ry="5" fill="#fff" opacity="0.28" transform="rotate(-25 68 48)"/>`;
      break;
    case 'cap': {
      const cc = pick(r, CAPS);
      L.front =
        P('M47,80 C46,70 47,62 50,58 L110,58 C113,62 114,70 113,80 C110,70 106,64 100,62 L60,62 C54,64 50,70 47,80 Z') +
        `<path d="M46,62 C46,38 62,28 80,28 C98,28 114,38 114,62 Z" fill="${cc}"/>` +
        `<path d="M80,28 L80,62" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` +
        `<path d="M44,60 C62,54 104,54 134,64 C132,71 122,72 112,69 C98,65 64,65 46,69 Z" fill="${cc}"/>` +
        `<path d="M44,60 C62,54 104,54 134,64 C132,71 122,72 112,69 C98,65 64,65 46,69 Z" fill="#000" opacity="0.18"/>` +
        `<circle cx="80" cy="29" r="3.5" fill="${cc}"/>` +
        `<ellipse cx="64" cy="40" rx="8" ry="4" fill="#fff" opacity="0.25" transform="rotate(-30 64 40)"/>`;
      break;
    }
    case 'topi': {
      const tc = pick(r, ['#f8fafc', '#1f2937', '#7f1d1d', '#0f766e']);
      const band = tc === '#f8fafc' ? '#cbd5e1' : '#f5b301';
      let dots = '';
      for (let x = 54; x <= 106; x += 8) dots += `<circle cx="${x}" cy="52" r="1.6" fill="${band}"/>`;
      L.front =
        P('M47,80 C46,70 47,63 50,58 L110,58 C113,63 114,70 113,80 C111,70 107,64 102,62 L58,62 C53,64 49,70 47,80 Z') +
        `<path d="M49,60 C49,40 63,33 80,33 C97,33 111,40 111,60 C100,56 60,56 49,60 Z" fill="${tc}"/>` +
        `<path d="M50,56 C62,52 98,52 110,56" stroke="${band}" stroke-width="2" fill="none"/>` +
        dots;
      break;
    }
    case 'hijab': {
      const hj = pick(r, HIJABS);
      L.mid =
        `<path d="M80,28 C113,28 126,54 125,84 C124,104 118,116 110,124 L142,160 L18,160 L50,124 C42,116 36,104 35,84 C34,54 47,28 80,28 Z" fill="${hj}"/>` +
        `<path d="M80,28 C113,28 126,54 125,84 C124,104 118,116 110,124 L142,160 L18,160 L50,124 C42,116 36,104 35,84 C34,54 47,28 80,28 Z" fill="#000" opacity="0.06"/>` +
        `<path d="M42,84 C42,54 58,38 80,38 C102,38 118,54 118,84" stroke="#fff" stroke-opacity="0.18" stroke-width="3" fill="none"/>`;
      L.ears = false;
      L.hijab = hj;
      break;
    }
    default:
      break;
  }
  return L;
}

function avatarBody(i) {
  const r = rng(0x5eed + i * 7919);
  const style = STYLES[i % STYLES.length];
  const skin = SKINS[(i * 5 + Math.floor(i / STYLES.length)) % SKINS.length];
  const bg = BGS[(i * 7) % BGS.length];
  let hi = (i * 3 + Math.floor(i / 8)) % HAIR.length;
  let hc = HAIR[hi];
  if (hc === '#cfc8bc' && FEM.has(style)) hc = '#a0522d';
  // Hair must stand out from the face: step through the palette until the contrast is enough.
  for (let k = 0; k < HAIR.length && contrast(hc, skin.base) < 1.9; k++) hc = HAIR[(hi = (hi + 1) % HAIR.length)];
  let shirt = pick(r, SHIRTS);
  if (shirt.toLowerCase() === bg.toLowerCase()) shirt = '#111827';
  const L = hairLayers(style, hc, r);
  const brow = hc === '#cfc8bc' || hc === '#c98d3d' ? '#6b4a2b' : hc;

  const eyeKind = pick(r, ['dot', 'dot', 'dot', 'happy', 'oval', 'wink']);
  const mouthKind = pick(r, ['smile', 'smile', 'open', 'open', 'grin', 'teeth']);
  const neckKind = pick(r, ['round', 'v', 'collar', 'kurta', 'hoodie']);
  const masc = MASC.has(style);
  const beardKind = masc && i % 3 !== 1 ? pick(r, ['none', 'full', 'stubble', 'mustache', 'full']) : 'none';
  const acc = pick(r, ['none', 'none', 'none', 'none', 'glasses', 'glasses-sq', 'headphones', 'earrings', 'earrings', 'freckles', 'sunglasses']);
  const blush = r() < 0.6;

  const parts = [];
  parts.push(`<rect width="160" height="160" fill="${bg}"/>`);
  parts.push(`<circle cx="80" cy="86" r="66" fill="#fff" opacity="0.16"/>`);
  const decoKind = i % 4;
  if (decoKind === 0) parts.push(`<circle cx="132" cy="30" r="10" fill="#fff" opacity="0.22"/><circle cx="24" cy="130" r="6" fill="#fff" opacity="0.22"/>`);
  else if (decoKind === 1) parts.push(sparkle(30, 32, 9, '#fff', 0.35) + sparkle(134, 118, 6, '#fff', 0.3));
  else if (decoKind === 2) parts.push(`<path d="M0,120 L40,160 L0,160 Z" fill="#000" opacity="0.06"/><path d="M160,0 L160,40 L120,0 Z" fill="#fff" opacity="0.15"/>`);

  // hood behind everything for hoodies
  if (neckKind === 'hoodie' && style !== 'hijab') parts.push(`<path d="M40,134 C36,112 52,104 80,104 C108,104 124,112 120,134 Z" fill="${shirt}"/><path d="M40,134 C36,112 52,104 80,104 C108,104 124,112 120,134 Z" fill="#000" opacity="0.2"/>`);
  parts.push(L.back);
  // neck
  parts.push(`<rect x="68" y="96" width="24" height="30" rx="6" fill="${skin.shade}"/>`);
  // body
  parts.push(`<path d="M20,160 C20,134 46,119 80,119 C114,119 140,134 140,160 Z" fill="${shirt}"/>`);
  const light = shirt === '#f8fafc';
  const trim = light ? '#cbd5e1' : '#000';
  const trimOp = light ? 1 : 0.2;
  if (style !== 'hijab') {
    if (neckKind === 'round') parts.push(`<path d="M67,120 C70,131 90,131 93,120 Z" fill="${skin.shade}"/><path d="M66,120 C70,133 90,133 94,120" stroke="${trim}" stroke-opacity="${trimOp}" stroke-width="3" fill="none"/>`);
    else if (neckKind === 'v') parts.push(`<path d="M68,119 L80,138 L92,119 Z" fill="${skin.shade}"/><path d="M67,119 L80,139 L93,119" stroke="${trim}" stroke-opacity="${trimOp}" stroke-width="3" fill="none"/>`);
    else if (neckKind === 'collar') parts.push(`<path d="M68,120 L80,132 L92,120 Z" fill="${skin.shade}"/><path d="M64,118 L80,133 L72,140 L60,124 Z" fill="#fff" opacity="0.9"/><path d="M96,118 L80,133 L88,140 L100,124 Z" fill="#fff" opacity="0.9"/>`);
    else if (neckKind === 'kurta') parts.push(`<path d="M68,119 C72,124 88,124 92,119 L92,116 L68,116 Z" fill="${skin.shade}"/><rect x="67" y="117" width="26" height="7" rx="3" fill="${trim}" opacity="${light ? 1 : 0.25}"/><path d="M80,124 L80,160" stroke="${trim}" stroke-opacity="${trimOp}" stroke-width="2.5"/><circle cx="84" cy="132" r="2" fill="#f5b301"/><circle cx="84" cy="142" r="2" fill="#f5b301"/><circle cx="84" cy="152" r="2" fill="#f5b301"/>`);
    else parts.push(`<path d="M67,120 C70,131 90,131 93,120 Z" fill="${skin.shade}"/><path d="M72,128 L70,148 M88,128 L90,148" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><circle cx="70" cy="149" r="2.5" fill="#fff"/><circle cx="90" cy="149" r="2.5" fill="#fff"/>`);
  }
  parts.push(L.mid);
  // ears
  if (L.ears) {
    parts.push(`<circle cx="48" cy="80" r="8" fill="${skin.base}"/><circle cx="48" cy="80" r="4" fill="${skin.shade}"/><circle cx="112" cy="80" r="8" fill="${skin.base}"/><circle cx="112" cy="80" r="4" fill="${skin.shade}"/>`);
  }
  // head
  parts.push(`<ellipse cx="80" cy="75" rx="32" ry="37" fill="${skin.base}"/>`);
  // hijab inner frame over forehead
  if (style === 'hijab') parts.push(`<path d="M47,70 C48,46 62,38 80,38 C98,38 112,46 113,70 C106,56 94,50 80,50 C66,50 54,56 47,70 Z" fill="${L.hijab}"/><path d="M47,70 C48,46 62,38 80,38 C98,38 112,46 113,70 C106,56 94,50 80,50 C66,50 54,56 47,70 Z" fill="#fff" opacity="0.1"/>`);

  // beard (under mouth)
  if (beardKind === 'full' || beardKind === 'stubble') {
    const op = beardKind === 'full' ? 1 : 0.35;
    parts.push(`<path d="M48,78 C47,103 62,113 80,113 C98,113 113,103 112,78 C108,92 101,99 94,101 C88,96 72,96 66,101 C59,99 52,92 48,78 Z" fill="${hc}" opacity="${op}"/>`);
  }
  if (beardKind === 'full' || beardKind === 'mustache') {
    parts.push(`<path d="M67,96 C71,89 78,90 80,93 C82,90 89,89 93,96 C87,95 83,96 80,96 C77,96 73,95 67,96 Z" fill="${hc}"/>`);
  }
  // blush + freckles
  if (blush) parts.push(`<ellipse cx="59" cy="92" rx="7" ry="4" fill="#ff5a5f" opacity="0.22"/><ellipse cx="101" cy="92" rx="7" ry="4" fill="#ff5a5f" opacity="0.22"/>`);
  if (acc === 'freckles') {
    for (const [x, y] of [[58, 86], [62, 89], [55, 90], [102, 86], [98, 89], [105, 90]]) parts.push(`<circle cx="${x}" cy="${y}" r="1.3" fill="${skin.shade}"/>`);
  }
  // eyebrows
  parts.push(`<path d="M59,67 Q66,62 73,66 M87,66 Q94,62 101,67" stroke="${brow}" stroke-width="3.5" stroke-linecap="round" fill="none"/>`);
  // eyes
  const eyeC = '#2a2230';
  const dotEye = (x) => `<circle cx="${x}" cy="79" r="4.6" fill="${eyeC}"/><circle cx="${x + 1.6}" cy="77.4" r="1.6" fill="#fff"/>`;
  const happyEye = (x) => `<path d="M${x - 6},81 Q${x},73 ${x + 6},81" stroke="${eyeC}" stroke-width="3.4" stroke-linecap="round" fill="none"/>`;
  const ovalEye = (x) => `<ellipse cx="${x}" cy="79" rx="3.6" ry="5.2" fill="${eyeC}"/><circle cx="${x + 1.3}" cy="77" r="1.4" fill="#fff"/>`;
  if (acc !== 'sunglasses') {
    if (eyeKind === 'dot') parts.push(dotEye(67) + dotEye(93));
    else if (eyeKind === 'happy') parts.push(happyEye(67) + happyEye(93));
    else if (eyeKind === 'oval') parts.push(ovalEye(67) + ovalEye(93));
    else parts.push(dotEye(67) + happyEye(93));
  }
  // nose
  parts.push(`<path d="M79,84 Q77,90 82,89" stroke="${skin.shade}" stroke-width="2.6" stroke-linecap="round" fill="none"/>`);
  // mouth
  const lip = '#7a2430';
  if (mouthKind === 'smile') parts.push(`<path d="M70,98 Q80,106 90,98" stroke="${lip}" stroke-width="3.2" stroke-linecap="round" fill="none"/>`);
  else if (mouthKind === 'grin') parts.push(`<path d="M72,99 Q80,103 88,99" stroke="${lip}" stroke-width="3" stroke-linecap="round" fill="none"/>`);
  else {
    parts.push(`<path d="M69,97 L91,97 Q90,110 80,110 Q70,110 69,97 Z" fill="${lip}"/>`);
    if (mouthKind === 'teeth') parts.push(`<path d="M70,97 L90,97 L89.4,101 L70.6,101 Z" fill="#fff"/>`);
    parts.push(`<path d="M74,106 Q80,101 86,106 Q84,110 80,110 Q76,110 74,106 Z" fill="#f28b8b"/>`);
  }
  // hair in front
  parts.push(L.front);
  // accessories
  if (acc === 'glasses') {
    parts.push(`<g stroke="#1f2937" stroke-width="3" fill="#fff" fill-opacity="0.18"><circle cx="67" cy="79" r="10"/><circle cx="93" cy="79" r="10"/></g><path d="M77,78 Q80,75 83,78 M57,77 L49,74 M103,77 L111,74" stroke="#1f2937" stroke-width="3" fill="none" stroke-linecap="round"/>`);
  } else if (acc === 'glasses-sq') {
    parts.push(`<g stroke="#7c2d12" stroke-width="3" fill="#fff" fill-opacity="0.18"><rect x="56" y="71" width="21" height="16" rx="4"/><rect x="83" y="71" width="21" height="16" rx="4"/></g><path d="M77,77 Q80,74 83,77 M56,76 L49,74 M104,76 L111,74" stroke="#7c2d12" stroke-width="3" fill="none" stroke-linecap="round"/>`);
  } else if (acc === 'sunglasses') {
    parts.push(`<path d="M54,72 L78,72 L76,84 Q74,89 66,89 Q57,89 56,83 Z M82,72 L106,72 L104,83 Q103,89 94,89 Q86,89 84,84 Z" fill="#111827"/><path d="M78,74 L82,74 M54,73 L48,72 M106,73 L112,72" stroke="#111827" stroke-width="3" stroke-linecap="round"/><path d="M60,76 L66,76 M88,76 L94,76" stroke="#fff" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`);
  } else if (acc === 'headphones' && L.ears && style !== 'cap' && style !== 'topi') {
    parts.push(`<path d="M45,78 C43,32 117,32 115,78" stroke="#1f2937" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="36" y="66" width="15" height="28" rx="6" fill="#ef4444"/><rect x="109" y="66" width="15" height="28" rx="6" fill="#ef4444"/><rect x="36" y="66" width="6" height="28" rx="3" fill="#000" opacity="0.2"/><rect x="118" y="66" width="6" height="28" rx="3" fill="#000" opacity="0.2"/>`);
  } else if (acc === 'earrings' && L.ears) {
    parts.push(`<circle cx="48" cy="93" r="3.4" fill="#f5b301"/><circle cx="112" cy="93" r="3.4" fill="#f5b301"/>`);
  }
  return parts.join('');
}

function avatarSvg(i) {
  return svgDoc(160, 160, avatarBody(i));
}

/** Avatar `i` inside a round badge with a coloured ring (for the invite artwork). */
function avatarBadge(i, cx, cy, R, ring = '#fff') {
  const id = `ab${i}_${Math.round(cx)}_${Math.round(cy)}`;
  const ringW = Math.max(4, R * 0.1);
  return (
    `<circle cx="${cx + 3}" cy="${cy + 6}" r="${f(R + ringW)}" fill="#000" opacity="0.2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(R + ringW)}" fill="${ring}"/>` +
    `<svg x="${f(cx - R)}" y="${f(cy - R)}" width="${f(2 * R)}" height="${f(2 * R)}" viewBox="0 0 160 160">` +
    `<defs><clipPath id="${id}"><circle cx="80" cy="80" r="80"/></clipPath></defs>` +
    `<g clip-path="url(#${id})">${avatarBody(i)}</g></svg>`
  );
}

function generateAvatars() {
  for (let i = 0; i < 40; i++) {
    const id = 2001 + i;
    writePng(`avatars/head_${id}.png`, avatarSvg(i), 160);
  }
}

// ---------------------------------------------------------------------------
// 2. Brand: emblem, logo, favicon, PWA icons
// ---------------------------------------------------------------------------

const BRAND_BLUE_DARK = '#1553c4';
const BRAND_GOLD = '#f5b301';

/** The emblem's glyph (a bold K with a gold leg and a gold sparkle) in a 100x100 box. */
function emblemGlyph() {
  // The gold leg is drawn first so it comes out from behind the white arm.
  return (
    `<path d="M47,48 L65,75" stroke="${BRAND_GOLD}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M31,25 L31,75" stroke="#fff" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M62,25 L36,52" stroke="#fff" stroke-width="15" stroke-linecap="round"/>` +
    sparkle(76, 25, 11, BRAND_GOLD)
  );
}

function emblemTile(id = 'kg') {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f7cf6"/><stop offset="1" stop-color="${BRAND_BLUE_DARK}"/></linearGradient>`,
    body: `<rect width="100" height="100" rx="24" fill="url(#${id})"/>${emblemGlyph()}`,
  };
}

function generateBrand() {
  // favicon.svg: emblem tile only
  const tile = emblemTile('kf');
  writeSvg(
    'favicon.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<title>Khel</title>
<defs>${tile.defs}</defs>
${tile.body}
</svg>`,
  );

  // logo.svg: emblem + "Khel" wordmark built from strokes (no font dependency), for light and dark
  // surfaces. One wordmark blue that holds >= 3:1 (WCAG AA for large text, which a 28-40 px logo
  // is) on white (3.7:1) and on the dark theme's surfaces (4.5:1 on #111a2b): an <img> cannot see
  // the app's theme (a prefers-color-scheme rule follows the phone, not the app's own setting).
  // logo-on-brand.svg: the same with a white wordmark for the blue brand gradient (home header,
  // left menu), 4.6:1 on its middle (#1f6feb) and >= 3.3:1 on its lightest end; the emblem tile
  // gets a thin white rim so it stays apart from the blue behind it.
  const lt = emblemTile('kl');
  const word = [
    'M126,18 L126,82', // K stem
    'M160,18 L131,50', // K arm
    'M142,44 L163,82', // K leg
    'M182,14 L182,82', // h stem
    'M182,56 C182,44 190,38 199,38 C209,38 216,44 216,56 L216,82', // h arch
    'M236,61 L272,61 C272,47 264,38 254,38 C243,38 235,48 235,60 C235,73 243,82 255,82 C262,82 267,80 271,76', // e
    'M292,14 L292,82', // l
  ].join(' ');
  const logo = (wordColour, rim) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 306 100" role="img" aria-label="Khel">
<title>Khel</title>
<defs>${lt.defs}</defs>
${lt.body}${rim ? '<rect x="1.5" y="1.5" width="97" height="97" rx="22.5" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>' : ''}
<path d="${word}" fill="none" stroke="${wordColour}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
  writeSvg('brand/logo.svg', logo('#3b82f6', false));
  writeSvg('brand/logo-on-brand.svg', logo('#ffffff', true));

  // PWA icons: full-bleed brand blue, glyph centred.
  const iconSvg = (size, glyphScale) => {
    const g = size * glyphScale;
    const off = (size - g) / 2;
    return svgDoc(
      size,
      size,
      `<rect width="${size}" height="${size}" fill="url(#ib)"/>` +
        `<circle cx="${size * 0.5}" cy="${size * 0.5}" r="${size * 0.42}" fill="#fff" opacity="0.05"/>` +
        `<g transform="translate(${f(off)} ${f(off)}) scale(${f(g / 100)})">${emblemGlyph()}</g>`,
      `<linearGradient id="ib" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f7cf6"/><stop offset="1" stop-color="${BRAND_BLUE_DARK}"/></linearGradient>`,
    );
  };
  writePng('brand/icon-192.png', iconSvg(192, 0.86), 192);
  writePng('brand/icon-512.png', iconSvg(512, 0.86), 512);
  // Maskable: keep everything inside the 80% safe circle.
  writePng('brand/icon-maskable-512.png', iconSvg(512, 0.62), 512);

  // no-data.svg: neutral empty-state illustration (semi-transparent greys work on light and dark).
  writeSvg(
    'brand/no-data.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160" role="img" aria-label="No data">
<title>No data</title>
<ellipse cx="100" cy="138" rx="70" ry="9" fill="#8b95a7" fill-opacity="0.18"/>
<path d="M48,72 L100,88 L152,72 L152,124 L100,140 L48,124 Z" fill="#8b95a7" fill-opacity="0.22" stroke="#8b95a7" stroke-width="3" stroke-linejoin="round"/>
<path d="M100,88 L100,140" stroke="#8b95a7" stroke-width="3"/>
<path d="M48,72 L100,56 L152,72 L100,88 Z" fill="#8b95a7" fill-opacity="0.1" stroke="#8b95a7" stroke-width="3" stroke-linejoin="round"/>
<path d="M48,72 L30,92 L82,108 L100,88 Z" fill="#8b95a7" fill-opacity="0.3" stroke="#8b95a7" stroke-width="3" stroke-linejoin="round"/>
<path d="M152,72 L170,92 L118,108 L100,88 Z" fill="#8b95a7" fill-opacity="0.3" stroke="#8b95a7" stroke-width="3" stroke-linejoin="round"/>
<path d="M82,34 L88,46 M100,26 L100,42 M118,34 L112,46" fill="none" stroke="#8b95a7" stroke-width="4" stroke-linecap="round" stroke-opacity="0.7"/>
<circle cx="56" cy="34" r="4" fill="#8b95a7" fill-opacity="0.5"/>
<circle cx="148" cy="28" r="3" fill="#8b95a7" fill-opacity="0.5"/>
<path d="M150,44 l3,-8 l3,8 l8,3 l-8,3 l-3,8 l-3,-8 l-8,-3 Z" fill="#8b95a7" fill-opacity="0.6"/>
<path d="M38,52 l2,-5 l2,5 l5,2 l-5,2 l-2,5 l-2,-5 l-5,-2 Z" fill="#8b95a7" fill-opacity="0.5"/>
</svg>`,
  );
}

// ---------------------------------------------------------------------------
// 3. Banners (750x270), artwork only
// ---------------------------------------------------------------------------
// The banners carry no text: the app lays the title, line and button over the left part as HTML in
// the player's language (features/home/components/banner-art.tsx), and mirrors the artwork in right
// to left layouts, so nothing here may read in one direction only (no letters, no arrows). The
// left 55 % stays calm (soft shapes, a few sparkles) for the text; the picture sits on the right.

const BANNER_W = 750;
const BANNER_H = 270;

function bannerFrame({ id, c1, c2, art, seed }) {
  const W = BANNER_W;
  const H = BANNER_H;
  const r = rng(seed);
  const deco =
    `<circle cx="600" cy="135" r="160" fill="#fff" opacity="0.08"/>` +
    `<circle cx="600" cy="135" r="112" fill="#fff" opacity="0.07"/>` +
    `<circle cx="-20" cy="270" r="110" fill="#000" opacity="0.07"/>` +
    `<circle cx="420" cy="-30" r="70" fill="#fff" opacity="0.06"/>` +
    confetti(r, W, H, 18, ['#fff', '#ffe27a', '#ffd1dc', '#b9f6ff'], (x, yy) => x < 470 && yy > 20 && yy < 250);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
  return svgDoc(W, H, `<rect width="${W}" height="${H}" fill="url(#${id})"/>${deco}${art}`, defs);
}

function calendarArt(cx, cy) {
  const w = 170;
  const h = 150;
  const x = cx - w / 2;
  const y = cy - h / 2;
  let s = `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="18" fill="#000" opacity="0.18"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#fff"/>`;
  s += `<path d="M${x},${y + 18} a18,18 0 0 1 18,-18 h${w - 36} a18,18 0 0 1 18,18 v22 h-${w} Z" fill="#ef4444"/>`;
  s += `<rect x="${x + 36}" y="${y - 12}" width="12" height="28" rx="6" fill="#334155"/><rect x="${x + w - 48}" y="${y - 12}" width="12" height="28" rx="6" fill="#334155"/>`;
  const cols = 4;
  const cw = 34;
  const gap = 6;
  const gx = x + (w - (cols * cw + (cols - 1) * gap)) / 2;
  const gy = y + 50;
  for (let row = 0; row < 2; row++) {
    for (let c = 0; c < cols; c++) {
      const k = row * cols + c;
      const bx = gx + c * (cw + gap);
      const by = gy + row * (cw + gap + 2);
      const done = k < 5;
      s += `<rect x="${bx}" y="${by}" width="${cw}" height="${cw}" rx="8" fill="${done ? '#dcfce7' : k === 5 ? '#fff7d6' : '#f1f5f9'}" ${k === 5 ? 'stroke="#f5b301" stroke-width="3"' : ''}/>`;
      if (done) s += `<path d="M${bx + 9},${by + 18} l6,6 l11,-12" stroke="#16a34a" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      else if (k === 5) s += coin(bx + cw / 2, by + cw / 2 - 1, 11);
      else s += `<circle cx="${bx + cw / 2}" cy="${by + cw / 2}" r="3" fill="#cbd5e1"/>`;
    }
  }
  return s;
}

function wheelArt(cx, cy, R) {
  const colors = ['#ef4444', '#f5b301', '#22c55e', '#3b82f6', '#a855f7', '#f97316', '#06b6d4', '#ec4899'];
  let s = `<path d="M${cx - 28},${cy + R + 34} L${cx},${cy + 20} L${cx + 28},${cy + R + 34} Z" fill="#7c2d12"/>`;
  s += `<rect x="${cx - 60}" y="${cy + R + 28}" width="120" height="14" rx="7" fill="#5b210d"/>`;
  s += `<circle cx="${cx + 5}" cy="${cy + 8}" r="${R + 12}" fill="#000" opacity="0.2"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R + 12}" fill="#f5b301"/><circle cx="${cx}" cy="${cy}" r="${R + 5}" fill="#b45309"/>`;
  const n = colors.length;
  for (let i = 0; i < n; i++) {
    const a0 = -Math.PI / 2 + (i * 2 * Math.PI) / n - Math.PI / n;
    const a1 = a0 + (2 * Math.PI) / n;
    s += `<path d="M${cx},${cy} L${f(cx + R * Math.cos(a0))},${f(cy + R * Math.sin(a0))} A${R},${R} 0 0 1 ${f(cx + R * Math.cos(a1))},${f(cy + R * Math.sin(a1))} Z" fill="${colors[i]}"/>`;
    const am = (a0 + a1) / 2;
    const ix = cx + R * 0.66 * Math.cos(am);
    const iy = cy + R * 0.66 * Math.sin(am);
    if (i % 2 === 0) s += star5(f(ix), f(iy), R * 0.14, R * 0.06, '#fff', 'opacity="0.95"');
    else s += `<circle cx="${f(ix)}" cy="${f(iy)}" r="${f(R * 0.1)}" fill="#fff" opacity="0.9"/>`;
  }
  // bulbs on the rim
  for (let i = 0; i < 16; i++) {
    const a = (i * 2 * Math.PI) / 16;
    s += `<circle cx="${f(cx + (R + 8.5) * Math.cos(a))}" cy="${f(cy + (R + 8.5) * Math.sin(a))}" r="3" fill="${i % 2 ? '#fff' : '#fff3b0'}"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${f(R * 0.2)}" fill="#f5b301" stroke="#b45309" stroke-width="4"/>`;
  s += star5(cx, cy, R * 0.11, R * 0.05, '#b45309');
  // pointer
  s += `<path d="M${cx - 14},${cy - R - 22} L${cx + 14},${cy - R - 22} L${cx},${cy - R + 12} Z" fill="#fff" stroke="#b45309" stroke-width="3" stroke-linejoin="round"/>`;
  return s;
}

/** Which avatars appear in the invite artwork (centre, left, right). */
const AGENCY_FACES = [0, 3, 9];

function generateBanners() {
  // Daily sign-in
  writePng(
    'banners/banner-sign-in.png',
    bannerFrame({
      id: 'g1',
      c1: '#ff8a1f',
      c2: '#e11d48',
      seed: 11,
      art: calendarArt(600, 130) + coinStack(692, 240, 26, 5) + coin(512, 214, 22, { tilt: -12 }) + coin(700, 50, 16, { tilt: 15 }) + sparkle(520, 56, 12, '#fff') + sparkle(690, 158, 8, '#fff3b0'),
    }),
    BANNER_W,
  );
  // VIP: the crown on a gold medal (no "VIP" lettering: the app writes it)
  writePng(
    'banners/banner-vip.png',
    bannerFrame({
      id: 'g2',
      c1: '#6d28d9',
      c2: '#1e1b4b',
      seed: 22,
      art:
        `<circle cx="600" cy="135" r="92" fill="#f5b301" opacity="0.16"/>` +
        sunburst(600, 135, 140, 14, '#ffe27a', 0.12) +
        crown(600, 124, 160) +
        `<g transform="translate(600 204)"><rect x="-46" y="-14" width="92" height="28" rx="14" fill="#f5b301"/>${star5(-22, 0, 8, 3.5, '#3b0764')}${star5(0, 0, 8, 3.5, '#3b0764')}${star5(22, 0, 8, 3.5, '#3b0764')}</g>` +
        coin(500, 214, 20, { tilt: -10 }) +
        coin(706, 210, 24, { tilt: 12 }) +
        sparkle(520, 60, 12, '#fff3b0') +
        sparkle(700, 70, 9, '#fff'),
    }),
    BANNER_W,
  );
  // Agency / invite
  const agencyArt =
    `<path d="M600,100 L528,198 M600,100 L672,198" stroke="#fff" stroke-width="5" stroke-dasharray="2 11" stroke-linecap="round" opacity="0.85"/>` +
    avatarBadge(AGENCY_FACES[1], 528, 198, 40) +
    avatarBadge(AGENCY_FACES[2], 672, 198, 40) +
    avatarBadge(AGENCY_FACES[0], 600, 96, 54, BRAND_GOLD) +
    `<circle cx="660" cy="50" r="19" fill="#22c55e" stroke="#fff" stroke-width="4"/><path d="M660,41 L660,59 M651,50 L669,50" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    coin(508, 86, 18, { tilt: -10 }) +
    coin(600, 236, 17) +
    sparkle(722, 128, 9, '#fff3b0') +
    sparkle(520, 140, 7, '#fff');
  writePng('banners/banner-agency.png', bannerFrame({ id: 'g3', c1: '#1f6feb', c2: '#0891b2', seed: 33, art: agencyArt }), BANNER_W);
  // Lucky wheel
  writePng(
    'banners/banner-pxx.png',
    bannerFrame({
      id: 'g4',
      c1: '#db2777',
      c2: '#7e22ce',
      seed: 44,
      art: wheelArt(600, 122, 84) + coin(498, 222, 20, { tilt: -8 }) + coin(712, 226, 18, { tilt: 10 }) + sparkle(500, 54, 12, '#fff3b0') + sparkle(716, 46, 9, '#fff'),
    }),
    BANNER_W,
  );
}

// ---------------------------------------------------------------------------
// 4. Popups (600x600)
// ---------------------------------------------------------------------------

function popupFrame({ id, c1, c2, seed, body }) {
  const r = rng(seed);
  const defs =
    `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></radialGradient>`;
  return svgDoc(
    600,
    600,
    `<rect width="600" height="600" fill="url(#${id})"/>` +
      sunburst(300, 300, 520, 18, '#fff', 0.06) +
      `<circle cx="300" cy="300" r="170" fill="#fff" opacity="0.06"/>` +
      confetti(r, 600, 600, 40, ['#ffe27a', '#fff', '#7dd3fc', '#f9a8d4', '#86efac'], (x, y) => (y < 150 || y > 410) && x > 40 && x < 560) +
      body,
    defs,
  );
}

function generatePopups() {
  // First deposit bonus
  {
    const head = 'First Deposit Bonus';
    const hs = fitSize([head], 48, 520);
    const big = 'UP TO 40%';
    const bs = fitSize([big], 96, 520);
    const body =
      shadowText(head, 300, 92, hs, '#fff', { anchor: 'middle' }) +
      text('Top up today and get extra', 300, 132, 24, '#dbeafe', { weight: 400, anchor: 'middle' }) +
      `<ellipse cx="300" cy="300" rx="150" ry="120" fill="#f5b301" opacity="0.18"/>` +
      coin(170, 250, 30, { tilt: -15 }) +
      coin(440, 215, 26, { tilt: 12 }) +
      coin(455, 330, 22, { tilt: -6 }) +
      coinStack(168, 372, 34, 5) +
      coinStack(432, 384, 30, 4) +
      giftBox(300, 310, 160, { body: '#e11d48', lid: '#f43f5e', ribbon: '#f5b301' }) +
      sparkle(220, 190, 14, '#fff3b0') +
      sparkle(390, 170, 10, '#fff') +
      text(big, 300, 478 + 5, bs, '#7a4a00', { anchor: 'middle', extra: 'opacity="0.6"' }) +
      text(big, 300, 478, bs, '#f5b301', { anchor: 'middle', extra: 'stroke="#fff3b0" stroke-width="1.5"' }) +
      ctaButton(300, 512, 'Deposit Now', { anchor: 'middle', h: 56, size: 26, padX: 44, fill: '#22c55e', color: '#fff' });
    writePng('popups/first-deposit.png', popupFrame({ id: 'p1', c1: '#2f7cf6', c2: '#0b2a6b', seed: 55, body }), 600);
  }
  // Agency / invite friends
  {
    const head = 'Invite Friends';
    const hs = fitSize([head], 56, 520);
    const sub = 'Earn Together';
    const ss = fitSize([sub], 60, 520);
    const body =
      shadowText(head, 300, 96, hs, '#fff', { anchor: 'middle' }) +
      shadowText(sub, 300, 160, ss, '#f5b301', { anchor: 'middle', shadow: '#3b2300', shadowOpacity: 0.5 }) +
      `<path d="M300,270 L170,400 M300,270 L430,400" stroke="#fff" stroke-width="6" stroke-dasharray="2 13" stroke-linecap="round" opacity="0.85"/>` +
      avatarBadge(AGENCY_FACES[1], 170, 396, 58) +
      avatarBadge(AGENCY_FACES[2], 430, 396, 58) +
      avatarBadge(AGENCY_FACES[0], 300, 272, 80, BRAND_GOLD) +
      `<circle cx="392" cy="204" r="24" fill="#22c55e" stroke="#fff" stroke-width="4"/><path d="M392,192 L392,216 M380,204 L404,204" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
      coin(196, 220, 24, { tilt: -12 }) +
      coin(300, 430, 22) +
      coin(520, 300, 18, { tilt: 10 }) +
      coin(80, 300, 16, { tilt: -10 }) +
      ctaButton(300, 500, 'Invite Now', { anchor: 'middle', h: 60, size: 28, padX: 50 });
    writePng('popups/agency.png', popupFrame({ id: 'p2', c1: '#0ea5e9', c2: '#1e3a8a', seed: 66, body }), 600);
  }
}

// ---------------------------------------------------------------------------
// 5. Games: one 240x240 tile per catalogue entry (games/<gameId>.png), category icons
//    (categories/<name>.svg) and provider wordmarks (providers/<platform>.svg). The catalogue is
//    the server's seed document, so a new game there gets its tile on the next run.
// ---------------------------------------------------------------------------

const PLATFORM_COLOURS = {
  inhouse: { c1: '#2f7cf6', c2: '#0b2a6b', accent: '#f5b301', label: 'KHEL' },
  vn888: { c1: '#e0313f', c2: '#5c0a16', accent: '#ffd166', label: 'VN888' },
  FaChai: { c1: '#f97316', c2: '#7c2d12', accent: '#fde047', label: 'FACHAI' },
  CQ9: { c1: '#14b8a6', c2: '#083d3a', accent: '#fef08a', label: 'CQ9' },
  PG: { c1: '#8b5cf6', c2: '#2e1065', accent: '#f0abfc', label: 'PG' },
  JDB: { c1: '#3b82f6', c2: '#172554', accent: '#93c5fd', label: 'JDB' },
  JILI: { c1: '#e89a0c', c2: '#6b2e05', accent: '#fff1a8', label: 'JILI' },
  EVO: { c1: '#334155', c2: '#020617', accent: '#facc15', label: 'EVO' },
  '9WICKETS': { c1: '#4d9a12', c2: '#12300a', accent: '#fef3c7', label: '9WICKETS' },
};

function readCatalogue() {
  const file = path.join(repoRoot, 'apps', 'server', 'seed', 'config', 'GameList2Conf.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Which picture a game gets, from words in its name (first match wins), else its type. */
const ART_RULES = [
  [/roulette/i, 'roulette'],
  [/wheel|pachinko/i, 'wheel'],
  [/baccarat|blackjack|poker|card|teen patti|rummy|andar/i, 'cards'],
  [/hold'?em/i, 'chip'],
  [/sic bo|dice/i, 'dice'],
  [/crash|rocket/i, 'rocket'],
  [/\bmines?\b/i, 'mines'],
  [/lucky numbers|lottery/i, 'balls'],
  [/cricket|t20|test match|wicket/i, 'cricket'],
  [/football/i, 'football'],
  [/tennis/i, 'tennis'],
  [/horse|derby/i, 'horseshoe'],
  [/kabaddi|champion/i, 'trophy'],
  [/tiger/i, 'tiger'],
  [/dragon/i, 'pearl'],
  [/fish|ocean|coral|diver|shark|sea/i, 'fish'],
  [/lotus|garden|blossom/i, 'lotus'],
  [/lantern|night market/i, 'lantern'],
  [/candy/i, 'fruit'],
  [/emperor|royal|kingdom|queen/i, 'crown'],
  [/boat|pirate|caravan/i, 'boat'],
  [/phoenix|fire|chili|samurai/i, 'flame'],
  [/fruit|farm|rice|candy/i, 'fruit'],
  [/gem|crystal|galaxy|bubble/i, 'gem'],
  [/drum|jungle/i, 'drum'],
  [/thunder|lightning/i, 'bolt'],
  [/moon|wolf|ninja/i, 'moon'],
  [/mahjong/i, 'tiles'],
  [/tree/i, 'tree'],
  [/genie|lamp/i, 'lamp'],
  [/star|circus|snow|city/i, 'star'],
  [/coin|gold|ox|cat|wealth|money/i, 'coins'],
  [/slot|seven|reel|spin|sky/i, 'reels'],
];
function artFor(game) {
  for (const [re, art] of ART_RULES) if (re.test(game.gameName)) return art;
  return { fish: 'fish', cards: 'cards', live: 'chip', sports: 'trophy' }[game.type] ?? 'reels';
}

/** Each picture is drawn in a 120x120 box centred at (cx, cy). */
const ARTS = {
  reels(cx, cy, acc) {
    let s = `<rect x="${cx - 58}" y="${cy - 40}" width="116" height="80" rx="14" fill="#fff" stroke="${acc}" stroke-width="6"/>`;
    for (let i = 0; i < 3; i++) {
      const x = cx - 52 + i * 36;
      s += `<rect x="${x}" y="${cy - 32}" width="32" height="64" rx="6" fill="${i === 1 ? '#fff7d6' : '#f1f5f9'}"/>`;
      s += text('7', x + 16, cy + 15, 40, '#e11d48', { anchor: 'middle' });
    }
    return s + `<rect x="${cx + 60}" y="${cy - 30}" width="8" height="40" rx="4" fill="${acc}"/><circle cx="${cx + 64}" cy="${cy - 34}" r="9" fill="#ef4444"/>`;
  },
  fish(cx, cy, acc) {
    return (
      `<path d="M${cx + 30},${cy} L${cx + 62},${cy - 26} L${cx + 56},${cy} L${cx + 62},${cy + 26} Z" fill="${acc}"/>` +
      `<ellipse cx="${cx - 6}" cy="${cy}" rx="46" ry="30" fill="${acc}"/>` +
      `<path d="M${cx - 20},${cy - 28} Q${cx},${cy - 52} ${cx + 18},${cy - 26}" fill="${acc}"/>` +
      `<path d="M${cx + 4},${cy - 26} Q${cx - 8},${cy} ${cx + 4},${cy + 26}" stroke="#fff" stroke-width="4" fill="none" opacity="0.6"/>` +
      `<circle cx="${cx - 30}" cy="${cy - 6}" r="9" fill="#fff"/><circle cx="${cx - 32}" cy="${cy - 6}" r="4.5" fill="#111"/>` +
      `<circle cx="${cx - 56}" cy="${cy - 34}" r="6" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>` +
      `<circle cx="${cx - 66}" cy="${cy - 52}" r="4" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.7"/>`
    );
  },
  cards(cx, cy) {
    const card = (x, y, rot, label, suit, colour) =>
      `<g transform="rotate(${rot} ${x + 30} ${y + 84})"><rect x="${x}" y="${y}" width="60" height="84" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>` +
      text(label, x + 10, y + 24, 20, colour) +
      text(suit, x + 30, y + 62, 34, colour, { anchor: 'middle' }) +
      `</g>`;
    return card(cx - 52, cy - 44, -14, 'K', '♥', '#dc2626') + card(cx - 8, cy - 46, 12, 'A', '♠', '#111827');
  },
  chip(cx, cy, acc) {
    let s = `<circle cx="${cx}" cy="${cy}" r="50" fill="#dc2626"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      s += `<rect x="${f(cx - 7)}" y="${cy - 50}" width="14" height="18" fill="#fff" transform="rotate(${(a * 180) / Math.PI} ${cx} ${cy})"/>`;
    }
    return s + `<circle cx="${cx}" cy="${cy}" r="32" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="26" fill="${acc}"/>` + star5(cx, cy, 16, 7, '#fff');
  },
  roulette(cx, cy) {
    let s = `<circle cx="${cx}" cy="${cy}" r="56" fill="#7c4a1e"/>`;
    const n = 16;
    for (let i = 0; i < n; i++) {
      const a0 = (i * 2 * Math.PI) / n;
      const a1 = ((i + 1) * 2 * Math.PI) / n;
      const r = 48;
      s += `<path d="M${cx},${cy} L${f(cx + r * Math.cos(a0))},${f(cy + r * Math.sin(a0))} A${r},${r} 0 0 1 ${f(cx + r * Math.cos(a1))},${f(cy + r * Math.sin(a1))} Z" fill="${i === 0 ? '#16a34a' : i % 2 ? '#111827' : '#dc2626'}"/>`;
    }
    return s + `<circle cx="${cx}" cy="${cy}" r="24" fill="#c98a00"/><circle cx="${cx}" cy="${cy}" r="10" fill="#fde68a"/><circle cx="${cx + 30}" cy="${cy - 26}" r="6" fill="#fff"/>`;
  },
  wheel(cx, cy, acc) {
    const colours = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];
    let s = `<circle cx="${cx}" cy="${cy + 4}" r="54" fill="#fff"/>`;
    const n = 12;
    for (let i = 0; i < n; i++) {
      const a0 = (i * 2 * Math.PI) / n;
      const a1 = ((i + 1) * 2 * Math.PI) / n;
      const r = 48;
      s += `<path d="M${cx},${cy + 4} L${f(cx + r * Math.cos(a0))},${f(cy + 4 + r * Math.sin(a0))} A${r},${r} 0 0 1 ${f(cx + r * Math.cos(a1))},${f(cy + 4 + r * Math.sin(a1))} Z" fill="${colours[i % colours.length]}"/>`;
    }
    return s + `<circle cx="${cx}" cy="${cy + 4}" r="12" fill="${acc}" stroke="#fff" stroke-width="3"/><path d="M${cx - 12},${cy - 58} L${cx + 12},${cy - 58} L${cx},${cy - 38} Z" fill="#fff" stroke="#111" stroke-width="2"/>`;
  },
  dice(cx, cy) {
    const die = (x, y, rot, pips) => {
      let s = `<g transform="rotate(${rot} ${x + 30} ${y + 30})"><rect x="${x}" y="${y}" width="60" height="60" rx="12" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>`;
      for (const [px, py] of pips) s += `<circle cx="${x + px}" cy="${y + py}" r="6" fill="${pips.length === 1 ? '#dc2626' : '#111827'}"/>`;
      return s + '</g>';
    };
    return (
      die(cx - 64, cy - 30, -12, [[15, 15], [30, 30], [45, 45], [15, 45], [45, 15]]) +
      die(cx + 4, cy - 34, 14, [[15, 15], [45, 15], [15, 30], [45, 30], [15, 45], [45, 45]])
    );
  },
  rocket(cx, cy, acc) {
    return (
      `<g transform="rotate(35 ${cx} ${cy})">` +
      `<path d="M${cx - 12},${cy + 40} Q${cx},${cy + 82} ${cx + 12},${cy + 40} Z" fill="#f59e0b"/>` +
      `<path d="M${cx - 6},${cy + 40} Q${cx},${cy + 66} ${cx + 6},${cy + 40} Z" fill="#fde047"/>` +
      `<path d="M${cx - 18},${cy + 20} L${cx - 34},${cy + 44} L${cx - 16},${cy + 40} Z" fill="#dc2626"/>` +
      `<path d="M${cx + 18},${cy + 20} L${cx + 34},${cy + 44} L${cx + 16},${cy + 40} Z" fill="#dc2626"/>` +
      `<path d="M${cx},${cy - 60} C${cx + 26},${cy - 34} ${cx + 22},${cy + 10} ${cx + 16},${cy + 42} L${cx - 16},${cy + 42} C${cx - 22},${cy + 10} ${cx - 26},${cy - 34} ${cx},${cy - 60} Z" fill="#f8fafc"/>` +
      `<circle cx="${cx}" cy="${cy - 14}" r="11" fill="${acc}" stroke="#1e3a8a" stroke-width="4"/>` +
      `</g>` +
      `<path d="M${cx - 64},${cy + 52} L${cx - 30},${cy + 26} L${cx - 10},${cy + 38} L${cx + 40},${cy - 14}" stroke="#22c55e" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.9"/>`
    );
  },
  mines(cx, cy, acc) {
    let s = '';
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const x = cx - 51 + c * 36;
        const y = cy - 51 + r * 36;
        s += `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="${(r + c) % 4 === 1 ? '#fff' : '#ffffff55'}"/>`;
      }
    s += `<path d="M${cx - 21},${cy - 42} l9,-7 l9,7 l-9,14 Z" fill="#22c55e"/>`;
    s += `<circle cx="${cx + 51 - 15}" cy="${cy + 51 - 15}" r="11" fill="#111827"/><path d="M${cx + 40},${cy + 24} l6,-6" stroke="${acc}" stroke-width="3"/>`;
    s += `<path d="M${cx - 6},${cy + 6} l6,-9 l6,9 l-6,9 Z" fill="#38bdf8"/>`;
    return s;
  },
  balls(cx, cy) {
    const ball = (x, y, n, c) => `<circle cx="${x}" cy="${y}" r="24" fill="${c}"/><circle cx="${x}" cy="${y}" r="13" fill="#fff"/>` + text(String(n), x, y + 6, 16, '#111827', { anchor: 'middle' });
    return ball(cx - 30, cy + 16, 7, '#ef4444') + ball(cx + 30, cy + 16, 21, '#3b82f6') + ball(cx, cy - 28, 3, '#f59e0b');
  },
  cricket(cx, cy) {
    return (
      `<rect x="${cx + 10}" y="${cy - 40}" width="6" height="80" rx="2" fill="#fde68a"/><rect x="${cx + 24}" y="${cy - 40}" width="6" height="80" rx="2" fill="#fde68a"/><rect x="${cx + 38}" y="${cy - 40}" width="6" height="80" rx="2" fill="#fde68a"/>` +
      `<rect x="${cx + 8}" y="${cy - 44}" width="38" height="5" rx="2" fill="#fef3c7"/>` +
      `<g transform="rotate(-35 ${cx - 20} ${cy})"><rect x="${cx - 34}" y="${cy - 30}" width="28" height="78" rx="8" fill="#f5deb3" stroke="#b45309" stroke-width="3"/><rect x="${cx - 25}" y="${cy - 62}" width="10" height="34" rx="4" fill="#1f2937"/></g>` +
      `<circle cx="${cx - 34}" cy="${cy + 38}" r="13" fill="#dc2626"/><path d="M${cx - 44},${cy + 33} Q${cx - 34},${cy + 40} ${cx - 24},${cy + 33}" stroke="#fff" stroke-width="2" fill="none"/>`
    );
  },
  football(cx, cy) {
    let s = `<circle cx="${cx}" cy="${cy}" r="50" fill="#fff" stroke="#111827" stroke-width="3"/>`;
    const pent = (x, y, r) => {
      const pts = [];
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        pts.push(`${f(x + r * Math.cos(a))},${f(y + r * Math.sin(a))}`);
      }
      return `<polygon points="${pts.join(' ')}" fill="#111827"/>`;
    };
    s += pent(cx, cy, 16);
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      s += pent(f(cx + 40 * Math.cos(a)), f(cy + 40 * Math.sin(a)), 10);
    }
    return s;
  },
  tennis(cx, cy) {
    return (
      `<g transform="rotate(-30 ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy - 14}" rx="30" ry="40" fill="none" stroke="#f8fafc" stroke-width="7"/>` +
      `<path d="M${cx - 20},${cy - 30} L${cx + 20},${cy - 30} M${cx - 24},${cy - 14} L${cx + 24},${cy - 14} M${cx - 20},${cy + 2} L${cx + 20},${cy + 2} M${cx - 10},${cy - 48} L${cx - 10},${cy + 18} M${cx + 10},${cy - 48} L${cx + 10},${cy + 18}" stroke="#f8fafc" stroke-width="2" opacity="0.8"/>` +
      `<rect x="${cx - 5}" y="${cy + 24}" width="10" height="36" rx="4" fill="#1f2937"/></g>` +
      `<circle cx="${cx + 40}" cy="${cy + 34}" r="16" fill="#d9f99d"/><path d="M${cx + 26},${cy + 28} Q${cx + 40},${cy + 36} ${cx + 54},${cy + 28}" stroke="#fff" stroke-width="3" fill="none"/>`
    );
  },
  horseshoe(cx, cy, acc) {
    return (
      `<path d="M${cx - 40},${cy + 46} L${cx - 44},${cy} A44,46 0 0 1 ${cx + 44},${cy} L${cx + 40},${cy + 46}" stroke="${acc}" stroke-width="20" fill="none" stroke-linecap="round"/>` +
      [[-42, 10], [-36, -22], [36, -22], [42, 10]].map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="3.5" fill="#3b2300"/>`).join('') +
      star5(cx, cy + 8, 16, 7, '#fff')
    );
  },
  trophy(cx, cy, acc) {
    return (
      `<path d="M${cx - 34},${cy - 46} L${cx + 34},${cy - 46} L${cx + 30},${cy - 4} Q${cx},${cy + 24} ${cx - 30},${cy - 4} Z" fill="${acc}"/>` +
      `<path d="M${cx - 34},${cy - 38} Q${cx - 62},${cy - 36} ${cx - 46},${cy - 6} L${cx - 30},${cy - 10}" stroke="${acc}" stroke-width="7" fill="none"/>` +
      `<path d="M${cx + 34},${cy - 38} Q${cx + 62},${cy - 36} ${cx + 46},${cy - 6} L${cx + 30},${cy - 10}" stroke="${acc}" stroke-width="7" fill="none"/>` +
      `<rect x="${cx - 8}" y="${cy + 10}" width="16" height="22" fill="${acc}"/><rect x="${cx - 30}" y="${cy + 32}" width="60" height="14" rx="4" fill="#7c4a1e"/>` +
      star5(cx, cy - 22, 14, 6, '#fff')
    );
  },
  tiger(cx, cy) {
    return (
      `<circle cx="${cx - 38}" cy="${cy - 38}" r="16" fill="#f97316"/><circle cx="${cx + 38}" cy="${cy - 38}" r="16" fill="#f97316"/>` +
      `<circle cx="${cx - 38}" cy="${cy - 38}" r="8" fill="#fed7aa"/><circle cx="${cx + 38}" cy="${cy - 38}" r="8" fill="#fed7aa"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="54" ry="48" fill="#f97316"/>` +
      `<ellipse cx="${cx}" cy="${cy + 20}" rx="30" ry="22" fill="#fff7ed"/>` +
      `<path d="M${cx - 8},${cy - 46} L${cx},${cy - 30} L${cx + 8},${cy - 46} M${cx - 54},${cy - 4} L${cx - 36},${cy} M${cx + 54},${cy - 4} L${cx + 36},${cy} M${cx - 50},${cy + 14} L${cx - 34},${cy + 12} M${cx + 50},${cy + 14} L${cx + 34},${cy + 12}" stroke="#111827" stroke-width="5" stroke-linecap="round"/>` +
      `<ellipse cx="${cx - 20}" cy="${cy - 8}" rx="7" ry="9" fill="#111827"/><ellipse cx="${cx + 20}" cy="${cy - 8}" rx="7" ry="9" fill="#111827"/>` +
      `<circle cx="${cx - 18}" cy="${cy - 11}" r="2.5" fill="#fff"/><circle cx="${cx + 22}" cy="${cy - 11}" r="2.5" fill="#fff"/>` +
      `<path d="M${cx - 9},${cy + 10} L${cx + 9},${cy + 10} L${cx},${cy + 20} Z" fill="#be185d"/>`
    );
  },
  pearl(cx, cy, acc) {
    return (
      `<path d="M${cx - 56},${cy + 30} C${cx - 60},${cy - 30} ${cx - 10},${cy - 54} ${cx + 24},${cy - 36} C${cx + 56},${cy - 20} ${cx + 50},${cy + 26} ${cx + 14},${cy + 34}" stroke="#16a34a" stroke-width="16" fill="none" stroke-linecap="round"/>` +
      `<path d="M${cx - 40},${cy - 20} l-8,-14 M${cx - 22},${cy - 36} l-4,-16 M${cx},${cy - 44} l2,-16" stroke="#16a34a" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="${cx - 4}" cy="${cy + 6}" r="24" fill="#fff"/><circle cx="${cx - 4}" cy="${cy + 6}" r="24" fill="${acc}" opacity="0.35"/><circle cx="${cx - 12}" cy="${cy - 2}" r="7" fill="#fff"/>`
    );
  },
  lotus(cx, cy, acc) {
    let s = '';
    for (const [rot, col] of [[-60, '#f9a8d4'], [60, '#f9a8d4'], [-30, '#f472b6'], [30, '#f472b6'], [0, '#ec4899']]) {
      s += `<path d="M${cx},${cy + 30} C${cx - 26},${cy} ${cx - 16},${cy - 36} ${cx},${cy - 52} C${cx + 16},${cy - 36} ${cx + 26},${cy} ${cx},${cy + 30} Z" fill="${col}" transform="rotate(${rot} ${cx} ${cy + 30})"/>`;
    }
    return s + `<ellipse cx="${cx}" cy="${cy + 36}" rx="58" ry="10" fill="#15803d"/><circle cx="${cx}" cy="${cy + 10}" r="8" fill="${acc}"/>`;
  },
  lantern(cx, cy, acc) {
    return (
      `<path d="M${cx},${cy - 62} L${cx},${cy - 44}" stroke="${acc}" stroke-width="4"/>` +
      `<rect x="${cx - 20}" y="${cy - 48}" width="40" height="10" rx="3" fill="${acc}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="48" ry="42" fill="#dc2626"/>` +
      `<path d="M${cx - 16},${cy - 40} Q${cx - 30},${cy} ${cx - 16},${cy + 40} M${cx + 16},${cy - 40} Q${cx + 30},${cy} ${cx + 16},${cy + 40} M${cx},${cy - 42} L${cx},${cy + 42}" stroke="${acc}" stroke-width="3" fill="none"/>` +
      `<rect x="${cx - 20}" y="${cy + 38}" width="40" height="10" rx="3" fill="${acc}"/>` +
      `<path d="M${cx - 8},${cy + 48} L${cx - 10},${cy + 66} M${cx},${cy + 48} L${cx},${cy + 68} M${cx + 8},${cy + 48} L${cx + 10},${cy + 66}" stroke="${acc}" stroke-width="3"/>`
    );
  },
  crown(cx, cy) {
    return crown(cx, cy, 110);
  },
  boat(cx, cy, acc) {
    return (
      `<path d="M${cx - 2},${cy - 56} L${cx - 2},${cy + 20}" stroke="#7c4a1e" stroke-width="5"/>` +
      `<path d="M${cx + 2},${cy - 52} Q${cx + 46},${cy - 20} ${cx + 44},${cy + 12} L${cx + 2},${cy + 12} Z" fill="#fff"/>` +
      `<path d="M${cx - 6},${cy - 40} Q${cx - 40},${cy - 10} ${cx - 40},${cy + 12} L${cx - 6},${cy + 12} Z" fill="${acc}"/>` +
      `<path d="M${cx - 60},${cy + 20} L${cx + 60},${cy + 20} L${cx + 44},${cy + 46} L${cx - 44},${cy + 46} Z" fill="#7c4a1e"/>` +
      `<path d="M${cx - 70},${cy + 56} Q${cx - 52},${cy + 46} ${cx - 34},${cy + 56} T${cx + 2},${cy + 56} T${cx + 38},${cy + 56} T${cx + 72},${cy + 56}" stroke="#bae6fd" stroke-width="5" fill="none"/>`
    );
  },
  flame(cx, cy, acc) {
    return (
      `<path d="M${cx},${cy - 62} C${cx + 50},${cy - 16} ${cx + 50},${cy + 30} ${cx},${cy + 52} C${cx - 50},${cy + 30} ${cx - 44},${cy - 10} ${cx - 16},${cy - 30} C${cx - 16},${cy - 10} ${cx - 6},${cy - 4} ${cx},${cy - 8} C${cx + 6},${cy - 30} ${cx - 4},${cy - 44} ${cx},${cy - 62} Z" fill="#ef4444"/>` +
      `<path d="M${cx},${cy - 18} C${cx + 28},${cy + 6} ${cx + 26},${cy + 34} ${cx},${cy + 46} C${cx - 26},${cy + 34} ${cx - 22},${cy + 8} ${cx},${cy - 18} Z" fill="${acc}"/>`
    );
  },
  fruit(cx, cy) {
    return (
      `<path d="M${cx - 24},${cy + 10} Q${cx - 10},${cy - 40} ${cx + 14},${cy - 56} M${cx + 24},${cy + 14} Q${cx + 20},${cy - 30} ${cx + 14},${cy - 56}" stroke="#15803d" stroke-width="5" fill="none"/>` +
      `<path d="M${cx + 14},${cy - 56} Q${cx + 44},${cy - 66} ${cx + 50},${cy - 40} Q${cx + 26},${cy - 36} ${cx + 14},${cy - 56} Z" fill="#22c55e"/>` +
      `<circle cx="${cx - 26}" cy="${cy + 26}" r="26" fill="#dc2626"/><circle cx="${cx + 26}" cy="${cy + 30}" r="26" fill="#e11d48"/>` +
      `<circle cx="${cx - 34}" cy="${cy + 16}" r="7" fill="#fff" opacity="0.5"/><circle cx="${cx + 18}" cy="${cy + 20}" r="7" fill="#fff" opacity="0.5"/>`
    );
  },
  gem(cx, cy, acc) {
    return (
      `<path d="M${cx - 50},${cy - 16} L${cx - 26},${cy - 46} L${cx + 26},${cy - 46} L${cx + 50},${cy - 16} L${cx},${cy + 50} Z" fill="#38bdf8"/>` +
      `<path d="M${cx - 50},${cy - 16} L${cx + 50},${cy - 16} L${cx},${cy + 50} Z" fill="#0ea5e9"/>` +
      `<path d="M${cx - 26},${cy - 46} L${cx - 14},${cy - 16} L${cx},${cy - 46} L${cx + 14},${cy - 16} L${cx + 26},${cy - 46}" stroke="#e0f2fe" stroke-width="3" fill="none"/>` +
      `<path d="M${cx - 14},${cy - 16} L${cx},${cy + 50} L${cx + 14},${cy - 16}" stroke="#e0f2fe" stroke-width="3" fill="none" opacity="0.7"/>` +
      sparkle(cx + 44, cy - 44, 12, acc)
    );
  },
  drum(cx, cy, acc) {
    return (
      `<path d="M${cx - 50},${cy - 24} L${cx - 50},${cy + 30} A50,16 0 0 0 ${cx + 50},${cy + 30} L${cx + 50},${cy - 24} Z" fill="#b91c1c"/>` +
      `<path d="M${cx - 50},${cy - 10} L${cx - 30},${cy + 40} M${cx - 20},${cy - 6} L${cx},${cy + 46} M${cx + 10},${cy - 6} L${cx + 28},${cy + 42} M${cx + 50},${cy - 10} L${cx + 30},${cy + 40}" stroke="${acc}" stroke-width="3"/>` +
      `<ellipse cx="${cx}" cy="${cy - 24}" rx="50" ry="16" fill="#fef3c7" stroke="${acc}" stroke-width="4"/>` +
      `<path d="M${cx - 40},${cy - 64} L${cx - 6},${cy - 30} M${cx + 44},${cy - 62} L${cx + 10},${cy - 30}" stroke="#7c4a1e" stroke-width="6" stroke-linecap="round"/>`
    );
  },
  bolt(cx, cy, acc) {
    return `<path d="M${cx + 12},${cy - 64} L${cx - 34},${cy + 6} L${cx - 4},${cy + 6} L${cx - 16},${cy + 64} L${cx + 36},${cy - 10} L${cx + 6},${cy - 10} Z" fill="${acc}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`;
  },
  moon(cx, cy, acc) {
    return (
      `<path d="M${cx + 10},${cy - 54} A54,54 0 1 0 ${cx + 50},${cy + 26} A42,42 0 1 1 ${cx + 10},${cy - 54} Z" fill="${acc}"/>` +
      star5(cx + 38, cy - 30, 12, 5, '#fff') +
      star5(cx + 56, cy + 2, 7, 3, '#fff')
    );
  },
  tiles(cx, cy) {
    const tile = (x, y, mark) =>
      `<rect x="${x}" y="${y + 6}" width="44" height="60" rx="7" fill="#15803d"/><rect x="${x}" y="${y}" width="44" height="60" rx="7" fill="#fffbeb" stroke="#d6d3d1" stroke-width="2"/>` + mark(x + 22, y + 30);
    return (
      tile(cx - 50, cy - 34, (x, y) => `<circle cx="${x}" cy="${y}" r="13" fill="none" stroke="#1d4ed8" stroke-width="5"/><circle cx="${x}" cy="${y}" r="4" fill="#dc2626"/>`) +
      tile(cx + 6, cy - 34, (x, y) => `<rect x="${x - 4}" y="${y - 20}" width="8" height="40" rx="3" fill="#15803d"/><rect x="${x - 12}" y="${y - 4}" width="24" height="8" rx="3" fill="#dc2626"/>`)
    );
  },
  tree(cx, cy) {
    return (
      `<rect x="${cx - 8}" y="${cy + 10}" width="16" height="46" fill="#7c4a1e"/><path d="M${cx - 34},${cy + 58} L${cx + 34},${cy + 58} L${cx + 26},${cy + 40} L${cx - 26},${cy + 40} Z" fill="#b45309"/>` +
      `<circle cx="${cx}" cy="${cy - 18}" r="42" fill="#16a34a"/><circle cx="${cx - 32}" cy="${cy}" r="24" fill="#15803d"/><circle cx="${cx + 32}" cy="${cy}" r="24" fill="#15803d"/>` +
      coin(cx - 18, cy - 30, 11) + coin(cx + 20, cy - 12, 11) + coin(cx - 32, cy + 4, 9) + coin(cx + 6, cy - 46, 9)
    );
  },
  lamp(cx, cy, acc) {
    return (
      `<path d="M${cx - 48},${cy + 10} Q${cx - 50},${cy + 40} ${cx},${cy + 40} Q${cx + 40},${cy + 40} ${cx + 46},${cy + 8} Q${cx + 66},${cy - 12} ${cx + 72},${cy - 14} Q${cx + 60},${cy + 6} ${cx + 52},${cy + 24} Q${cx + 26},${cy + 56} ${cx - 20},${cy + 50}" fill="${acc}"/>` +
      `<ellipse cx="${cx}" cy="${cy + 10}" rx="48" ry="14" fill="${acc}"/><path d="M${cx - 48},${cy + 14} Q${cx - 72},${cy + 2} ${cx - 60},${cy + 34}" stroke="${acc}" stroke-width="7" fill="none"/>` +
      `<path d="M${cx - 16},${cy - 4} Q${cx},${cy - 24} ${cx + 16},${cy - 4} Z" fill="${acc}"/><rect x="${cx - 20}" y="${cy + 48}" width="40" height="8" rx="3" fill="#7c4a1e"/>` +
      `<path d="M${cx + 70},${cy - 18} Q${cx + 50},${cy - 40} ${cx + 68},${cy - 56} Q${cx + 86},${cy - 66} ${cx + 70},${cy - 76}" stroke="#e0e7ff" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`
    );
  },
  star(cx, cy, acc) {
    return star5(cx, cy, 56, 24, acc, 'stroke="#fff" stroke-width="4" stroke-linejoin="round"') + sparkle(cx - 50, cy - 40, 10, '#fff') + sparkle(cx + 52, cy + 36, 8, '#fff');
  },
  coins(cx, cy) {
    return coinStack(cx - 28, cy + 44, 30, 5) + coinStack(cx + 32, cy + 48, 26, 3) + coin(cx + 16, cy - 24, 30, { tilt: 10 });
  },
};

function wrapTitle(name, maxWidth) {
  const words = name.split(' ');
  for (let size = 26; size >= 15; size -= 1) {
    if (measure(name, size) <= maxWidth) return { lines: [name], size };
    // best two-line split at this size
    let best = null;
    for (let i = 1; i < words.length; i++) {
      const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const w = Math.max(...lines.map((l) => measure(l, size)));
      if (w <= maxWidth && (!best || w < best.w)) best = { lines, w };
    }
    if (best && size <= 22) return { lines: best.lines, size };
  }
  return { lines: [name], size: fitSize([name], 15, maxWidth) };
}

function gameTile(game) {
  const colours = PLATFORM_COLOURS[game.platform] ?? PLATFORM_COLOURS.inhouse;
  const r = rng(game.id * 7919);
  const id = `g${game.id}`;
  const { lines, size } = wrapTitle(game.gameName, 216);
  const bandTop = lines.length === 2 ? 174 : 190;
  const artCy = lines.length === 2 ? 98 : 104;
  const art = ARTS[artFor(game)](120, artCy, colours.accent);
  const label = colours.label;
  const chipW = Math.ceil(measure(label, 11) + 14);
  const titleSvg = lines
    .map((line, i) => shadowText(line, 120, bandTop + 24 + i * (size + 2) - (lines.length === 2 ? 2 : -2), size, '#fff', { anchor: 'middle', shadowOpacity: 0.5 }))
    .join('');
  const body =
    `<rect width="240" height="240" fill="url(#${id})"/>` +
    sunburst(120, artCy, 170, 14, '#fff', 0.06 + r() * 0.04) +
    `<circle cx="120" cy="${artCy}" r="76" fill="#fff" opacity="0.1"/>` +
    art +
    `<rect y="${bandTop}" width="240" height="${240 - bandTop}" fill="#000" opacity="0.38"/>` +
    titleSvg +
    `<rect x="8" y="8" width="${chipW}" height="20" rx="10" fill="#000" opacity="0.35"/>` +
    text(label, 8 + chipW / 2, 22, 11, '#fff', { anchor: 'middle' });
  const angle = Math.round(r() * 60);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colours.c1}"/><stop offset="1" stop-color="${colours.c2}"/></linearGradient>`;
  return svgDoc(240, 240, body, defs);
}

const CATEGORY_GLYPHS = {
  ALL: { c1: '#60a5fa', c2: '#2563eb', glyph: '<rect x="13" y="13" width="9" height="9" rx="2"/><rect x="26" y="13" width="9" height="9" rx="2"/><rect x="13" y="26" width="9" height="9" rx="2"/><rect x="26" y="26" width="9" height="9" rx="2"/>' },
  HOT: { c1: '#fb923c', c2: '#dc2626', glyph: '<path d="M24,9 C33,17 34,26 30,33 C28,37 25,39 24,39 C18,39 14,34 14,28 C14,23 17,20 19,18 C19,22 21,24 23,24 C21,18 22,13 24,9 Z"/>' },
  Jackpot: { c1: '#fcd34d', c2: '#d97706', glyph: '<circle cx="24" cy="24" r="12" fill="none" stroke="#fff" stroke-width="3"/><path d="M24,16 l2.4,5 5.4,.7 -4,3.7 1,5.3 -4.8,-2.6 -4.8,2.6 1,-5.3 -4,-3.7 5.4,-.7 Z"/>' },
  LIVE: { c1: '#f87171', c2: '#be123c', glyph: '<rect x="10" y="15" width="22" height="18" rx="4"/><path d="M33,21 L39,17 L39,31 L33,27 Z"/><circle cx="16" cy="20" r="2.2" fill="#be123c"/>' },
  MINIGAME: { c1: '#a78bfa', c2: '#6d28d9', glyph: '<path d="M15,17 H33 C37,17 40,21 40,26 C40,31 37,34 34,34 C31,34 30,31 27,30 H21 C18,31 17,34 14,34 C11,34 8,31 8,26 C8,21 11,17 15,17 Z"/><path d="M15,22 V28 M12,25 H18" stroke="#6d28d9" stroke-width="2.4" stroke-linecap="round"/><circle cx="31" cy="23" r="1.8" fill="#6d28d9"/><circle cx="34" cy="27" r="1.8" fill="#6d28d9"/>' },
  Fish: { c1: '#38bdf8', c2: '#0369a1', glyph: '<path d="M30,24 L39,17 L37,24 L39,31 Z"/><ellipse cx="22" cy="24" rx="12" ry="8"/><circle cx="16" cy="22.5" r="1.8" fill="#0369a1"/>' },
  Bet: { c1: '#34d399', c2: '#047857', glyph: '<path d="M10,16 H38 V21 C36,21 35,22.5 35,24 C35,25.5 36,27 38,27 V32 H10 V27 C12,27 13,25.5 13,24 C13,22.5 12,21 10,21 Z"/><path d="M21,19 V29" stroke="#047857" stroke-width="2" stroke-dasharray="2 2"/>' },
  Brand: { c1: '#3b82f6', c2: '#1e3a8a', glyph: '<path d="M17,12 V36 M31,12 L19,25 L31,36" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="35" cy="14" r="3" fill="#f5b301"/>' },
  SLOT: { c1: '#f472b6', c2: '#be185d', glyph: '<rect x="9" y="14" width="28" height="21" rx="4"/><rect x="12" y="17" width="6.5" height="15" rx="1.5" fill="#be185d"/><rect x="20" y="17" width="6.5" height="15" rx="1.5" fill="#be185d"/><rect x="28" y="17" width="6.5" height="15" rx="1.5" fill="#be185d"/><path d="M39,16 V28" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><circle cx="39" cy="14" r="2.6"/>' },
  Sports: { c1: '#a3e635', c2: '#4d7c0f', glyph: '<circle cx="24" cy="24" r="13" fill="none" stroke="#fff" stroke-width="3"/><path d="M15,15 C20,21 20,27 15,33 M33,15 C28,21 28,27 33,33" fill="none" stroke="#fff" stroke-width="2.4"/>' },
};

function generateGames() {
  const catalogue = readCatalogue();
  for (const game of catalogue) {
    if (game.type === 'platform') continue;
    // Tiles are flat colour: 64 colours without dithering keep each under 12 KB (the catalogue ships ~90 of them).
    writePng(`games/${game.gameId}.png`, gameTile(game), 240, { quality: '30-90', colours: 64, dither: false });
  }
  for (const [name, { c1, c2, glyph }] of Object.entries(CATEGORY_GLYPHS)) {
    writeSvg(
      `categories/${name}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="${name}">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="48" height="48" rx="14" fill="url(#c)"/>
<g fill="#fff">${glyph}</g>
</svg>`,
    );
  }
  for (const entry of catalogue.filter((e) => e.type === 'platform')) {
    const colours = PLATFORM_COLOURS[entry.platform] ?? PLATFORM_COLOURS.inhouse;
    const label = colours.label;
    const size = fitSize([label], 22, 104);
    writeSvg(
      `providers/${entry.platform}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48" role="img" aria-label="${esc(entry.gameName)}">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.c1}"/><stop offset="1" stop-color="${colours.c2}"/></linearGradient></defs>
<rect width="120" height="48" rx="12" fill="url(#p)"/>
<rect x="6" y="38" width="108" height="3" rx="1.5" fill="${colours.accent}" opacity="0.8"/>
<text x="60" y="${Math.round(24 + size * 0.36)}" font-family="Arial Black, Arial, Helvetica, sans-serif" font-weight="900" font-size="${size}" fill="#fff" text-anchor="middle" letter-spacing="0.5">${esc(label)}</text>
</svg>`,
    );
  }
}

// ---------------------------------------------------------------------------

const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const want = (k) => only.length === 0 || only.includes(k);
if (want('avatars')) generateAvatars();
if (want('brand')) generateBrand();
if (want('banners')) generateBanners();
if (want('popups')) generatePopups();
if (want('games')) generateGames();

let total = 0;
for (const file of written) {
  const size = statSync(file).size;
  total += size;
  console.log(`${path.relative(repoRoot, file)}  ${(size / 1024).toFixed(1)} KB`);
}
console.log(`\n${written.length} files, ${(total / 1024).toFixed(1)} KB total` + (HAS_PNGQUANT || HAS_OPTIPNG ? '' : ' (uncompressed: install pngquant/optipng to shrink)'));
