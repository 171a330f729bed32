import { contactDefaults } from '../../site-config/company';
import { placeholderResolver, type MediaResolver } from '../../engine/context';
import { composeSite } from '../../app/compose-site';
import { projectListings } from '../../app/live/project-pages';
import { createSiteProjects } from '../../app/live/site-projects';
import { projectFiles } from '../../site-config/projects';
import { testSiteContent } from './content';

/**
 * The real site (every page file, the shell, the 404) composed as production
 * composes it, but with placeholder media, the default contact details and no
 * database: for tests that check server HTML.
 */
export async function buildTestSite(opts: { extraDirs?: string[]; media?: MediaResolver; siteUrl?: string } = {}) {
  const content = await testSiteContent(opts.extraDirs);
  // As production serves them: the listings filled from the project files, the projects' pages added.
  const projects = createSiteProjects(undefined, projectFiles, () => {});
  await projects.reloadAll();
  const pages = projectListings(projects, () => {}).compose(content.pages);
  const site = composeSite({
    content,
    pages: () => pages,
    siteUrl: opts.siteUrl ?? 'https://example.test',
    assets: {
      public: { scripts: ['/assets/public.js'], styles: ['/assets/public.css'] },
      admin: { scripts: ['/assets/admin.js'], styles: [] },
    },
    contact: () => contactDefaults,
    media: opts.media ?? placeholderResolver,
    contentVersion: () => '1',
    cache: false,
  });
  const get = async (path: string) => {
    const res = await site.app.request(`https://example.test${path}`);
    return { status: res.status, html: await res.text(), res };
  };
  return { ...site, pages, get };
}

/**
 * Placeholder media, except that the slots `stored` accepts have a file, as
 * after an upload: for tests of what a site with media shows (a hero only
 * rotates through slides that have media).
 */
export function storedResolver(stored: (slot: string) => boolean): MediaResolver {
  return (slot) =>
    stored(slot) ? { ...placeholderResolver(slot), exists: true, src: `${slot}?v=test` } : placeholderResolver(slot);
}

/** Hero slots, by the media naming conventions (…/hero/… folders and …-hero-… file names). */
export const isHeroSlot = (slot: string) => /\/hero\/|-hero-/.test(slot);
