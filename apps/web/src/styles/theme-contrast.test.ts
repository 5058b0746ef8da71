// WCAG AA contrast of the theme tokens (theme.css, read as shipped), light and dark: every text
// token on every surface it is written on reaches 4.5:1, every text on a filled button or badge
// 4.5:1 on its fill, and the fills themselves 3:1 against the page (WCAG 1.4.11, UI components).
// Translucent tints (--khel-primary-soft…) are composited over the card surface and the page, and
// the worse of the two counts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';

const themeCss = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

type Theme = 'light' | 'dark';

/** The custom properties declared in a block of theme.css, by the block's selector. */
function declarations(selector: string): Map<string, string> {
  const start = themeCss.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`theme.css has no ${selector} block`);
  const block = themeCss.slice(start, themeCss.indexOf('\n}', start));
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const light = declarations(':root');
const tokens: Record<Theme, Map<string, string>> = {
  light,
  // The dark block only overrides: the rest comes from :root.
  dark: new Map([...light, ...declarations("html[data-prefers-color-scheme='dark']")]),
};

function resolve(theme: Theme, name: string): Color {
  const value = tokens[theme].get(name);
  if (value === undefined) throw new Error(`${name} is not declared for ${theme}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(theme, reference[1]!) : new Color(value);
}

/** A (possibly translucent) colour as seen over an opaque one. */
function over(top: Color, under: Color): Color {
  const alpha = top.alpha.valueOf();
  const [r, g, b] = top.to('srgb').coords.map((channel, i) => (channel ?? 0) * alpha + (under.to('srgb').coords[i] ?? 0) * (1 - alpha));
  return new Color('srgb', [r!, g!, b!]);
}

/** The lowest contrast of a text token on a background token, over the card and over the page. */
function contrast(theme: Theme, text: string, background: string): number {
  const behind = [resolve(theme, '--khel-surface'), resolve(theme, '--khel-bg')];
  const ink = resolve(theme, text);
  return Math.min(...behind.map((base) => over(ink, over(resolve(theme, background), base)).contrast(over(resolve(theme, background), base), 'WCAG21')));
}

const TEXT = ['--khel-text', '--khel-text-secondary', '--khel-text-tertiary', '--khel-primary', '--khel-primary-strong', '--khel-gold-text', '--khel-danger', '--khel-success'];
const SURFACES = ['--khel-bg', '--khel-surface', '--khel-surface-2', '--khel-input-bg', '--khel-header-bg'];

/** [text, background, minimum]: what the components write where (the tints only carry their own inks). */
const PAIRS: [string, string, number][] = [
  ...TEXT.flatMap((text) => SURFACES.map((surface): [string, string, number] => [text, surface, 4.5])),
  ['--khel-header-text', '--khel-header-bg', 4.5],
  ...['--khel-primary', '--khel-primary-strong', '--khel-text', '--khel-text-secondary'].map((text): [string, string, number] => [text, '--khel-primary-soft', 4.5]),
  ...['--khel-gold-text', '--khel-text', '--khel-text-secondary', '--khel-text-tertiary'].map((text): [string, string, number] => [text, '--khel-gold-soft', 4.5]),
  ...['--khel-danger', '--khel-text'].map((text): [string, string, number] => [text, '--khel-danger-soft', 4.5]),
  ...['--khel-success', '--khel-text'].map((text): [string, string, number] => [text, '--khel-success-soft', 4.5]),
  // Filled buttons, badges and tabs: their text on the fill.
  ['--khel-on-primary', '--khel-primary-fill', 4.5],
  ['--khel-on-danger', '--khel-danger-fill', 4.5],
  ['--khel-on-gold', '--khel-gold', 4.5],
  ['--khel-on-success', '--khel-success-fill', 4.5],
  ['--khel-on-disabled', '--khel-disabled-fill', 4.5],
  // The fills as UI components against the page and the card (WCAG 1.4.11).
  ['--khel-primary-fill', '--khel-bg', 3],
  ['--khel-primary-fill', '--khel-surface', 3],
  ['--khel-danger-fill', '--khel-surface', 3],
  ['--khel-success-fill', '--khel-surface', 3],
];

describe.each(['light', 'dark'] as const)('theme tokens in %s', (theme) => {
  it.each(PAIRS)('%s on %s reaches %s:1', (text, background, minimum) => {
    expect(contrast(theme, text, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('the contrast arithmetic', () => {
  it('matches WCAG figures for known pairs, and composites a tint over the surface', () => {
    expect(new Color('#ffffff').contrast(new Color('#000000'), 'WCAG21')).toBeCloseTo(21, 5);
    // The muted grey and the green Cash out the theme had before: 2.98:1 on white, and 1.85:1
    // once antd-mobile faded a disabled button to 40% over the light page.
    expect(new Color('#8a96ad').contrast(new Color('#ffffff'), 'WCAG21')).toBeCloseTo(2.98, 2);
    const faded = over(new Color('rgb(21 128 61 / 0.4)'), new Color('#f3f5fa'));
    expect(new Color('#ffffff').contrast(faded, 'WCAG21')).toBeLessThan(2);
    expect(over(new Color('rgba(76, 141, 255, 0.16)'), new Color('#141d2f')).to('srgb').toString({ format: 'hex' })).toBe('#1d2f50');
  });
});
