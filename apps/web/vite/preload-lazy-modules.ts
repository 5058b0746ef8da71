// src/main.tsx imports the language and the app itself dynamically, so that their modules are
// evaluated in tasks of their own. Vite preloads only static imports; without this, their chunks
// would be asked for only once main.tsx has run, a round trip later. This links the chunks holding
// the named modules, and what they import, in index.html as module preloads, at low priority like
// the entry (vite/skeleton-first.ts).
import type { Plugin } from 'vite';

export function preloadLazyModules(moduleSuffixes: readonly string[]): Plugin {
  return {
    name: 'khel-preload-lazy-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (files.has(fileName) || output?.type !== 'chunk') return;
          files.add(fileName);
          output.imports.forEach(visit);
        };
        for (const suffix of moduleSuffixes) {
          const holder = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(suffix)));
          if (!holder) throw new Error(`no chunk holds ${suffix}: preloadLazyModules names a module the build does not have`);
          visit(holder.fileName);
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
