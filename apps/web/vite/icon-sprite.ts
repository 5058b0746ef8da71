// The app's icons as one SVG sprite (the first screen's JavaScript): antd-mobile-icons'
// drawings rendered to <symbol>s at build time, so no icon ships as JavaScript. `virtual:icon-sprite`
// is the sprite's URL — a hashed asset in the build (cached for a year like every asset), a dev
// server route otherwise — and <Icon name> (src/components/ui/icon.tsx) draws one with <use>.
import * as icons from 'antd-mobile-icons';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { ICON_NAMES } from '../src/components/ui/icon-names.ts';

const MODULE_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_URL = '/@khel/icons.svg';

function symbolOf(name: string): string {
  const markup = renderToStaticMarkup(createElement((icons as unknown as Record<string, ComponentType>)[name]!));
  const svg = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  const viewBox = svg && /viewBox="([^"]+)"/.exec(svg[1]!)?.[1];
  if (!svg || !viewBox) throw new Error(`icon-sprite: ${name} did not render as one <svg> with a viewBox`);
  const drawing = svg[2]!
    // The drawing's own ids (its editor's layer names) would clash across symbols; nothing refers to them.
    .replace(/ id="[^"]*"/g, '')
    // Each drawing's transparent sizing rectangle: the symbol's viewBox already sizes it.
    .replace(/<rect [^>]*opacity="0"[^>]*><\/rect>/g, '')
    // Coordinates to a hundredth of a unit (1/4800 of the icon): the editor's eight decimals tripled the file.
    .replace(/-?\d+\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100));
  return `<symbol id="${name}" viewBox="${viewBox}">${drawing}</symbol>`;
}

export function buildIconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${ICON_NAMES.map(symbolOf).join('')}</svg>`;
}

export function iconSprite(): Plugin {
  let serving = false;
  return {
    name: 'khel-icon-sprite',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (serving) return `export default ${JSON.stringify(DEV_URL)};`;
      const reference = this.emitFile({ type: 'asset', name: 'icons.svg', source: buildIconSprite() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(buildIconSprite());
      });
    },
  };
}
