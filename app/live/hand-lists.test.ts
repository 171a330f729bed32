import { describe, expect, it } from 'vitest';
import handLists from '../../tests/__fixtures__/hand-lists/listing-blocks.json';
import { projectFiles } from '../../site-config/projects';
import type { AnyPage } from '../../engine/registry';
import { testSiteContent } from '../../tests/support/content';
import { renderWithProjects } from '../../tests/support/projects';
import { storedResolver } from '../../tests/support/site';

/**
 * Issue #47: the hand lists of the page files became project files, and
 * their blocks ask the collection. The live site must read the same: every
 * route whose list moved is rendered as it was (the old hand lists, kept in
 * tests/__fixtures__/hand-lists, put back into the pages) and as it is now
 * (the listings filled from the project files), and the visible words are
 * compared.
 */
type Fixture = Record<string, { index: number; type: string; props: unknown }[]>;
const fixture = handLists as Fixture;

/** The site's pages with the old hand lists in place of the listings that follow the collection. */
function withHandLists(pages: readonly AnyPage[]): AnyPage[] {
  return pages.map((page) => {
    const blocks = fixture[page.path];
    if (!blocks || page.layout !== 'site') return page;
    const next = page.blocks.map((b, i) => {
      const old = blocks.find((x) => x.index === i);
      if (!old) return b;
      expect(b.type, `${page.path} block ${i}`).toBe(old.type);
      return { ...b, props: old.props };
    });
    return { ...page, blocks: next };
  });
}

/**
 * Where the words cannot stay the same. The steel fabrication case studies'
 * tag said "sector · year": a project has a sector and a place, and its date
 * is a whole day, which nobody knows for these (an invented date would show
 * visitors a wrong one), so the year gives way to the place the title names.
 */
const KNOWN_DIFFERENCES: Record<string, [before: string, after: string][]> = {
  '/engineering-services/steel-fabrication': [
    ['Industrial · 2024', 'Industrial · Athi River'],
    ['Food processing · 2023', 'Food processing · Thika'],
    ['Commercial · 2023', 'Commercial · Westlands'],
  ],
};

describe('the hand lists brought into the projects collection', async () => {
  const content = await testSiteContent();
  // Every slot as uploaded, so each picture's address is in the HTML.
  const uploaded = storedResolver(() => true);
  const before = await renderWithProjects([], withHandLists(content.pages), uploaded);
  const after = await renderWithProjects(projectFiles, undefined, uploaded);
  const routes = Object.keys(fixture);

  it('every listing that moved asks the collection now', () => {
    for (const path of routes) {
      const page = content.pages.find((p) => p.path === path)!;
      for (const { index } of fixture[path])
        expect(JSON.stringify(page.blocks[index].props), path).toContain('"source"');
    }
  });

  it.each(routes)('%s reads the same', async (path) => {
    const old = await before.get(path);
    const now = await after.get(path);
    expect(old.status).toBe(200);
    expect(now.status).toBe(200);
    let expected = old.text;
    for (const [was, is] of KNOWN_DIFFERENCES[path] ?? []) {
      expect(expected, `${path} showed "${was}"`).toContain(was);
      expected = expected.replace(was, is);
    }
    expect(now.text).toBe(expected);
    // The pictures too: the same slots with the same alt texts, in the same order.
    const pictures = (html: string) =>
      [...html.matchAll(/<img [^>]*alt="([^"]*)"[^>]*>/g)].map(
        (m) => m[0].match(/(src|data-slot)="[^"]*"/)?.[0] + m[1],
      );
    expect(pictures(now.html)).toEqual(pictures(old.html));
    // Not two empty pages: each hand list's words and pictures are there.
    for (const { props } of fixture[path]) {
      const words = JSON.stringify(props).match(/"(caption|title)":"[^"]+"/g) ?? [];
      expect(words.length, path).toBeGreaterThan(0);
      for (const w of words)
        expect(now.text).toContain(JSON.parse(`{${w}}`)[w.startsWith('"caption"') ? 'caption' : 'title']);
      for (const slot of JSON.stringify(props).match(/\/uploads\/[^"]+\.jpg/g) ?? []) expect(now.html).toContain(slot);
    }
  });

  it('every project brought in has its page, and the index lists them all', async () => {
    const index = await after.get('/projects');
    for (const f of projectFiles) {
      expect((await after.get(`/projects/${f.slug}`)).status, f.slug).toBe(200);
      expect(index.links, f.slug).toContain(`View Project about ${f.project.title} -> /projects/${f.slug}`);
    }
  });
});
