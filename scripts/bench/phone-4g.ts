import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';
import { median } from './stats';

/**
 * A visitor on a phone and a mobile network, end to end: Chromium at 390×844
 * with the CPU slowed four times and a slow-4G link (1.6 Mbit/s down, 750
 * kbit/s up, 150 ms round trip), a fresh cache each run. Per route it records,
 * from the moment the address is entered:
 * - `paintMs`: the largest paint (Largest Contentful Paint: the hero's picture
 *   or the page heading on every route), and the element's tag;
 * - `menuMs`: the menu open after a tap, tapping as soon as its button shows;
 * - `chatMs`: the WhatsApp button's tap opening its new tab;
 * - `submitMs` (pages with a contact form): the form answering a tap on
 *   "submit" with nothing filled in (a field marked invalid, or the browser's
 *   own validation firing).
 * Lighthouse simulates its throttling from a fast load; this drives the
 * browser through the slow link itself, so it sees what a phone would.
 */
export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  rttMs: 150,
} as const;

export interface PhoneRun {
  paintMs: number;
  paintElement: string;
  menuMs: number;
  chatMs: number;
  submitMs?: number;
}

export interface PhoneRoute {
  route: string;
  runs: PhoneRun[];
  paintMs: number;
  menuMs: number;
  chatMs: number;
  submitMs?: number;
  paintElement: string;
}

const TIMEOUT_MS = 60_000;

/** A fresh context (empty cache) on the throttled phone, timed from `goto`. */
async function phonePage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const ctx = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.rttMs,
    downloadThroughput: PHONE_PROFILE.downBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  // The observers start before the page's first byte, so no paint or invalid event is missed.
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp?: { t: number; tag: string }; __invalidAt?: number };
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      if (last) w.__lcp = { t: last.startTime, tag: last.element?.tagName.toLowerCase() ?? '?' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('invalid', () => (w.__invalidAt ??= performance.now()), true);
  });
  page.setDefaultTimeout(TIMEOUT_MS);
  return { page, close: () => ctx.close() };
}

/** Opens the route, taps the menu button once it shows, and waits for the menu. */
async function menuRun(
  browser: Browser,
  url: string,
): Promise<{ paintMs: number; paintElement: string; menuMs: number }> {
  const { page, close } = await phonePage(browser);
  try {
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const toggle = page.locator('.site-header__toggle');
    await toggle.waitFor({ state: 'visible' });
    await toggle.tap();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible' });
    const menuMs = Date.now() - t0;
    await page.waitForLoadState('load');
    // LCP is final at the first input; the tap above made it so.
    const lcp = await page.waitForFunction(() => (window as unknown as { __lcp?: { t: number; tag: string } }).__lcp);
    const { t, tag } = (await lcp.jsonValue()) as { t: number; tag: string };
    return { paintMs: t, paintElement: tag, menuMs };
  } finally {
    await close();
  }
}

/** Opens the route and taps the WhatsApp button once it shows, until its tab opens. */
async function chatRun(browser: Browser, url: string): Promise<number> {
  const { page, close } = await phonePage(browser);
  try {
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const chat = page.locator('a.chat-button');
    await chat.waitFor({ state: 'visible' });
    const opened = page.context().waitForEvent('page');
    await chat.tap();
    const tab = await opened;
    const chatMs = Date.now() - t0;
    await tab.close();
    return chatMs;
  } finally {
    await close();
  }
}

/** Taps the contact form's submit with nothing filled in, until the form answers; undefined without a form. */
async function submitRun(browser: Browser, url: string): Promise<number | undefined> {
  const { page, close } = await phonePage(browser);
  try {
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('body');
    const submit = page.locator('form.contact-form button[type="submit"]');
    await page.waitForLoadState('domcontentloaded');
    if ((await submit.count()) === 0) return undefined;
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    await page.waitForFunction(
      () =>
        (window as unknown as { __invalidAt?: number }).__invalidAt !== undefined ||
        document.querySelector('form.contact-form [aria-invalid="true"]') !== null,
    );
    return Date.now() - t0;
  } finally {
    await close();
  }
}

export async function measurePhone(
  base: string,
  routes: string[],
  runs: number,
  log: (s: string) => void,
): Promise<PhoneRoute[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const out: PhoneRoute[] = [];
  try {
    for (const route of routes) {
      const url = base + route;
      const done: PhoneRun[] = [];
      for (let i = 0; i < runs; i++) {
        const menu = await menuRun(browser, url);
        const chatMs = await chatRun(browser, url);
        const submitMs = await submitRun(browser, url);
        done.push({ ...menu, chatMs, submitMs });
        log(
          `phone ${route} run ${i + 1}/${runs}: paint ${Math.round(menu.paintMs)} ms (${menu.paintElement}), menu ${menu.menuMs} ms, chat ${chatMs} ms${submitMs === undefined ? '' : `, submit ${submitMs} ms`}`,
        );
      }
      const submits = done.map((r) => r.submitMs).filter((n): n is number => n !== undefined);
      const paints = done.map((r) => r.paintMs);
      const mid = done[paints.indexOf(median(paints))] ?? done[0];
      out.push({
        route,
        runs: done,
        paintMs: median(paints),
        paintElement: mid.paintElement,
        menuMs: median(done.map((r) => r.menuMs)),
        chatMs: median(done.map((r) => r.chatMs)),
        submitMs: submits.length ? median(submits) : undefined,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The phone table in Markdown, with the profile it was measured on. */
export function phoneTable(rows: PhoneRoute[], runs: number, when: string): string {
  const p = PHONE_PROFILE;
  return [
    `### A phone on slow 4G (\`npm run bench -- --phone-only\`, ${when})`,
    '',
    `Chromium at ${p.viewport.width}×${p.viewport.height}, CPU slowed ${p.cpuSlowdown}×, ${p.downBitsPerSecond / 1e6} Mbit/s down, ${p.upBitsPerSecond / 1e6} Mbit/s up, ${p.rttMs} ms round trip, empty cache. Median of ${runs} runs; every time is from entering the address.`,
    '',
    '| route | largest paint | menu open after a tap | WhatsApp tab opens | contact form answers submit |',
    '|---|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${Math.round(r.paintMs)} ms (${r.paintElement}) | ${r.menuMs} ms | ${r.chatMs} ms | ${r.submitMs === undefined ? '—' : `${r.submitMs} ms`} |`,
    ),
    '',
  ].join('\n');
}
