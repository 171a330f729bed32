import { registry } from '../blocks';
import { adminSchemaRegistry } from '../admin/registry';
import type { Shell } from '../engine/server/site';
import {
  bundledPages,
  filesystemPages,
  loadPages,
  loadPagesStrict,
  parseBlocks,
  type PageFileSource,
} from '../engine/pages';
import { siteManifest } from '../media/manifest';
import type { AnyPage } from '../engine/registry';
import { PAGE_DIRS, SYSTEM_PAGE_DIR } from '../site-config/routes';
import { shell as shellEntries } from '../site-config/shell';

/**
 * The registry of each page layout: public pages validate against the public
 * blocks, admin screens against the admin blocks' schemas (the server never
 * draws an admin screen, so it does not load them: admin/registry.ts).
 */
export const pageRegistries = [registry, adminSchemaRegistry] as const;

let bundled: PageFileSource | undefined;

/**
 * The compiled server (app/server-entry.ts) hands over the page modules its bundler listed; nothing is read from
 * disk then. `undefined` goes back to the page files on disk (a test that set a bundle puts it back so).
 */
export function useBundledPages(modules: Record<string, () => Promise<{ default?: unknown }>> | undefined) {
  bundled = modules && bundledPages(modules);
}

/** The bundled page source, if one was handed over: the test suite checks no test file leaves one set (tests/setup-leaks.ts). */
export const bundledPageSource = (): PageFileSource | undefined => bundled;

const pageSource = (root?: string) => (root ? filesystemPages(root) : (bundled ?? filesystemPages()));

/** Every page file (routes and system pages) checked, with every problem listed: the validator and the build. */
export async function checkPages(root?: string) {
  const result = await loadPages(pageRegistries, [...PAGE_DIRS, SYSTEM_PAGE_DIR], pageSource(root));
  for (const part of ['header', 'footer'] as const) {
    try {
      parseBlocks(registry, shellEntries[part], `site-config/shell.ts: ${part}`);
    } catch (err) {
      result.problems.push(...((err as { problems?: string[] }).problems ?? [String(err)]));
    }
  }
  return result;
}

export interface SiteContent {
  /** Every routed page (public and admin), validated. */
  pages: AnyPage[];
  /** The 'Page Not Found' page. */
  notFound: AnyPage;
  /** The shell's header and footer blocks, validated. */
  shell: Shell;
}

/** Loads and validates the site's content; any problem stops the caller (server, tests, scripts). */
export async function loadSiteContent(opts: { extraDirs?: string[]; root?: string } = {}): Promise<SiteContent> {
  const pages = await loadPagesStrict(pageRegistries, [...PAGE_DIRS, ...(opts.extraDirs ?? [])], pageSource(opts.root));
  const system = await loadPagesStrict(pageRegistries, [SYSTEM_PAGE_DIR], pageSource(opts.root));
  const notFound = system.find((p) => p.meta.noindex);
  if (!notFound) throw new Error(`${SYSTEM_PAGE_DIR} needs the 'Page Not Found' page (meta.noindex: true)`);
  return {
    pages,
    notFound,
    shell: {
      header: parseBlocks(registry, shellEntries.header, 'site-config/shell.ts: header'),
      footer: parseBlocks(registry, shellEntries.footer, 'site-config/shell.ts: footer'),
    },
  };
}

/**
 * The upload targets: every media slot the site's public pages and shell
 * reference. Admin screens are left out: the page editor's file carries the
 * blocks' starters, whose example slots belong to the public pages they were
 * taken from (listed under "Edit page" they hid from their own sections).
 */
export function siteMediaManifest(content: SiteContent) {
  const publicPages = content.pages.filter((p) => p.layout !== 'admin');
  return siteManifest([...publicPages, content.notFound], [...content.shell.header, ...content.shell.footer]);
}
