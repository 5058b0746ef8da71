// Light/dark through CSS variables (src/styles.css). antd-mobile switches its own variables on the
// data-prefers-color-scheme attribute, ours follow the same attribute.
export type ThemeMode = 'light' | 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function systemThemeMode(): ThemeMode {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-prefers-color-scheme', mode);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'dark' ? '#0b1220' : '#1f6feb');
}
