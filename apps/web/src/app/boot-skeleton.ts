// index.html paints a lobby skeleton (#boot-skeleton) before any script runs. It covers the page
// until the first route has rendered (the layout, or the error page) and index.html's stylesheets,
// which load without blocking that first paint (vite/skeleton-first.ts), apply; so a visitor
// never sees the skeleton give way to a spinner or an unstyled page.
import { useEffect } from 'react';

/** Resolves when every stylesheet index.html links has loaded (or failed: the page shows anyway). */
function bootStylesSettled(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-boot-style]')];
  const pending = links.filter((link) => link.media !== 'all');
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          const settle = () => {
            link.media = 'all';
            resolve();
          };
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}

export function useRemoveBootSkeleton(): void {
  useEffect(() => {
    let mounted = true;
    void bootStylesSettled().then(() => {
      if (mounted) document.getElementById('boot-skeleton')?.remove();
    });
    return () => {
      mounted = false;
    };
  }, []);
}
