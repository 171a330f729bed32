import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeSerious,
  baseUrl,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  login,
  newPage,
  pageProblems,
  url,
} from './harness';

/**
 * Staff add a redirect on the Redirects screen, a visitor's request for the
 * old address answers 301 over HTTP, and staff remove it again. The redirect
 * is removed at the end even when a step failed, so later files see the site
 * as the code ships it.
 */
const OLD = '/brochure-2022';
const TARGET = '/gallery';

let page: Page;
const visit = (path: string) => fetch(url(path), { redirect: 'manual' });
const toast = (title: string) => page.locator('.admin-toast__title', { hasText: title }).first().waitFor();

describe('the Redirects screen', () => {
  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
  });

  afterAll(async () => {
    await page.request.delete(url(`/api/admin/redirects?from=${encodeURIComponent(OLD)}`), {
      headers: { Origin: baseUrl },
    });
  });

  it('is linked from the Pages screen with the count of redirects', async () => {
    await page.goto(url('/admin/pages'));
    const link = page.getByRole('link', { name: /^Redirects \(\d+\)$/ });
    await link.waitFor();
    await Promise.all([page.waitForURL('**/admin/redirects'), link.click()]);
    expect(new URL(page.url()).pathname).toBe('/admin/redirects');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts(), { message: 'the h1 of /admin/redirects' })
      .toEqual(['Redirects']);
  });

  it('adds a redirect to a page; the old address then answers 301', async () => {
    expect((await visit(OLD)).status).toBe(404);
    const from = page.getByLabel(/^Old address/);
    const to = page.getByLabel('Send visitors to');
    // A page's own address is refused, and the server says why at the field.
    await from.fill('/contact');
    await to.selectOption(TARGET);
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await page.locator('.admin-field__error', { hasText: "is a page's address" }).waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    // That 400 was the point of the step, not a problem of the page.
    pageProblems(page).clear();

    await from.fill(OLD);
    await to.selectOption(TARGET);
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await toast('Redirect added');
    const row = page.locator('.redirects__row', { hasText: OLD });
    await row.waitFor();
    expect(await row.textContent()).toContain(TARGET);
    expect(await row.locator('.redirects__meta').textContent()).toMatch(/^Since \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}$/);

    const res = await visit(`${OLD}?utm_source=flyer`);
    expect([res.status, res.headers.get('location')]).toEqual([301, `${TARGET}?utm_source=flyer`]);
  });

  it('has no serious axe violation and fits a phone', async () => {
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/redirects', a11y)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const o = await horizontalOverflow(page);
    expect(o.px, o.culprits.join(', ')).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('removes it after a confirmation; the old address answers 404 again', async () => {
    await page.getByRole('button', { name: `Remove the redirect from ${OLD}` }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`instead of being sent to ${TARGET}`);
    await dialog.getByRole('button', { name: 'Remove redirect' }).click();
    await toast('Redirect removed');
    await page.locator('.redirects__row', { hasText: OLD }).waitFor({ state: 'detached' });
    expect((await visit(OLD)).status).toBe(404);
    expectNoErrors(page, '/admin/redirects');
  });
});
