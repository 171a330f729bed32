import { describe, expect, it } from 'vitest';
import { aliasRoutes, axeSerious, expectNoErrors, formatAxe, horizontalOverflow, hydrateAll, newPage, pageProblems, pool, publicRoutes, url } from './harness';

/**
 * Every public route, taken from the sitemap (the route table), plus every
 * /services/prefab-units alias: it answers 200, loads with no console errors
 * and no failed requests (all islands hydrated), nothing overflows
 * horizontally at 390 and 1280 px, and axe (at 1280 px, and at 390 px for
 * the home page) finds no serious or critical violation. Failures are
 * gathered per route and reported together.
 */
const routes = await publicRoutes();
const aliases = aliasRoutes(routes);
const WIDTHS = [390, 1280] as const;

describe('public routes', () => {
  it('the sitemap lists the home page and the contact page', () => {
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThan(0);
  });

  for (const width of WIDTHS) {
    const withAxe = width === 1280;
    it(`load without errors, hydrate and do not overflow at ${width} px${withAxe ? '; axe: 0 serious/critical' : ''} (${routes.length} routes)`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      await pool(routes, 2, async (path) => {
        const page = await newPage({ width });
        try {
          await check();
        } catch (err) {
          failures.push(`${path} @${width}: ${(err as Error).message.split('\n')[0]}`);
        } finally {
          await page.context().close();
        }
        async function check() {
          const res = await page.goto(url(path), { waitUntil: 'networkidle' });
          if (res?.status() !== 200) failures.push(`${path}: HTTP ${res?.status()}`);
          await hydrateAll(page);
          await page.waitForLoadState('networkidle');
          const problems = pageProblems(page).list;
          if (problems.length) failures.push(`${path} @${width}: ${problems.join('; ')}`);
          const o = await horizontalOverflow(page);
          if (o.px > 0) failures.push(`${path} @${width}: overflows by ${o.px}px: ${o.culprits.join(', ')}`);
          const a11y = withAxe || path === '/' ? await axeSerious(page) : [];
          if (a11y.length) failures.push(formatAxe(`${path} @${width}`, a11y));
          const h1 = await page.locator('h1').count();
          if (h1 !== 1) failures.push(`${path}: ${h1} h1 elements (want exactly 1)`);
        }
      });
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  it(`the /services/prefab-units aliases load without errors (${aliases.length} paths)`, { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    await pool(aliases, 2, async (path) => {
      const page = await newPage({ width: 1280 });
      try {
        await check();
      } catch (err) {
        failures.push(`${path}: ${(err as Error).message.split('\n')[0]}`);
      } finally {
        await page.context().close();
      }
      async function check() {
        const res = await page.goto(url(path), { waitUntil: 'networkidle' });
        if (res?.status() !== 200) failures.push(`${path}: HTTP ${res?.status()}`);
        const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
        const want = path.replace('/services/prefab-units', '/services/containers');
        if (!canonical?.endsWith(want)) failures.push(`${path}: canonical ${canonical}, want …${want}`);
        await hydrateAll(page);
        try {
          expectNoErrors(page, path);
        } catch (e) {
          failures.push((e as Error).message);
        }
      }
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
