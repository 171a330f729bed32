import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoErrors, login, newPage, url, shot } from './harness';

/**
 * A field that gets keyboard focus is never hidden behind the page editor's
 * own bars: the sticky bar at the top on a laptop, the admin top bar and the
 * action bar fixed at the bottom on a phone; nor behind the navigation
 * editor's bar, which stays under the admin top bar. Only reads the page, changes nothing.
 */
const PATH = '/services/containers/commercial/offices';

interface Box {
  top: number;
  bottom: number;
}

/** The focused control's box and the boxes of the bars that stay on screen over the page. */
function focusAndBars(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    const onScreen = (el: Element | null) => {
      if (!el) return null;
      const position = getComputedStyle(el).position;
      return position === 'sticky' || position === 'fixed' ? box(el) : null;
    };
    return {
      focused: box(document.activeElement),
      topbar: box(document.querySelector('.admin-topbar')),
      bar: onScreen(document.querySelector('.page-editor__bar')),
      actions: onScreen(document.querySelector('.page-editor__actions')),
    };
  });
}

/**
 * Marks a text field some way down the form (data-focus-target) and the control
 * next to it in tab order (data-focus-from: after it, or before it), and
 * returns locators for both. The form sets no tabindex, so tab order is document order.
 */
async function pickField(page: Page, from: 'after' | 'before') {
  await page.evaluate((side) => {
    const form = document.querySelector('.page-editor__fields') as HTMLElement;
    const controls = [...form.querySelectorAll<HTMLElement>('input, textarea, select, button')].filter(
      (el) => !(el as HTMLInputElement).disabled && el.offsetParent !== null,
    );
    const i = controls.findIndex((el, n) => n >= 4 && el.matches('input[type="text"], input:not([type]), textarea'));
    controls[i].dataset.focusTarget = '';
    controls[side === 'after' ? i + 1 : i - 1].dataset.focusFrom = '';
  }, from);
  return { target: page.locator('[data-focus-target]'), from: page.locator('[data-focus-from]') };
}

const isFocused = (el: Element) => el === document.activeElement;

/** Whether the window stays where it is over the next three frames (no smooth scroll under way or starting). */
const windowStill = () =>
  new Promise<boolean>((done) => {
    const y = window.scrollY;
    const frames = (n: number) => requestAnimationFrame(() => (n ? frames(n - 1) : done(window.scrollY === y)));
    frames(2);
  });

async function openCardGrid(width: number) {
  // The card photos this page file names are not in the test data; their thumbnails in the form answer 404.
  const page = await newPage({ width, allowFailures: ['/uploads/'] });
  await login(page);
  // The media fields change height when the upload manager's list (what each slot holds) arrives and their
  // previews load or fail: the form settles before a field is placed.
  const slotStates = page.waitForResponse((r) => r.url().includes('/api/admin/media/targets'));
  await page.goto(url(`/admin/pages/edit?path=${encodeURIComponent(PATH)}`));
  await page.locator('.block-row__select', { hasText: 'Card grid' }).click();
  await page.locator('#block_heading').waitFor();
  await slotStates;
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.page-editor__fields img')].every((img) => img.complete),
  );
  // Choosing a section scrolls its form into view smoothly, a frame later (useSelection): a test that places a
  // field by scrolling must wait for that scroll to end, or the animation carries the field on. Under load the
  // field ended 2 px under the action bar, placed mid-scroll.
  await expect.poll(() => page.evaluate(windowStill)).toBe(true);
  return page;
}

describe('a focused field in the page editor is not hidden behind its bars', () => {
  it('at 1366 px: Shift+Tab to a field under the sticky bar scrolls it clear of the bar', async () => {
    const page = await openCardGrid(1366);
    const { target, from: next } = await pickField(page, 'after');
    // Put the target field wholly under the sticky bar, then tab back to it from the control below.
    const { bar } = await focusAndBars(page);
    expect(bar, 'the editor bar is sticky at this width').not.toBeNull();
    await target.evaluate((el, barBottom) => {
      window.scrollBy({ top: el.getBoundingClientRect().bottom - (barBottom as number) + 4, behavior: 'instant' });
    }, bar?.bottom);
    await next.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    const under = await focusAndBars(page);
    expect(under.focused?.top, 'the field below starts clear of the bar').toBeGreaterThan(under.bar?.bottom ?? 0);
    await page.keyboard.press('Shift+Tab');
    expect(await target.evaluate(isFocused), 'Tab reached the field').toBe(true);
    // The admin scrolls smoothly: wait for the scroll to end where the field is clear.
    await expect
      .poll(async () => {
        const now = await focusAndBars(page);
        return (now.focused as Box).top - Math.max(now.bar?.bottom ?? 0, now.topbar?.bottom ?? 0);
      })
      .toBeGreaterThanOrEqual(0);
    await shot(page, `focus-clear-of-bar-1366.png`);
    expectNoErrors(page);
  });

  it('at 390 px: Tab to a field under the action bar at the bottom scrolls it clear of the bar', async () => {
    const page = await openCardGrid(390);
    const { target, from: before } = await pickField(page, 'before');
    const { actions } = await focusAndBars(page);
    expect(actions, 'the actions are fixed at the bottom on a phone').not.toBeNull();
    // Put the target field wholly behind the action bar, then tab to it from the control above.
    await target.evaluate((el, barTop) => {
      window.scrollBy({ top: el.getBoundingClientRect().top - (barTop as number) - 4, behavior: 'instant' });
    }, actions?.top);
    await before.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    expect(await target.evaluate(isFocused), 'Tab reached the field').toBe(true);
    await expect
      .poll(async () => {
        const now = await focusAndBars(page);
        return (now.actions as Box).top - (now.focused as Box).bottom;
      })
      .toBeGreaterThanOrEqual(0);
    const now = await focusAndBars(page);
    expect((now.focused as Box).top, 'the field starts below the admin top bar').toBeGreaterThanOrEqual(
      (now.topbar as Box).bottom,
    );
    await shot(page, `focus-clear-of-bar-390.png`);
    expectNoErrors(page);
  });
});

describe('a focused field in the navigation editor is not hidden behind its bars', () => {
  it('at 1366 px: the editor bar stays below the admin top bar, and Shift+Tab to a field under it scrolls it clear', async () => {
    const page = await newPage({ width: 1366 });
    await login(page);
    await page.goto(url('/admin/navigation'));
    const bar = page.locator('.nav-editor__bar');
    await bar.waitFor();
    // Open every menu row, so the page is long enough to scroll fields under the bars.
    for (const row of await page.locator('.nav-editor button[aria-expanded="false"]').all()) await row.click();
    await page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>('.nav-editor input[type="text"], .nav-editor input:not([type])'),
      ].filter((el) => el.offsetParent !== null);
      const target = controls[Math.floor(controls.length / 2)];
      target.dataset.focusTarget = '';
    });
    const bars = () =>
      page.evaluate(() => {
        const box = (el: Element | null) => (el ? el.getBoundingClientRect() : null);
        const f = box(document.activeElement);
        return {
          focused: f && { top: f.top, bottom: f.bottom },
          topbar: (box(document.querySelector('.admin-topbar')) as DOMRect).bottom,
          barTop: (box(document.querySelector('.nav-editor__bar')) as DOMRect).top,
          barBottom: (box(document.querySelector('.nav-editor__bar')) as DOMRect).bottom,
        };
      });
    const target = page.locator('[data-focus-target]');
    // Start on the control after the field in tab order, whatever it is: focus the field, then Tab.
    await target.evaluate((el) => (el as HTMLElement).focus());
    await page.keyboard.press('Tab');
    await target.evaluate((el) => {
      const barBottom = (document.querySelector('.nav-editor__bar') as HTMLElement).getBoundingClientRect().height + 60;
      window.scrollBy({ top: el.getBoundingClientRect().bottom - barBottom + 4, behavior: 'instant' });
    });
    const scrolled = await bars();
    expect(scrolled.barTop, 'the sticky bar sits under the admin top bar, not behind it').toBeGreaterThanOrEqual(
      scrolled.topbar - 1,
    );
    await page.keyboard.press('Shift+Tab');
    expect(await target.evaluate(isFocused), 'Tab reached the field').toBe(true);
    await expect
      .poll(async () => {
        const now = await bars();
        return (now.focused as Box).top - Math.max(now.barBottom, now.topbar);
      })
      .toBeGreaterThanOrEqual(0);
    await shot(page, 'nav-focus-clear-of-bar-1366.png');
    expectNoErrors(page);
  });
});
