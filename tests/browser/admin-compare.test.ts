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
  url,
  shot,
} from './harness';

/**
 * Comparing versions as staff do it: a page published twice, with a draft
 * on top, compared draft against live and then two published versions in
 * History; the navigation's publish dialog shows what would change, and its
 * Publish at… schedules it and can be cancelled. The page goes to the trash
 * and the navigation's draft back to the site's default at the end, so later
 * files see the site as the code ships it.
 */
const PATH = '/compare-walkthrough';
let page: Page;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) =>
  page.request.fetch(url(path), { method, data, headers: { Origin: baseUrl } });
const q = `?path=${encodeURIComponent(PATH)}`;

async function publishWithHeading(title: string) {
  const detail = await (await api('GET', `/api/admin/page${q}`)).json();
  const doc = structuredClone(detail.draft ?? detail.published);
  doc.blocks[0].props.title = title;
  const saved = await (
    await api('PUT', `/api/admin/page/draft${q}`, { page: doc, baseVersion: detail.version })
  ).json();
  const published = await api('POST', `/api/admin/page/publish${q}`, { baseVersion: saved.version });
  expect(published.status()).toBe(200);
}

describe('comparing versions', () => {
  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
    expect((await api('POST', `/api/admin/page${q}`, { title: 'Compare walk-through' })).status()).toBe(201);
    await publishWithHeading('Office Fit-Outs in Westlands');
    await publishWithHeading('Office Fit-Outs in Upper Hill');
    const detail = await (await api('GET', `/api/admin/page${q}`)).json();
    const doc = structuredClone(detail.published);
    doc.blocks[0].props.title = 'Office Fit-Outs in Kilimani';
    await api('PUT', `/api/admin/page/draft${q}`, { page: doc, baseVersion: detail.version });
  });

  afterAll(async () => {
    await api('DELETE', `/api/admin/page${q}`, { gone: true });
    const nav = await (await api('GET', '/api/admin/navigation')).json();
    if (nav.scheduledAt) await api('DELETE', '/api/admin/navigation/schedule');
    if (nav.draft) await api('POST', '/api/admin/navigation/restore', { source: 'defaults', baseVersion: nav.version });
  });

  it('shows the draft against what is live in History, then any two published versions', async () => {
    await page.goto(url(`/admin/pages/edit${q}`));
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('button', { name: 'Compare versions' }).click();
    const table = history.getByRole('table', { name: 'What changed from Live to Draft' });
    await table.waitFor();
    // Named as the editor names the field, with the changed words marked on each side.
    const row = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: /^[A-Z][a-z ]+ “Office Fit-Outs in Kilimani” › Title Changed$/ }),
    });
    expect(await row.textContent()).toContain('Office Fit-Outs in Upper Hill');
    expect(await row.textContent()).toContain('Office Fit-Outs in Kilimani');
    expect(await row.locator('del').allTextContents()).toEqual(['Upper Hill']);
    expect(await row.locator('ins').allTextContents()).toEqual(['Kilimani']);
    // The table fits the dialog at 1366 px (it ran past it with long values).
    const [box, dialogBox] = await Promise.all([table.boundingBox(), history.boundingBox()]);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0));
    await shot(page, 'compare-1366.png');
    expect(formatAxe('compare', await axeSerious(page))).toBe('');
    await history.getByLabel('Compare', { exact: true }).selectOption({ label: 'Version 1' });
    await history.getByLabel('with', { exact: true }).selectOption({ label: 'Version 2' });
    const versions = history.getByRole('table', { name: 'What changed from Version 1 to Version 2' });
    await versions.waitFor();
    expect(await versions.textContent()).toContain('Office Fit-Outs in Westlands');
    expectNoErrors(page);
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/admin/pages/edit${q}`));
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Compare versions' }).click();
    const table = page.getByRole('table', { name: 'What changed from Live to Draft' });
    await table.waitFor();
    // The two columns keep their headings on a phone: which side is live and which the draft.
    for (const heading of ['Live', 'Draft']) {
      const th = table.locator('thead th', { hasText: new RegExp(`^${heading}$`) });
      expect(await th.isVisible(), `${heading} heading`).toBe(true);
    }
    const [live, draft, cell] = await Promise.all([
      table.locator('thead th', { hasText: /^Live$/ }).boundingBox(),
      table.locator('thead th', { hasText: /^Draft$/ }).boundingBox(),
      table.locator('tbody td').nth(1).boundingBox(),
    ]);
    // Side by side, each over its own column (the draft's cells are the second of a row).
    expect((live?.x ?? 0) < (draft?.x ?? 0)).toBe(true);
    expect(Math.abs((draft?.x ?? 0) - (cell?.x ?? -100))).toBeLessThan(2);
    await shot(page, 'compare-390.png', { fullPage: true });
    await shot(table, 'compare-table-390.png');
    expect((await horizontalOverflow(page)).px).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('schedules the navigation with Publish at…, says so in the editor, and cancels it', async () => {
    await page.goto(url('/admin/navigation'));
    const year = page.getByLabel('Copyright year');
    await year.fill('2031');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(async () => (await (await api('GET', '/api/admin/navigation')).json()).draft?.footer.copyrightYear)
      .toBe(2031);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Publish the navigation?' });
    // A decision stays until it is answered: a click on the dimmed page beside it does not close it
    // (Radix Dialog closed it, a stray click taken as "Cancel"); the check below then goes on in it.
    await dialog.waitFor();
    await page.mouse.click(8, 300);
    expect(await dialog.isVisible(), 'the publish question after a click beside it').toBe(true);
    await dialog.getByText('See what changes').click();
    await dialog.getByRole('table', { name: 'What changed from Live to Draft' }).waitFor();
    expect(await dialog.getByRole('table').textContent()).toContain('2031');
    await dialog.getByLabel(/Publish at/).check();
    await shot(page, 'nav-publish-at-1366.png');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Scheduled to go live on' });
    await banner.waitFor();
    await shot(page, 'nav-scheduled-1366.png');
    await page.getByRole('button', { name: 'Cancel the schedule' }).click();
    await page.locator('.admin-toast__title', { hasText: 'Schedule cancelled' }).first().waitFor();
    await banner.waitFor({ state: 'detached' });
    expect((await (await api('GET', '/api/admin/navigation')).json()).scheduledAt).toBeNull();
  });
});
