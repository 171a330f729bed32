import { z } from 'zod';
import { STORED_INT_MAX, STORED_INT_MESSAGE } from './stored-int';
import { documentField, pageVersion, publishInput, type PageIssue, type PageRevision } from './pages';
import { restoreInputFrom, type DocumentKindFacts, type SingleDocumentState } from './documents';
import { pageQuery } from './paging';

/**
 * The site's navigation: the header's menu and button, and the footer's
 * link columns and copyright year. One document, edited in the admin like a
 * page (draft, preview, publish, history), and shared by the API
 * (api/navigation) and the navigation editor. Until staff publish one, the
 * site shows the seed navigation (site-config/navigation.ts).
 *
 * The schema here checks the shape and the sizes; the API adds what only the
 * site knows (every site link leads to a live page) and answers each problem
 * as an issue, so a half-finished draft can still be saved.
 */

/** How deep menus go: a top item, its group, and the group's links (as the seed's Prefab Units > Commercial > Offices). */
export const MAX_MENU_DEPTH = 3;
export const MAX_MENU_ITEMS = 12;
export const MAX_SUBMENU_ITEMS = 24;
export const MAX_FOOTER_LINKS = 12;
/**
 * Every page carries the navigation twice (the computer's dropdowns and the
 * phone's menu), so its size is every page's size. At these limits, filled
 * with links of any length, a page grows by at most 28 KB over one with the
 * seed navigation (app/navigation-size.test.ts measures it); the seed has 38
 * menu links and 3.3 KB.
 */
export const MAX_MENU_LINKS = 50;
/** Largest navigation that may go live: its JSON text, header and footer together. */
export const MAX_PUBLISHED_NAVIGATION_BYTES = 6 * 1024;

/** Where a link may lead: a page of this site (/…, optionally with #section or ?query) or an http(s) address. */
export const NAVIGATION_HREF = /^(\/(?![/\\])[^\s\\\x00-\x1f\x7f]*|https?:\/\/[^\s\x00-\x1f\x7f]+)$/;

const label = z.string().trim().min(1, 'Required: fill this in.').max(60, 'Too long: at most 60 characters.');
const href = z
  .string()
  .trim()
  .min(1, 'Required: choose a page.')
  .max(300, 'Too long: at most 300 characters.')
  .regex(NAVIGATION_HREF, 'Must be a page of this site (starting with /) or an address starting with https://.');

export const navigationLink = z.strictObject({ label, href });
export type NavigationLink = z.infer<typeof navigationLink>;

export interface NavigationItem {
  label: string;
  href: string;
  /** Shown under the label in a dropdown (the Engineering services). */
  description?: string;
  /** The phone menu's link to the group's own page (default "All {label}"). */
  overviewLabel?: string;
  submenus?: NavigationItem[];
}

const menuItemAt = (depth: number): z.ZodType<NavigationItem> =>
  z.strictObject({
    label,
    href,
    description: z.string().trim().max(160, 'Too long: at most 160 characters.').optional(),
    overviewLabel: z.string().trim().min(1, 'Required: fill this in.').max(60).optional(),
    submenus:
      depth < MAX_MENU_DEPTH
        ? z
            .array(menuItemAt(depth + 1))
            .max(MAX_SUBMENU_ITEMS, `At most ${MAX_SUBMENU_ITEMS} links in a group.`)
            .optional()
        : z.undefined(`Menus go ${MAX_MENU_DEPTH} levels deep at most: this link cannot hold more links.`).optional(),
  });

const menuLinkCount = (items: readonly NavigationItem[]): number =>
  items.reduce((n, item) => n + 1 + menuLinkCount(item.submenus ?? []), 0);

const navigationShape = z.strictObject({
  header: z.strictObject({
    items: z
      .array(menuItemAt(1))
      .min(1, 'Add at least 1 menu item.')
      .max(MAX_MENU_ITEMS, `At most ${MAX_MENU_ITEMS} menu items: group the rest.`),
    /** The header's button (Contact Us). */
    cta: navigationLink,
  }),
  footer: z.strictObject({
    serviceLinks: z
      .array(navigationLink)
      .min(1, 'Add at least 1 link.')
      .max(MAX_FOOTER_LINKS, `At most ${MAX_FOOTER_LINKS} links.`),
    companyLinks: z
      .array(navigationLink)
      .min(1, 'Add at least 1 link.')
      .max(MAX_FOOTER_LINKS, `At most ${MAX_FOOTER_LINKS} links.`),
    copyrightYear: z
      .number('Enter a year.')
      .int('Enter a year.')
      .min(2000, 'Must be 2000 or later.')
      .max(2100, 'Must be 2100 or earlier.'),
  }),
});

/**
 * The version of the navigation document's shape. Stored navigations record
 * the version they were written under; a change that a stored one would no
 * longer pass raises it and adds `migrate(navigation, fromVersion)` here,
 * which every read of a stored navigation applies before checking it.
 */
export const navigationVersion: {
  version: number;
  migrate?: (value: Record<string, unknown>, from: number) => unknown;
} = { version: 1 };

export const navigationDocument = navigationShape.superRefine((nav, ctx) => {
  const links = menuLinkCount(nav.header.items);
  if (links > MAX_MENU_LINKS)
    ctx.addIssue({
      code: 'custom',
      path: ['header', 'items'],
      message: `The menu has ${links} links; at most ${MAX_MENU_LINKS} fit on every page. Remove some, or gather them on a page the menu links to.`,
    });
  const bytes = new TextEncoder().encode(JSON.stringify(nav)).length;
  if (bytes > MAX_PUBLISHED_NAVIGATION_BYTES)
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: `The menu and footer hold ${Math.ceil(bytes / 1024)} KB of text and addresses; at most ${MAX_PUBLISHED_NAVIGATION_BYTES / 1024} KB fit on every page. Shorten descriptions and long addresses, or remove some links.`,
    });
});
export type NavigationDocument = z.infer<typeof navigationDocument>;

/** Largest navigation document accepted (its JSON text). */
export const MAX_NAVIGATION_BYTES = 128 * 1024;

// ---- GET /api/admin/navigation ----

export interface NavigationDetail extends SingleDocumentState {
  /** What the site shows now. */
  published: NavigationDocument;
  /** The saved draft (possibly invalid), or null when there is none. */
  draft: NavigationDocument | null;
  /** Problems of the draft, or of what is live when there is no draft (a link to a page deleted since). */
  issues: PageIssue[];
  /** Every page a link can lead to, for the editor's page picker. */
  pages: { path: string; title: string }[];
}

// ---- PUT /api/admin/navigation/draft ----

export const navigationDraftInput = z.strictObject({
  navigation: documentField<NavigationDocument>('the navigation document'),
  baseVersion: pageVersion,
});

export interface NavigationDraftAnswer {
  version: number;
  issues: PageIssue[];
}

// ---- POST /api/admin/navigation/publish: { baseVersion } → { version }; with `at`, 202 { scheduledAt } ----
// ---- DELETE /api/admin/navigation/schedule cancels it (204) ----

export const navigationPublishInput = publishInput;

// ---- GET /api/admin/navigation/revisions (paged), GET …/revision?version= ----

export const navigationRevisionsQuery = z.strictObject(pageQuery);
export const navigationRevisionQuery = z.strictObject({
  version: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(STORED_INT_MAX, STORED_INT_MESSAGE),
});

export type NavigationRevision = PageRevision;
export interface NavigationRevisionDetail extends Omit<PageRevision, 'number'> {
  navigation: NavigationDocument;
}

// ---- POST /api/admin/navigation/restore: a revision, or the seed navigation, becomes the draft ----

export const navigationRestoreInput = restoreInputFrom('defaults');

// ---- POST /api/admin/navigation/preview: text/html of a page with this navigation ----

export const navigationPreviewInput = z.strictObject({
  navigation: documentField<NavigationDocument>('the navigation document'),
  /** The page to show it on (default: the home page). */
  path: z.string().max(300).optional(),
});

/**
 * The navigation as a kind of document: one, always live (the seed's until
 * staff publish their own), edited at /admin/navigation; its links sit in
 * the header menu or the footer.
 */
export const navigationKindFacts: DocumentKindFacts = {
  single: true,
  label: () => 'the navigation',
  where: () => 'Header menu and footer links',
  title: () => 'Navigation',
  live: () => true,
  editAt: () => '/admin/navigation',
  linkPlace: (at) => (at[0] === 'footer' ? 'footer' : 'menu'),
};
