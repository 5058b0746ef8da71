// Screenshots the journeys save for people to look at (e2e/artifacts/screenshots, git-ignored),
// and the theme and language a page is shown in.
import type { Page } from '@playwright/test';

const ARTIFACTS = 'artifacts/screenshots';

export async function snap(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // let popups finish their slide-in before the picture
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}

/** Stores the theme and language the app reads at start; reload the page to apply them. */
export async function setLook(page: Page, theme: 'light' | 'dark', locale: 'en' | 'ur' | 'zh'): Promise<void> {
  await page.evaluate(
    ([themeMode, language]) => {
      localStorage.setItem('themeMode', themeMode);
      localStorage.setItem('locale', language);
    },
    [theme, locale] as const,
  );
}
