// src/main.tsx imports the language, the data layer and the app itself dynamically, so that their
// modules are evaluated in tasks of their own. Vite preloads only static imports; without this,
// their chunks would be asked for only once main.tsx has run, a round trip later. This links every
// chunk the entry imports dynamically, and what those import, in index.html as module preloads, at
// low priority like the entry (vite/skeleton-first.ts) — except the ones named in `except`, which
// the entry loads later on purpose. main.tsx is then the one list of what the start-up loads.
import type { Plugin } from 'vite';

export function preloadStartupImports({ except }: { except: readonly string[] }): Plugin {
  return {
    name: 'khel-preload-startup-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        if (entry?.type !== 'chunk') throw new Error('preloadStartupImports: the build has no entry chunk');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (files.has(fileName) || output?.type !== 'chunk') return;
          files.add(fileName);
          output.imports.forEach(visit);
        };
        for (const fileName of entry.dynamicImports) {
          const output = bundle[fileName];
          const deferred = output?.type === 'chunk' && output.moduleIds.some((id) => except.some((name) => id.includes(name)));
          if (!deferred) visit(fileName);
        }
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
