#!/usr/bin/env node
// Generates Khel's original image assets (avatars, brand, PWA icons, banners, popups)
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
// Usage: node scripts/assets/generate-images.mjs [--only=avatars,brand,banners,popups]

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
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

function writePng(rel, svg, width) {
  const file = path.join(publicDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, rasterise(svg, width));
  if (HAS_PNGQUANT) {
    // exit 98/99 = could not reach quality/size goal: keep the lossless file.
    spawnSync('pngquant', ['--quality=65-95', '--speed=1', '--strip', '--force', '--skip-if-larger', '--output', file, file]);
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

  // logo.svg: emblem + "Khel" wordmark built from strokes (no font dependency).
  // The wordmark blue has >= 3:1 contrast on white and on near-black; in dark
  // colour-scheme contexts it switches to a lighter blue.
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
  writeSvg(
    'brand/logo.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 306 100" role="img" aria-label="Khel">
<title>Khel</title>
<defs>${lt.defs}</defs>
<style>.w{stroke:#2f7cf6}@media (prefers-color-scheme:dark){.w{stroke:#58a6ff}}</style>
${lt.body}
<path class="w" d="${word}" fill="none" stroke="#2f7cf6" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`,
  );

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
// 3. Banners (750x300)
// ---------------------------------------------------------------------------

function bannerFrame({ id, c1, c2, lines, sub, cta, art, seed, ctaFill = '#f5b301', ctaColor = '#3b2300' }) {
  const W = 750;
  const H = 300;
  const r = rng(seed);
  const textMax = 420;
  const size = fitSize(lines, 50, textMax);
  const subSize = fitSize([sub], 25, textMax, 400);
  const lineH = Math.round(size * 1.12);
  const blockH = lines.length * lineH + 14 + subSize + 22 + 46;
  let y = Math.round((H - blockH) / 2 + size * 0.85);
  let t = '';
  for (const line of lines) {
    t += shadowText(line, 40, y, size, '#fff');
    y += lineH;
  }
  y += 14 - lineH + subSize + 6;
  t += text(sub, 42, y, subSize, '#fff', { weight: 400, extra: 'opacity="0.95"' });
  y += 22;
  t += ctaButton(40, y, cta, { fill: ctaFill, color: ctaColor });

  const deco =
    `<circle cx="600" cy="150" r="170" fill="#fff" opacity="0.08"/>` +
    `<circle cx="600" cy="150" r="120" fill="#fff" opacity="0.07"/>` +
    `<circle cx="-20" cy="300" r="110" fill="#000" opacity="0.07"/>` +
    `<circle cx="420" cy="-30" r="70" fill="#fff" opacity="0.06"/>` +
    confetti(r, W, H, 34, ['#fff', '#ffe27a', '#ffd1dc', '#b9f6ff'], (x, yy) => x < 470 && yy > 30 && yy < 280);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
  return svgDoc(W, H, `<rect width="${W}" height="${H}" fill="url(#${id})"/>${deco}${art}${t}`, defs);
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
      lines: ['Daily Sign-In', 'Rewards'],
      sub: 'Check in every day, collect coins',
      cta: 'Sign in now',
      seed: 11,
      art: calendarArt(600, 150) + coinStack(692, 262, 26, 5) + coin(512, 232, 22, { tilt: -12 }) + coin(700, 60, 16, { tilt: 15 }) + sparkle(520, 64, 12, '#fff') + sparkle(690, 170, 8, '#fff3b0'),
    }),
    750,
  );
  // VIP
  writePng(
    'banners/banner-vip.png',
    bannerFrame({
      id: 'g2',
      c1: '#6d28d9',
      c2: '#1e1b4b',
      lines: ['VIP Club:', 'Level Up'],
      sub: 'Unlock bigger perks at every level',
      cta: 'View VIP',
      seed: 22,
      art:
        `<circle cx="600" cy="150" r="96" fill="#f5b301" opacity="0.16"/>` +
        sunburst(600, 150, 150, 14, '#ffe27a', 0.12) +
        crown(600, 140, 170) +
        `<g transform="translate(600 222)"><rect x="-46" y="-16" width="92" height="32" rx="16" fill="#f5b301"/>${text('VIP', 0, 10, 24, '#3b0764', { anchor: 'middle' })}</g>` +
        coin(500, 230, 20, { tilt: -10 }) +
        coin(706, 226, 24, { tilt: 12 }) +
        sparkle(520, 70, 12, '#fff3b0') +
        sparkle(700, 80, 9, '#fff'),
      ctaColor: '#2e1065',
    }),
    750,
  );
  // Agency / invite
  const agencyArt =
    `<path d="M600,112 L528,214 M600,112 L672,214" stroke="#fff" stroke-width="5" stroke-dasharray="2 11" stroke-linecap="round" opacity="0.85"/>` +
    avatarBadge(AGENCY_FACES[1], 528, 214, 40) +
    avatarBadge(AGENCY_FACES[2], 672, 214, 40) +
    avatarBadge(AGENCY_FACES[0], 600, 108, 56, BRAND_GOLD) +
    `<circle cx="662" cy="60" r="19" fill="#22c55e" stroke="#fff" stroke-width="4"/><path d="M662,51 L662,69 M653,60 L671,60" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    coin(508, 96, 18, { tilt: -10 }) +
    coin(600, 250, 17) +
    sparkle(722, 140, 9, '#fff3b0') +
    sparkle(520, 150, 7, '#fff');
  writePng(
    'banners/banner-agency.png',
    bannerFrame({
      id: 'g3',
      c1: '#1f6feb',
      c2: '#0891b2',
      lines: ['Invite Friends,', 'Earn Together'],
      sub: 'Share your link and earn rewards',
      cta: 'Invite now',
      seed: 33,
      art: agencyArt,
    }),
    750,
  );
  // Lucky wheel
  writePng(
    'banners/banner-pxx.png',
    bannerFrame({
      id: 'g4',
      c1: '#db2777',
      c2: '#7e22ce',
      lines: ['Lucky Wheel'],
      sub: 'Spin every day for a prize',
      cta: 'Spin now',
      seed: 44,
      art: wheelArt(600, 140, 92) + coin(498, 236, 20, { tilt: -8 }) + coin(712, 240, 18, { tilt: 10 }) + sparkle(500, 60, 12, '#fff3b0') + sparkle(716, 52, 9, '#fff'),
    }),
    750,
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

const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const want = (k) => only.length === 0 || only.includes(k);
if (want('avatars')) generateAvatars();
if (want('brand')) generateBrand();
if (want('banners')) generateBanners();
if (want('popups')) generatePopups();

let total = 0;
for (const file of written) {
  const size = statSync(file).size;
  total += size;
  console.log(`${path.relative(repoRoot, file)}  ${(size / 1024).toFixed(1)} KB`);
}
console.log(`\n${written.length} files, ${(total / 1024).toFixed(1)} KB total` + (HAS_PNGQUANT || HAS_OPTIPNG ? '' : ' (uncompressed: install pngquant/optipng to shrink)'));
