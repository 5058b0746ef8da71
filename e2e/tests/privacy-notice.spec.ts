// Telemetry is disclosed: the sign-up form links to the privacy notice, which names what is
// recorded (device fingerprint, device details, IP) in the player's language.
import { expect, test } from '../support/test.ts';

test('the sign-up form links to the privacy notice, also in Urdu', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('themeMode', 'light');
  });
  await page.reload();
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Register' }).click();
  await page.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'What Khel records and why' })).toBeVisible();
  await expect(page.getByText(/FingerprintJS/)).toBeVisible();
  await expect(page.getByText(/IP address of each login/)).toBeVisible();
  await page.screenshot({ path: 'artifacts/screenshots/07-privacy-notice.png' });

  await page.evaluate(() => localStorage.setItem('locale', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'Khel کیا ریکارڈ کرتا ہے اور کیوں' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/screenshots/08-privacy-notice-urdu.png' });
});
