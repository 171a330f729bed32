import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoErrors, hydrated, islandProps, login, newPage, shot, uploadMedia, url } from './harness';

/**
 * Carousels, driven by the page clock (page.clock): timing, clickable dots,
 * the video carousel's 'Next Video...' overlay, pause on hover and on focus,
 * a visible pause control, and no auto-advance under prefers-reduced-motion
 * (WCAG 2.2.2).
 */
const activeIndex = (slides: Locator) =>
  slides.evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));

async function openHome(opts: { reducedMotion?: boolean; width?: number } = {}) {
  const page = await newPage({ width: 1280, clock: true, ...opts });
  await page.goto(url('/'));
  const hero = page.locator('.hero-carousel').first();
  await hydrated(hero);
  await leave(page);
  return { page, hero, slides: hero.locator('.hero-carousel__slide') };
}

/** Moves focus out of every carousel and parks the pointer in the header's top-left corner (the full-height hero fills the rest). */
async function leave(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(2, 2);
}

describe('home hero carousel', () => {
  // A hero rotates through the slides that have media: give all six home videos a (tiny, real) clip.
  beforeAll(async () => {
    const admin = await newPage();
    await login(admin);
    await admin.goto(url('/'));
    const { slides } = await islandProps<{ slides: { media: string }[] }>(admin.locator('.hero-carousel').first());
    const buffer = readFileSync(new URL('./fixtures/hero-clip.mp4', import.meta.url));
    for (const { media } of slides)
      await uploadMedia(admin, media, { name: 'clip.mp4', mimeType: 'video/mp4', buffer });
  });

  it('advances every 10 s, wrapping after the sixth video, with a progress bar', async () => {
    const { page, hero, slides } = await openHome();
    expect(await slides.count()).toBe(6);
    expect(await activeIndex(slides)).toBe(0);
    await page.clock.runFor(9_000);
    expect(await activeIndex(slides)).toBe(0);
    await page.clock.runFor(1_100);
    expect(await activeIndex(slides)).toBe(1);
    for (let i = 2; i <= 6; i++) await page.clock.runFor(10_050);
    expect(await activeIndex(slides), 'wraps to the first video').toBe(0);
    const bar = hero.locator('.hero-carousel__progress-bar');
    expect(await bar.count()).toBe(1);
    expect(await bar.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('10s');
    expectNoErrors(page);
  });

  it('clickable dots jump to their slide and mark it current', async () => {
    const { page, hero, slides } = await openHome();
    const dots = hero.getByRole('button', { name: /^Show slide \d of 6$/ });
    expect(await dots.count()).toBe(6);
    await hero.getByRole('button', { name: 'Show slide 4 of 6' }).click();
    expect(await activeIndex(slides)).toBe(3);
    expect(await hero.getByRole('button', { name: 'Show slide 4 of 6' }).getAttribute('aria-current')).toBe('true');
    // Only the active slide is exposed to assistive technology.
    expect(await slides.nth(3).getAttribute('aria-hidden')).toBe('false');
    expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('true');
    await hero.getByRole('button', { name: 'Show slide 1 of 6' }).press('Enter');
    expect(await activeIndex(slides)).toBe(0);
    expectNoErrors(page);
  });

  it('pauses while hovered and while focus is inside, then resumes', async () => {
    const { page, hero, slides } = await openHome();
    await hero.hover({ position: { x: 400, y: 200 } });
    await page.clock.runFor(25_000);
    expect(await activeIndex(slides), 'hover pauses').toBe(0);
    await leave(page);
    await page.clock.runFor(10_100);
    expect(await activeIndex(slides), 'leaving resumes').toBe(1);
    await hero.getByRole('link', { name: 'Get Free Quote' }).focus();
    await page.clock.runFor(25_000);
    expect(await activeIndex(slides), 'focus pauses').toBe(1);
    await leave(page);
    await page.clock.runFor(10_100);
    expect(await activeIndex(slides), 'blur resumes').toBe(2);
  });

  it('has a visible pause control that stops and restarts it', async () => {
    const { page, hero, slides } = await openHome();
    const pause = hero.getByRole('button', { name: 'Pause slideshow' });
    expect(await pause.isVisible()).toBe(true);
    const box = await pause.boundingBox();
    expect(box && box.width >= 24 && box.height >= 24, 'pause control is at least 24×24 px').toBe(true);
    await pause.click();
    const play = hero.getByRole('button', { name: 'Play slideshow' });
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    await leave(page);
    await page.clock.runFor(40_000);
    expect(await activeIndex(slides), 'paused by the control').toBe(0);
    await play.click();
    await leave(page);
    await page.clock.runFor(10_100);
    expect(await activeIndex(slides)).toBe(1);
  });

  it('on a phone (390 px) the floating chat button never covers the pause control', async () => {
    // The full-height hero puts its controls at the foot of the screen, where the button floats; six
    // dots make the row wide enough to reach it.
    const { page, hero } = await openHome({ width: 390 });
    const pause = hero.getByRole('button', { name: 'Pause slideshow' });
    const chat = page.locator('.chat-button');
    expect(await pause.isVisible(), 'the hero rotates, so it has a pause control').toBe(true);
    expect(await chat.isVisible(), 'the chat button is on the page').toBe(true);
    // From the top of the page down to where the control leaves the screen, a step at a time.
    for (let top = 0; top <= 400; top += 100) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      const a = await pause.boundingBox();
      const b = (await chat.isVisible()) ? await chat.boundingBox() : null;
      if (!a || !b) continue;
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `scrolled ${top}px: pause ${JSON.stringify(a)}, chat ${JSON.stringify(b)}`).toBe(false);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await shot(page, 'home-hero-390.png');
    expectNoErrors(page);
  });

  it('never auto-advances with prefers-reduced-motion: reduce', async () => {
    const { page, slides } = await openHome({ reducedMotion: true });
    await page.clock.runFor(60_000);
    expect(await activeIndex(slides)).toBe(0);
    // The core-service image carousels stay put too.
    const card = page.locator('.card-grid__card').first();
    await hydrated(card);
    await leave(page);
    const before = await activeIndex(card.locator('.card-grid__slide'));
    await page.clock.runFor(30_000);
    expect(await activeIndex(card.locator('.card-grid__slide'))).toBe(before);
  });
});

describe('core-service image carousels', () => {
  it('rotate every 3 s across 3 images and pause on hover', async () => {
    const page = await newPage({ width: 1280, clock: true });
    await page.goto(url('/'));
    const card = page.locator('.card-grid__card').first();
    await hydrated(card);
    await leave(page);
    const slides = card.locator('.card-grid__slide');
    expect(await slides.count()).toBe(3);
    const start = await activeIndex(slides);
    await page.clock.runFor(3_050);
    expect(await activeIndex(slides)).toBe((start + 1) % 3);
    await card.locator('.card-grid__media').hover();
    await page.clock.runFor(10_000);
    expect(await activeIndex(slides)).toBe((start + 1) % 3);
    expect(await card.getByRole('button', { name: /^Pause .* images$/ }).isVisible()).toBe(true);
    expectNoErrors(page);
  });
});

describe('video carousel (contact page)', () => {
  async function openContact(opts: { reducedMotion?: boolean } = {}) {
    const page = await newPage({ width: 1280, clock: true, ...opts });
    await page.goto(url('/contact'));
    const card = page.locator('.video-carousel__card').first();
    await hydrated(card);
    await leave(page);
    return { page, card, slides: card.locator('.video-carousel__slide') };
  }

  it("shows 'Next Video...' for 500 ms after 10 s, then plays the next video, wrapping", async () => {
    const { page, card, slides } = await openContact();
    expect(await slides.count()).toBe(3);
    expect(await activeIndex(slides)).toBe(0);
    const overlay = card.locator('.video-carousel__overlay');
    await page.clock.runFor(9_500);
    expect(await overlay.count()).toBe(0);
    await page.clock.runFor(600);
    expect(await overlay.textContent()).toBe('Next Video...');
    expect(await overlay.isVisible()).toBe(true);
    expect(await activeIndex(slides)).toBe(0);
    await page.clock.runFor(500);
    expect(await overlay.count()).toBe(0);
    expect(await activeIndex(slides)).toBe(1);
    expect(await card.locator('.video-carousel__count').textContent()).toBe('2 / 3');
    await page.clock.runFor(10_700);
    await page.clock.runFor(10_700);
    expect(await activeIndex(slides), 'wraps').toBe(0);
    expectNoErrors(page);
  });

  it('dots jump; hover, focus and the pause control hold it', async () => {
    const { page, card, slides } = await openContact();
    await card.getByRole('button', { name: /video 3 of 3$/ }).click();
    expect(await activeIndex(slides)).toBe(2);
    await leave(page);
    await card.hover();
    await page.clock.runFor(25_000);
    expect(await activeIndex(slides), 'hover holds').toBe(2);
    await leave(page);
    await card.getByRole('button', { name: /video 1 of 3$/ }).focus();
    await page.clock.runFor(25_000);
    expect(await activeIndex(slides), 'focus holds').toBe(2);
    const pause = card.getByRole('button', { name: /^Pause .* videos$/ });
    expect(await pause.isVisible()).toBe(true);
    await pause.click();
    await leave(page);
    await page.clock.runFor(30_000);
    expect(await activeIndex(slides), 'the pause control holds').toBe(2);
    await card.getByRole('button', { name: /^Play .* videos$/ }).click();
    await leave(page);
    await page.clock.runFor(10_700);
    expect(await activeIndex(slides)).toBe(0);
  });

  it('never auto-advances with prefers-reduced-motion: reduce', async () => {
    const { page, card, slides } = await openContact({ reducedMotion: true });
    await page.clock.runFor(60_000);
    expect(await activeIndex(slides)).toBe(0);
    expect(await card.locator('.video-carousel__overlay').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Play .* videos$/ }).isVisible()).toBe(true);
  });
});
