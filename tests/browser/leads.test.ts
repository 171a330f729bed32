import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  atHumanPace,
  axeSerious,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  hydrated,
  login,
  newPage,
  url,
} from './harness';

/**
 * A lead from the contact form to the staff's export: a visitor sends a
 * message; staff find it by searching the inbox, mark it replied and export
 * it as CSV.
 */
describe('a lead, from the contact form to the export', () => {
  it('a visitor sends a message; staff find it by search, mark it replied and export it', async () => {
    const visitor = await newPage({ width: 390, clock: 'running' });
    await visitor.goto(url('/contact'));
    const form = visitor.locator('form.contact-form');
    await hydrated(form);
    // The spam trap is in the page but no person can reach it.
    const trap = form.locator('input[name="website"]');
    expect(await trap.count()).toBe(1);
    // Rendered (bots read the DOM) but far outside the page, where no one can see or click it.
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(0);
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await form.getByRole('textbox', { name: 'Website' }).count()).toBe(0);

    const word = `zebrawood${Date.now().toString(36)}`;
    const sender = 'Halima Abdi';
    await form.getByLabel(/^Full Name/).fill(sender);
    await form.getByLabel(/^Email Address/).fill('halima@coastlodges.co.ke');
    await form.getByLabel(/^Company/).fill('Coast Lodges');
    await form.getByLabel(/^Service Interest/).selectOption({ label: 'Executive Furniture' });
    await form.getByLabel(/^Message/).fill(`Twelve ${word} reception desks for our Diani lodge, delivered by June.`);
    await atHumanPace(visitor);
    const [sent] = await Promise.all([
      visitor.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ website: '', elapsedMs: expect.any(Number) });
    await visitor.getByText('Message Sent Successfully', { exact: true }).first().waitFor();
    expectNoErrors(visitor);

    const page = await newPage({ width: 1366 });
    await login(page);
    await page.goto(url('/admin/inquiries'));
    await page.getByRole('heading', { level: 1, name: 'Contact Inquiries' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(word);
    // The search runs once typing pauses, and goes into the address.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    const item = page.getByRole('article', { name: sender });
    await item.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await item.textContent()).toContain('Executive Furniture');
    // Mail is off on the test server: the inquiry says so, and nothing pretends it was e-mailed.
    expect(await item.textContent()).toContain('No e-mail was sent about this inquiry.');
    const reply = await item.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href');
    expect(reply).toMatch(
      /^mailto:halima@coastlodges\.co\.ke\?subject=Re%3A%20Your%20inquiry%20about%20Executive%20Furniture/,
    );

    await item.getByRole('combobox', { name: `Status of the inquiry from ${sender}` }).selectOption('replied');
    await item.locator('.admin-badge', { hasText: 'Replied' }).waitFor();
    await page.getByRole('button', { name: /^Replied/ }).click();
    await item.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inquiries-replied-\d{4}-\d\d-\d\d\.csv$/);
    // The browser runs as a server the suite connects to: save a local copy to read it.
    const file = join(mkdtempSync(join(tmpdir(), 'export-')), download.suggestedFilename());
    await download.saveAs(file);
    const csv = readFileSync(file, 'utf8');
    rmSync(dirname(file), { recursive: true, force: true });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    // Every text cell is quoted (a spreadsheet never reads one as a formula), an empty one is empty.
    expect(lines[0]).toBe(
      '"ID","Received (Nairobi time)","Status","Name","E-mail","Phone","Company","Service interest","Budget","Preferred contact","Timeline","Message"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,"replied","${sender}","halima@coastlodges.co.ke",,"Coast Lodges","Executive Furniture",`,
    );
    expect(lines[1]).toContain(word);
    await page.getByText(`1 inquiry saved to ${download.suggestedFilename()}.`).first().waitFor();

    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/inquiries', a11y)).toEqual([]);
    expectNoErrors(page);
  });

  it('the inbox and the settings fit a phone and pass axe', async () => {
    const page = await newPage({ width: 390 });
    await login(page);
    for (const path of ['/admin/inquiries', '/admin/inquiries?status=spam', '/admin/settings']) {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await horizontalOverflow(page);
      expect(overflow.px, `${path}: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(0);
      const problems = await axeSerious(page);
      expect(problems, formatAxe(path, problems)).toEqual([]);
    }
    await page.goto(url('/admin/settings'));
    await page.getByText('E-mail is off:').waitFor();
    await page.goto(url('/admin/dashboard'));
    await page.getByText('E-mail notifications are off.').waitFor();
    expectNoErrors(page);
  });
});
