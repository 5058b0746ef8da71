// antd-mobile's package.json marks its barrel (es/index.js) as having side effects, for the one
// import it needs (./global: the theme's CSS variables and a touchstart listener). The bundler then
// keeps the barrel's every re-export alive: the first load of `/` carried Collapse, Switch,
// SearchBar, Input… that only later pages use. The barrel is declared free of side effects here,
// and src/main.tsx imports antd-mobile/es/global itself.
import type { Plugin } from 'vite';

export function antdMobileTreeShaking(): Plugin {
  return {
    name: 'khel-antd-mobile-tree-shaking',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'antd-mobile') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, moduleSideEffects: false } : null;
    },
  };
}
