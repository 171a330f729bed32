import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, login, newPage, url } from './harness';

/**
 * A section with 100 products, as a real catalogue page has: it opens as one
 * line per product and takes typing. How quickly is `npm run bench`'s to say
 * (scripts/bench/editor-typing.ts): a test on a shared machine cannot.
 */
const PATH = '/long-list-check';
const headers = { Origin: baseUrl };
const q = `?path=${encodeURIComponent(PATH)}`;
let page: Page;

const products = Array.from({ length: 100 }, (_, i) => ({
  media: '/uploads/placeholder.jpg',
  name: `Executive desk model ${i + 1}`,
}));

describe('a section with 100 products in the editor', () => {
  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
    const created = await page.request.post(url(`/api/admin/page${q}`), { headers, data: { title: 'Long list' } });
    expect(created.status(), await created.text()).toBe(201);
    const detail = await (await page.request.get(url(`/api/admin/page${q}`))).json();
    const draft = {
      ...detail.draft,
      blocks: [{ type: 'product-grid', props: { heading: 'Desks', items: products } }],
    };
    const saved = await page.request.put(url(`/api/admin/page/draft${q}`), {
      headers,
      data: { page: draft, baseVersion: detail.version },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  afterAll(async () => {
    await page.request.delete(url(`/api/admin/page${q}`), { headers, data: { gone: true } });
  });

  it('shows each product as one line and takes typing in the open section', async () => {
    await page.goto(url(`/admin/pages/edit${q}`));
    await page.locator('.block-row__select', { hasText: 'Product grid' }).click();
    await page.locator('#block_items').waitFor();
    // Only the opened product renders its fields; the others are one line with their name.
    expect(await page.locator('.page-fields__item-head', { hasText: 'Executive desk model 57' }).count()).toBe(1);
    expect(await page.locator('[id^="block_items_"][id$="_name"]').count()).toBe(0);
    // How quickly a key shows is measured by `npm run bench` (scripts/bench/editor-typing.ts), not asserted here.
    const field = page.locator('#block_heading');
    await field.click();
    await field.press('End');
    await page.keyboard.type(' for every office');
    await expect.poll(() => field.inputValue({ timeout: 5_000 })).toBe('Desks for every office');
  });

  it('drags a product onto another within the list', async () => {
    const head = (name: string) =>
      page
        .locator('.page-fields__item-head')
        .filter({ has: page.locator('.page-fields__item-summary', { hasText: new RegExp(`^${name}$`) }) });
    await head('Executive desk model 1').dragTo(head('Executive desk model 3'));
    const order = () =>
      page.locator('.page-fields__item-summary').evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent));
    await expect.poll(order).toEqual(['Executive desk model 2', 'Executive desk model 3', 'Executive desk model 1']);
  });
});
