import { registry } from '../blocks';
import { contactDefaults } from '../site-config/company';
import { PAGE_DIRS, SYSTEM_PAGE_DIR, aliasPrefixes } from '../site-config/routes';
import { shell } from '../site-config/shell';
import { placeholderResolver, type MediaResolver } from './context';
import { loadPagesStrict, parseBlocks } from './pages';
import { createSite } from './server/site';

/**
 * The real site (every page file, the shell, the 404) rendered with placeholder
 * media and the default contact details: for tests that check server HTML.
 */
export async function buildTestSite(opts: { extraDirs?: string[]; media?: MediaResolver; siteUrl?: string } = {}) {
  const pages = await loadPagesStrict(registry, [...PAGE_DIRS, ...(opts.extraDirs ?? [])]);
  const [notFound] = await loadPagesStrict(registry, [SYSTEM_PAGE_DIR]);
  const site = createSite({
    registry,
    pages,
    notFound,
    shell: { header: parseBlocks(registry, shell.header, 'shell.header'), footer: parseBlocks(registry, shell.footer, 'shell.footer') },
    aliasPrefixes,
    siteUrl: opts.siteUrl ?? 'https://example.test',
    assets: { public: { scripts: ['/assets/public.js'], styles: ['/assets/public.css'] }, admin: { scripts: ['/assets/admin.js'], styles: [] } },
    getSite: (path) => ({ path, contact: contactDefaults }),
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
