import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoErrors, hydrated, islandProps, login, newPage, twoFrames, uploadMedia, url } from './harness';

/**
 * Heroes on a fresh site and over bright photos: slides without media make one
 * static hero (no dots, progress or pause) until a second slide has media;
 * hero text keeps at least 4.5:1 contrast over a white photo at every width;
 * under prefers-reduced-motion the control does not offer to pause what is
 * not moving. The pages used here are ones no other test file uploads to.
 */
const STEEL = '/engineering-services/steel-fabrication';
const HOME_FURNITURE = '/services/furniture/home';

const white = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

async function heroSlides(page: Page, path: string) {
  await page.goto(url(path));
  const props = await islandProps<{ slides: { media: string }[] }>(page.locator('.hero-carousel').first());
  return props.slides.map((s) => s.media);
}

async function uploadWhite(slots: string[]) {
  const admin = await newPage();
  await login(admin);
  const buffer = await white();
  for (const slot of slots) await uploadMedia(admin, slot, { name: 'white.jpg', mimeType: 'image/jpeg', buffer });
}

async function openHero(path: string, opts: { width?: number; reducedMotion?: boolean; clock?: boolean } = {}) {
  const page = await newPage({ width: opts.width ?? 1366, reducedMotion: opts.reducedMotion, clock: opts.clock });
  await page.goto(url(path));
  const hero = page.locator('.hero-carousel').first();
  await hydrated(hero);
  return { page, hero };
}

describe('fresh-site heroes', () => {
  it('slides without media make one static hero: no dots, no progress, no pause', async () => {
    for (const path of ['/services/interiors', STEEL]) {
      const { page, hero } = await openHero(path);
      expect(await hero.locator('.hero-carousel__slide').count(), path).toBe(1);
      expect(await hero.locator('.hero-carousel__dot').count(), path).toBe(0);
      expect(await hero.locator('.hero-carousel__progress').count(), path).toBe(0);
      expect(await hero.getByRole('button').count(), `${path}: no pause, arrows or dots`).toBe(0);
      expect(await hero.getAttribute('aria-roledescription'), path).toBeNull();
      expectNoErrors(page);
    }
  });

  it('one slide with media shows it, still static; a second brings the carousel back', async () => {
    const page = await newPage();
    const [first, second] = await heroSlides(page, STEEL);
    await uploadWhite([first]);
    let { hero } = await openHero(STEEL);
    expect(await hero.locator('.hero-carousel__slide').count()).toBe(1);
    expect(await hero.locator(`.hero-carousel__slide img[src^="${first}?v="]`).count()).toBe(1);
    expect(await hero.getByRole('button').count()).toBe(0);

    await uploadWhite([second]);
    ({ hero } = await openHero(STEEL));
    expect(await hero.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await hero.locator('.hero-carousel__slide').count(), 'the slides that have media').toBe(2);
    expect(await hero.getByRole('button', { name: /^Show slide \d of 2$/ }).count()).toBe(2);
    expect(await hero.getByRole('button', { name: 'Pause slideshow' }).isVisible()).toBe(true);
    expect(await hero.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(true);
  });
});

/** WCAG contrast of two sRGB colours. */
function contrast(a: number[], b: number[]) {
  const lum = ([r, g, bl]: number[]) => {
    const f = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The lowest contrast of each piece of hero text against the lightest pixel
 * behind it: the page is shot with the text made transparent (backgrounds,
 * badges and buttons stay), then every pixel under each line of text is
 * compared with the text's own colour.
 */
async function heroTextContrast(page: Page) {
  const texts = await page
    .locator('.hero-carousel')
    .first()
    .evaluate((hero) =>
      [...hero.querySelectorAll<HTMLElement>('.hero-carousel__content :is(h1, p, li, a)')]
        .filter((el) => el.textContent!.trim() && el.getClientRects().length > 0)
        .map((el) => {
          // The boxes of the text itself (one per line), not of its element: a paragraph's box runs on past its last word.
          const range = document.createRange();
          range.selectNodeContents(el);
          const boxes = [...range.getClientRects()]
            .filter((r) => r.width > 0 && r.height > 0)
            .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
          return {
            name: `${el.tagName.toLowerCase()}.${el.className.split(' ').join('.')} "${el.textContent!.trim().slice(0, 24)}"`,
            color: getComputedStyle(el).color,
            boxes,
          };
        }),
    );
  await page.addStyleTag({
    content:
      '.hero-carousel__content, .hero-carousel__content * { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }',
  });
  await twoFrames(page);
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return texts.map((t) => {
    const [r, g, b, a = 1] = t.color.match(/[\d.]+/g)!.map(Number);
    let worst = Infinity;
    for (const box of t.boxes) {
      for (let y = Math.max(0, Math.ceil(box.top)); y < Math.min(info.height, Math.floor(box.bottom)); y++) {
        for (let x = Math.max(0, Math.ceil(box.left)); x < Math.min(info.width, Math.floor(box.right)); x++) {
          const i = (y * info.width + x) * info.channels;
          const bg = [data[i], data[i + 1], data[i + 2]];
          const fg = [r, g, b].map((c, k) => c * a + bg[k] * (1 - a));
          worst = Math.min(worst, contrast(fg, bg));
        }
      }
    }
    return { name: t.name, ratio: Math.round(worst * 100) / 100 };
  });
}

describe('hero text over a white photo', () => {
  it('keeps at least 4.5:1 for every piece of hero text, at every width', async () => {
    const admin = await newPage();
    const steel = await heroSlides(admin, STEEL);
    const furniture = (await heroSlides(admin, HOME_FURNITURE)).filter((s) => s.endsWith('.jpg'));
    await uploadWhite([...steel, ...furniture]);
    const failures: string[] = [];
    const seen: string[] = [];
    for (const path of [STEEL, HOME_FURNITURE]) {
      for (const width of [390, 768, 1024, 1366, 1920]) {
        // Reduced motion: the first slide stays, with no cross-fade under the measurement.
        const { page, hero } = await openHero(path, { width, reducedMotion: true });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        const img = hero.locator('.hero-carousel__slide.is-active img');
        await expect
          .poll(() =>
            img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc.includes('?v=')),
          )
          .toBe(true);
        const results = await heroTextContrast(page);
        expect(results.length, `${path} @${width}: hero text found`).toBeGreaterThanOrEqual(3);
        for (const r of results) {
          seen.push(`${path} @${width} ${r.name}: ${r.ratio}`);
          if (r.ratio < 4.5) failures.push(`${path} @${width} ${r.name}: ${r.ratio}:1`);
        }
        expectNoErrors(page);
      }
    }
    expect(failures, `below 4.5:1 over a white photo:\n${failures.join('\n')}`).toEqual([]);
    expect(seen.length).toBeGreaterThan(20);
  });
});

describe('reduced motion', () => {
  it('the hero control does not offer to pause what is not moving; pressing play starts it', async () => {
    const { page, hero } = await openHero(STEEL, { reducedMotion: true, clock: true });
    expect(await hero.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0);
    const play = hero.getByRole('button', { name: 'Play slideshow' });
    expect(await play.isVisible()).toBe(true);
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    const active = () =>
      hero
        .locator('.hero-carousel__slide')
        .evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));
    await page.clock.runFor(20_000);
    expect(await active()).toBe(0);
    // The visitor's own choice: it plays.
    await play.click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(2, 2);
    expect(await hero.getByRole('button', { name: 'Pause slideshow' }).getAttribute('aria-pressed')).toBe('false');
    await page.clock.runFor(5_100);
    expect(await active()).toBe(1);
    // The core-service image carousels say the same.
    await page.goto(url('/'));
    const card = page.locator('.card-grid__card').first();
    await hydrated(card);
    expect(await card.getByRole('button', { name: /^Pause .* images$/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Play .* images$/ }).isVisible()).toBe(true);
    expectNoErrors(page);
  });
});
