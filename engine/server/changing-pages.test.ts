import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from '../block';
import { placeholderResolver } from '../context';
import { createRegistry, type AnyPage } from '../registry';
import { createSite } from './site';

/** Pages that change while the server runs (edits published in an admin): the site follows its getter. */
const note = defineBlock({
  type: 'note',
  schema: z.strictObject({ text: z.string() }),
  component: ({ text }) => createElement('p', null, text),
});
const registry = createRegistry([note]);
const page = (path: string, text: string): AnyPage =>
  registry.pageSchema.parse({
    path,
    meta: {
      title: text,
      description: 'A page of the changing-pages test, long enough for a description.',
      keywords: ['k'],
    },
    blocks: [{ type: 'note', props: { text } }],
  }) as AnyPage;
const notFound = { ...page('/404', 'Not here'), meta: { ...page('/404', 'Not here').meta, noindex: true } };

function site(getPages: () => AnyPage[]) {
  const s = createSite({
    registry,
    pages: getPages,
    notFound,
    shell: { header: [], footer: [] },
    aliasPrefixes: [{ from: '/old', to: '/new' }],
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => ({ path, contact: { companyName: 'Test Co' } as never }),
    siteName: (site) => site.contact.companyName,
    media: placeholderResolver,
    // The cache key does not change: only the new page list may drop the cached HTML.
    contentVersion: () => 'same',
    cache: true,
  });
  const get = async (path: string) => {
    const res = await s.app.request(`https://example.test${path}`);
    return { status: res.status, text: await res.text() };
  };
  return Object.assign(s, { get });
}

describe('a site whose pages change while it runs', () => {
  it('serves, maps aliases, lists in the sitemap and drops cached HTML by the current page list', async () => {
    let pages = [page('/new/a', 'First words')];
    const s = site(() => pages);
    expect((await s.get('/old/a')).text).toContain('First words');
    expect((await s.get('/new/b')).status).toBe(404);

    pages = [page('/new/a', 'Second words'), page('/new/b', 'A new page')];
    expect((await s.get('/new/a')).text).toContain('Second words');
    expect((await s.get('/old/a')).text).toContain('Second words');
    expect((await s.get('/old/b')).text).toContain('A new page');
    expect((await s.get('/sitemap.xml')).text).toContain('<loc>https://example.test/new/b</loc>');
    expect(s.routes.match('/old/b')?.canonicalPath).toBe('/new/b');

    pages = [pages[0]];
    expect((await s.get('/new/b')).status).toBe(404);
    expect((await s.get('/sitemap.xml')).text).not.toContain('/new/b');
  });

  it('keeps its tables and cache while the getter answers the same list', async () => {
    const pages = [page('/new/a', 'Stable')];
    let asked = 0;
    const s = site(() => {
      asked++;
      return pages;
    });
    const before = s.routes;
    await s.get('/new/a');
    await s.get('/new/a');
    expect(asked).toBeGreaterThan(2);
    expect(s.routes).toBe(before);
  });
});
