// src/main.tsx imports the app itself (src/app/app.tsx) dynamically, so that its modules are
// evaluated in a task of their own. Vite preloads only static imports; without this, the app's
// chunks would be asked for only once main.tsx has run, a round trip later. This links them in
// index.html as module preloads, at low priority like the entry (vite/skeleton-first.ts).
import type { Plugin } from 'vite';

export function preloadLazyModule(moduleSuffix: string): Plugin {
  return {
    name: 'khel-preload-lazy-module',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(moduleSuffix));
        if (!entry) throw new Error(`no chunk for ${moduleSuffix}: preloadLazyModule names a module that is not dynamically imported`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (files.has(fileName) || output?.type !== 'chunk') return;
          files.add(fileName);
          output.imports.forEach(visit);
        };
        visit(entry.fileName);
        return {
          html,
          tags: [...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, fetchpriority: 'low' }, injectTo: 'head' as const })),
        };
      },
    },
  };
}
