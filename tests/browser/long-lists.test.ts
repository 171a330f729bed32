import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, login, newPage, url } from './harness';

/**
 * A section with 100 products, as a real catalogue page has: opening it and
 * typing in it must stay quick. Measured in the browser, on this machine.
 */
const PATH = '/long-list-check';
const headers = { Origin: baseUrl };
const q = `?path=${encodeURIComponent(PATH)}`;
let page: Page;

const products = Array.from({ length: 100 }, (_, i) => ({
  media: '/uploads/placeholder.jpg',
  name: `Executive desk model ${i + 1}`,
}));

/** Milliseconds from a key's press to the next frame after the editor handled it, per key. */
async function keystrokeTimes(text: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __keys: number[] };
    w.__keys = [];
    document.addEventListener(
      'keydown',
      () => {
        const t = performance.now();
        // After React's synchronous render of the change, wait for the frame that shows it.
        requestAnimationFrame(() => setTimeout(() => w.__keys.push(performance.now() - t), 0));
      },
      true,
    );
  });
  for (const ch of text) {
    await page.keyboard.type(ch);
    await page.waitForFunction((n) => (window as unknown as { __keys: number[] }).__keys.length >= n, 1);
  }
  await page.waitForFunction((n) => (window as unknown as { __keys: number[] }).__keys.length >= n, text.length);
  return page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

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

  it('opens quickly, shows each product as one line, and keeps a keystroke under 50 ms at p90', async () => {
    await page.goto(url(`/admin/pages/edit${q}`));
    const started = Date.now();
    await page.locator('.block-row__select', { hasText: 'Product grid' }).click();
    await page.locator('#block_items').waitFor();
    const openMs = Date.now() - started;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);

    const field = page.locator('#block_heading');
    await field.click();
    await field.press('End');
    const times = await keystrokeTimes(' for every office');
    const p50 = percentile(times, 50);
    const p90 = percentile(times, 90);
    console.log(
      `100 products: fields open in ${openMs} ms, page ${height} px tall, keystroke p50 ${p50.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
    // Only the opened product renders its fields; the others are one line with their name.
    expect(await page.locator('.page-fields__item-head', { hasText: 'Executive desk model 57' }).count()).toBe(1);
    expect(await page.locator('[id^="block_items_"][id$="_name"]').count()).toBe(0);
    expect(p90).toBeLessThan(50);
  });
});
