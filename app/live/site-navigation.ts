import { registry } from '../../blocks';
import { navigationDocument, type NavigationDocument } from '../../contracts/navigation';
import { staffIssueMessage, type PageIssue } from '../../contracts/pages';
import type { DB } from '../../api/db';
import type { NavigationCatalog } from '../../api/navigation/catalog';
import { toDocumentIssues } from '../../api/documents/documents';
import { getDocument } from '../../api/documents/store';
import { parseBlocks } from '../../engine/pages';
import type { AnyPage } from '../../engine/registry';
import { createRouteTable } from '../../engine/routes';
import type { Shell } from '../../engine/server/site';
import { defaultNavigation } from '../../site-config/navigation';
import { aliasPrefixes } from '../../site-config/routes';
import { shellFor } from '../../site-config/shell';
import { migrateStored } from '../../api/documents/schema-versions';
import { documentProblems } from '../document-versions';

const shellOf = (navigation: NavigationDocument): Shell => {
  const input = shellFor(navigation);
  return {
    header: parseBlocks(registry, input.header, 'navigation: header'),
    footer: parseBlocks(registry, input.footer, 'navigation: footer'),
  };
};

/** The path part of a site link (/x#y, /x?y → /x); undefined for links that leave the site. */
const sitePathOf = (href: string) => (href.startsWith('/') ? href.split(/[?#]/)[0] || '/' : undefined);

/** Every link of the document with its place, for the check that site links lead to live pages. */
function linksOf(nav: NavigationDocument) {
  const out: { path: (string | number)[]; href: string }[] = [];
  const walk = (items: NavigationDocument['header']['items'], at: (string | number)[]) =>
    items.forEach((item, i) => {
      out.push({ path: [...at, i, 'href'], href: item.href });
      if (item.submenus) walk(item.submenus, [...at, i, 'submenus']);
    });
  walk(nav.header.items, ['header', 'items']);
  out.push({ path: ['header', 'cta', 'href'], href: nav.header.cta.href });
  nav.footer.serviceLinks.forEach((l, i) => out.push({ path: ['footer', 'serviceLinks', i, 'href'], href: l.href }));
  nav.footer.companyLinks.forEach((l, i) => out.push({ path: ['footer', 'companyLinks', i, 'href'], href: l.href }));
  return out;
}

/**
 * The navigation the site shows (the seed's until staff publish one) and
 * what the navigation API needs of the site. `reload()` re-reads what is
 * published; the composition root calls it whenever the content version
 * changes, so every instance shows a publish within one poll.
 */
export function createSiteNavigation(db: DB, log: (line: string) => void = console.error) {
  const defaultShell = shellOf(defaultNavigation);
  let shell = defaultShell;
  let seen: string | null = null;
  /** Why the published navigation is not shown, one line per field (none while it is). */
  let problems: string[] = [];

  async function reload(): Promise<boolean> {
    const text = (await getDocument(db, { kind: 'navigation', key: 'site' }))?.published ?? null;
    if (text === seen) return false;
    seen = text;
    if (text === null) {
      problems = [];
      shell = defaultShell;
      return true;
    }
    // Stored under an older version of its shape: brought to the code's first (api/documents/schema-versions.ts).
    const migrated = migrateStored('navigation', text);
    const parsed = navigationDocument.safeParse(migrated.document);
    problems = parsed.success ? [] : documentProblems('navigation', migrated, parsed.error.issues);
    let next: Shell | undefined;
    if (parsed.success) {
      try {
        next = shellOf(parsed.data);
      } catch (err) {
        problems = [`navigation: ${(err as Error).message.slice(0, 200)}`];
      }
    }
    // One that no longer passes: the seed navigation shows rather than a broken header, and it says so.
    for (const line of problems) log(`Published navigation left off the site (showing the seed navigation): ${line}`);
    shell = next ?? defaultShell;
    return true;
  }

  /** `pages` are the live pages; `render` is the public site's renderer with a header and footer of its own. */
  function catalog(pages: () => AnyPage[], render: (page: AnyPage, shell: Shell) => string): NavigationCatalog {
    const sitePages = () => pages().filter((p) => p.layout === 'site');
    return {
      defaults: defaultNavigation,
      pages: () =>
        sitePages()
          .map((p) => ({ path: p.path, title: p.meta.title }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      check(document, alsoLive = []) {
        const parsed = navigationDocument.safeParse(document, { error: staffIssueMessage });
        if (!parsed.success) return { ok: false, issues: toDocumentIssues(parsed.error.issues) };
        const routes = createRouteTable(sitePages(), aliasPrefixes);
        const issues: PageIssue[] = [];
        for (const link of linksOf(parsed.data)) {
          const path = sitePathOf(link.href);
          if (path !== undefined && !routes.match(path) && !alsoLive.includes(path))
            issues.push({
              path: link.path,
              message: `No page at ${path} is on the site: choose a page from the list.`,
            });
        }
        try {
          shellOf(parsed.data);
        } catch (err) {
          for (const problem of (err as { problems?: string[] }).problems ?? [String(err)])
            issues.push({ path: [], message: problem });
        }
        return issues.length ? { ok: false, issues } : { ok: true, navigation: parsed.data };
      },
      render(navigation, path) {
        const all = sitePages();
        const page = all.find((p) => p.path === path) ?? all.find((p) => p.path === '/') ?? all[0]!;
        return render(page, shellOf(navigation));
      },
    };
  }

  return {
    /** The header and footer every public page shows now (the same object until a reload changes them). */
    shell: () => shell,
    reload,
    catalog,
    /** Why the published navigation is not shown, one line per field (empty while it is). */
    problems: () => problems,
  };
}

export type SiteNavigation = ReturnType<typeof createSiteNavigation>;
