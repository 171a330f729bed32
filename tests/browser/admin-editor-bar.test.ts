import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, settle, shot, url } from './harness';

/**
 * The page editor's bar at a common laptop width (1366 px): undo, redo, the page's name and state, History, Preview,
 * Save draft and Publish fit on one row, so the fields start where staff expect them and nothing jumps as the
 * status words change. A screenshot is kept to look at.
 */
// The longest title of the shipped pages ("Public Sector Prefab Units: Classrooms, Clinics & Libraries").
const PATH = '/services/containers/public';
let page: Page;

describe('the page editor bar at 1366 px', () => {
  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('keeps its controls on one row', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(url(`/admin/pages/edit?path=${encodeURIComponent(PATH)}`));
    const bar = page.locator('.page-editor__bar');
    await bar.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await settle(page);
    await shot(bar, 'editor-bar-1366.png');
    // One row: the actions sit beside the page's name, not under it, and the actions do not wrap among themselves.
    const id = (await bar.locator('.page-editor__id').boundingBox())!;
    const actions = (await bar.locator('.page-editor__actions').boundingBox())!;
    expect(actions.y).toBeLessThan(id.y + id.height);
    expect(actions.x).toBeGreaterThan(id.x + id.width - 1);
    const middles = await bar.locator('.page-editor__actions button').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return Math.round(r.top + r.height / 2);
      }),
    );
    expect(middles.length).toBeGreaterThan(4);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
  });

  it('leaves the title a readable column at 1024 px, the narrowest laptop', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const bar = page.locator('.page-editor__bar');
    await bar.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await settle(page);
    await shot(bar, 'editor-bar-1024.png');
    expect((await bar.locator('.page-editor__title').boundingBox())!.width).toBeGreaterThan(240);
  });
});
