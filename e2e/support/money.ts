// Money steps journeys share: a custom Jazzcash deposit approved on the sandbox gateway's page.
import { expect, type Page } from '@playwright/test';
import { formatRupees as rupees } from '@khel/contracts/money';

/** An amount as the app shows it (hundredths in → '₨1,234.50'): the shared money module's. */
export { rupees };

/** A custom deposit of `amount` rupees (no bonus preset), approved; ends on home with the balance. */
export async function depositRupees(page: Page, amount: number): Promise<void> {
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByRole('dialog', { name: 'Deposit' });
  await panel.getByRole('radio', { name: 'Jazzcash' }).click();
  await panel.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
  await panel.getByLabel('Wallet phone number').fill('03001234567');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Back to Khel' }).click();
  await expect(page.getByTestId('order-state')).toHaveText(/Payment received/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page.getByTestId('balance')).toHaveText(rupees(amount * 100), { timeout: 15_000 });
}
