import { describe, expect, it } from 'vitest';
import { expectNoErrors, hydrated, newPage, publicRoutes, url } from './harness';

/** The navigation bar: hover and keyboard dropdowns, the mobile menu, active highlighting. */
const routes = await publicRoutes();
/** A deep route under a dropdown, to check highlighting (the first prefab leaf page, or any page under a dropdown). */
const deep = routes.find((r) => r.split('/').length >= 5 && r.startsWith('/services/containers')) ?? routes.find((r) => r.split('/').length >= 4);

describe('navigation', () => {
  it('desktop dropdowns open on hover and close when the pointer leaves', async () => {
    const page = await newPage({ width: 1280 });
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await hydrated(nav);
    const button = nav.getByRole('button', { name: 'Executive Furniture' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.isVisible()).resolves.toBe(false);
    await button.hover();
    await panel.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect(panel.getByRole('link', { name: 'Bar & Restaurant' }).isVisible()).resolves.toBe(true);
    // Moving into the panel keeps it open; leaving both closes it.
    await panel.getByRole('link', { name: 'Office Furniture' }).hover();
    await expect(panel.isVisible()).resolves.toBe(true);
    await page.mouse.move(640, 700);
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expectNoErrors(page);
  });

  it('dropdowns work with the keyboard alone: Tab, Enter, arrows, Escape, and following a link', async () => {
    const page = await newPage({ width: 1280 });
    await page.goto(url('/'));
    await hydrated(page.getByRole('navigation', { name: 'Main' }));
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // Tab from the top of the page until the Prefab Units button has focus.
    for (let i = 0; i < 12 && (await focusedText()) !== 'Prefab Units'; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Prefab Units');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Prefab Units' });
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.tagName === 'A');
    expect(await focusedText()).toBe('All Prefab Units');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() !== 'All Prefab Units');
    expect(await focusedText()).toBe('Commercial');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText()).toBe('Prefab Units');
    // Focus is visible on the button (a real outline, not none).
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    // Open again, go down to a link and follow it with Enter.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.tagName === 'A');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    await Promise.all([page.waitForURL(url(href!)), page.keyboard.press('Enter')]);
    // Tabbing away from an open dropdown closes it.
    await hydrated(page.getByRole('navigation', { name: 'Main' }));
    const eng = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Engineering' });
    await eng.focus();
    await page.keyboard.press('Enter');
    expect(await eng.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => document.querySelectorAll('.site-header__panel:not([hidden])').length === 0);
    expectNoErrors(page);
  });

  it('the mobile menu opens from the toggle, lists the same items, and closes when a link is followed', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/'));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await hydrated(toggle);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Home', 'Interior Design', 'Gallery']) await expect(menu.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    for (const label of ['Prefab Units', 'Executive Furniture', 'Engineering']) await expect(menu.getByRole('button', { name: label }).isVisible()).resolves.toBe(true);
    // A group expands to its sub-links.
    await menu.getByRole('button', { name: 'Engineering' }).click();
    await expect(menu.getByRole('link', { name: /CNC Laser Cutting/ }).isVisible()).resolves.toBe(true);
    // Escape closes it; so does following a link.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL(url('/gallery')), menu.getByRole('link', { name: 'Gallery', exact: true }).click()]);
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await expect(page.getByRole('navigation', { name: 'Mobile' }).isVisible()).resolves.toBe(false);
    expectNoErrors(page);
  });

  it('a same-page link in the mobile menu closes it too', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/'));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await hydrated(toggle);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Home', exact: true }).evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
  });

  it('highlights the active item for the current path, also under the /services/prefab-units alias', async () => {
    const page = await newPage({ width: 1280 });
    await page.goto(url('/gallery'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Gallery' }).getAttribute('class')).toContain('is-active');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('class')).not.toContain('is-active');
    if (deep?.startsWith('/services/containers')) {
      for (const path of [deep, deep.replace('/services/containers', '/services/prefab-units')]) {
        await page.goto(url(path));
        expect(await nav.getByRole('button', { name: 'Prefab Units' }).getAttribute('class'), path).toContain('is-active');
        expect(await nav.getByRole('button', { name: 'Executive Furniture' }).getAttribute('class'), path).not.toContain('is-active');
      }
    }
    // The mobile menu marks the same item, and opens its group.
    const mobile = await newPage({ width: 390 });
    await mobile.goto(url('/gallery'));
    await hydrated(mobile.getByRole('button', { name: 'Open menu' }));
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    const link = mobile.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Gallery', exact: true });
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await link.getAttribute('class')).toContain('is-active');
    // The active style differs visibly from the others.
    const color = (el: Element) => getComputedStyle(el).color;
    const nav2 = mobile.getByRole('navigation', { name: 'Mobile' });
    expect(await link.evaluate(color)).not.toBe(await nav2.getByRole('link', { name: 'Home', exact: true }).evaluate(color));
  });
});
