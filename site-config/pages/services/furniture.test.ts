import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { pageRegistries } from '../../../app/content';
import { placeholderResolver } from '../../../engine/context';
import { loadPagesStrict } from '../../../engine/pages';
import type { AnyPage } from '../../../engine/registry';
import { createSite } from '../../../engine/server/site';
import { company, contactDefaults } from '../../company';
import { furnitureServiceInfo } from '../../service-info';

/**
 * Every executive furniture page, server-rendered by the real engine with only
 * these pages loaded: key texts, links, one h1, metadata and the product grid's
 * collapsed first render.
 */
const GALLERY = '/gallery?category=Executive%20Furniture';
const F = '/services/furniture';

let site: ReturnType<typeof createSite>;
let pages: AnyPage[];

beforeAll(async () => {
  pages = await loadPagesStrict(pageRegistries, ['site-config/pages/services/furniture']);
  const overview = registry.pageSchema.parse((await import('./furniture.page')).default) as AnyPage;
  pages.push(overview);
  const notFound = registry.pageSchema.parse({
    path: '/',
    meta: {
      title: 'Page Not Found',
      description: 'The page you asked for does not exist; try the menu or the home page instead.',
      keywords: ['404'],
      noindex: true,
    },
    blocks: [{ type: 'call-to-action', props: { heading: 'Page Not Found', buttons: [{ label: 'Home', href: '/' }] } }],
  }) as AnyPage;
  site = createSite({
    registry,
    pages,
    notFound,
    shell: { header: [], footer: [] },
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => ({ path, contact: contactDefaults }),
    siteName: (site) => site.contact.companyName,
    media: placeholderResolver,
    contentVersion: () => '1',
  });
});

const html = async (path: string) => {
  const res = await site.app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const esc = (s: string) => s.replace(/&/g, '&amp;');
const main = (doc: string) => doc.slice(doc.indexOf('<main'), doc.indexOf('</main>'));
const count = (doc: string, needle: string) => doc.split(needle).length - 1;
/** `<a ... href="X" ...>` containing label (SSR writes href before the text). */
const hasLink = (doc: string, label: string, href: string) =>
  new RegExp(
    `<a [^>]*href="${esc(href).replace(/[?.]/g, '\\$&')}"[^>]*>(?:(?!</a>).)*${esc(label).replace(/[?.()]/g, '\\$&')}`,
    's',
  ).test(doc);

interface Expect {
  path: string;
  h1: string;
  links?: [string, string][];
  texts?: string[];
  /** Toggle label while collapsed; null: no toggle. */
  toggle?: string | null;
  tiles?: number;
  placeholder?: boolean;
}

const cases: Expect[] = [
  {
    path: F,
    h1: 'Furniture Crafted for Work and Home',
    links: [
      ['Browse Catalog', '/contact'],
      ['View Collections', '#categories'],
      ['View Collection', `${F}/office`],
      ['View Collection', `${F}/home`],
      ['View Collection', `${F}/bars`],
      ['View Collection', `${F}/legs`],
      ['Request Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    texts: [
      'id="categories"',
      'Office Furniture',
      'Home Furniture',
      'Bar & Restaurants',
      'Furniture Legs',
      'Quality & Craftsmanship',
    ],
  },
  {
    path: `${F}/office`,
    h1: 'Executive Office Furniture',
    links: [
      ['Request Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    texts: [
      'Executive Desks',
      'Conference Tables',
      'Office Chairs',
      'Office Products',
      'Office Product 1<',
      'Office Product 20<',
    ],
    toggle: 'Show All Products',
  },
  {
    path: `${F}/home`,
    h1: 'Home Furniture',
    links: [
      ['Request Quote', '/contact'],
      ['View Portfolio', GALLERY],
      ['Living Room Sofa', `${F}/home/lounge`],
      ['View Collection', `${F}/home/kitchen`],
    ],
    texts: ['Home Products', 'Living Room Sofa', 'Wall Shelves', 'View Details'],
    toggle: null,
  },
  {
    path: `${F}/home/kitchen`,
    h1: 'Kitchen & Dining Furniture',
    links: [
      ['Request Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    texts: ['Kitchen Islands', 'Dining Sets', 'Storage Solutions', 'Kitchen Products', 'Kitchen Product 1<'],
    toggle: 'Show All Products',
  },
  {
    path: `${F}/home/lounge`,
    h1: 'Lounge Furniture',
    links: [
      ['Get Lounge Quote', '/contact'],
      ['All Home Furniture', `${F}/home`],
      ['View Portfolio', GALLERY],
    ],
    texts: ['Comfort Design', 'Living Spaces', 'Premium Materials', '(20/100 products shown)', 'Lounge Product 1<'],
    toggle: 'Show All Products (100/100)',
  },
  {
    path: `${F}/home/boudoir`,
    h1: 'Boudoir Furniture',
    links: [
      ['Get Boudoir Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    texts: ['Boudoir Furniture Product 1<', 'Boudoir Furniture Product 20<'],
    toggle: 'Show All Products (100/100)',
  },
  {
    path: `${F}/bars`,
    h1: 'Bar & Restaurant Collection',
    links: [
      ['Get Bar Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    texts: ['Westlands Bar Stool'],
    toggle: 'Showing 20/100 - Click for More',
    placeholder: true,
  },
  {
    path: `${F}/legs`,
    h1: 'Furniture Legs',
    links: [
      ['Get Legs Quote', '/contact'],
      ['View Collection', `${F}/legs/chairs`],
      ['View Collection', `${F}/table-legs`],
      ['View Collection', `${F}/bed-legs`],
      ['View Collection', `${F}/posts-balustrades`],
    ],
    texts: ['Chair Legs', 'Table Legs', 'Bed Legs', 'Posts & Balustrades', 'Walnut Tapered Sofa Leg'],
    toggle: 'Show All Products (100/100)',
  },
  {
    path: `${F}/legs/chairs`,
    h1: 'Chair Legs',
    links: [
      ['Get Chair Quote', '/contact'],
      ['All Furniture Legs', `${F}/legs`],
      ['View Portfolio', GALLERY],
    ],
    texts: ['Walnut Tapered Chair Leg'],
    toggle: 'Showing 20/100 - Click for More',
  },
  {
    path: `${F}/table-legs`,
    h1: 'Table Legs',
    links: [
      ['Get Table Legs Quote', '/contact'],
      ['All Furniture Legs', `${F}/legs`],
    ],
    toggle: 'Showing 20/100 - Click for More',
  },
  {
    path: `${F}/bed-legs`,
    h1: 'Bed Legs',
    links: [
      ['Get Bed Legs Quote', '/contact'],
      ['All Furniture Legs', `${F}/legs`],
    ],
    toggle: 'Showing 20/100 - Click for More',
  },
  {
    path: `${F}/posts-balustrades`,
    h1: 'Posts & Balustrades',
    links: [
      ['Get Posts Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    toggle: 'Showing 20/100 - Click for More',
    placeholder: true,
  },
  {
    path: `${F}/outdoor`,
    h1: 'Outdoor Furniture Collection',
    links: [
      ['Get Outdoor Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    toggle: 'Showing 20/100 - Click for More',
    placeholder: true,
  },
  {
    path: `${F}/chairs`,
    h1: 'Chair Furniture Collection',
    links: [
      ['Get Chair Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    toggle: 'Showing 20/100 - Click for More',
    placeholder: true,
  },
  {
    path: `${F}/beds`,
    h1: 'Bed Furniture Collection',
    links: [
      ['Get Bed Quote', '/contact'],
      ['View Portfolio', GALLERY],
    ],
    toggle: 'Showing 20/100 - Click for More',
    placeholder: true,
  },
];

describe('executive furniture pages', () => {
  it('serves all fifteen routes', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(cases.map((c) => c.path).sort());
  });

  it.each(cases)('$path: one h1, its links and texts', async (c) => {
    const doc = await html(c.path);
    const body = main(doc);
    expect(count(body, '<h1')).toBe(1);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${esc(c.h1)}</h1>`));
    for (const [label, href] of c.links ?? []) expect(hasLink(body, label, href), `${label} → ${href}`).toBe(true);
    for (const t of c.texts ?? []) expect(body).toContain(esc(t));
    // Every image and video is a local slot or the placeholder: no third-party hosts.
    expect(body).not.toMatch(/(src|srcSet|poster)="https?:/i);
    expect(body).not.toContain('href="/contact" class="card-grid__link"');
  });

  it.each(cases.filter((c) => c.toggle !== undefined))(
    '$path: product grid renders only the collapsed tiles',
    async (c) => {
      const body = main(await html(c.path));
      expect(count(body, 'class="product-grid__tile"')).toBe(20);
      if (c.toggle === null) expect(body).not.toContain('product-grid__toggle');
      else
        expect(body).toMatch(
          new RegExp(`product-grid__toggle"[^>]*>${(c.toggle ?? '').replace(/[()]/g, '\\$&')}</button>`),
        );
      // The island carries all 100 tiles (or 20 for home) for the client to expand.
      const payload = JSON.parse(
        body
          .match(/<script type="application\/json" data-for="[^"]+">(.*?)<\/script>/gs)!
          .map((s) => s.replace(/^.*?>|<\/script>$/gs, ''))
          .find((s) => s.includes('"items"'))!,
      );
      expect(payload.props.items).toHaveLength(c.path.endsWith('/home') ? 20 : 100);
      expect(payload.props.onImageError).toBe(c.placeholder ? 'placeholder' : 'hide');
      for (const img of body
        .match(/<img [^>]*>/g)!
        .filter((t) => t.includes('executive-furniture') || t.includes('placeholder'))) {
        if (!/fetchPriority/i.test(img)) expect(img).toContain('loading="lazy"');
      }
    },
  );

  it.each(cases)('$path: metadata from the service-info table', async (c) => {
    const doc = await html(c.path);
    const page = pages.find((p) => p.path === c.path)!;
    expect(Object.values(furnitureServiceInfo).some((i) => i.title === page.meta.title)).toBe(true);
    expect(doc).toContain(`<title>${esc(page.meta.title)} | ${esc(company.name)}</title>`);
    expect(doc).toContain(`<meta name="description" content="${esc(page.meta.description)}">`);
    expect(doc).toMatch(/<meta name="keywords" content="[^"]+,[^"]+">/);
    expect(doc).toContain(`<link rel="canonical" href="https://example.test${c.path}">`);
    expect(page.meta.serviceType).toBe('Executive Furniture');
    expect(doc).toContain('"serviceType":"Executive Furniture"');
  });

  it('finds a link only with its own label and href', async () => {
    const body = main(await html(`${F}/bars`));
    expect(hasLink(body, 'Get Bar Quote', '/contact')).toBe(true);
    expect(hasLink(body, 'Get Bar Quote', GALLERY)).toBe(false);
    expect(hasLink(body, 'Get Legs Quote', '/contact')).toBe(false);
  });

  it('links between furniture pages all resolve', async () => {
    const own = new Set(pages.map((p) => p.path));
    for (const c of cases) {
      const body = main(await html(c.path));
      for (const [, href] of body.matchAll(/href="(\/services\/furniture[^"#?]*)"/g))
        expect(own.has(href), `${c.path} → ${href}`).toBe(true);
    }
  });
});
