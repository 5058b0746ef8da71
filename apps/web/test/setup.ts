// Test setup for the web app's component tests: DOM matchers, a clean DOM and storage per test,
// and the browser APIs jsdom lacks that antd-mobile touches.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { afterAll, afterEach, vi } from 'vitest';
import { setUpAntdMobile } from '../src/lib/antd-render.ts';
import { initI18n, loadFeatureStrings, loadMessages } from '../src/lib/i18n.ts';

setUpAntdMobile();
// findBy*/waitFor return as soon as the DOM matches; the 1 s default is too short for lazy
// chunks and fake servers on a busy CI core, and a longer ceiling costs passing tests nothing.
configure({ asyncUtilTimeout: 5_000 });
// Popups are inert (pointer-events: none) until their spring animation ends; jsdom has no frames.
reduceMotion();
// Components are rendered here without the app's loaders, which bring the features' strings and
// the messages.
await initI18n('en');
await loadFeatureStrings();
await loadMessages();

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
// jsdom lacks pointer capture, which antd-mobile's gesture handling calls on every tap.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// Node's DecompressionStream runs on its stream machinery, which fake timers stall; the replies here
// are inflated by the reply decoder's fflate fallback (@khel/wire/async-reply.ts). The browser path
// is covered by the wire package's tests and every e2e call in Chromium.
Object.defineProperty(globalThis, 'DecompressionStream', { value: undefined, configurable: true });

// A toast lives in its own React root, outside what cleanup() unmounts, and closed on its own
// timer: one closing after a file's jsdom was torn down rendered into nothing and failed the run
// ("window is not defined"). Here toasts have no timer; each test's end closes what is open, after
// letting a toast that was still being loaded appear, while the DOM exists.
const { default: Toast } = await import('antd-mobile/es/components/toast');
const showToast = Toast.show.bind(Toast);
Toast.show = (props) => showToast({ ...(typeof props === 'string' ? { content: props } : props), duration: 0 });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  await nextTask();
  Toast.clear();
  await nextTask();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// React schedules its work with setImmediate: work still queued when a file's last test ends (a
// query settling, a popup closing) ran after jsdom was torn down and failed the run with "window is
// not defined". The file ends only once that work has run against a DOM that still exists.
afterAll(async () => {
  cleanup();
  Toast.clear();
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20));
});
