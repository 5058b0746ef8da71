/** Scrolls the page to the top over `durationMs` (the Home tab's 600 ms, docs/requirements/navigation.md#2-bottom-tab-bar). */
export function scrollToTop(durationMs = 600): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (typeof requestAnimationFrame !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
