import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeSerious,
  expectNoErrors,
  heightsBeforeDrawn,
  hydrated,
  islandProps,
  newPage,
  publicRoutes,
  settle,
  twoFrames,
  url,
} from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/** The gallery: tabs with per-tab visibility, categories, 20 → 100 → 20, and ?category= from the View Portfolio links. */
const IMAGES_HIDDEN = 'Product images are hidden. Click "Product Images (Show)" to display them.';
const CATALOGS_HIDDEN = 'PDF catalogs are hidden. Click "PDF Catalogs (Show)" to display them.';

async function openGallery(path = '/gallery', width = 1280) {
  const page = await newPage({ width });
  await page.goto(url(path));
  const gallery = page.locator('section.gallery');
  await hydrated(gallery.locator('.gallery__tabs'));
  return { page, gallery };
}

/**
 * Holds the islands' hydration code back until the returned function is called: an island woken in between
 * (by a scroll, a pointer) stays asleep until then, so a test's press is certain to come before it is live.
 */
async function holdHydration(page: Page): Promise<() => void> {
  let letLoad = () => {};
  const held = new Promise<void>((resolve) => {
    letLoad = resolve;
  });
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letLoad;
}

describe('gallery', () => {
  it('the active tab toggles its own visibility; the other tab is selected and shown; each keeps its own flag', async () => {
    const { page, gallery } = await openGallery();
    const tabs = gallery.locator('.gallery__tabs button');
    const images = gallery.getByRole('button', { name: /^Product Images \((Show|Hide)\)$/ });
    const catalogs = gallery.getByRole('button', { name: /^PDF Catalogs \((Show|Hide)\)$/ });
    const states = async () => [await images.getAttribute('aria-pressed'), await catalogs.getAttribute('aria-pressed')];
    // The specification's labels on screen, and the toggle's state as aria-pressed for screen readers.
    expect(await tabs.allTextContents()).toEqual(['Product Images (Hide)', 'PDF Catalogs (Show)']);
    expect(await states()).toEqual(['true', 'false']);

    await images.click();
    expect(await gallery.locator('.gallery__hidden').textContent()).toBe(IMAGES_HIDDEN);
    expect(await gallery.locator('.gallery__grid').count()).toBe(0);
    expect(await states()).toEqual(['false', 'false']);

    await images.click();
    expect(await gallery.locator('.gallery__grid').count()).toBe(1);
    expect(await gallery.locator('.gallery__hidden').count()).toBe(0);

    // The other tab: selected and shown.
    await catalogs.click();
    expect(await states()).toEqual(['false', 'true']);
    expect(await gallery.locator('.gallery__grid').count()).toBe(0);
    expect(await gallery.locator('.gallery__catalog').count()).toBeGreaterThan(0);

    await catalogs.click();
    expect(await gallery.locator('.gallery__hidden').textContent()).toBe(CATALOGS_HIDDEN);
    expect(await gallery.locator('.gallery__catalog').count()).toBe(0);

    // Back to images: still visible (its own flag); catalogs keep theirs hidden.
    await images.click();
    expect(await states()).toEqual(['true', 'false']);
    expect(await gallery.locator('.gallery__grid').count()).toBe(1);
    expectNoErrors(page);
  });

  it('shows 20 items, then all 100, then 20 again, with the exact labels', async () => {
    const { page, gallery } = await openGallery();
    const items = gallery.locator('.gallery__item');
    const count = gallery.locator('.gallery__count');
    expect(await items.count()).toBe(20);
    expect(await count.textContent()).toBe('20 items displayed');
    const more = gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await items.count()).toBe(100);
    expect(await count.textContent()).toBe('100 items displayed');
    const less = gallery.getByRole('button', { name: 'Showing 100/100 - Click for Less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    await less.click();
    expect(await items.count()).toBe(20);
    expect(await gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' }).count()).toBe(1);
    // Every tile has a title and alt text.
    for (const t of await gallery.locator('.gallery__caption').allTextContents()) expect(t.trim()).not.toBe('');
    for (const a of await gallery
      .locator('.gallery__item img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))
      expect(a?.trim()).toBeTruthy();
    expectNoErrors(page);
  });

  it('switches category (default Prefab Units), each with its own expanded flag', async () => {
    const { page, gallery } = await openGallery();
    const cats = gallery.locator('.gallery__cats button');
    expect(await cats.allTextContents()).toEqual(['Prefab Units', 'Interior Design', 'Executive Furniture']);
    const pressed = () => gallery.locator('.gallery__cats button[aria-pressed="true"]').textContent();
    expect(await pressed()).toBe('Prefab Units');
    const firstCaption = () => gallery.locator('.gallery__caption').first().textContent();
    const prefabFirst = await firstCaption();
    await gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' }).click();
    await gallery.getByRole('button', { name: 'Interior Design', exact: true }).click();
    expect(await pressed()).toBe('Interior Design');
    expect(await gallery.locator('.gallery__cat-title').textContent()).toBe('Interior Design');
    expect(await firstCaption()).not.toBe(prefabFirst);
    expect(await gallery.locator('.gallery__item').count(), 'Interior Design starts collapsed').toBe(20);
    await gallery.getByRole('button', { name: 'Executive Furniture', exact: true }).click();
    expect(await pressed()).toBe('Executive Furniture');
    await gallery.getByRole('button', { name: 'Prefab Units', exact: true }).click();
    expect(await gallery.locator('.gallery__item').count(), 'Prefab Units kept its expanded flag').toBe(100);
    expectNoErrors(page);
  });

  it('?category= selects the category, for every gallery link the pages contain', async () => {
    // Every distinct /gallery?category=... link on every public page (View Portfolio and friends).
    const links = new Set<string>();
    for (const path of await publicRoutes()) {
      const html = await (await fetch(url(path))).text();
      for (const m of html.matchAll(/href="(\/gallery\?category=[^"#]+)"/g)) links.add(m[1].replace(/&amp;/g, '&'));
    }
    for (const q of ['Prefab%20Units', 'Interior%20Designs', 'Executive%20Furniture'])
      links.add(`/gallery?category=${q}`);
    const norm = (s: string) =>
      s
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, ' ');
    const page = await newPage();
    for (const link of links) {
      await page.goto(url(link));
      const want = norm(new URLSearchParams(link.split('?')[1]).get('category')!);
      // The server-rendered HTML already shows the category (before any script runs).
      const pressed = (await page.locator('.gallery__cats button[aria-pressed="true"]').textContent()) ?? '';
      const cats = (
        await islandProps<{ categories: { id: string; label: string; queryNames?: string[] }[] }>(
          page.locator('section.gallery'),
        )
      ).categories;
      const chosen = cats.find((c) => c.label === pressed.trim());
      const id = `${chosen?.id}|${JSON.stringify(chosen?.queryNames ?? [])}`;
      const [catId, names] = id.split('|');
      const accepted = [catId, pressed, ...(JSON.parse(names) as string[])].map(norm);
      expect(accepted, `${link} selected "${pressed}"`).toContain(want);
      await hydrated(page.locator('.gallery__tabs'));
      expect(
        await page.locator('.gallery__cats button[aria-pressed="true"]').textContent(),
        `${link} after hydration`,
      ).toBe(pressed);
    }
    expectNoErrors(page);
  });

  it("a real 'View Portfolio' link opens the gallery on its category", async () => {
    const routes = await publicRoutes();
    const from =
      routes.find((r) => r.startsWith('/services/interiors')) ?? routes.find((r) => r.startsWith('/services/'));
    expect(from, 'a service page to start from').toBeDefined();
    const page = await newPage();
    await page.goto(url(from!));
    const link = page.locator('a[href^="/gallery?category="]').first();
    expect(await link.count(), `a 'View Portfolio' link on ${from}`).toBeGreaterThan(0);
    const href = (await link.getAttribute('href'))!;
    await Promise.all([page.waitForURL(url(href)), link.click()]);
    await hydrated(page.locator('.gallery__tabs'));
    expect(await page.locator('.gallery__cats button[aria-pressed="true"]').count()).toBe(1);
    expectNoErrors(page);
  });

  it('a tap made before the gallery woke is not lost when hydration has to draw the gallery anew', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/gallery'));
    const gallery = page.locator('section.gallery');
    // The page's HTML and what the island draws disagree (as after a publish in between), so React draws it anew
    // and the button the visitor pressed is replaced before its press is replayed.
    await gallery.locator('.gallery__count').evaluate((el) => {
      el.textContent = 'an older count';
    });
    // Playwright's click scrolls to the button first, which wakes the island: held, the tap still comes first.
    const letHydrationLoad = await holdHydration(page);
    await gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' }).click();
    expect(await page.locator('[data-island="gallery"]').getAttribute('data-live'), 'live before the tap').toBeNull();
    letHydrationLoad();
    await expect
      .poll(() => gallery.locator('.gallery__item').count(), { message: 'the tap opened all 100 photos' })
      .toBe(100);
    expect(await gallery.locator('.gallery__count').textContent()).toBe('100 items displayed');
  });

  it('a press held down while hydration draws the gallery anew is not lost when it is released', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/gallery'));
    const gallery = page.locator('section.gallery');
    await gallery.locator('.gallery__count').evaluate((el) => {
      el.textContent = 'an older count';
    });
    // Scrolling to the button wakes the island (islands wake as a visitor scrolls near them), and a quiet run once
    // measured the button while the woken gallery was being drawn anew ("the button on screen: expected null").
    const letHydrationLoad = await holdHydration(page);
    // Down on the button, then up only once hydration has replaced it: the browser sends the click to what the old
    // button and the element now under the finger share, outside the island.
    const button = gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, 'the button on screen').not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    expect(await page.locator('[data-island="gallery"]').getAttribute('data-live'), 'live before the press').toBeNull();
    letHydrationLoad();
    await expect
      .poll(() => page.locator('[data-island="gallery"][data-live]').count(), {
        message: 'the gallery hydrated while the press was held',
      })
      .toBe(1);
    await page.mouse.up();
    await expect
      .poll(() => gallery.locator('.gallery__item').count(), { message: 'the press opened all 100 photos' })
      .toBe(100);
    expect(await gallery.locator('.gallery__count').textContent()).toBe('100 items displayed');
  });

  it('a tap made while hydration is under way is not lost when hydration has to draw the gallery anew', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/gallery'));
    const gallery = page.locator('section.gallery');
    await gallery.evaluate((section) => {
      const count = section.querySelector('.gallery__count')!;
      count.textContent = 'an older count';
      // The press lands in the moment hydrateRoot has been called and React has not yet drawn: React holds it
      // for the element it hydrates, and the element is replaced.
      const observer = new MutationObserver(() => {
        observer.disconnect();
        [...section.querySelectorAll('button')]
          .find((b) => b.textContent === 'Showing 20/100 - Click for More')!
          .click();
      });
      observer.observe(section.closest('[data-island]')!, { attributeFilter: ['data-hydrating'] });
      section.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await expect
      .poll(() => gallery.locator('.gallery__item').count(), { message: 'the tap opened all 100 photos' })
      .toBe(100);
    expect(await gallery.locator('.gallery__count').textContent()).toBe('100 items displayed');
  });

  it('keeps its place as it is scrolled: an item not drawn yet holds about the height it will have, on a phone and a desktop', async () => {
    for (const width of [360, 390, 700, 1280]) {
      const page = await newPage({ width });
      await page.goto(url('/gallery'));
      const { count, most, why } = await heightsBeforeDrawn(page, '.gallery__item', '.gallery__figure');
      expect(count, `${width}px: items`).toBe(20);
      // Within a line of caption: a caption of three lines, rare, is the one case the estimate misses.
      expect(most, `${width}px: ${why}`).toBeLessThanOrEqual(20);
      await page.context().close();
    }
  });

  it('works on a phone: tabs, categories and the toggle fit, and 100 images do not overflow', async () => {
    const { page, gallery } = await openGallery('/gallery', 390);
    await gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' }).click();
    // The click wakes the island (its code and data arrive first), so wait for the state, not the click.
    await expect.poll(() => gallery.locator('.gallery__item').count()).toBe(100);
    const overflow = await page.evaluate(() => {
      document.body.style.overflowX = 'visible';
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('gallery: photos larger', () => {
  it('a photo opens in a lightbox: next and previous by button, arrow key and swipe, Escape closes, Back keeps the filter', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/gallery'));
    const gallery = page.locator('section.gallery');
    await gallery.locator('.gallery__cat', { hasText: 'Interior Design' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Interior Design');
    const first = gallery.locator('.gallery__open').first();
    const firstTitle = (await gallery.locator('.gallery__caption').first().textContent())!;
    await first.click();
    const box = page.locator('dialog.gallery-lightbox');
    await box.waitFor();
    // Named by the photo's title, for screen readers.
    await page.getByRole('dialog', { name: `${firstTitle} (1 of 20)` }).waitFor();
    expect(await box.textContent()).toContain('(1 of 20)');
    await box.getByRole('button', { name: 'Next photo' }).click();
    expect(await box.textContent()).toContain('(2 of 20)');
    await page.keyboard.press('ArrowRight');
    expect(await box.textContent()).toContain('(3 of 20)');
    await page.keyboard.press('ArrowLeft');
    expect(await box.textContent()).toContain('(2 of 20)');
    // A swipe to the right goes back one more.
    await box.evaluate((el) => {
      const touch = (type: string, x: number) =>
        el.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            touches: type === 'touchstart' ? [new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 })] : [],
            changedTouches: [new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 })],
          }),
        );
      touch('touchstart', 80);
      touch('touchend', 300);
    });
    expect(await box.textContent()).toContain('(1 of 20)');
    expect(await axeSerious(page)).toEqual([]);
    expect(formatPa11y('the lightbox', await pa11yErrors(page))).toBe('');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    // Back undoes the category choice.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBeNull();
    expect(await gallery.locator('.gallery__cat[aria-pressed="true"]').textContent()).toBe('Prefab Units');
    expectNoErrors(page);
  });
});

describe('gallery: where the visitor lands', () => {
  it('collapsing on a phone keeps the button in view instead of dropping the visitor into the footer', async () => {
    const { page, gallery } = await openGallery('/gallery', 390);
    // The phone's screen height in CSS pixels (the harness's 844 at this width): where "in view" ends.
    const screenHeight = page.viewportSize()!.height;
    const showMore = gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' });
    // The button's own island awake before the click (it failed once at load 10: the label never changed).
    await hydrated(showMore);
    await showMore.click();
    const less = gallery.getByRole('button', { name: 'Showing 100/100 - Click for Less' });
    await less.waitFor({ timeout: 15_000 });
    // Scrolled down to the button the way a thumb does: the button near the bottom of the screen. Tiles that come
    // near the screen take their real height a frame or more after the scroll (a caption that wraps to a third
    // line is taller than the height reserved for it), which once moved the button 41 px down, to the screen's
    // edge, before the press: so it is pressed once it holds still 40 px above the edge.
    const placed = () =>
      less.evaluate((el) => {
        el.scrollIntoView({ behavior: 'instant', block: 'end' });
        window.scrollBy({ top: 40, behavior: 'instant' });
        return el.getBoundingClientRect().bottom;
      });
    const bottomNow = () => less.evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(
        async () => {
          const at = await placed();
          await twoFrames(page);
          return { moved: (await bottomNow()) !== at, above: Math.round(screenHeight - at) };
        },
        { message: 'the button holding still 40 px above the bottom of the screen' },
      )
      .toEqual({ moved: false, above: 40 });
    // Where the finger was is where the button was when it was pressed (the layout may still move before that), and
    // the last tile above the button gets taller two frames after the collapse, as a tile that comes near the screen
    // only then does (content-visibility: auto). On a loaded machine such late frames once moved the button 156 px.
    await less.evaluate((el) => {
      el.addEventListener(
        'pointerdown',
        () => el.setAttribute('data-pressed-at', String(el.getBoundingClientRect().top)),
        { once: true },
      );
      el.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const tiles = document.querySelectorAll<HTMLElement>('section.gallery .gallery__figure');
              const last = tiles[tiles.length - 1];
              last.style.minHeight = `${last.getBoundingClientRect().height + 150}px`;
            }),
          ),
        { once: true },
      );
    });
    await less.click();
    const more = gallery.getByRole('button', { name: 'Showing 20/100 - Click for More' });
    await more.waitFor();
    const where = () =>
      more.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const tiles = document.querySelectorAll<HTMLElement>('section.gallery .gallery__figure');
        return {
          top: r.top,
          bottom: r.bottom,
          footerTop: document.querySelector('footer')!.getBoundingClientRect().top,
          grown: tiles[tiles.length - 1].style.minHeight !== '',
        };
      });
    // The button stays where the finger left it (give or take a little), also once the late tile has grown.
    await expect.poll(async () => (await where()).grown, { timeout: 10_000, message: 'the late tile grew' }).toBe(true);
    await twoFrames(page);
    const after = await where();
    const pressedAt = await more.getAttribute('data-pressed-at');
    expect(pressedAt, 'the button pressed is the one shown after the collapse').not.toBeNull();
    const before = Number(pressedAt);
    expect(after.top, `button at ${Math.round(after.top)} px (was ${Math.round(before)} px)`).toBeGreaterThanOrEqual(0);
    expect(
      after.bottom,
      `button's bottom at ${after.bottom} px on a screen of ${screenHeight} (its top was at ${before} px)`,
    ).toBeLessThanOrEqual(screenHeight);
    expect(
      Math.abs(after.top - before),
      `button moved from ${Math.round(before)} px to ${Math.round(after.top)} px`,
    ).toBeLessThan(60);
    expect(after.footerTop).toBeGreaterThan(after.bottom);
    expectNoErrors(page);
  });

  it('a ?category= link lands at the gallery itself, not at the top of the hero', async () => {
    for (const width of [390, 1366]) {
      const page = await newPage({ width });
      await page.goto(url('/gallery?category=Interior%20Designs'));
      const gallery = page.locator('section.gallery');
      // No scrolling or waking from the test: the page itself must open at the gallery (that is what is tested).
      await expect
        .poll(() => gallery.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          message: `${width} px: gallery top`,
        })
        .toBeLessThanOrEqual(90);
      const top = await gallery.evaluate((el) => el.getBoundingClientRect().top);
      expect(top, `${width} px: the gallery's top is not hidden under the fixed header`).toBeGreaterThanOrEqual(60);
      expect(await page.locator('.gallery__cats button[aria-pressed="true"]').textContent()).toBe('Interior Design');
      // Without a category the page opens at its top, as usual.
      await page.goto(url('/gallery'));
      await hydrated(page.locator('.gallery__tabs'));
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.reload();
      // The arrival scroll runs from the page's first script, without waking anything: give it the load and a quiet
      // network (no waking or scrolling from the test, which would move the page itself).
      await page.waitForLoadState('load');
      await settle(page);
      expect(await page.evaluate(() => window.scrollY), `${width} px: /gallery without a category`).toBe(0);
      expectNoErrors(page);
    }
  });
});
