import { describe, expect, it } from 'vitest';
import { pageRegistries } from '../../app/content';
import { loadPages } from '../../engine/pages';
import { PAGE_DIRS } from '../../site-config/routes';
import {
  axeSerious,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  login,
  newPage,
  pageProblems,
  settle,
  url,
} from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/**
 * Every admin screen, from the page files (layout 'admin', with their
 * aliases), so a new admin page is covered without editing this file: it
 * renders (an h1, no boot message), logs no errors, does not overflow at
 * 1280 px, and axe finds no serious or critical violation. Screens that need
 * a session are opened signed in; guest-only screens (the form login)
 * signed out. The flows themselves are in admin.test.ts and media.test.ts.
 */
const { pages } = await loadPages(pageRegistries, PAGE_DIRS);
const screens = pages
  .filter((p) => p.layout === 'admin')
  .flatMap((p) => [p.path, ...p.aliases].map((path) => ({ path, auth: p.auth })))
  .sort((a, b) => a.path.localeCompare(b.path));

describe('admin screens', () => {
  it('are found in the page files', () => {
    expect(screens.map((s) => s.path)).toContain('/admin/login');
  });

  it(`render without errors or overflow; axe: 0 serious/critical; pa11y: 0 errors (${screens.length} screens)`, {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    // One signed-in page visits every screen that needs a session, one signed-out page the guest-only ones: a
    // fresh context per screen loaded and compiled the admin's script again each time (no cache), and signed in
    // again, which proved nothing more (sign-in itself is tested in admin.test.ts). The problems a screen's
    // page collects are cleared before it is loaded, so each screen is judged on its own.
    const signedIn = await newPage({ width: 1280 });
    await login(signedIn);
    // Signed out, GET /api/admin/me answers 401 by design.
    const signedOut = await newPage({ width: 1280, allowFailures: ['/api/admin/me'] });
    for (const { path, auth } of screens) {
      const page = auth === 'guest' ? signedOut : signedIn;
      pageProblems(page).clear();
      try {
        await page.goto(url(path));
        await page.locator('#admin-root h1').first().waitFor({ timeout: 15_000 });
        // Whatever the screen loads after its heading has arrived (settle: nothing in flight for a moment).
        await settle(page);
        if (new URL(page.url()).pathname !== path)
          failures.push(`${path}: redirected to ${new URL(page.url()).pathname}`);
        expect(await page.locator('.admin-boot').count()).toBe(0);
        const o = await horizontalOverflow(page);
        if (o.px > 0) failures.push(`${path}: overflows by ${o.px}px: ${o.culprits.join(', ')}`);
        const a11y = await axeSerious(page);
        if (a11y.length) failures.push(formatAxe(path, a11y));
        const htmlcs = await pa11yErrors(page);
        if (htmlcs.length) failures.push(formatPa11y(path, htmlcs));
        expectNoErrors(page, path);
      } catch (err) {
        failures.push(`${path}: ${(err as Error).message.split('\n').slice(0, 4).join(' ')}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
