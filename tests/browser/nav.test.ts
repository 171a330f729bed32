import { describe, expect, it } from 'vitest';
import { expectNoErrors, hydrated, newPage, publicRoutes, url } from './harness';
import { AIM_DELAY_MS, CLOSE_GRACE_MS } from '../../blocks/site-header/useDropdowns';

/** The navigation bar: hover and keyboard dropdowns, the mobile menu, active highlighting. */
const routes = await publicRoutes();
/** A deep route under a dropdown, to check highlighting (the first prefab leaf page, or any page under a dropdown). */
const deep =
  routes.find((r) => r.split('/').length >= 5 && r.startsWith('/services/containers')) ??
  routes.find((r) => r.split('/').length >= 4);

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
    for (const label of ['Home', 'Interior Design', 'Gallery'])
      await expect(menu.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    for (const label of ['Prefab Units', 'Executive Furniture', 'Engineering'])
      await expect(menu.getByRole('button', { name: label }).isVisible()).resolves.toBe(true);
    // A group expands to its sub-links.
    await menu.getByRole('button', { name: 'Engineering' }).click();
    await expect(menu.getByRole('link', { name: /CNC Laser Cutting/ }).isVisible()).resolves.toBe(true);
    // Escape closes it; so does following a link.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    await Promise.all([
      page.waitForURL(url('/gallery')),
      menu.getByRole('link', { name: 'Gallery', exact: true }).click(),
    ]);
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
    await menu
      .getByRole('link', { name: 'Home', exact: true })
      .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect
      .poll(() => menu.isVisible(), { message: 'the mobile menu after a click on a link to the page it is on' })
      .toBe(false);
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
        expect(await nav.getByRole('button', { name: 'Prefab Units' }).getAttribute('class'), path).toContain(
          'is-active',
        );
        expect(
          await nav.getByRole('button', { name: 'Executive Furniture' }).getAttribute('class'),
          path,
        ).not.toContain('is-active');
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
    expect(await link.evaluate(color)).not.toBe(
      await nav2.getByRole('link', { name: 'Home', exact: true }).evaluate(color),
    );
  });
});

describe('navigation: moving between dropdowns and the phone menu overviews', () => {
  // The page's clock is held: the dropdowns' delays (CLOSE_GRACE_MS, AIM_DELAY_MS) run out only when a
  // test runs the clock, so "at once" and "still open after the delay" do not depend on the machine's speed.
  async function openBar() {
    const page = await newPage({ width: 1366, clock: true });
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await hydrated(nav);
    const panelOf = async (label: string) =>
      page.locator(`[id="${await nav.getByRole('button', { name: label }).getAttribute('aria-controls')}"]`);
    const center = async (label: string) => {
      const box = (await nav.getByRole('button', { name: label }).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const open = () => page.locator('.site-header__panel:not([hidden])');
    return { page, nav, panelOf, center, open };
  }

  it('sliding the pointer from one dropdown to the next opens the next at once, and leaving the bar closes after a grace delay', async () => {
    const { page, panelOf, center, open } = await openBar();
    for (const [from, to] of [
      ['Prefab Units', 'Executive Furniture'],
      ['Executive Furniture', 'Engineering'],
      ['Engineering', 'Prefab Units'],
    ]) {
      const a = await center(from);
      const b = await center(to);
      await page.mouse.move(a.x, a.y);
      await (await panelOf(from)).waitFor({ state: 'visible' });
      // A slide along the bar, about 25 ms between pointer events.
      for (let step = 1; step <= 8; step++) {
        await page.mouse.move(a.x + ((b.x - a.x) * step) / 8, a.y + ((b.y - a.y) * step) / 8);
        await page.clock.runFor(25);
      }
      // Open with no delay of its own, the old one closed: exactly one panel.
      await (await panelOf(to)).waitFor({ state: 'visible' });
      expect(await open().count(), `${from} → ${to}`).toBe(1);
      // Still open well after the old dropdown's close delay would have run out.
      await page.clock.runFor(CLOSE_GRACE_MS + 100);
      expect(await (await panelOf(to)).isVisible(), `${from} → ${to}, after the close delay`).toBe(true);
    }
    // Leaving the bar: still open during the grace delay, closed once it has run out.
    await page.mouse.move(683, 600);
    await page.clock.runFor(CLOSE_GRACE_MS - 50);
    expect(await open().count(), 'grace delay').toBe(1);
    await page.clock.runFor(100);
    await open().first().waitFor({ state: 'hidden' });
    expect(await open().count()).toBe(0);
    expectNoErrors(page);
  });

  it('the pointer may travel diagonally across a neighbour into the open panel without it closing', async () => {
    const { page, panelOf, center } = await openBar();
    const start = await center('Prefab Units');
    await page.mouse.move(start.x, start.y);
    const panel = await panelOf('Prefab Units');
    await panel.waitFor({ state: 'visible' });
    // A link in the panel's second column, to the right: the straight path crosses the Executive Furniture button.
    const target = panel.getByRole('link', { name: 'Commercial', exact: true });
    const box = (await target.boundingBox())!;
    const end = { x: box.x + box.width - 10, y: box.y + box.height / 2 };
    const neighbour = (await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Executive Furniture' })
      .boundingBox())!;
    // The path enters the neighbour's button (checked, so the test keeps testing what it says).
    const crossesNeighbour = Array.from({ length: 100 }, (_, i) => i / 100).some((t) => {
      const x = start.x + (end.x - start.x) * t;
      const y = start.y + (end.y - start.y) * t;
      return (
        x > neighbour.x && x < neighbour.x + neighbour.width && y > neighbour.y && y < neighbour.y + neighbour.height
      );
    });
    expect(crossesNeighbour, 'the diagonal path crosses the Executive Furniture button').toBe(true);
    await page.mouse.move(end.x, end.y, { steps: 12 });
    // Past both delays: neither the neighbour's wait nor a close timer may take the panel away.
    await page.clock.runFor(AIM_DELAY_MS + CLOSE_GRACE_MS + 50);
    expect(await panel.isVisible()).toBe(true);
    expect(await target.evaluate((el) => el.matches(':hover'))).toBe(true);
    expectNoErrors(page);
  });

  it('a click on a dropdown that hover opened keeps it open; a second click closes it', async () => {
    const { page, nav, panelOf } = await openBar();
    const button = nav.getByRole('button', { name: 'Executive Furniture' });
    const panel = await panelOf('Executive Furniture');
    await button.hover();
    await panel.waitFor({ state: 'visible' });
    await button.click();
    // React applies a click's update before click() returns; any timer it might have started runs out here.
    await page.clock.runFor(CLOSE_GRACE_MS + 50);
    expect(await panel.isVisible(), 'after a click on the hover-opened dropdown').toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expectNoErrors(page);
  });

  it('the phone menu links every page the desktop menu links', async () => {
    const page = await newPage({ width: 1366 });
    await page.goto(url('/'));
    const desktop = new Set(
      await page
        .getByRole('navigation', { name: 'Main' })
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)),
    );
    const phone = await newPage({ width: 390 });
    await phone.goto(url('/'));
    const toggle = phone.getByRole('button', { name: 'Open menu' });
    await hydrated(toggle);
    await toggle.click();
    const menu = phone.getByRole('navigation', { name: 'Mobile' });
    // Unfold every group (nested ones appear as their parents open).
    const folded = menu.locator('button[aria-expanded="false"]:visible');
    for (let i = 0; i < 20 && (await folded.count()) > 0; i++) await folded.first().click();
    const links = await menu.locator('a[href]').evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href')!,
        text: a.textContent!.trim(),
        visible: a.getClientRects().length > 0,
      })),
    );
    const reachable = new Set(links.filter((l) => l.visible).map((l) => l.href));
    const missing = [...desktop].filter((h) => !reachable.has(h));
    expect(missing, 'desktop links the phone menu cannot reach').toEqual([]);
    // Each group offers its own overview first: e.g. Commercial → /services/containers/commercial.
    for (const [label, href] of [
      ['Commercial', '/services/containers/commercial'],
      ['Home Furniture', '/services/furniture/home'],
      ['Furniture Legs', '/services/furniture/legs'],
    ]) {
      const group = menu.locator('li', { has: phone.getByRole('button', { name: label, exact: true }) }).last();
      const first = group.locator('ul a').first();
      expect(await first.getAttribute('href'), label).toBe(href);
    }
    await Promise.all([
      phone.waitForURL(url('/services/containers/public')),
      menu.getByRole('link', { name: 'All Public' }).click(),
    ]);
    expectNoErrors(phone);
  });
});
