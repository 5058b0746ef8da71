// Console component tests: DOM matchers, a clean DOM per test, and the browser API antd reads that
// jsdom lacks (matchMedia, for its responsive observers).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());

// React's queued work (a modal closing) runs before the file's jsdom is torn down, not after it.
afterAll(async () => {
  cleanup();
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20));
});
