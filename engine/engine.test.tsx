import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageRegistries } from '../app/content';
import { defineBlock } from './block';
import { placeholderResolver } from './context';
import { buildHead } from './head';
import { loadPages } from './pages';
import { createRegistry } from './registry';
import { renderBlock } from './render/ssr';
import { createRouteTable } from './routes';
import { buildTestSite } from '../tests/support/site';
import { contactDefaults } from '../site-config/company';

const site = { path: '/', contact: contactDefaults };

describe('page validation', () => {
  it('reports every problem as file: json.path: rule', async () => {
    const { pages, problems } = await loadPages(pageRegistries, ['engine/__fixtures__/broken']);
    expect(pages).toHaveLength(0);
    const hero = 'engine/__fixtures__/broken/bad-hero.page.ts';
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${hero}: blocks\\[0\\]\\.props\\.slides\\[0\\]\\.media: must be a media slot`),
        ),
        expect.stringMatching(new RegExp(`^${hero}: blocks\\[0\\]\\.props\\.intervalMs: .*1000`)),
        expect.stringMatching(
          new RegExp(
            `^${hero}: blocks\\[1\\]\\.type: unknown block type "no-such-block"; known types: .*hero-carousel`,
          ),
        ),
        `${hero}: blocks[2].props.buttons: Invalid input: expected array, received undefined`,
      ]),
    );
    const meta = 'engine/__fixtures__/broken/bad-meta.page.ts';
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${meta}: path: must be "/" or lower-case kebab segments`)),
        expect.stringMatching(new RegExp(`^${meta}: meta\\.title: `)),
        expect.stringMatching(new RegExp(`^${meta}: meta\\.description: should be at least 50 characters`)),
        expect.stringMatching(new RegExp(`^${meta}: blocks: a page needs at least one block`)),
      ]),
    );
  });

  it('accepts every real page file', async () => {
    const { problems } = await loadPages(pageRegistries, ['site-config/pages', 'site-config/system']);
    expect(problems).toEqual([]);
  });

  it('refuses a block type registered twice and names a bad type', () => {
    const b = defineBlock({ type: 'x', schema: z.object({}), component: () => null });
    expect(() => createRegistry([b, b])).toThrow('registered twice');
    expect(() => defineBlock({ type: 'Bad Type', schema: z.object({}), component: () => null })).toThrow('kebab-case');
  });
});

describe('route table and sitemap', () => {
  it('a new page file is a new route and a sitemap entry, with no other edit', async () => {
    const before = await buildTestSite();
    expect(before.routes.match('/fixtures/about-us')).toBeUndefined();
    const after = await buildTestSite({ extraDirs: ['engine/__fixtures__/extra'] });
    expect(after.routes.match('/fixtures/about-us')?.page.meta.title).toBe('About Us Fixture');
    expect(after.routes.match('/fixtures/about')?.canonicalPath).toBe('/fixtures/about-us');
    const page = await after.get('/fixtures/about-us');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>About Us Fixture | Savannah Build &amp; Interiors</title>');
    const sitemap = await after.get('/sitemap.xml');
    expect(sitemap.html).toContain('<loc>https://example.test/fixtures/about-us</loc>');
    expect(sitemap.html).not.toContain('/fixtures/about<');
  });

  it('serves prefix aliases with the canonical link on the real path', () => {
    const page = {
      path: '/services/containers/public',
      aliases: [],
      layout: 'site',
      auth: 'any',
      meta: { noindex: false },
    } as never;
    const t = createRouteTable([page], [{ from: '/services/prefab-units', to: '/services/containers' }]);
    expect(t.match('/services/prefab-units/public')?.canonicalPath).toBe('/services/containers/public');
    expect(t.sitemapPaths()).toEqual(['/services/containers/public']);
  });

  it('answers unknown paths with a 404 Page Not Found, and robots names the sitemap', async () => {
    const s = await buildTestSite();
    const res = await s.get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.html).toContain('<title>Page Not Found | ');
    expect(res.html).toContain('<meta name="robots" content="noindex">');
    expect(res.html).toMatch(/<h1 class="call-to-action__heading">Page Not Found<\/h1>/);
    expect((await s.get('/robots.txt')).html).toContain('Sitemap: https://example.test/sitemap.xml');
    expect((await s.get('/contact/')).res.headers.get('location')).toBe('/contact');
  });
});

describe('server rendering', () => {
  it('renders the home page complete: content, head, canonical, JSON-LD, islands', async () => {
    const s = await buildTestSite();
    const { status, html } = await s.get('/');
    expect(status).toBe(200);
    expect(html).toContain('Innovative Construction &amp; Interior Solutions');
    expect(html).toContain('<link rel="canonical" href="https://example.test/">');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).toContain('data-island="hero-carousel"');
    expect(html).toContain('id="core-services"');
  });

  it('a block that throws renders nothing and the rest of the page stands', () => {
    const boom = defineBlock({
      type: 'boom',
      schema: z.object({}),
      component: () => {
        throw new Error('kaboom');
      },
    });
    const ok = defineBlock({
      type: 'ok',
      schema: z.object({ text: z.string() }),
      component: ({ text }) => <p>{text}</p>,
    });
    const reg = createRegistry([boom, ok]);
    const errors: unknown[] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      expect(renderBlock(reg, { type: 'boom', props: {} }, 'b0', site, placeholderResolver)).toBe('');
      expect(renderBlock(reg, { type: 'ok', props: { text: 'still here' } }, 'b1', site, placeholderResolver)).toBe(
        '<p>still here</p>',
      );
    } finally {
      console.error = orig;
    }
    expect(errors).toHaveLength(1);
  });

  it('escapes island JSON so content cannot close the script element', () => {
    const ok = defineBlock({
      type: 'ok',
      schema: z.object({ text: z.string() }),
      component: ({ text }) => <p>{text}</p>,
      interactive: true,
    });
    const html = renderBlock(
      createRegistry([ok]),
      { type: 'ok', props: { text: '</script><script>alert(1)</script>' } },
      'b0',
      site,
      placeholderResolver,
    );
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('builds breadcrumbs JSON-LD for nested pages', () => {
    const head = buildHead(
      {
        path: '/a/b',
        aliases: [],
        layout: 'site',
        auth: 'any',
        meta: { title: 'B', description: 'd', keywords: ['k'], structuredData: [], noindex: false },
      } as never,
      {
        siteUrl: 'https://x.test',
        companyName: 'Co',
        canonicalPath: '/a/b',
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'B', path: '/a/b' },
        ],
      },
    );
    expect(head).toContain('"@type":"BreadcrumbList"');
    expect(head).toContain('"item":"https://x.test/a/b"');
  });
});
