import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { pageRegistries } from '../../../app/content';
import { isHeroSlot, storedResolver } from '../../../tests/support/site';
import { withProjectListings } from '../../../tests/support/projects';
import { loadPages, parseBlocks } from '../../../engine/pages';
import { createSite } from '../../../engine/server/site';
import { contactDefaults } from '../../company';
import { PAGE_DIRS, SYSTEM_PAGE_DIR, aliasPrefixes } from '../../routes';
import { shell } from '../../shell';

/**
 * Every prefab page, rendered on the server with placeholder media (but stored
 * hero videos, since a hero only rotates through slides with media): the seed's
 * exact labels, claims and links are in the HTML, and the /services/prefab-units
 * aliases render the same page with the canonical link on /services/containers.
 * Only the prefab pages (and home, for breadcrumbs) are loaded, so other pages
 * being edited elsewhere cannot break this test.
 */
const ROOT = '/services/containers';
const GALLERY = 'href="/gallery?category=Prefab%20Units"';
const CONTACT = 'href="/contact"';

const expected: Record<
  string,
  { texts: string[]; hrefs?: string[]; galleryImages: number; dots?: 'clickable' | 'static' }
> = {
  '': {
    texts: ['Get Your Quote', 'View Portfolio', 'Learn More', 'Deployment in 2 days'],
    hrefs: [`${ROOT}/commercial`, `${ROOT}/public`, `${ROOT}/residential`],
    galleryImages: 6,
  },
  '/commercial': {
    texts: [
      'Get Commercial Quote',
      'Prefab Unit Advantage',
      'Camp Solutions',
      'Shopping Centres',
      'Offices',
      'Boardrooms',
      'deployment in 2 days',
      'Why Choose Commercial Containers',
      'Fast deployment',
      'Cost-effective versus traditional construction',
      'Customizable interiors',
      'Relocatable and scalable',
      'Professional appearance',
      'Meets commercial building codes',
      'Start Your Project',
      'View Portfolio',
    ],
    hrefs: [
      `${ROOT}/commercial/camp-solutions`,
      `${ROOT}/commercial/shopping-centres`,
      `${ROOT}/commercial/offices`,
      `${ROOT}/commercial/boardrooms`,
    ],
    galleryImages: 6,
  },
  '/commercial/camp-solutions': {
    texts: [
      'Camp Solutions &amp; Remote Facilities',
      'Get Camp Quote',
      'Worker Accommodation',
      'Management Offices',
      'Dining &amp; Recreation',
      'Recent Camp Projects',
    ],
    galleryImages: 8,
    dots: 'clickable',
  },
  '/commercial/shopping-centres': {
    texts: ['Get Shopping Centre Quote', 'Pop-up Retail Villages', 'Food Courts', 'Market Halls', 'Start Your Project'],
    galleryImages: 8,
    dots: 'static',
  },
  '/commercial/offices': {
    texts: [
      'Get Office Quote',
      'Corporate Headquarters',
      'Co-working Spaces',
      'Remote Site Offices',
      'Modern Office Features',
      'Climate Control',
      'Tech Infrastructure',
      'Smart Systems',
      'Collaboration Spaces',
    ],
    galleryImages: 8,
    dots: 'clickable',
  },
  '/commercial/boardrooms': {
    texts: ['Get Boardroom Quote', 'Design Layout', 'Technology Integration', 'Installation &amp; Setup'],
    galleryImages: 8,
    dots: 'clickable',
  },
  '/public': {
    texts: [
      'Get Public Sector Quote',
      'Rapid Response Advantage',
      'Classrooms',
      'Clinics',
      'Library',
      'Public Sector Advantages',
      'Emergency deployment',
      'Budget-friendly',
      'Government accessibility standards',
      'Temporary or permanent installation',
      'Sustainable',
      'Public safety compliance',
    ],
    hrefs: [`${ROOT}/public/classrooms`, `${ROOT}/public/clinics`, `${ROOT}/public/library`],
    galleryImages: 6,
  },
  '/public/classrooms': {
    texts: [
      'Get Classroom Quote',
      'Container Design and Layout',
      'Pre-installed Learning Technology',
      'Rapid Deployment and Setup',
      'flexible seating for 20-30 students',
      'Kenya',
      'Get Your Quote',
      'View More Projects',
      'portfolio-grid__caption',
    ],
    galleryImages: 8,
    dots: 'clickable',
  },
  '/public/clinics': {
    texts: [
      'Get Clinic Quote',
      'Container Design &amp; Planning',
      'Pre-Installed Medical Systems',
      'Rapid Deployment &amp; Setup',
      'weeks, not months',
      'View Project',
    ],
    galleryImages: 8,
    dots: 'clickable',
  },
  '/public/library': {
    texts: [
      'Get Prefab Library Quote',
      'View Library Gallery',
      'Container Design and Layout',
      'Pre-installed Digital Systems',
      'Rapid Deployment and Setup',
      'Start Your Project',
    ],
    galleryImages: 8,
    dots: 'static',
  },
  '/residential': {
    texts: [
      'Get Residential Quote',
      'Mobile Living Revolution',
      'Tiny Homes',
      'Guest Houses',
      'Studio Apartments',
      'Why Choose Prefab Homes',
      'Start Your Project',
    ],
    galleryImages: 6,
  },
  '/residential/homes': {
    texts: [
      'Get Prefab Home Quote',
      'View Home Gallery',
      'Modern Container Homes',
      'Tiny House Solutions',
      'Luxury Prefab Villas',
    ],
    galleryImages: 8,
    dots: 'static',
  },
  '/residential/gazebos': {
    texts: [
      'Get Prefab Gazebo Quote',
      'View Gazebo Gallery',
      'Garden Gazebos',
      'Pool Pavilions',
      'Event Pavilions',
      'portfolio-grid__caption',
    ],
    galleryImages: 8,
    dots: 'static',
  },
  '/residential/cottages': {
    texts: [
      'Prefab Cottage Container Solutions',
      'Rural Living',
      'Nature Retreats',
      'Remote Locations',
      'Rustic Cottages',
      'Modern Cabin Cottages',
      'Lakeside Retreats',
      'Get Prefab Cottage Quote',
      'View Cottage Gallery',
      'Start Your Project',
    ],
    galleryImages: 8,
  },
};

let site: ReturnType<typeof createSite>;
const get = async (path: string) => {
  const res = await site.app.request(`https://example.test${path}`);
  return { status: res.status, html: await res.text() };
};
const count = (html: string, needle: string) => html.split(needle).length - 1;
/** The page's own content, without the shell (whose menu repeats many of these labels). */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

beforeAll(async () => {
  const { pages, problems } = await loadPages(pageRegistries, PAGE_DIRS);
  const mine = (file: string) => file.includes('services/containers');
  expect(problems.filter(mine)).toEqual([]);
  const prefabPages = pages.filter((p) => p.path === '/' || p.path === ROOT || p.path.startsWith(`${ROOT}/`));
  const { pages: system } = await loadPages(pageRegistries, [SYSTEM_PAGE_DIR]);
  site = createSite({
    registry,
    // Their project listings filled from the project files, as the live site fills them.
    pages: withProjectListings(prefabPages),
    notFound: system.find((p) => p.meta.noindex)!,
    shell: {
      header: parseBlocks(registry, shell.header, 'header'),
      footer: parseBlocks(registry, shell.footer, 'footer'),
    },
    aliasPrefixes,
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => ({ path, contact: contactDefaults }),
    siteName: (site) => site.contact.companyName,
    media: storedResolver(isHeroSlot),
    contentVersion: () => '1',
    cache: false,
  });
});

describe('prefab pages', () => {
  it('has a page file for every route of the site', () => {
    const paths = site.routes.pages.map((p) => p.path);
    for (const sub of Object.keys(expected)) expect(paths).toContain(ROOT + sub);
  });

  for (const [sub, want] of Object.entries(expected)) {
    const path = ROOT + sub;
    describe(path, () => {
      it('renders the seed labels, claims and links', async () => {
        const { status, html: full } = await get(path);
        expect(status).toBe(200);
        const html = main(full);
        for (const text of want.texts) expect(html, text).toContain(text);
        for (const href of want.hrefs ?? []) expect(html, href).toContain(`href="${href}"`);
        expect(html).toContain(CONTACT);
        expect(html).toContain(GALLERY);
        expect(count(full, '<h1')).toBe(1);
      });

      it('has a 70%-height hero of two videos and the right gallery size', async () => {
        const { html } = await get(path);
        expect(html).toContain('hero-carousel--tall');
        expect(count(html, 'aria-roledescription="slide"')).toBe(2);
        expect(count(html, 'portfolio-grid__tile')).toBe(want.galleryImages);
        if (want.dots === 'clickable') expect(count(html, 'aria-label="Show slide')).toBe(2);
        if (want.dots === 'static') expect(html).not.toContain('aria-label="Show slide');
      });

      it('sets title, description, keywords and Service JSON-LD', async () => {
        const page = site.routes.byPath(path)!;
        expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
        expect(page.meta.keywords.length).toBeGreaterThan(0);
        expect(page.meta.structuredData.some((d) => d['@type'] === 'Service')).toBe(true);
        if (sub.split('/').length > 2)
          expect(page.meta).toMatchObject({ serviceType: 'Prefab Units', serviceName: expect.any(String) });
        const { html } = await get(path);
        expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
        expect(html).toContain('"@type":"Service"');
      });

      it(`is also served at /services/prefab-units${sub} with the canonical link on ${path}`, async () => {
        const alias = await get(`/services/prefab-units${sub}`);
        expect(alias.status).toBe(200);
        expect(alias.html).toContain(`<link rel="canonical" href="https://example.test${path}"`);
        for (const text of want.texts.slice(0, 3)) expect(main(alias.html)).toContain(text);
      });
    });
  }

  it('classroom metadata names Prefab Classroom Solutions', () => {
    expect(site.routes.byPath(`${ROOT}/public/classrooms`)!.meta).toMatchObject({
      serviceName: 'Prefab Classroom Solutions',
      serviceType: 'Prefab Units',
    });
  });

  it('boardroom cards carry video slots as well as images', () => {
    const grid = site.routes.byPath(`${ROOT}/commercial/boardrooms`)!.blocks.find((b) => b.type === 'card-grid')!;
    const media = (grid.props as { cards: { media: string[] }[] }).cards.flatMap((c) => c.media);
    expect(media.some((m) => m.endsWith('.mp4'))).toBe(true);
    expect(media.some((m) => m.endsWith('.jpg'))).toBe(true);
  });

  it('uses only local /uploads media, never a third-party host or a hard-coded ?v=', async () => {
    for (const sub of Object.keys(expected)) {
      const { html } = await get(ROOT + sub);
      const srcs = [...html.matchAll(/\s(?:src|poster|srcset)="([^"]+)"/g)].map((m) => m[1]);
      for (const src of srcs) expect(src, src).toMatch(/^\/(uploads|assets)\//);
    }
  });
});
