import { useEffect, useRef, type RefObject } from 'react';

interface ScrollPagingOptions {
  /** The scrolling element; the window when omitted. */
  container?: RefObject<HTMLElement | null>;
  /** Distance from the bottom (px) that loads the next page (10 tasks, 100 records). */
  threshold: number;
  /** Scroll events are debounced (200 ms for records); 0 = none. */
  debounceMs?: number;
  hasNext: boolean;
  loading: boolean;
  /** Pages loaded so far: a new page re-checks even when loading flips too fast to render. */
  pages: number;
  loadNext: () => void;
}

/**
 * Page-based infinite scroll (docs/requirements/wallet.md#6-records): near the bottom the next page loads, once a
 * page at a time; when `hasNext` turns false (a page under 20 rows, or empty) it stops. After each
 * page it checks again, so a list shorter than the screen keeps filling.
 */
export function useScrollPaging({ container, threshold, debounceMs = 0, hasNext, loading, pages, loadNext }: ScrollPagingOptions): void {
  const latest = useRef({ hasNext, loading, loadNext });
  useEffect(() => {
    latest.current = { hasNext, loading, loadNext };
  });

  useEffect(() => {
    const element = container?.current ?? null;
    const nearBottom = () => {
      if (element) return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
      const doc = document.documentElement;
      return doc.scrollHeight - window.scrollY - window.innerHeight <= threshold;
    };
    const check = () => {
      const { hasNext: more, loading: busy, loadNext: next } = latest.current;
      if (more && !busy && nearBottom()) next();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (debounceMs <= 0) return check();
      clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
    };
    const target: HTMLElement | Window = element ?? window;
    target.addEventListener('scroll', onScroll, { passive: true });
    if (!loading) check();
    return () => {
      clearTimeout(timer);
      target.removeEventListener('scroll', onScroll);
    };
  }, [container, threshold, debounceMs, hasNext, loading, pages]);
}
