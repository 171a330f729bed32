import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, expectNoErrors, formatAxe, horizontalOverflow, login, newPage, url, shot } from './harness';

/**
 * Staff change the site's menu and footer in the admin as they would: open
 * an item, add one, reorder, change the footer, see problems named, preview,
 * publish, and find it on every page; then put the seed navigation back
 * from History, so later files see the site as the code ships it.
 */
let page: Page;
const status = () => page.locator('.nav-editor__status');
const publicHtml = async (path: string) => (await fetch(url(path))).text();
const topLabels = () => page.locator('.nav-list:not(.nav-list--nested) > ol > li > .nav-row__summary .nav-row__label');

async function waitSaved() {
  await expect
    .poll(() => status().textContent({ timeout: 5_000 }), { message: 'the editor saying the draft is saved' })
    .toMatch(/^(Draft saved|All changes saved)/);
}

async function publish() {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await page.locator('.admin-toast__title', { hasText: 'Navigation published' }).first().waitFor();
}

beforeAll(async () => {
  page = await newPage({ width: 1366 });
  await login(page);
  await page.goto(url('/admin/navigation'));
  await page.getByRole('heading', { level: 1, name: 'Navigation' }).waitFor();
  // The heading shows at once; the rows once the navigation has loaded.
  await page.locator('.nav-row').first().waitFor();
});
afterAll(() => page?.context().close());

describe('navigation editor', () => {
  it('shows the seed navigation, one line per item, and is accessible', async () => {
    expect(await topLabels().allTextContents()).toEqual([
      'Home',
      'Interior Design',
      'Prefab Units',
      'Executive Furniture',
      'Engineering',
      'Gallery',
    ]);
    // Only the opened item draws its fields.
    expect(await page.locator('.nav-row__fields').count()).toBe(0);
    expect(await status().textContent()).toBe('All changes saved');
    expect((await horizontalOverflow(page)).px).toBe(0);
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/navigation', a11y)).toEqual([]);
  });

  it('adds a menu item linking a page, moves it up, and names a problem at its field', async () => {
    await page.getByRole('button', { name: '+ Add a menu item' }).click();
    const row = page.locator('.nav-row--open').last();
    await row.getByLabel('Label', { exact: true }).fill('Our Projects');
    await row.getByLabel('Links to', { exact: true }).fill('/no-such-page');
    await waitSaved();
    await expect
      .poll(() => row.locator('.admin-field__error').textContent({ timeout: 5_000 }))
      .toMatch(/No page at \/no-such-page is on the site/);
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    await row.getByLabel('Links to', { exact: true }).fill('/gallery');
    await row.getByText('The page "Project Gallery"', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Move Our Projects up in the menu' }).click();
    await expect.poll(async () => (await topLabels().allTextContents()).slice(-2)).toEqual(['Our Projects', 'Gallery']);
    await waitSaved();
  });

  it('changes the footer: removes Careers, points Portfolio at the gallery, sets the year', async () => {
    await page.getByRole('button', { name: 'Remove Careers from Company' }).click();
    const company = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Company' }) });
    const portfolio = company.locator('.nav-links__item').nth(1);
    expect(await portfolio.getByLabel('Label', { exact: true }).inputValue()).toBe('Portfolio');
    await portfolio.getByLabel('Links to', { exact: true }).fill('/gallery');
    await page.getByLabel('Copyright year').fill('1999');
    await expect
      .poll(() => page.locator('#nav-problems').textContent({ timeout: 5_000 }))
      .toMatch(/Footer: copyright year/);
    await page.getByLabel('Copyright year').fill('2026');
    await waitSaved();
    expect(await page.locator('#nav-problems').count()).toBe(0);
  });

  it('previews without publishing, then publishes to every page', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const frame = page.frameLocator('.admin-dialog iframe');
    await frame.locator('.site-header__menu').getByText('Our Projects').waitFor();
    // Header and footer only: a dropdown of the menu shows its links, and the footer comes after the header, not under it.
    const below = async () => {
      const header = await frame.locator('.site-header').boundingBox();
      const headings = await frame
        .locator('.site-footer h2')
        .evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect().top));
      const frameTop = (await page.locator('.admin-dialog iframe').boundingBox())?.y ?? 0;
      const scale = await page
        .locator('.admin-dialog iframe')
        .evaluate((f) => f.getBoundingClientRect().width / f.clientWidth);
      return Math.min(...headings.map((top) => frameTop + top * scale)) - ((header?.y ?? 0) + (header?.height ?? 0));
    };
    await expect.poll(() => frame.locator('.site-header__panel').first().isVisible()).toBe(true);
    expect(await below(), 'footer headings start below the header').toBeGreaterThanOrEqual(0);
    await shot(page, 'nav-preview-1366.png');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await expect.poll(() => frame.locator('.site-header__mobile').isVisible()).toBe(true);
    expect(await below(), 'on a phone too').toBeGreaterThanOrEqual(0);
    await shot(page, 'nav-preview-phone-1366.png');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await publicHtml('/contact')).not.toContain('>Our Projects<');

    await publish();
    for (const path of ['/', '/contact', '/services/furniture/chairs']) {
      const html = await publicHtml(path);
      expect(html, path).toContain('>Our Projects<');
      expect(html, path).not.toContain('>Careers<');
      expect(html, path).toMatch(/© (<!-- -->)?2026/);
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Navigation' }).waitFor();
    expect(await page.locator('.nav-editor__live').textContent()).toMatch(/^Live since/);
    expectNoErrors(page);
  });

  it('puts the seed navigation back from History', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByText('Version 1', { exact: true }).waitFor();
    await page.getByRole('button', { name: "Start again from the site's default navigation" }).click();
    await page.locator('.admin-toast__title', { hasText: 'Restored as the draft' }).first().waitFor();
    await expect.poll(() => topLabels().allTextContents()).not.toContain('Our Projects');
    await publish();
    expect(await publicHtml('/')).toMatch(/© (<!-- -->)?2024/);
    expect(await publicHtml('/')).toContain('>Careers<');
  });
});
