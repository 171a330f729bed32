import { describe, expect, it } from 'vitest';
import { expectNoErrors, heightsBeforeDrawn, hydrated, newPage, publicRoutes, url } from './harness';

/**
 * Product grids: collapsed shows the first 20, expanded all of
 * them, and the button's wording follows the page's label variant. The pages
 * come from the sitemap; one page per label variant is driven in the browser.
 */
interface GridProps {
  heading: string;
  items: unknown[];
  initialCount?: number;
  labels?: 'count' | 'showing' | 'plain';
  countSubtitle?: boolean;
}

/** The seed's wording, written out here on purpose (not imported from the block). */
function expected(variant: GridProps['labels'], initial: number, total: number) {
  switch (variant) {
    case 'showing':
      return {
        collapsed: `Showing ${initial}/${total} - Click for More`,
        expanded: `Showing ${total}/${total} - Click for Less`,
      };
    case 'plain':
      return { collapsed: 'Show All Products', expanded: 'Show Less' };
    default:
      return { collapsed: `Show All Products (${total}/${total})`, expanded: `Show Less (${initial}/${total})` };
  }
}

const grids: { path: string; index: number; props: GridProps }[] = [];
for (const path of await publicRoutes()) {
  const html = await (await fetch(url(path))).text();
  const ids = [...html.matchAll(/data-island="product-grid" id="([^"]+)"/g)].map((m) => m[1]);
  ids.forEach((id, index) => {
    const json = html.match(new RegExp(`<script type="application/json" data-for="${id}">([\\s\\S]*?)</script>`))?.[1];
    if (json) grids.push({ path, index, props: JSON.parse(json).props as GridProps });
  });
}
const variant = (g: (typeof grids)[number]) =>
  `${g.props.labels ?? 'count'}${g.props.countSubtitle ? '+subtitle' : ''}`;
const samples = [
  ...new Map(
    grids.filter((g) => g.props.items.length > (g.props.initialCount ?? 20)).map((g) => [variant(g), g]),
  ).values(),
];

describe('product grids', () => {
  it('exist on the furniture pages', () => {
    expect(grids.length).toBeGreaterThan(0);
  });

  // The cases below are generated from the pages: if a change to the pages or to
  // this file's parsing lost some, this fails instead of the cases vanishing.
  it('are driven once per label variant: count, showing, plain, and the count subtitle', () => {
    expect(new Set(samples.map((g) => g.props.labels ?? 'count'))).toEqual(new Set(['count', 'showing', 'plain']));
    expect(samples.some((g) => g.props.countSubtitle)).toBe(true);
  });

  it('keep their place as they are scrolled: a tile not drawn yet holds about the height it will have', async () => {
    const path = samples[0]!.path;
    for (const width of [360, 390, 700, 1000, 1280]) {
      const page = await newPage({ width });
      await page.goto(url(path));
      const { count, most, why } = await heightsBeforeDrawn(page, '.product-grid__tile', '.product-grid__tile');
      expect(count, `${path} at ${width}px: tiles`).toBeGreaterThanOrEqual(20);
      // Within a line of name: the estimate is halfway between one line and two, and a long name on a narrow
      // phone takes three. The fixed 280px before was 60 to 70px off on phones.
      expect(most, `${path} at ${width}px: ${why}`).toBeLessThanOrEqual(30);
      await page.context().close();
    }
  });

  for (const g of samples) {
    it(`${g.path} (${variant(g)}): 20 → all → 20 with the exact labels`, async () => {
      const total = g.props.items.length;
      const initial = Math.min(g.props.initialCount ?? 20, total);
      const label = expected(g.props.labels, initial, total);
      const page = await newPage({ width: 1280 });
      await page.goto(url(g.path));
      const grid = page.locator('section.product-grid').nth(g.index);
      const tiles = grid.locator('.product-grid__tile');
      expect(await tiles.count(), 'collapsed in the server HTML').toBe(initial);
      const toggle = grid.locator('.product-grid__toggle');
      await hydrated(toggle);
      expect(await toggle.textContent()).toBe(label.collapsed);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      if (g.props.countSubtitle)
        expect(await grid.locator('.product-grid__count').textContent()).toBe(`(${initial}/${total} products shown)`);
      await toggle.click();
      expect(await tiles.count()).toBe(total);
      expect(await toggle.textContent()).toBe(label.expanded);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      if (g.props.countSubtitle)
        expect(await grid.locator('.product-grid__count').textContent()).toBe(`(${total}/${total} products shown)`);
      // Keyboard works too.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await tiles.count()).toBe(initial);
      expect(await toggle.textContent()).toBe(label.collapsed);
      expectNoErrors(page);
    });
  }
});
