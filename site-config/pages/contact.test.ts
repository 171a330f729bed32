import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactDetailsData } from '../../contracts/contact-details';
import { registry } from '../../blocks';
import { placeholderResolver } from '../../engine/context';
import type { AnyPage } from '../../engine/registry';
import { createSite } from '../../engine/server/site';
import { contactDefaults } from '../company';
import notFound from '../system/not-found.page';
import contact from './contact.page';
import galleryPage from './gallery.page';

/**
 * /contact and /gallery as the server renders them:
 * key texts, the form, the stored contact details, and ?category= on the
 * gallery (with the HTML cache on, so each query gets its own entry).
 */
const parse = (page: unknown) => registry.pageSchema.parse(page) as AnyPage;
let stored: ContactDetailsData = contactDefaults;
let version = 1;
let get: (path: string) => Promise<{ status: number; html: string }>;

beforeAll(() => {
  const site = createSite({
    registry,
    pages: [contact, galleryPage].map(parse),
    notFound: parse(notFound),
    shell: { header: [], footer: [] },
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => ({ path, contact: stored }),
    siteName: (site) => site.contact.companyName,
    media: placeholderResolver,
    contentVersion: () => String(version),
    cache: true,
  });
  get = async (path) => {
    const res = await site.app.request(`https://example.test${path}`);
    return { status: res.status, html: await res.text() };
  };
});

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const mainHtml = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
const mainText = (html: string) =>
  decode(
    mainHtml(html)
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, j]) => JSON.parse(j));

async function page(path: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(count(res.html, /<h1[\s>]/g)).toBe(1);
  return { html: res.html, text: mainText(res.html) };
}

describe('/contact', () => {
  it('has the quote title, the Contact Us hero and LocalBusiness data', async () => {
    const p = await page('/contact');
    expect(p.html).toContain(
      '<title>Contact Us - Get a Free Construction Quote | Savannah Build &amp; Interiors</title>',
    );
    expect(p.html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
    expect(p.html).toContain('<link rel="canonical" href="https://example.test/contact">');
    expect(jsonLd(p.html).find((d) => d['@type'] === 'LocalBusiness')).toMatchObject({
      name: 'Savannah Build & Interiors',
    });
  });

  it("shows 'Get In Touch' with the stored contact facts and business hours", async () => {
    const p = await page('/contact');
    for (const t of [
      'Get In Touch',
      'Contact Information',
      'Savannah Engineering Yard, Enterprise Road',
      '+254722000123',
      'info@savannahbuild.co.ke',
      'Monday - Friday 8:00 AM - 6:00 PM',
      'Saturday 9:00 AM - 4:00 PM',
      'Sunday Closed',
      'Send Us a Message',
      'Email us at: info@savannahbuild.co.ke',
    ])
      expect(p.text).toContain(t);
    // Seed: no social URL is configured, so no follow-us links.
    expect(p.text).not.toContain('Follow Us');
  });

  it('renders a working form: every field named, enabled, labelled, and a submit button', async () => {
    const p = await page('/contact');
    const form = p.html.match(/<form[\s\S]*?<\/form>/)?.[0] ?? '';
    for (const name of [
      'name',
      'email',
      'phone',
      'company',
      'serviceInterest',
      'budgetRange',
      'preferredContactMethod',
      'projectTimeline',
      'message',
    ]) {
      const control = form.match(new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`))?.[0];
      expect(control, name).toBeDefined();
      expect(control).not.toMatch(/\sdisabled/);
      const id = control?.match(/id="([^"]+)"/)?.[1];
      expect(form).toContain(`for="${id}"`);
    }
    expect(form).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/);
    for (const [v, l] of [
      ['container', 'Prefab Units'],
      ['interior', 'Interior Design'],
      ['furniture', 'Executive Furniture'],
      ['engineering', 'Engineering Services'],
      ['consultation', 'General Consultation'],
    ])
      expect(form).toContain(`<option value="${v}">${l}</option>`);
    expect(p.html).toContain('data-island="contact-form"');
  });

  it('shows the video carousel cards, loading no video on a fresh install', async () => {
    const p = await page('/contact');
    for (const t of ['Executive Furniture', 'Interior Design', 'Prefab Units'])
      expect(p.html).toMatch(new RegExp(`<h3[^>]*class="video-carousel__title"[^>]*>${t}</h3>`));
    expect(p.html).not.toContain('<video');
  });

  it('follows the contact details that admin Settings stores', async () => {
    stored = {
      ...contactDefaults,
      email: 'quotes@savannahbuild.co.ke',
      linkedinUrl: 'https://www.linkedin.com/company/savannahbuild',
    };
    version++;
    try {
      const p = await page('/contact');
      expect(p.text).toContain('Email us at: quotes@savannahbuild.co.ke');
      expect(p.text).toContain('Follow Us');
      expect(p.html).toContain('href="https://www.linkedin.com/company/savannahbuild"');
    } finally {
      stored = contactDefaults;
      version++;
    }
  });
});

describe('/gallery', () => {
  const tiles = (html: string) => count(html, /<li class="gallery__item">/g);

  it('has the Project Gallery hero, the tab switch, 20 of 100 prefab images and the project videos', async () => {
    const p = await page('/gallery');
    expect(p.html).toContain('<title>Project Gallery | Savannah Build &amp; Interiors</title>');
    expect(p.html).toMatch(/<h1[^>]*>Project Gallery<\/h1>/);
    // The specification's tab labels, the toggle's state as aria-pressed.
    expect(p.html).toMatch(
      /<button[^>]*aria-pressed="true"[^>]*>Product Images(<!-- -->)? <span[^>]*>\(Hide\)<\/span>/,
    );
    expect(p.html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>PDF Catalogs(<!-- -->)? <span[^>]*>\(Show\)<\/span>/);
    for (const t of [
      '20 items displayed',
      'Showing 20/100 - Click for More',
      'Project Videos',
      'Site Office, Athi River',
    ])
      expect(p.text).toContain(t);
    expect(p.text).toContain('ready for deployment in 48 hours');
    expect(tiles(p.html)).toBe(20);
    expect(p.html).toContain(
      '/uploads/Gallery/product-images/prefab-units/gallery-product-images-prefab-units-image-1.jpg',
    );
    expect(count(p.html, /class="video-carousel__card/g)).toBe(3);
  });

  it.each([
    ['Prefab%20Units', 'Prefab Units', 'Site Office, Athi River'],
    ['Interior%20Designs', 'Interior Design', 'Executive Office, Westlands'],
    ['Executive%20Furniture', 'Executive Furniture', 'Executive Desk in Walnut'],
  ])('?category=%s renders %s first', async (q, label, firstTitle) => {
    const p = await page(`/gallery?category=${q}`);
    expect(p.html).toMatch(new RegExp(`<h3 class="gallery__cat-title">${label}</h3>`));
    expect(p.html).toMatch(new RegExp(`aria-pressed="true"[^>]*>${label}</button>`));
    expect(p.text).toContain(firstTitle);
    expect(tiles(p.html)).toBe(20);
    expect(p.html).toContain('<link rel="canonical" href="https://example.test/gallery">');
  });

  it('an unknown or hostile category falls back to Prefab Units, escaped', async () => {
    const p = await page('/gallery?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(p.html).toMatch(/<h3 class="gallery__cat-title">Prefab Units<\/h3>/);
    expect(p.html).not.toContain('<script>alert(1)</script>');
  });

  it('the cached page for one category is never served for another', async () => {
    await page('/gallery');
    const furniture = await page('/gallery?category=Executive%20Furniture');
    const plain = await page('/gallery');
    expect(furniture.html).toMatch(/<h3 class="gallery__cat-title">Executive Furniture<\/h3>/);
    expect(plain.html).toMatch(/<h3 class="gallery__cat-title">Prefab Units<\/h3>/);
  });
});
