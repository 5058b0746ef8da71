// index.html paints a lobby skeleton (#boot-skeleton) before any script runs. It covers the page
// until the first route has rendered (the layout, or the error page), so a visitor never sees the
// skeleton give way to a loading spinner first.
import { useEffect } from 'react';

export function useRemoveBootSkeleton(): void {
  useEffect(() => {
    document.getElementById('boot-skeleton')?.remove();
  }, []);
}
