import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { pageRegistries } from '../../app/content';
import { contactDefaults } from '../../site-config/company';
import { PAGE_DIRS, SYSTEM_PAGE_DIR, aliasPrefixes } from '../../site-config/routes';
import { shell } from '../../site-config/shell';
import { placeholderResolver } from '../context';
import { loadPagesStrict, parseBlocks } from '../pages';
import { htmlReply, idleRecompressor, makeEntry, pickEncoding } from './html-cache';
import { createSite, type SiteOptions } from './site';

describe('pickEncoding', () => {
  it('prefers brotli and honours q-values', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('htmlReply', () => {
  const html = `<!doctype html><p>${'Container offices in Nairobi. '.repeat(200)}</p>`;

  it('serves brotli or gzip as accepted, both decoding to the page', () => {
    const entry = makeEntry('1', html);
    const r = htmlReply(entry, 200, { acceptEncoding: 'gzip, br' });
    expect(r.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(r.body!).toString()).toBe(html);
    expect(gunzipSync(htmlReply(entry, 200, { acceptEncoding: 'gzip' }).body!).toString()).toBe(html);
    const plain = htmlReply(entry, 200, {});
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(Buffer.from(plain.body!).toString()).toBe(html);
    expect(plain.headers['Content-Length']).toBe(String(Buffer.byteLength(html)));
  });

  it('answers 304 to a matching If-None-Match, and never for a 404', () => {
    const entry = makeEntry('1', html);
    expect(htmlReply(entry, 200, { ifNoneMatch: entry.etag }).status).toBe(304);
    expect(htmlReply(entry, 200, { ifNoneMatch: `"other", ${entry.etag}` }).status).toBe(304);
    expect(htmlReply(entry, 200, { ifNoneMatch: '"other"' }).status).toBe(200);
    expect(htmlReply(entry, 404, { ifNoneMatch: entry.etag }).status).toBe(404);
    expect(makeEntry('2', `${html}!`).etag).not.toBe(entry.etag);
  });
});

describe('the site with its HTML cache on', async () => {
  const pages = await loadPagesStrict(pageRegistries, PAGE_DIRS);
  const [notFound] = await loadPagesStrict(pageRegistries, [SYSTEM_PAGE_DIR]);
  let version = 1;
  let renders = 0;
  const options: SiteOptions = {
    registry,
    pages,
    notFound,
    shell: {
      header: parseBlocks(registry, shell.header, 'shell.header'),
      footer: parseBlocks(registry, shell.footer, 'shell.footer'),
    },
    aliasPrefixes,
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => {
      renders++;
      return { path, contact: { ...contactDefaults, companyName: `Company v${version}` } };
    },
    siteName: (site) => site.contact.companyName,
    media: placeholderResolver,
    contentVersion: () => String(version),
    cache: true,
  };
  const site = createSite(options);
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`https://example.test${path}`, { headers });

  it('renders a page once per content version and serves it compressed', async () => {
    const a = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(a.headers.get('Content-Encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await a.arrayBuffer())).toString();
    expect(html).toContain('Company v1');
    const before = renders;
    const b = await get('/', { 'Accept-Encoding': 'br, gzip' });
    expect(b.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await b.arrayBuffer())).toString()).toBe(html);
    expect(renders).toBe(before);
    const etag = a.headers.get('ETag')!;
    expect((await get('/', { 'If-None-Match': etag })).status).toBe(304);

    version = 2;
    const c = await get('/');
    expect(c.headers.get('Content-Encoding')).toBeNull();
    expect(await c.text()).toContain('Company v2');
    expect(c.headers.get('ETag')).not.toBe(etag);
    expect((await get('/', { 'If-None-Match': etag })).status).toBe(200);
  });

  // Only the parameters a page declares key the cache and reach the render; anything else
  // (utm_source, fbclid, a cache-buster) is the same page, served from the cache.
  it.each([
    ['/?utm_source=a1'],
    ['/?utm_source=a2&fbclid=x'],
    ['/?bust=1&bust=2'],
    ['/?category=interior-designs'],
    ['/?=&&%ff=%00'],
  ])('serves %s from the cached plain page, without rendering', async (path) => {
    const plain = await (await get('/')).text();
    const before = renders;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(plain);
    expect(renders).toBe(before);
  });

  it('unknown parameters never reach the page (nor its site data)', async () => {
    version++;
    const html = await (await get('/gallery?utm_source=newsletter&category=interior-designs&zz=%3Cb%3E')).text();
    expect(html).not.toContain('utm_source');
    expect(html).not.toContain('newsletter');
    expect(html).not.toContain('zz');
    expect(html).toContain('"query":{"category":"interior-designs"}');
  });

  it('keys the gallery on its declared ?category=, in any order with other parameters', async () => {
    version++;
    const plain = await (await get('/gallery')).text();
    const before = renders;
    const interior = await (await get('/gallery?category=interior-designs')).text();
    expect(renders).toBe(before + 1);
    expect(interior).not.toBe(plain);
    expect(interior).toContain('Executive Office, Westlands');
    for (const path of [
      '/gallery?utm_source=x&category=interior-designs',
      '/gallery?category=interior-designs&category=prefab-units',
      '/gallery?fbclid=1&category=interior-designs&gclid=2',
    ]) {
      expect(await (await get(path)).text()).toBe(interior);
    }
    expect(await (await get('/gallery?utm_campaign=spring')).text()).toBe(plain);
    expect(renders).toBe(before + 1);
  });

  it('keeps the 404 status and the no-cache header on cached pages', async () => {
    const r = await get('/no-such-page', { 'Accept-Encoding': 'gzip' });
    expect(r.status).toBe(404);
    expect(r.headers.get('Content-Encoding')).toBe('gzip');
    expect(r.headers.get('Cache-Control')).toBe('no-cache');
    expect(r.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it("recompresses a cached page with brotli's best once idle: smaller, same page, same ETag", async () => {
    const idle = createSite({ ...options, recompressIdleMs: 1 });
    const br = { 'Accept-Encoding': 'br' };
    const first = await idle.app.request('https://example.test/gallery', { headers: br });
    const firstBody = Buffer.from(await first.arrayBuffer());
    await idle.recompressed();
    const later = await idle.app.request('https://example.test/gallery', { headers: br });
    const laterBody = Buffer.from(await later.arrayBuffer());
    expect(laterBody.length).toBeLessThan(firstBody.length);
    expect(brotliDecompressSync(laterBody).toString()).toBe(brotliDecompressSync(firstBody).toString());
    expect(later.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(later.headers.get('Content-Length')).toBe(String(laterBody.length));
  });
});

describe('idleRecompressor', () => {
  const html = `<!doctype html>${Array.from({ length: 400 }, (_, i) => `<li><a href="/p/${i}">Item ${i * 7919}</a></li>`).join('')}`;

  it('leaves an entry the cache no longer serves as it was', async () => {
    const entry = makeEntry('1', html);
    const before = entry.br;
    const r = idleRecompressor(1);
    r.schedule('/a', entry, () => false);
    await r.drained();
    expect(entry.br).toBe(before);
  });

  it('waits while pages are being asked for', async () => {
    const entry = makeEntry('1', html);
    const before = entry.br;
    const r = idleRecompressor(60_000);
    r.touch();
    r.schedule('/a', entry, () => true);
    // Nothing is recompressed within the idle time: the queue is not drained yet.
    let done = false;
    void r.drained().then(() => {
      done = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect(entry.br).toBe(before);
  });

  it("keeps one entry per key: a newer one takes the older one's place", async () => {
    const older = makeEntry('1', html);
    const newer = makeEntry('2', `${html}<p>changed</p>`);
    const olderBr = older.br;
    const r = idleRecompressor(1);
    r.schedule('/a', older, () => true);
    r.schedule('/a', newer, () => true);
    await r.drained();
    expect(older.br).toBe(olderBr);
    expect(brotliDecompressSync(newer.br).toString()).toBe(newer.raw.toString());
    expect(newer.br.length).toBeLessThan(makeEntry('2', newer.raw.toString()).br.length);
  });
});
