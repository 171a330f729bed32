import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as limits from '../contracts/navigation';
import { navigationDocument, type NavigationDocument, type NavigationItem } from '../contracts/navigation';
import { defaultNavigation } from '../site-config/navigation';
import { createTestApp, type TestApp } from '../tests/support/api';

/**
 * The navigation is on every page, twice (the computer's dropdowns and the
 * phone's menu): its limits bound what it adds to every page even when staff
 * fill it to the brim (with long links few fit; with short ones, many), and
 * the header's island data does not repeat what the HTML already says. The
 * attack round's navigation of 2,028 short links made every page 838 KB.
 */
const PAGE_LIMIT = 100 * 1024;
/**
 * The most the navigation at its limits may add to a page over the seed
 * navigation: every page up to 72 KB with the seed (the home page is 47 KB)
 * stays under 100 KB. Two pages are heavier by their own content (the
 * gallery, 202 KB; the office furniture page, 80 KB): their weight is theirs.
 */
const MOST_GROWTH = 28 * 1024;
const MAX_MENU_LINKS: number = (limits as { MAX_MENU_LINKS?: number }).MAX_MENU_LINKS ?? Number.POSITIVE_INFINITY;

const pad = (text: string, length: number) => text.padEnd(length, 'x').slice(0, length);
let n = 0;
/** Links to a page that exists, with `size` characters of address and description (0: as short as they come). */
const linkOfSize =
  (size: number) =>
  (depth: number): NavigationItem => {
    n++;
    const href = size ? `/contact#${pad(`l${n}-`, Math.min(300, size) - '/contact#'.length)}` : '/contact';
    const label = size ? pad(`Link ${n} `, 60) : `L${n}`;
    const description = size && depth > 1 ? { description: pad(`About ${n} `, Math.min(160, size)) } : {};
    return { label, href, ...description };
  };
/** The longest links the fields allow: few fit. */
const longest = linkOfSize(300);
const menuLinks = (items: NavigationItem[]): number =>
  items.reduce((sum, item) => sum + 1 + menuLinks(item.submenus ?? []), 0);

/** The largest navigation the limits accept: every list filled breadth-first with the longest links, until a limit stops it. */
function navigationAtTheLimit(link = longest): NavigationDocument {
  const doc = structuredClone(defaultNavigation) as NavigationDocument;
  doc.header.items = [];
  doc.footer.serviceLinks = [longest(1)];
  doc.footer.companyLinks = [longest(1)];
  doc.header.cta = { label: pad('Contact ', 60), href: longest(1).href };
  const fits = () =>
    menuLinks(doc.header.items) <= MAX_MENU_LINKS &&
    JSON.stringify(doc).length <=
      ((limits as { MAX_PUBLISHED_NAVIGATION_BYTES?: number }).MAX_PUBLISHED_NAVIGATION_BYTES ??
        limits.MAX_NAVIGATION_BYTES) &&
    navigationDocument.safeParse(doc).success;
  const tryAdd = (list: NavigationItem[], item: NavigationItem) => {
    list.push(item);
    if (fits()) return true;
    list.pop();
    return false;
  };
  for (let i = 0; i < limits.MAX_MENU_ITEMS; i++) if (!tryAdd(doc.header.items, { ...link(1), submenus: [] })) break;
  for (const top of doc.header.items)
    for (let i = 0; i < limits.MAX_SUBMENU_ITEMS; i++) if (!tryAdd(top.submenus!, { ...link(2), submenus: [] })) break;
  for (const top of doc.header.items)
    for (const group of top.submenus!)
      for (let i = 0; i < limits.MAX_SUBMENU_ITEMS; i++) if (!tryAdd(group.submenus!, link(3))) break;
  for (const list of [doc.footer.serviceLinks, doc.footer.companyLinks])
    for (let i = 1; i < limits.MAX_FOOTER_LINKS; i++) if (!tryAdd(list, longest(1))) break;
  return doc;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a navigation filled to its limits', () => {
  /**
   * Every page's size with the seed navigation, rendered once for the four cases below (the same app, the same
   * pages): rendering each page again for every case was three eighths of this file's processor time.
   */
  let seedBytes: Map<string, number> | undefined;
  const seedSizes = () => {
    const catalog = t.server.deps.navigation!;
    seedBytes ??= new Map(
      catalog.pages().map(({ path }) => [path, Buffer.byteLength(catalog.render(defaultNavigation, path))]),
    );
    return seedBytes;
  };
  it.each([
    ['the longest links', 300],
    ['links of 60 characters', 60],
    ['links of 20 characters', 20],
    ['the shortest links', 0],
  ])(
    'with %s, adds at most 28 KB to any page, so the home page and every page up to 72 KB stay under 100 KB',
    async (_, size) => {
      const nav = navigationAtTheLimit(linkOfSize(size));
      const catalog = t.server.deps.navigation!;
      expect(catalog.check(nav)).toMatchObject({ ok: true });
      const seed = seedSizes();
      const sizes = catalog.pages().map(({ path }) => ({
        path,
        seed: seed.get(path) ?? Number.NaN,
        full: Buffer.byteLength(catalog.render(nav, path)),
      }));
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const grew = Math.max(...sizes.map((s) => s.full - s.seed));
      const home = sizes.find((s) => s.path === '/')!;
      console.log(
        `navigation at the limit: ${menuLinks(nav.header.items)} menu links, ${JSON.stringify(nav).length} bytes of JSON; ` +
          `home ${kb(home.seed)} → ${kb(home.full)}; the most any page grew: ${kb(grew)}; ` +
          `largest: ${sizes
            .sort((a, b) => b.full - a.full)
            .slice(0, 3)
            .map((s) => `${s.path} ${kb(s.seed)} → ${kb(s.full)}`)
            .join(', ')}`,
      );
      expect(grew).toBeLessThan(MOST_GROWTH);
      expect(home.full).toBeLessThan(PAGE_LIMIT);
      for (const s of sizes.filter((x) => x.seed <= PAGE_LIMIT - MOST_GROWTH))
        expect(s.full, s.path).toBeLessThan(PAGE_LIMIT);
    },
  );

  it('the header’s island data does not repeat the menu the HTML shows', async () => {
    const nav = navigationAtTheLimit();
    const html = t.server.deps.navigation!.render(nav, '/');
    const island = /<script type="application\/json" data-for="h0">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(island).not.toBe('');
    const labels = [
      ...nav.header.items.flatMap(function all(i): string[] {
        return [i.label, ...(i.submenus ?? []).flatMap(all)];
      }),
    ];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(island).not.toContain(label);
  });
});
