import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPassword,
  atHumanPace,
  axeSerious,
  baseUrl,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  hydrated,
  login,
  newPage,
  pageProblems,
  settle,
  url,
} from './harness';

/**
 * The admin area end to end: both logins, the guards, users, settings (seen on
 * the public site) and the inquiries inbox fed by the contact form. Signed-out
 * pages ask GET /api/admin/me and get a 401 by design, so that answer is not
 * counted as a problem. Only one wrong password is tried: the server allows 5
 * per IP in 15 minutes and every browser test file shares it.
 */
const signedOut = { allowFailures: ['/api/admin/me'] };
/** A toast by its title (the live-region announcement repeats the text, so getByText would match twice). */
const toast = (page: Page, title: string) => page.locator('.admin-toast__title').filter({ hasText: title });

async function fillLogin(page: Page, username: string, password: string, button: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: button }).click();
}

describe('form login (/admin/login) and the dashboard guard', () => {
  it('validates, shows a failure in an alert, signs in to the dashboard and logs out', async () => {
    const page = await newPage(signedOut);
    await page.goto(url('/admin/dashboard'));
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();

    await fillLogin(page, 'ad', '12345', 'Sign In');
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await fillLogin(page, 'admin', 'not-the-password', 'Sign In');
    await expect
      .poll(() => page.getByRole('alert').textContent({ timeout: 5_000 }))
      .toBe('Invalid username or password');
    // That 401 was the point of the step.
    pageProblems(page).clear();

    await fillLogin(page, 'admin', adminPassword, 'Sign In');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, admin' }).waitFor();
    const text = await page.locator('main').textContent();
    for (const s of ['Username', 'Role', 'E-mail', 'Status', 'Media Management', 'Settings', 'Contact Inquiries'])
      expect(text).toContain(s);
    await toast(page, 'Login successful! Welcome to admin panel.').waitFor();
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/dashboard', a11y)).toEqual([]);

    // Signed in: the form login sends you on to the dashboard.
    await page.goto(url('/admin/login'));
    await page.waitForURL('**/admin/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto(url('/admin/dashboard'));
    await page.waitForURL('**/admin/login');
    expect((await page.request.get(url('/api/admin/me'))).status()).toBe(401);
    expectNoErrors(page);
  });
});

describe('simple login (/admin and /admin/simple)', () => {
  for (const path of ['/admin', '/admin/simple']) {
    it(`${path}: both fields required; success shows the panel with links and Logout; no credentials shown`, async () => {
      const page = await newPage({ ...signedOut, width: 390 });
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
      expect(await page.locator('body').textContent()).not.toContain(adminPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Enter your username').waitFor();
      await fillLogin(page, 'admin', adminPassword, 'Login');
      await page.getByRole('link', { name: /User Management/ }).waitFor();
      expect(await page.getByRole('link', { name: /Upload Manager/ }).getAttribute('href')).toBe(
        '/admin/upload-manager',
      );
      expect((await horizontalOverflow(page)).px).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      expectNoErrors(page);
    });
  }
});

describe('user management', () => {
  it('creates a user and deletes it after a confirmation naming the user; admin is PROTECTED', async () => {
    const page = await newPage();
    await login(page);
    await page.goto(url('/admin/user-management'));
    const adminRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^admin/ }) });
    await expect.poll(() => adminRow.textContent({ timeout: 5_000 })).toContain('Protected');
    expect(await adminRow.getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'Please fill in all fields').waitFor();

    const name = `kamau${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(`  ${name} `);
    await page.getByLabel('Password').fill('s3cret-pass-42');
    await page.getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'User created successfully').waitFor();
    await page.getByRole('rowheader', { name }).waitFor();

    // Cancel first: nothing is deleted.
    await page.getByRole('button', { name: `Delete user ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`"${name}"`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name }).waitFor();

    await page.getByRole('button', { name: `Delete user ${name}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await toast(page, 'User deleted successfully').waitFor();
    await page.getByRole('rowheader', { name }).waitFor({ state: 'detached' });
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/user-management', a11y)).toEqual([]);
    expectNoErrors(page);
  });
});

describe('settings: contact details', () => {
  let original: Record<string, unknown> | undefined;
  afterAll(async () => {
    // Other test files read the footer and chat button: put the record back. (The test's own page closed
    // when the test ended.)
    if (original) {
      const restorePage = await newPage();
      await login(restorePage);
      const { id: _id, updatedAt: _u, ...record } = original;
      const res = await restorePage.request.put(url('/api/admin/contact-details'), {
        data: record,
        headers: { Origin: baseUrl },
      });
      if (!res.ok()) throw new Error(`restoring the contact details failed: HTTP ${res.status()}`);
    }
  });

  it('a change shows at once in the public footer and the chat link', async () => {
    const page = await newPage();
    await login(page);
    original = (await (await page.request.get(url('/api/admin/contact-details'))).json()) as Record<string, unknown>;
    await page.goto(url('/admin/settings'));
    const whatsapp = page.getByLabel('WhatsApp number');
    await expect.poll(() => whatsapp.inputValue({ timeout: 5_000 })).toBe(original.whatsapp);
    await whatsapp.fill('+254 733 444 555');
    await page.getByLabel('Facebook').fill('https://www.facebook.com/savannahbuild');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Contact details saved').waitFor();
    expectNoErrors(page);

    const visitor = await newPage();
    await visitor.goto(url('/'));
    const chat = visitor.locator('a.chat-button');
    await expect
      .poll(() => chat.getAttribute('href', { timeout: 5_000 }))
      .toMatch(/^https:\/\/wa\.me\/254733444555\?text=/);
    const footer = visitor.locator('footer');
    expect(await footer.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/savannahbuild',
    );
    expect(await footer.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/wa\.me\/254733444555/);
  });
});

describe('contact form → inquiries inbox', () => {
  it('a message sent on /contact appears in the inbox, can be read, marked replied and deleted', async () => {
    const visitor = await newPage({ clock: 'running' });
    await visitor.goto(url('/contact'));
    const form = visitor.locator('form.contact-form');
    // Typing before the island hydrates would be lost (or submit natively).
    await hydrated(form);
    const sender = `Njeri Mwangi ${Date.now().toString(36)}`;
    await form.getByLabel('Full Name').fill(sender);
    await form.getByLabel('Email Address').fill('njeri@example.co.ke');
    await form.getByLabel('Service Interest').selectOption({ label: 'Interior Design' });
    await form
      .getByLabel('Message')
      .fill('Please quote a full fit-out of our 200 m² office in Upper Hill, including partitions and furniture.');
    await atHumanPace(visitor);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message Sent Successfully', { exact: true }).first().waitFor();
    expectNoErrors(visitor);

    const page = await newPage();
    await login(page);
    await page.goto(url('/admin/inquiries'));
    const item = page.getByRole('article', { name: sender });
    await item.waitFor();
    // Newest first.
    expect(await page.getByRole('article').first().getAttribute('aria-labelledby')).toBe(
      await item.getAttribute('aria-labelledby'),
    );
    expect(await item.textContent()).toContain('Interior Design');
    await item.getByRole('button', { name: 'Read' }).click();
    await item.locator('.admin-badge', { hasText: 'Read' }).waitFor();
    await item.getByRole('combobox', { name: `Status of the inquiry from ${sender}` }).selectOption('replied');
    await item.locator('.admin-badge', { hasText: 'Replied' }).waitFor();
    await item.getByRole('button', { name: `Delete inquiry from ${sender}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete inquiry' }).click();
    await item.waitFor({ state: 'detached' });
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/inquiries', a11y)).toEqual([]);
    expectNoErrors(page);
  });
});

describe('admin screens at phone width have no horizontal overflow and no serious axe violations', () => {
  // One test per screen: axe over a whole screen is the slow part, and five screens under one test's
  // time ran out on a busy machine.
  let page: Page;
  beforeAll(async () => {
    page = await newPage({ width: 390 });
    await login(page);
  });
  for (const path of [
    '/admin/dashboard',
    '/admin/user-management',
    '/admin/settings',
    '/admin/inquiries',
    '/admin/test',
  ]) {
    it(path, async () => {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      // Whatever the screen loads after its heading has arrived (settle: nothing in flight for a moment).
      await settle(page);
      const overflow = await horizontalOverflow(page);
      expect(overflow.px, `${path}: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(0);
      const problems = await axeSerious(page);
      expect(problems, formatAxe(path, problems)).toEqual([]);
      expectNoErrors(page);
    });
  }
});
