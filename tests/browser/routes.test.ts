import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  aliasRoutes,
  axeSerious,
  formatAxe,
  horizontalOverflow,
  hydrateAll,
  newPage,
  pageProblems,
  publicRoutes,
  settle,
  url,
} from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/**
 * Every public route, taken from the sitemap (the route table): it answers
 * 200, loads with no console errors and no failed requests (all islands
 * hydrated), nothing overflows horizontally at 390 and 1280 px, each has
 * exactly one h1, and axe finds no serious or critical violation. Every
 * /services/prefab-units alias serves its canonical page's document, and one
 * alias of each layout loads in the browser the same way (see its test).
 * Failures are gathered per route and reported together.
 *
 * axe runs once per distinct layout per width: the first route whose sections
 * (the block roots in <main>, in order) match no route checked before. Thirty
 * service pages built from the same blocks would otherwise repeat one check
 * thirty times. AXE_ALL=1 runs it on every route at both widths.
 *
 * pa11y (HTML_CodeSniffer, WCAG 2 AA) finds no error on each distinct layout
 * at both widths (where axe runs), on the page the sweep already loaded: the
 * 57 project pages are one layout, and running it on each repeated one check
 * for minutes. AXE_ALL=1 runs both on every route.
 */
const allRoutes = await publicRoutes();
/**
 * The project pages are made by one function (site-config/projects/page.ts) from each project: the sweep
 * visits two of them and the /projects index that links to every one. Visiting all 57 at both widths took
 * the sweep from about 1.5 to 4.7 minutes and slowed the admin project beside it. Every project's page is
 * rendered and checked without a browser (status, one h1, its words, its call to action:
 * app/live/project-pages.test.ts), and the index's link to each (app/live/hand-lists.test.ts).
 */
const PROJECT_PAGES_SWEPT = 2;
const routes = [
  ...allRoutes.filter((r) => !r.startsWith('/projects/')),
  ...allRoutes.filter((r) => r.startsWith('/projects/')).slice(0, PROJECT_PAGES_SWEPT),
];
const aliases = aliasRoutes(routes);
const PARALLEL = 2;
const AXE_ALL = process.env.AXE_ALL === '1';

/**
 * The page's sections: each block root in <main>, named by its island or first class. Of the loaded page, or
 * of `html` parsed without loading anything (DOMParser runs no script and fetches nothing).
 */
const layoutOf = (page: Page, html?: string) =>
  page.evaluate(
    (source) =>
      [
        ...(source === null ? document : new DOMParser().parseFromString(source, 'text/html')).querySelectorAll(
          'main > *',
        ),
      ]
        .map((el) => (el as HTMLElement).dataset.island ?? (el.getAttribute('class') ?? el.tagName).split(' ')[0])
        .join(' > '),
    html ?? null,
  );

/**
 * What an alias's document may differ in from its canonical page's: the address in the site data the client
 * reads. `null` when they are the same document; else the first line that differs.
 */
function aliasDifference(alias: string, aliasHtml: string, canonical: string, canonicalHtml: string) {
  const normalised = aliasHtml.replace(`"path":${JSON.stringify(alias)}`, `"path":${JSON.stringify(canonical)}`);
  if (normalised === canonicalHtml) return null;
  let at = 0;
  while (normalised[at] === canonicalHtml[at]) at++;
  const around = (html: string) => JSON.stringify(html.slice(Math.max(0, at - 60), at + 60));
  return `differs from ${canonical}'s document at character ${at}: ${around(normalised)}, there ${around(canonicalHtml)}`;
}

/** Addresses in the markup that are neither absolute nor from the root: they would resolve differently under an alias. */
const relativeAddresses = (html: string) =>
  [...html.matchAll(/\s(?:src|href|poster|action)="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((a) => !/^(?:\/|https?:|#|mailto:|tel:|data:)/.test(a));

/** Visits `paths` on PARALLEL reused pages; `check` returns the problems of one path. */
async function sweep(
  paths: string[],
  width: number,
  check: (page: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, paths.length) }, async () => {
      const page = await newPage({ width });
      try {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          pageProblems(page).clear();
          try {
            failures.push(...(await check(page, path)).map((f) => `${path} @${width}: ${f}`));
          } catch (err) {
            failures.push(`${path} @${width}: ${(err as Error).message.split('\n')[0]}`);
          }
        }
      } finally {
        await page.context().close();
      }
    }),
  );
  return failures.sort();
}

async function load(page: Page, path: string): Promise<string[]> {
  const out: string[] = [];
  const res = await page.goto(url(path));
  if (res?.status() !== 200) out.push(`HTTP ${res?.status()}`);
  await hydrateAll(page);
  await settle(page);
  out.push(...pageProblems(page).list);
  return out;
}

describe('public routes', () => {
  it('come from the sitemap', () => {
    expect(routes).toContain('/');
  });

  for (const width of [390, 1280]) {
    it(`load without errors, hydrate, have one h1 and do not overflow at ${width} px; axe: 0 serious/critical per layout; pa11y: 0 errors (${routes.length} routes)`, {
      timeout: 600_000,
    }, async () => {
      const layoutsChecked = new Set<string>();
      let axeRuns = 0;
      const failures = await sweep(routes, width, async (page, path) => {
        const out = await load(page, path);
        const o = await horizontalOverflow(page);
        if (o.px > 0) out.push(`overflows by ${o.px}px: ${o.culprits.join(', ')}`);
        const h1 = await page.locator('h1').count();
        if (h1 !== 1) out.push(`${h1} h1 elements (want exactly 1)`);
        const layout = await layoutOf(page);
        const newLayout = AXE_ALL || !layoutsChecked.has(layout);
        if (newLayout) {
          layoutsChecked.add(layout);
          axeRuns++;
          const a11y = await axeSerious(page);
          if (a11y.length) out.push(formatAxe('axe', a11y));
        }
        if (newLayout) {
          const htmlcs = await pa11yErrors(page);
          if (htmlcs.length) out.push(formatPa11y('pa11y', htmlcs));
        }
        return out;
      });
      expect(failures, failures.join('\n')).toEqual([]);
      // A layout signature that came out empty would let one axe run stand for every route.
      expect(axeRuns, `axe ran on ${axeRuns} of ${routes.length} routes`).toBeGreaterThan(routes.length / 8);
      console.log(`[routes @${width}] axe on ${axeRuns} distinct layouts of ${routes.length} routes`);
    });
  }

  /**
   * An alias serves its canonical page's document with only the address in the site data changed (checked for
   * every alias, by HTTP), and that document has no relative addresses; the 1280 px sweep above loads each
   * canonical page in the browser. What is left to a browser is the client running under an alias's address:
   * one alias of each distinct layout is loaded, hydrated and checked for errors, as the sweep does. Loading
   * all of them repeated that check per page of one layout.
   */
  it(`the /services/prefab-units aliases serve their canonical page with its canonical link, and one of each layout loads without errors (${aliases.length} paths)`, {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    const byLayout = new Map<string, string>();
    const parser = await newPage();
    for (const path of aliases) {
      const want = path.replace('/services/prefab-units', '/services/containers');
      const [alias, canonical] = await Promise.all([fetch(url(path)), fetch(url(want))]);
      const [html, canonicalHtml] = await Promise.all([alias.text(), canonical.text()]);
      if (alias.status !== 200) failures.push(`${path}: HTTP ${alias.status}`);
      const differs = aliasDifference(path, html, want, canonicalHtml);
      if (differs) failures.push(`${path}: ${differs}`);
      const relative = relativeAddresses(html);
      if (relative.length) failures.push(`${path}: relative addresses ${relative.slice(0, 5).join(', ')}`);
      const link = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      if (!link?.endsWith(want)) failures.push(`${path}: canonical ${link}, want …${want}`);
      const layout = await layoutOf(parser, html);
      if (!layout) failures.push(`${path}: no sections found in <main>`);
      if (!byLayout.has(layout)) byLayout.set(layout, path);
    }
    const loaded = [...byLayout.values()];
    failures.push(
      ...(await sweep(loaded, 1280, async (page, path) => {
        const out = await load(page, path);
        const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
        const want = path.replace('/services/prefab-units', '/services/containers');
        if (!canonical?.endsWith(want)) out.push(`canonical ${canonical}, want …${want}`);
        return out;
      })),
    );
    expect(failures, failures.join('\n')).toEqual([]);
    // The aliases are more than one layout (the containers index, its categories, their pages).
    expect(loaded.length, `aliases loaded in the browser: ${loaded.join(', ')}`).toBeGreaterThan(1);
    console.log(`[routes aliases] ${aliases.length} compared with their canonical page; loaded: ${loaded.join(', ')}`);
  });
});
