import { beforeAll, describe, expect, it } from 'vitest';
import { isHeroSlot, storedResolver } from '../../tests/support/site';
import { withProjectListings } from '../../tests/support/projects';
import { registry } from '../../blocks';
import { placeholderResolver } from '../../engine/context';
import type { AnyPage } from '../../engine/registry';
import { createSite } from '../../engine/server/site';
import { contactDefaults } from '../company';
import notFound from '../system/not-found.page';
import landing from './engineering-services.page';
import laser from './engineering-services/cnc-laser-cutting.page';
import powder from './engineering-services/powder-coating.page';
import steel from './engineering-services/steel-fabrication.page';
import interiors from './services/interiors.page';

/**
 * The interior design and engineering pages as the server renders them: key
 * texts, figures and links the requirements give, and their head.
 * Only these pages are loaded, so other pages being edited cannot break this.
 */
const parse = (page: unknown) => registry.pageSchema.parse(page) as AnyPage;
let get: (path: string) => Promise<{ status: number; html: string }>;
/** The same pages once their hero images are uploaded (a hero rotates only through slides with media). */
let getWithHeroes: typeof get;

const build = (media: typeof placeholderResolver) => {
  const site = createSite({
    registry,
    // Their project listings filled from the project files, as the live site fills them.
    pages: withProjectListings([landing, laser, powder, steel, interiors].map(parse)),
    notFound: parse(notFound),
    shell: { header: [], footer: [] },
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => ({ path, contact: contactDefaults }),
    siteName: (site) => site.contact.companyName,
    media,
    contentVersion: () => '1',
  });
  return async (path: string) => {
    const res = await site.app.request(`https://example.test${path}`);
    return { status: res.status, html: await res.text() };
  };
};

beforeAll(() => {
  get = build(placeholderResolver);
  getWithHeroes = build(storedResolver(isHeroSlot));
});

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
/** Visible text of <main>, tags stripped and whitespace collapsed. */
const mainText = (html: string) =>
  decode(
    (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
/** Every link in <main> as "label -> href". */
const links = (html: string) =>
  [...(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '').matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href, inner]) =>
      `${decode(inner.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()} -> ${decode(href)}`,
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, j]) => JSON.parse(j));
/** Props of the hero island, as the client hydrates it. */
const heroProps = (html: string) => {
  const key = html.match(/data-island="hero-carousel" id="([^"]+)"/)?.[1];
  const json = html.match(new RegExp(`<script type="application/json" data-for="${key}">([\\s\\S]*?)</script>`))?.[1];
  return JSON.parse(json ?? 'null').props;
};
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

async function page(path: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(count(res.html, /<h1[\s>]/g)).toBe(1);
  return { html: res.html, text: mainText(res.html), links: links(res.html) };
}

function expectEngineeringHead(html: string, path: string, title: string) {
  expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')} | Savannah Build &amp; Interiors</title>`);
  expect(html).toContain(`<link rel="canonical" href="https://example.test${path}">`);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
  expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
  // With no file uploaded yet the social image resolves to the placeholder; the slot itself is checked below.
  expect(html).toMatch(/<meta property="og:image" content="https:\/\/example\.test\/uploads\/[^"]+\.jpg">/);
  const service = jsonLd(html).find((d) => d['@type'] === 'Service');
  expect(service).toMatchObject({ '@context': 'https://schema.org', serviceType: 'Engineering Services' });
}

describe('engineering metadata', () => {
  it('each page is canonical on its own path with its own hero image as social image', () => {
    for (const p of [landing, laser, powder, steel]) {
      const slug = p.path === '/engineering-services' ? 'main' : p.path.split('/').pop();
      expect(p.meta.canonical).toBe(p.path);
      expect(p.meta.socialImage).toBe(`/uploads/engineering/${slug}/hero/engineering-${slug}-hero-image-1.jpg`);
    }
  });
});

describe('/engineering-services', () => {
  it('has a hero, three capability cards linking to the sub-pages and four Why Choose points', async () => {
    const p = await page('/engineering-services');
    expectEngineeringHead(
      p.html,
      '/engineering-services',
      'Engineering Services: Laser Cutting, Powder Coating & Steel Fabrication',
    );
    expect(p.links).toEqual(
      expect.arrayContaining([
        'Learn More about CNC Laser Cutting -> /engineering-services/cnc-laser-cutting',
        'Learn More about Metal Powder Coating -> /engineering-services/powder-coating',
        'Learn More about Steel Fabrication -> /engineering-services/steel-fabrication',
        'Request Quote -> /contact',
      ]),
    );
    for (const t of ['Advanced Technology', 'Expert Team', 'Quality Standards', 'Custom Solutions'])
      expect(p.text).toContain(t);
  });
});

describe('/engineering-services/cnc-laser-cutting', () => {
  it('shows the seed figures: 12kW tile, thickness table, technical specs', async () => {
    const p = await page('/engineering-services/cnc-laser-cutting');
    expectEngineeringHead(p.html, '/engineering-services/cnc-laser-cutting', 'CNC Laser Cutting Services in Nairobi');
    expect(p.text).toContain('12kW Fibre laser cutting power');
    expect(count(p.html, /class="media-showcase__tile/g)).toBe(5);
    for (const row of ['Stainless Steel 25mm', 'Mild Steel 30mm', 'Aluminum Alloys 20mm', 'Copper and Brass 15mm'])
      expect(p.text).toContain(row);
    for (const row of [
      'Laser power 12kW',
      'Positioning accuracy ±0.05mm',
      'Cutting area 3000mm x 1500mm',
      'Cutting speed Up to 100m/min',
      'Beam quality M² below 1.05',
      'File formats DXF, DWG, AI',
    ])
      expect(p.text).toContain(row);
    expect(p.html).toContain('<th scope="row">Mild Steel</th>');
    expect(count(p.html, /class="process-steps__step"/g)).toBe(4);
    expect(p.text).toContain('Applications');
  });

  it('links: back to Engineering Services, Request Quote, Contact Us Today, All Services', async () => {
    const p = await page('/engineering-services/cnc-laser-cutting');
    expect(p.links[0]).toBe('Back to Engineering Services -> /engineering-services');
    expect(p.links).toEqual(
      expect.arrayContaining([
        'Request Quote -> /contact',
        'Contact Us Today -> /contact',
        'All Services -> /engineering-services',
      ]),
    );
  });
});

describe('/engineering-services/powder-coating', () => {
  it('has the breadcrumb Home / Engineering Services / Metal Powder Coating', async () => {
    const p = await page('/engineering-services/powder-coating');
    expectEngineeringHead(p.html, '/engineering-services/powder-coating', 'Metal Powder Coating in Nairobi');
    const nav = p.html.match(/<nav class="breadcrumb" aria-label="Breadcrumb">[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(links(`<main>${nav}</main>`)).toEqual(['Home -> /', 'Engineering Services -> /engineering-services']);
    expect(nav).toMatch(/aria-current="page">Metal Powder Coating</);
  });

  it('shows the 5+ years tile, the coating figures, finishes and colours, and Get Quote Today', async () => {
    const p = await page('/engineering-services/powder-coating');
    expect(p.text).toContain('5+ years Of powder coating experience');
    expect(count(p.html, /class="media-showcase__tile/g)).toBe(5);
    for (const row of [
      'Coating thickness 25-100 microns',
      'Curing temperature 160-220°C',
      'Finishes Matte, Satin, Gloss, Textured, Metallic',
      'Colours RAL, Pantone, custom',
    ])
      expect(p.text).toContain(row);
    expect(count(p.html, /class="feature-list__icon"/g)).toBeGreaterThanOrEqual(4);
    expect(count(p.html, /class="process-steps__step"/g)).toBeGreaterThanOrEqual(3);
    expect(p.text).toContain('Applications');
    expect(p.links).toContain('Get Quote Today -> /contact');
  });
});

describe('/engineering-services/steel-fabrication', () => {
  it('has a 3-image hero rotating every 5 s with previous/next arrows and clickable dots', async () => {
    const p = await page('/engineering-services/steel-fabrication');
    expectEngineeringHead(p.html, '/engineering-services/steel-fabrication', 'Steel Fabrication & Welding in Nairobi');
    const hero = heroProps(p.html);
    expect(hero.slides).toHaveLength(3);
    expect(hero).toMatchObject({ intervalMs: 5000, arrows: true, dots: 'clickable' });
    const uploaded = (await getWithHeroes('/engineering-services/steel-fabrication')).html;
    expect(uploaded).toContain('aria-label="Previous slide"');
    expect(uploaded).toContain('aria-label="Next slide"');
    expect(count(uploaded, /aria-label="Show slide \d of 3"/g)).toBe(3);
    expect(uploaded).toMatch(/aria-label="Pause slideshow"/);
    // No file uploaded yet: a labelled decorative panel, not the placeholder image under the title.
    expect(p.html).toContain(
      '<div class="media-fill media-missing" role="img" aria-label="Welders joining a portal frame rafter in our Nairobi workshop">',
    );
  });

  it('describes its sharing picture with the alt text the page gives the photo', async () => {
    // A page file's photo has no alt text of its own in the media records: the hero slide's is used.
    const uploaded = (await getWithHeroes('/engineering-services/cnc-laser-cutting')).html;
    expect(uploaded).toContain(
      '<meta property="og:image:alt" content="A 12kW fibre laser cutting a stainless steel sheet">',
    );
    expect(uploaded).toMatch(/<meta property="og:site_name" content="Savannah Build &amp; Interiors">/);
  });

  it('shows the workshop figures, steel grades, 6 steps and 3 recent projects', async () => {
    const p = await page('/engineering-services/steel-fabrication');
    for (const t of [
      '25+',
      '2000m²',
      '15 ton',
      'Overhead crane',
      '12m',
      'Maximum steel length',
      'AWS D1.1',
      'ISO 3834',
    ])
      expect(p.text).toContain(t);
    for (const g of ['S275', 'S355', 'S420', 'S460']) expect(p.html).toContain(`<th scope="row">${g}</th>`);
    for (const g of ['304', '316', '321', '430']) expect(p.html).toContain(`<th scope="row">${g}</th>`);
    expect(count(p.html, /class="process-steps__step"/g)).toBe(6);
    expect(count(p.html, /<article class="recent-projects__card"/g)).toBe(3);
    expect(count(p.html, /class="recent-projects__specs"/g)).toBe(3);
    expect(p.links).toContain('Request Quote -> /contact');
  });
});

describe('/services/interiors', () => {
  it('has the main metadata variant, a 2-video hero on 10 s with clickable dots, and its two buttons', async () => {
    const p = await page('/services/interiors');
    expect(p.html).toContain(
      '<title>Interior Design &amp; Build Services in Nairobi | Savannah Build &amp; Interiors</title>',
    );
    expect(jsonLd(p.html).find((d) => d['@type'] === 'Service')).toMatchObject({ serviceType: 'Interior Design' });
    const hero = heroProps(p.html);
    expect(hero.slides.map((s: { media: string }) => s.media.endsWith('.mp4'))).toEqual([true, true]);
    expect(hero).toMatchObject({ intervalMs: 10000, dots: 'clickable' });
    expect(p.links).toEqual(
      expect.arrayContaining([
        'Schedule Consultation -> /contact',
        'View Portfolio -> /gallery?category=Interior%20Designs',
      ]),
    );
  });

  it('has three Design & Build cards rotating every 4 s with Learn More to /contact, 4 steps and 8 recent projects', async () => {
    const p = await page('/services/interiors');
    for (const t of ['Residential', 'Commercial', '3D Visualization & Planning']) {
      expect(p.links).toContain(`Learn More about ${t} -> /contact`);
    }
    const cards = JSON.parse(
      p.html.match(
        /data-island="card-grid"[\s\S]*?<script type="application\/json" data-for="[^"]+">([\s\S]*?)<\/script>/,
      )?.[1] ?? 'null',
    );
    expect(cards.props.rotateMs).toBe(4000);
    expect(
      cards.props.cards.every(
        (c: { media: string[]; features: string[] }) => c.media.length === 3 && c.features.length > 0,
      ),
    ).toBe(true);
    const steps = [...p.html.matchAll(/<h3 class="process-steps__title">[\s\S]*?<\/span>([^<]+)<\/h3>/g)].map(([, t]) =>
      decode(t),
    );
    expect(steps).toEqual(['Consultation', 'Design & Planning', 'Construction', 'Completion']);
    expect(count(p.html, /class="portfolio-grid__tile"/g)).toBe(8);
  });
});
