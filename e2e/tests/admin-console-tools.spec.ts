// The back-office console's other screens at 1440×900, as an operator works them: a
// config document edited in its generated form, diffed, refused when it does not fit, rolled back
// (the apps are served each version); a gift-code batch made and exported; the GGR/NGR report moving
// with a player's round and exported; a mail reaching a player's mailbox; an identity verified; AML
// flags raised by a large deposit; a support operator created, whose menu has no money screens.
// Each journey is its own test so one failing still leaves the others' verdicts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Download, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { consoleLogin, consolePage } from '../support/console.ts';
import { operatorCredentials, operatorLogin, totp } from '../support/operator.ts';
import { depositRupees } from '../support/money.ts';
import { register } from '../support/player.ts';
import { snap } from '../support/screens.ts';

const SESSION_KEY = 'khel-admin-session';
let adminToken: string | undefined;

/**
 * The admin's console. The first test of a worker signs in on the login screen; later ones reuse
 * that session (one code per operator per 30 s step, so a second sign-in would wait for the next).
 */
async function adminConsole(browser: Browser, baseURL: string): Promise<Page> {
  const page = await consolePage(browser, baseURL);
  if (adminToken) {
    await page.context().addInitScript(([key, token]) => sessionStorage.setItem(key, JSON.stringify({ token, me: null })), [SESSION_KEY, adminToken] as const);
    await page.goto('/admin/');
    await expect(page.getByTestId('operator-name')).toHaveText('e2e_admin');
    return page;
  }
  await consoleLogin(page, operatorCredentials('e2e_admin'));
  adminToken = await page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token, SESSION_KEY);
  return page;
}

/** A download's text, after checking the file name the console gave it. */
async function csvOf(download: Download, name: RegExp): Promise<string[][]> {
  expect(download.suggestedFilename()).toMatch(name);
  const text = await readFile(await download.path(), 'utf8');
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

/** Today as an Asia/Karachi calendar day (the reports' days). */
const karachiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

/** The player's id, found in the console by phone (as typed, with the leading 0). */
async function findPlayer(admin: Page, phone: string): Promise<number> {
  await admin.getByRole('menuitem', { name: 'Players' }).click();
  await admin.getByLabel('Search players').fill(`0${phone}`);
  await admin.getByLabel('Search players').press('Enter');
  await expect(admin.getByTestId('data-row')).toHaveCount(1);
  await admin.getByTestId('data-row').click();
  const heading = admin.getByRole('heading', { name: /Player \d+/ });
  await expect(heading).toBeVisible();
  return Number(/Player (\d+)/.exec((await heading.textContent()) ?? '')![1]);
}

test('config editor: a form edit saved as a new version, its diff, a refused document, and a rollback the apps are served', async ({ browser, baseURL, request }) => {
  const served = async () => ((await (await request.get('/config/MarqueeSysConf.json')).json()) as { announcementTxt: string }).announcementTxt;
  const original = await served();
  const changed = `E2E announcement ${Date.now()}: Khel Dice week`;

  const admin = await adminConsole(browser, baseURL!);
  await admin.getByRole('menuitem', { name: 'Config' }).click();
  await expect(admin.getByRole('heading', { name: 'Config documents' })).toBeVisible();
  await admin.getByTestId('data-row').filter({ hasText: 'MarqueeSysConf' }).click();
  const heading = admin.getByRole('heading', { name: /^MarqueeSysConf/ });
  await expect(heading).toContainText('public');
  const before = Number(/v(\d+)$/.exec(((await heading.textContent()) ?? '').trim())![1]);

  // The generated form: the announcement's text field, changed and saved.
  const field = admin.locator('#root_announcementTxt');
  await expect(field).toHaveValue(original);
  await field.fill(changed);
  await admin.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(admin.getByText(`MarqueeSysConf saved as version ${before + 1}`)).toBeVisible();
  await expect(heading).toContainText(`v${before + 1}`);
  await expect.poll(served).toBe(changed);
  await snap(admin, 'admin-tools-01-config-saved');

  // The history lists both versions, the new one by this admin; the diff shows the one line.
  await admin.getByRole('tab', { name: 'History' }).click();
  const versions = admin.getByRole('table', { name: 'Versions' }).getByTestId('data-row');
  const newest = versions.filter({ hasText: `v${before + 1}` });
  await expect(newest).toContainText('e2e_admin');
  await expect(newest).toContainText('current');
  const previous = versions.filter({ hasText: `v${before}` });
  await previous.getByRole('button', { name: 'Diff with current' }).click();
  const diffDialog = admin.getByRole('dialog', { name: `MarqueeSysConf: v${before} → v${before + 1}` });
  const diff = diffDialog.getByTestId('config-diff');
  await expect(diff).toContainText(/-\s*"announcementTxt": "Welcome to Khel!/);
  await expect(diff).toContainText(`+  "announcementTxt": "${changed}"`);
  await expect(diff.locator('div > div').filter({ hasText: /^[-+]/ })).toHaveCount(2); // one line out, one in
  await snap(admin, 'admin-tools-02-config-diff');
  await diffDialog.getByRole('button', { name: 'Close' }).click();

  // A document with an unknown key, or a wrong value, is refused: it names the path, nothing changes.
  await admin.getByRole('tab', { name: 'JSON' }).click();
  const json = admin.getByLabel('MarqueeSysConf as JSON');
  await json.fill(JSON.stringify({ announcementTxt: changed, colour: 'red' }));
  await admin.getByRole('button', { name: 'Save as a new version' }).click();
  const issues = admin.getByRole('alert').filter({ hasText: 'The document does not fit its schema' });
  await expect(issues).toContainText('unknown key "colour"');
  await json.fill(JSON.stringify({ announcementTxt: 42 }));
  await admin.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(issues).toContainText('announcementTxt');
  await expect(issues).not.toContainText('colour');
  await snap(admin, 'admin-tools-03-config-refused');
  // The server refuses the same document on its own (the console checks first, the server decides).
  const put = await request.put('/admin/api/config/MarqueeSysConf', { headers: { 'x-operator-token': adminToken! }, data: { announcementTxt: changed, colour: 'red' } });
  expect(put.status()).toBe(400);
  expect(await put.text()).toContain('unknown key \\"colour\\"');
  await expect(heading).toContainText(`v${before + 1}`);
  expect(await served()).toBe(changed);

  // Rolling back writes the old version again as the newest; the apps are served the old text.
  await admin.getByRole('tab', { name: 'History' }).click();
  // The tab refetches the versions on opening: a confirmation opened before that lands is closed by it.
  await expect(admin.getByRole('table', { name: 'Versions' })).toHaveAttribute('aria-busy', 'false');
  await previous.getByRole('button', { name: 'Roll back to this' }).click();
  await admin.getByRole('tooltip').getByRole('button', { name: 'Roll back' }).click();
  await expect(admin.getByText(`Version ${before} is now version ${before + 2}`)).toBeVisible();
  await expect(heading).toContainText(`v${before + 2}`);
  await expect.poll(served).toBe(original);
  await expect(versions.filter({ hasText: `v${before + 2}` })).toContainText('current');
  await admin.getByRole('tab', { name: 'Editor' }).click();
  await expect(field).toHaveValue(original);
});

test('gift codes: a batch of 5 codes at ₨25.00 is made, approved by a second operator, listed, and exported as CSV', async ({ browser, baseURL, request }) => {
  const admin = await adminConsole(browser, baseURL!);
  await admin.getByRole('menuitem', { name: 'Gift codes' }).click();
  await expect(admin.getByRole('heading', { name: 'Gift codes' })).toBeVisible();
  const campaign = `E2E campaign ${Date.now()}`;
  await admin.getByLabel('Campaign name').fill(campaign);
  await admin.getByLabel('How many codes').fill('5');
  await admin.getByLabel('Amount per code (₨)').fill('25');
  await admin.getByRole('button', { name: 'Make the codes' }).click();
  await expect(admin.getByText(`Batch "${campaign}": 5 codes made; a second operator approves them before they pay`)).toBeVisible();

  const batch = admin.getByRole('table', { name: 'Gift-code batches' }).getByTestId('data-row').filter({ hasText: campaign });
  await expect(batch).toHaveCount(1);
  await expect(batch).toContainText('₨25.00');
  await expect(batch.locator('td').nth(2)).toHaveText('5');
  // Four eyes: pending, and its maker cannot approve it; a finance operator does (API).
  await expect(batch).toContainText('pending');
  await expect(batch.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await snap(admin, 'admin-tools-04-gift-code-batch-pending');
  const batchId = Number(await batch.locator('td').first().textContent());
  const finance = { 'x-operator-token': await operatorLogin(request, 'e2e_finance') };
  expect((await (await request.post(`/admin/api/gift-code-batches/${batchId}/decision`, { headers: finance, data: { approve: true } })).json()) as object).toMatchObject({ state: 'live' });
  await admin.reload();
  await expect(batch).toContainText('live');
  await expect(batch.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await snap(admin, 'admin-tools-04-gift-code-batch');

  const downloading = admin.waitForEvent('download');
  await batch.getByRole('button', { name: 'Export CSV' }).click();
  const rows = await csvOf(await downloading, /^gift-codes-batch-\d+\.csv$/);
  expect(rows[0]).toEqual(['code', 'amount', 'wager_multi', 'total_uses', 'used', 'expires_at']);
  expect(rows).toHaveLength(6);
  for (const row of rows.slice(1)) expect(row.slice(1, 5)).toEqual(['2500', '1', '1', '0']);
  const codes = rows.slice(1).map((row) => row[0]!);
  expect(new Set(codes).size).toBe(5);

  // The same five codes head the single-code list (newest first), each at ₨25.00, unused.
  await admin.getByRole('tab', { name: 'Single codes' }).click();
  const listed = admin.getByRole('table', { name: 'Gift codes' }).getByTestId('data-row');
  for (const code of codes) {
    const row = listed.filter({ hasText: code });
    await expect(row).toContainText('₨25.00');
    await expect(row).toContainText('0 / 1');
  }
});

test("reports: a player's round moves today's GGR/NGR row, and the CSV says the same", async ({ page, browser, baseURL }) => {
  const admin = await adminConsole(browser, baseURL!);
  const today = karachiToday();
  const openGgr = async () => {
    await admin.getByRole('menuitem', { name: 'Reports' }).click();
    await expect(admin.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'GGR / NGR', selected: true })).toBeVisible();
    const table = admin.getByRole('table', { name: 'GGR and NGR' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = table.getByTestId('data-row').filter({ hasText: today });
    const cells = row.locator('td');
    return (await row.count()) === 0 ? { rounds: 0, stakes: 0 } : { rounds: Number(await cells.nth(1).textContent()), stakes: Math.round(Number((await cells.nth(3).textContent())!.replace(/[^\d.]/g, '')) * 100) };
  };
  const before = await openGgr();

  // A player deposits ₨300.00 and rolls Khel Dice once at the default ₨1.00.
  await page.goto('/');
  await register(page, 'rp');
  await depositRupees(page, 300);
  await page.goto(`/game/playps?${new URLSearchParams({ name: 'Khel Dice', id: 'inhouse-dice', type2: 'inhouse', platform: 'inhouse' }).toString()}`);
  await expect(page.getByTestId('dice-chance')).toHaveText('50.00%');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('round-result')).toContainText(/You won|No win/);

  await admin.reload();
  const after = await openGgr();
  expect(after).toEqual({ rounds: before.rounds + 1, stakes: before.stakes + 100 });
  const totals = admin.getByRole('table', { name: 'GGR and NGR' }).getByTestId('data-row').filter({ hasText: 'Total' });
  await expect(totals).toHaveCount(1);
  await snap(admin, 'admin-tools-05-ggr-report');

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const rows = await csvOf(await downloading, /^ggr-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  expect(rows[0]).toEqual(['key', 'label', 'rounds', 'players', 'stakes', 'wins', 'ggr', 'bonus_cost', 'ngr']);
  const todayRow = rows.find((row) => row[0] === today);
  expect(todayRow?.[2]).toBe(String(after.rounds));
  expect(todayRow?.[4]).toBe(String(after.stakes));
});

test("mail: a message with a ₨5.00 reward to one player, approved by a second admin, lands in that player's mailbox", async ({ page, browser, baseURL, request }) => {
  await page.goto('/');
  const player = await register(page, 'ml');
  const admin = await adminConsole(browser, baseURL!);
  const playerId = await findPlayer(admin, player.phone);

  await admin.getByRole('menuitem', { name: 'Mail' }).click();
  await expect(admin.getByRole('heading', { name: 'Mail' })).toBeVisible();
  const title = `Your E2E bonus ${Date.now().toString(36)}`;
  await expect(admin.getByRole('radio', { name: 'One player' })).toBeChecked();
  await admin.getByLabel('Player ID').fill(String(playerId));
  await admin.getByLabel('Title (English)').fill(title);
  await admin.getByLabel('Text (English)').fill('Thank you for playing with Khel this week.');
  await admin.getByLabel('Reward (₨, optional)').fill('5');
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText(/^Message #\d+ waits for a second admin's approval \(it carries a reward\)$/)).toBeVisible();
  const sent = admin.getByRole('table', { name: 'Sent messages' }).getByTestId('data-row').filter({ hasText: title });
  await expect(sent).toContainText(`player ${playerId}`);
  await expect(sent).toContainText('₨5.00');
  await expect(sent).toContainText('pending');
  await expect(sent.getByRole('button', { name: 'Approve' })).toBeDisabled();
  // Not in the mailbox before the second admin approves it.
  await page.goto('/notifications');
  await expect(page.getByTestId('mail-row').first()).toBeVisible();
  await expect(page.getByTestId('mail-row').filter({ hasText: title })).toHaveCount(0);
  const mailId = Number(await sent.locator('td').first().textContent());
  const checker = { 'x-operator-token': await operatorLogin(request, 'e2e_admin2') };
  expect((await (await request.post(`/admin/api/mail/${mailId}/decision`, { headers: checker, data: { approve: true } })).json()) as object).toMatchObject({ state: 'sent' });
  await admin.reload();
  await expect(sent).toContainText('sent');
  await expect(sent.getByRole('button', { name: 'Retract' })).toBeVisible();
  await snap(admin, 'admin-tools-06-mail-sent');

  // On the phone: the message is in the mailbox, and opens with its text.
  await page.goto('/notifications');
  const row = page.getByTestId('mail-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveClass(/mail-row--unread/);
  await row.click();
  await expect(page.getByRole('dialog', { name: title }).getByTestId('mail-body')).toContainText('Thank you for playing with Khel this week.');
  await snap(page, 'admin-tools-07-mail-in-mailbox');
});

test('KYC and AML: a CNIC with its photos submitted in the app is verified in the console; a ₨50,000.00 sandbox deposit raises a large-deposit flag, resolved with a note', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  await register(page, 'ky');
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const fullName = `Ayesha ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
  const last4 = String(1000 + Math.floor(Math.random() * 9000));
  const cnic = `35202${String(1000 + Math.floor(Math.random() * 9000))}${last4}`;

  // The player sends their identity details from Settings → Identity verification.
  await page.goto('/profile/settings/identity');
  await expect(page.getByTestId('kyc-status')).toContainText('Not verified yet');
  await page.getByLabel('Full name (as on your CNIC)').fill(fullName);
  await page.getByLabel('CNIC number (13 digits)').fill(cnic);
  await page.getByLabel('Date of birth').fill('1994-03-21');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Add photos of the front and the back of your CNIC')).toBeVisible();
  await page.getByLabel('Front of your CNIC').setInputFiles(join(import.meta.dirname, '../fixtures/cnic-front.png'));
  await page.getByLabel('Back of your CNIC').setInputFiles(join(import.meta.dirname, '../fixtures/cnic-back.png'));
  await expect(page.getByRole('img', { name: 'Back of your CNIC' })).toBeVisible();
  await snap(page, 'admin-tools-08-kyc-photos-phone');
  await page.waitForTimeout(600); // one submit per 500 ms
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Your details were sent for review')).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toContainText('Waiting for review');
  await expect(page.getByTestId('kyc-status')).toContainText(last4);

  // The operator opens it from the pending queue, sees the whole CNIC, and verifies it.
  const admin = await adminConsole(browser, baseURL!);
  await admin.getByRole('menuitem', { name: 'KYC' }).click();
  await expect(admin.getByRole('heading', { name: 'Identity verification (KYC)' })).toBeVisible();
  const submission = admin.getByRole('table', { name: 'Identity submissions' }).getByTestId('data-row').filter({ hasText: fullName });
  await expect(submission).toContainText(`…${last4}`);
  await expect(submission).toContainText('1994-03-21');
  await expect(submission).toContainText('pending');
  const playerId = ((await submission.getByRole('link').textContent()) ?? '').trim();
  await submission.click();
  const drawer = admin.getByRole('dialog', { name: /^Identity #\d+$/ });
  await expect(drawer).toContainText(`${cnic.slice(0, 5)}-${cnic.slice(5, 12)}-${cnic.slice(12)}`);
  await expect(drawer).toContainText('Not bound');
  await expect(drawer.getByRole('button', { name: 'Reject' })).toBeDisabled(); // a rejection needs a note
  // The photos open beside the details (each opening is audited), decoded: the PNGs the player sent.
  for (const name of ['CNIC front', 'CNIC back']) {
    const photo = drawer.getByRole('img', { name });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([320, 200]);
  }
  await snap(admin, 'admin-tools-08-kyc-review');
  await drawer.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('Identity verified')).toBeVisible();
  await expect(submission).toHaveCount(0); // it left the pending queue
  await admin.getByLabel('State').click();
  await admin.getByTitle('verified').click();
  await expect(submission).toContainText('verified');

  await page.reload();
  await expect(page.getByTestId('kyc-status')).toContainText('Verified');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  // A deposit at AmlConf's large-deposit amount (₨50,000.00) is flagged when the rules run.
  await page.goto('/');
  await depositRupees(page, 50_000);
  await admin.getByRole('menuitem', { name: 'AML' }).click();
  await expect(admin.getByRole('heading', { name: 'AML', exact: true })).toBeVisible();
  const table = admin.getByRole('table', { name: 'AML flags' });
  await expect(table.locator('thead th')).toHaveText(['#', 'Rule', 'Finding', 'Players', 'State', 'Raised', 'Resolution']);
  await admin.getByRole('button', { name: 'Run the rules now' }).click();
  await expect(admin.getByText(/^New flags: large_deposit \d+, structuring \d+, cumulative_deposits \d+, shared_device \d+, shared_ip \d+$/)).toBeVisible();
  const flag = table
    .getByTestId('data-row')
    .filter({ has: admin.getByRole('link', { name: playerId, exact: true }) })
    .filter({ hasText: 'Large deposit' });
  await expect(flag).toContainText(/₨50,000\.00 via \w+ \(\w+\); threshold ₨50,000\.00/);
  await expect(flag).toHaveCount(1);
  await expect(flag).toContainText('open');
  await snap(admin, 'admin-tools-09-aml-flag');
  await flag.getByRole('button', { name: 'Resolve…' }).click();
  const resolve = admin.getByRole('dialog', { name: /^Resolve flag #\d+$/ });
  await expect(resolve.getByRole('button', { name: 'Resolve' })).toBeDisabled();
  await resolve.getByLabel('What was checked and decided').fill('Salary deposit, source of funds checked');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByText(/^Flag #\d+ resolved$/)).toBeVisible();
  await expect(flag).toHaveCount(0); // it left the open list
  await admin.getByLabel('State').click();
  await admin.getByTitle('Resolved').click();
  await expect(flag).toContainText('Salary deposit, source of funds checked');
});

test('operators: an admin creates a support operator and gets only a setup link; the operator sets their own password and TOTP; a second admin activates it; its menu has no money or admin screens', async ({ browser, baseURL, request }) => {
  const admin = await adminConsole(browser, baseURL!);
  await admin.getByRole('menuitem', { name: 'Operators' }).click();
  await expect(admin.getByRole('heading', { name: 'Operators and roles' })).toBeVisible();
  const username = `desk.${Date.now().toString(36)}`;
  const password = `e2e-${Math.random().toString(36).slice(2)}-support`;
  await admin.getByRole('button', { name: 'New operator' }).click();
  const form = admin.getByRole('dialog', { name: 'New operator' });
  await form.getByLabel('Username').fill(username);
  await expect(form.getByLabel('Password')).toHaveCount(0); // the admin never chooses it
  await expect(form).toContainText('finds players, notes, freezes; moves no money'); // support, the default role
  await form.getByRole('button', { name: 'Create' }).click();

  const setup = admin.getByRole('dialog', { name: `${username}: setup link` });
  await expect(setup).toContainText('Shown once.');
  const link = ((await setup.getByTestId('setup-link').textContent()) ?? '').trim();
  expect(link).toMatch(/\/admin\/#setup=[\w-]{32}$/);
  await expect(setup).not.toContainText('otpauth://'); // no TOTP secret for the admin
  await snap(admin, 'admin-tools-10-operator-setup-link');
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(setup).toBeHidden();
  const row = admin.getByRole('table', { name: 'Operators' }).getByTestId('data-row').filter({ hasText: username });
  await expect(row).toContainText('setup pending');
  await expect(row).toContainText('support');

  // The new operator opens the link, enrols the secret only they see, and chooses a password.
  const support = await consolePage(browser, baseURL!, 'dark');
  await support.goto(link);
  await support.getByRole('button', { name: 'Continue' }).click();
  await expect(support.getByTestId('setup-username')).toHaveText(username);
  const secret = ((await support.getByTestId('setup-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await support.getByLabel('Your new password').fill(password);
  // The previous step's code (the current one stays free to sign in), entered early in a step: near
  // its end the step turns before the server checks, and the code is then two steps old.
  const intoStep = Date.now() % 30_000;
  if (intoStep > 24_000) await support.waitForTimeout(30_500 - intoStep);
  await support.getByLabel('Authenticator code').fill(totp(secret, Date.now() - 30_000));
  await support.getByRole('button', { name: 'Finish setup' }).click();
  await expect(support.getByText(`Account ${username} is set up. A second admin (not the one who invited you) must activate it before you can sign in.`)).toBeVisible();

  // Four eyes on access: the inviting admin cannot activate; a second admin does.
  await admin.reload();
  await expect(row).toContainText('awaiting activation');
  await expect(row.getByRole('button', { name: 'Activate' })).toBeDisabled();
  const second = await operatorLogin(request, 'e2e_admin2');
  const listed = await request.get('/admin/api/operators', { headers: { 'x-operator-token': second } });
  const invited = ((await listed.json()) as { items: { id: number; username: string }[] }).items.find((o) => o.username === username)!;
  const activated = await request.post(`/admin/api/operators/${invited.id}/activate`, { headers: { 'x-operator-token': second } });
  expect(await activated.json()).toMatchObject({ username, awaitingActivation: false });
  await consoleLogin(support, { username, password, code: () => totp(secret) });
  await expect(support.getByRole('menuitem')).toHaveText(['Dashboard', 'Withdrawals', 'Deposits', 'Players', 'Rounds', 'Support inbox', 'Feedback', 'Complaints']);
  await snap(support, 'admin-tools-11-support-menu-dark');
  await support.goto('/admin/gift-codes');
  await expect(support.getByText('Your role cannot open this screen')).toBeVisible();
  await expect(support.getByText('It needs the permission gift-codes.manage.')).toBeVisible();
});
