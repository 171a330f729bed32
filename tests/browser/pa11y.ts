import pa11y from 'pa11y';
import type { Page } from 'playwright-core';
import puppeteer, { type Page as PuppeteerPage, type Target } from 'puppeteer-core';
import { inject } from 'vitest';

/**
 * pa11y (its HTML_CodeSniffer runner, WCAG 2 AA, errors only) on a page a
 * test already has open, beside axe: puppeteer attaches to that page in the
 * suite's own Chromium (global-setup.ts opens its DevTools port on loopback),
 * so the check adds no page visit and no browser. pa11y runs on the page as it
 * is (`ignoreUrl`), at the page's own viewport (see keepingViewport).
 *
 *   expect(formatPa11y(path, await pa11yErrors(page))).toBe('');
 */

/**
 * HTML_CodeSniffer codes that are wrong about this site, each with the reason.
 * Ignored by exact code, never by type or runner. Empty: every error so far had
 * a cause to fix.
 */
export const PA11Y_FALSE_POSITIVES: { code: string; why: string }[] = [];

export interface Pa11yError {
  code: string;
  message: string;
  selector: string;
}

/** Finds the puppeteer target of a playwright page by the DevTools id both see. */
async function targetIdOf(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    return targetInfo.targetId;
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** pa11y's errors on the page as it is now (no notices, no warnings). */
export async function pa11yErrors(page: Page): Promise<Pa11yError[]> {
  const targetId = await targetIdOf(page);
  // puppeteer's Target keeps its DevTools id in an internal field. It attaches to the browser, the tabs (a page
  // is found as a tab's child) and this one page only, which keeps it out of the test's other pages.
  const isOurs = (t: Target) => (t as unknown as { _targetId: string })._targetId === targetId;
  const browser = await puppeteer.connect({
    browserURL: inject('devtoolsUrl'),
    // Leave the viewport to playwright: puppeteer would otherwise set 800x600 on attaching.
    defaultViewport: null,
    // 'tab' is a type puppeteer's typings keep internal.
    targetFilter: (t) => ['browser', 'tab'].includes(t.type()) || isOurs(t),
  });
  try {
    const target = await browser.waitForTarget(isOurs, { timeout: 10_000 });
    const result = await pa11y(page.url(), {
      browser,
      page: keepingViewport(await target.asPage()),
      ignoreUrl: true,
      runners: ['htmlcs'],
      standard: 'WCAG2AA',
      includeNotices: false,
      includeWarnings: false,
      ignore: PA11Y_FALSE_POSITIVES.map((f) => f.code),
    });
    return result.issues
      .filter((i) => i.type === 'error')
      .map((i) => ({ code: i.code, message: i.message, selector: i.selector }));
  } finally {
    await browser.disconnect();
  }
}

/**
 * The page as pa11y gets it, with setViewport a no-op. pa11y always sets one;
 * set through puppeteer's connection, Chromium drops it again when that
 * connection closes, and with it playwright's: a 390x844 page was 390x757
 * after the check. The page keeps the size the test gave it instead.
 */
function keepingViewport(page: PuppeteerPage): PuppeteerPage {
  return new Proxy(page, {
    get(target, key) {
      if (key === 'setViewport') return async () => {};
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const formatPa11y = (where: string, list: Pa11yError[]) =>
  list.map((e) => `${where}: pa11y ${e.code}\n    ${e.selector}\n    ${e.message}`).join('\n');
