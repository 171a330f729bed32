import { describe, expect, it } from 'vitest';
import { loadSiteContent, pageRegistries, siteMediaManifest } from '../app/content';
import { PLACEHOLDER_IMAGE } from '../engine/context';
import { collectMediaRefs } from '../engine/media-kind';
import { loadPages } from '../engine/pages';
import { PAGE_DIRS, SYSTEM_PAGE_DIR } from '../site-config/routes';
import { shell } from '../site-config/shell';
import { home } from '../site-config/media';
import { buildManifest, humanize, siteManifest } from './manifest';

/** The pages as they are now (other pages are still being written, so nothing here is a hard-coded count). */
async function sitePages(extra: string[] = []) {
  const { pages } = await loadPages(pageRegistries, [...PAGE_DIRS, SYSTEM_PAGE_DIR, ...extra]);
  return pages;
}

/** Distinct /uploads slots the pages and the shell reference, counted independently of the manifest. */
function distinctSlots(pages: Awaited<ReturnType<typeof sitePages>>) {
  const all = new Set<string>();
  for (const p of pages) collectMediaRefs([p.blocks, p.meta.socialImage], all);
  collectMediaRefs([shell.header, shell.footer], all);
  all.delete(PLACEHOLDER_IMAGE);
  return all;
}

describe('media manifest', () => {
  it("lists only public pages: the editor's starters do not take their example slots away from their own sections", async () => {
    const content = await loadSiteContent();
    const manifest = siteMediaManifest(content);
    expect(manifest.groups.filter((g) => g.page.startsWith('/admin'))).toEqual([]);
    const showcase = manifest.groups.find((g) => g.folder === 'engineering/cnc-laser-cutting/showcase');
    expect(showcase?.page).toBe('/engineering-services/cnc-laser-cutting');
    expect(showcase?.targets).toHaveLength(5);
  });

  it('its total equals the number of distinct /uploads slots the pages reference', async () => {
    const pages = await sitePages();
    const manifest = siteManifest(pages, [...shell.header, ...shell.footer]);
    const slots = distinctSlots(pages);
    expect(manifest.total).toBe(slots.size);
    expect(new Set(manifest.targets.map((t) => t.slot))).toEqual(slots);
    expect(manifest.groups.reduce((n, g) => n + g.targets.length, 0)).toBe(manifest.total);
    expect(manifest.total).toBeGreaterThan(0);
  });

  it('adding a page file adds its targets, with no other edit', async () => {
    const before = siteManifest(await sitePages());
    const after = siteManifest(await sitePages(['media/__fixtures__/extra']));
    // 2 hero videos + 4 gallery images; its slot shared with the home page is counted once.
    expect(after.total).toBe(before.total + 6);
    const groups = after.groups.filter((g) => g.page === '/fixtures/media-fixture');
    expect(groups.map((g) => [g.label, g.targets.length])).toEqual([
      ['Media Fixture › Hero', 2],
      ['Media Fixture › Gallery', 4],
    ]);
    expect(
      after.find('fixture-family/media-fixture/gallery', 'fixture-family-media-fixture-gallery-image-3.jpg'),
    ).toMatchObject({
      kind: 'image',
      position: 3,
      defaults: { alt: 'Fixture project 3' },
    });
  });

  it('groups the home page by section and folder, each target with folder, file name, kind', async () => {
    const manifest = siteManifest(await sitePages());
    const hero = manifest.groups.find((g) => g.folder === 'home/hero/prefab-units');
    expect(hero?.label).toBe('Home › Hero › prefab-units');
    expect(hero?.targets.map((t) => t.fileName)).toEqual([
      'home-hero-prefab-units-video-1.mp4',
      'home-hero-prefab-units-video-2.mp4',
    ]);
    expect(hero?.targets[0]).toMatchObject({ kind: 'video', slot: home.heroVideo('prefab-units', 1), page: '/' });
    const core = manifest.groups.find((g) => g.folder === 'home/our-core-services/interior-design');
    expect(core?.label).toBe('Home › Our core services › interior-design');
    expect(core?.targets).toHaveLength(3);
    expect(core?.targets[1].defaults.alt).toBe('Interior Designs 2');
    // Home hero 2 × 3, core services 3 × 3. The portfolio's 18 pictures are the featured projects' now: their
    // slots are asked by the project pages (app/live/project-pages.ts), not by the page file.
    expect(manifest.groups.filter((g) => g.page === '/').reduce((n, g) => n + g.targets.length, 0)).toBe(6 + 9);
  });

  it('is an allow-list: only exact folder + file name pairs are targets', () => {
    const m = buildManifest([
      { path: '/', meta: { title: 'Home' }, blocks: [{ a: home.heroVideo('prefab-units', 1) }] },
    ]);
    expect(m.find('home/hero/prefab-units', 'home-hero-prefab-units-video-1.mp4')).toBeDefined();
    for (const [folder, name] of [
      ['home/hero/prefab-units/', 'home-hero-prefab-units-video-1.mp4'],
      ['home/hero/../hero/prefab-units', 'home-hero-prefab-units-video-1.mp4'],
      ['/home/hero/prefab-units', 'home-hero-prefab-units-video-1.mp4'],
      ['home/hero/prefab-units', 'home-hero-prefab-units-video-1.MP4'],
      ['home/hero', 'prefab-units/home-hero-prefab-units-video-1.mp4'],
    ]) {
      expect(m.find(folder, name)).toBeUndefined();
    }
  });

  it('takes product names and alt text from the page schema as defaults', () => {
    const m = buildManifest([
      {
        path: '/x',
        meta: { title: 'X' },
        blocks: [
          {
            props: {
              items: [
                {
                  media: '/uploads/f/office/f-office-image-7.jpg',
                  name: 'Office Product 7',
                  alt: 'Office product 7 in walnut',
                },
              ],
            },
          },
        ],
      },
    ]);
    expect(m.targets[0].defaults).toEqual({ alt: 'Office product 7 in walnut', productName: 'Office Product 7' });
    expect(humanize('our-core-services')).toBe('Our core services');
  });
});
