import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, expectNoErrors, formatAxe, horizontalOverflow, login, newPage, shot, url } from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/**
 * The Pages list searches the words on pages, not only titles and addresses: staff look for "48 hours"
 * (a promise on the gallery) and see the page, with the words found marked in their sentence.
 */
let page: Page;
beforeAll(async () => {
  page = await newPage({ width: 1366 });
  await login(page);
});
afterAll(async () => {
  await page?.close();
});

describe('searching the words on pages', () => {
  it.each([1366, 390])('finds "48 hours" on the gallery and marks it, at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url('/admin/pages'));
    await page.getByLabel('Search pages').fill('48 hours');
    await page.waitForURL(/\?q=48/);
    const row = page.locator('.page-list__row', { has: page.getByText('/gallery', { exact: true }) });
    await row.waitFor();
    expect(await row.locator('.page-list__match mark').first().textContent()).toBe('48 hours');
    expect(await row.locator('.page-list__match').textContent()).toMatch(/^On the page: .*48 hours/);
    await shot(page, `page-search-${width}.png`, { fullPage: width < 600 });
    const overflow = await horizontalOverflow(page);
    expect(overflow.px, overflow.culprits.join(', ')).toBe(0);
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/pages?q=48 hours', a11y)).toEqual([]);
    expect(formatPa11y('/admin/pages?q=48 hours', await pa11yErrors(page))).toBe('');
    expectNoErrors(page);
  });
});
