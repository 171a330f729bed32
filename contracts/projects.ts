import { z } from 'zod';
import { richText } from './rich-text';
import type { DocumentKindFacts } from './documents';

/**
 * A finished installation, entered once and shown everywhere: its own page
 * (/projects/<slug>), the /projects index, and every listing block whose
 * source asks the collection (recent projects, portfolio grid, gallery).
 * A project is a document of the core (kind 'project', keyed by its slug),
 * so it has drafts, publish, history, compare, review and "publish at…"
 * like pages. This file is the one shape the API, the admin and the public
 * site share; the selection rule a listing follows is here too, so "where
 * it shows" in the admin and the live site can never disagree.
 */

/** Where project pages live; the index is this address itself. */
export const PROJECTS_PATH = '/projects';

/** A project's slug: lower-case words joined by single hyphens ("kilimani-office-fit-out"). */
export const PROJECT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PROJECT_SLUG_MAX = 80;

export const projectSlug = z
  .string('must be the project\'s address name, like "kilimani-office-fit-out"')
  .min(1, 'Required: fill this in.')
  .max(PROJECT_SLUG_MAX, `must be at most ${PROJECT_SLUG_MAX} characters`)
  .regex(
    PROJECT_SLUG,
    'may use only lower-case letters, digits and single hyphens between them ("kilimani-office-fit-out")',
  );

/** A project's public address. */
export const projectPath = (slug: string) => `${PROJECTS_PATH}/${slug}`;

/** The slug of a project address, or undefined when the address is not one. */
export function projectSlugOf(path: string): string | undefined {
  const prefix = `${PROJECTS_PATH}/`;
  if (!path.startsWith(prefix)) return undefined;
  const slug = path.slice(prefix.length);
  return PROJECT_SLUG.test(slug) && slug.length <= PROJECT_SLUG_MAX ? slug : undefined;
}

/**
 * A picture or video: a file of the media library (what staff pick), or a
 * named slot under /uploads (what the projects brought in from the page
 * files' hand lists show). Library files live under /uploads/_assets/, hence the
 * underscore a first folder may start with. The API checks it further with the
 * engine's media rules and that a library file exists; the contracts import only zod.
 */
export const PROJECT_MEDIA = /^\/uploads\/[a-z0-9_][a-z0-9._/-]*\.(jpg|jpeg|png|webp|mp4)$/;
export const isPicture = (url: string) => PROJECT_MEDIA.test(url) && !url.endsWith('.mp4');

export const projectMedia = z.strictObject({
  media: z
    .string('must be a picture or video from the media library')
    .regex(PROJECT_MEDIA, 'must be a picture or video from the media library'),
  /** Empty: the library file's alt text (publishing asks for one when the file has none). */
  alt: z.string().max(200, 'must be at most 200 characters').default(''),
  caption: z.string().max(200, 'must be at most 200 characters').optional(),
});
export type ProjectMedia = z.output<typeof projectMedia>;

/** A service page the project belongs to, by its address ("/services/containers"); the API checks it is one. */
export const serviceAddress = z
  .string('must be the address of a service page')
  .regex(/^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'must be the address of a service page, like /services/containers');

export const PROJECT_MEDIA_MAX = 40;
export const PROJECT_FACTS_MAX = 8;
export const PROJECT_SERVICES_MAX = 8;

/** A project as staff write it (the slug is its key, not a field: changing it is a move, with a redirect). */
export const projectDocument = z
  .strictObject({
    title: z.string().trim().min(1, 'Required: fill this in.').max(120, 'must be at most 120 characters'),
    /** The client's sector ("Hospitality", "Healthcare"); shown above the title on cards. */
    sector: z.string().trim().max(80, 'must be at most 80 characters').default(''),
    /** Where it stands ("Kilimani, Nairobi"). */
    place: z.string().trim().max(80, 'must be at most 80 characters').default(''),
    /**
     * When it was handed over: listings show the newest first. Optional because the projects brought in
     * from the old hand lists have no known date (inventing one would show visitors a wrong date).
     */
    completed: z.iso.date('must be a date like 2026-11-30').optional(),
    services: z
      .array(serviceAddress)
      .max(PROJECT_SERVICES_MAX, `may name at most ${PROJECT_SERVICES_MAX} services`)
      .default([]),
    media: z
      .array(projectMedia)
      .min(1, 'Add at least one picture from the media library.')
      .max(PROJECT_MEDIA_MAX, `may hold at most ${PROJECT_MEDIA_MAX} pictures and videos`),
    /** The picture cards and the project page's hero show: one of `media`, a picture. */
    cover: z
      .string("must be one of the project's pictures")
      .regex(PROJECT_MEDIA, "must be one of the project's pictures"),
    /** One or two sentences: the cards' text and the sharing description. */
    summary: z.string().trim().min(1, 'Required: fill this in.').max(300, 'must be at most 300 characters'),
    description: richText,
    /** Key facts: the spec list recent-projects cards show ("12 × 40 ft units", "Handed over in 6 weeks"). */
    facts: z
      .array(z.string().trim().min(1, 'Required: fill this in.').max(120, 'must be at most 120 characters'))
      .max(PROJECT_FACTS_MAX, `may list at most ${PROJECT_FACTS_MAX} facts`)
      .default([]),
    /** Featured projects are what the home page's listing shows. */
    featured: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (!p.media.some((m) => m.media === p.cover))
      ctx.addIssue({ code: 'custom', path: ['cover'], message: "must be one of the project's pictures" });
    else if (!isPicture(p.cover))
      ctx.addIssue({ code: 'custom', path: ['cover'], message: 'must be a picture, not a video' });
    const seen = new Set<string>();
    p.services.forEach((s, i) => {
      if (seen.has(s)) ctx.addIssue({ code: 'custom', path: ['services', i], message: 'is named twice' });
      seen.add(s);
    });
  });

export type ProjectDocument = z.output<typeof projectDocument>;
export type ProjectInput = z.input<typeof projectDocument>;

/** A published project as listings and pages read it. */
export interface LiveProject {
  slug: string;
  project: ProjectDocument;
  /**
   * The order it was entered in: a project file's place in the files' list, then admin-made projects by
   * creation. Listings use it after the date, so undated projects keep the order of the lists they came from.
   */
  order: number;
}

export const PROJECT_LISTING_MAX = 12;

/**
 * A listing block's source when it follows the collection (absent: the
 * block's own hand list): "projects for this service (or featured), newest
 * first, at most N".
 */
export const projectListing = z.strictObject({
  /** Only projects of this service page; absent: every service. */
  service: serviceAddress.optional(),
  /** Only featured projects. */
  featured: z.boolean().default(false),
  limit: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(PROJECT_LISTING_MAX, `must be at most ${PROJECT_LISTING_MAX}`)
    .default(6),
});
export type ProjectListing = z.output<typeof projectListing>;

/**
 * Newest first: dated projects by completion date, newest first, then the
 * undated in the order they were entered; ties by slug, so the order never
 * depends on storage.
 */
export function compareProjects(a: LiveProject, b: LiveProject): number {
  const da = a.project.completed;
  const db = b.project.completed;
  if (da !== db) {
    if (!da) return 1;
    if (!db) return -1;
    return da < db ? 1 : -1;
  }
  return a.order - b.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** Whether a listing's filter admits a project (before its limit). */
export const listingAdmits = (listing: ProjectListing, p: ProjectDocument) =>
  (!listing.service || p.services.includes(listing.service)) && (!listing.featured || p.featured);

/** What a listing shows: the published projects it admits, newest first, at most its limit. */
export function selectProjects(projects: readonly LiveProject[], listing: ProjectListing): LiveProject[] {
  return projects
    .filter((p) => listingAdmits(listing, p.project))
    .sort(compareProjects)
    .slice(0, listing.limit);
}

/**
 * Projects as a kind of document: many, each named by its slug, live once
 * published or when a project file stands behind it, edited on the admin's
 * Projects screen. Links in a description are not followed by page moves yet
 * (no linkPlace): a moved page's old address answers 301 anyway.
 */
export const projectKindFacts: DocumentKindFacts = {
  single: false,
  label: (slug) => projectPath(slug),
  where: (slug) => `${projectPath(slug)} and the project listings that show it`,
  title(slug, document) {
    const title = (document as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title.trim() ? title : slug;
  },
  live: (row) => row.source === 'file' || row.published !== null,
  editAt: (slug) => `/admin/projects/edit?slug=${encodeURIComponent(slug)}`,
};
