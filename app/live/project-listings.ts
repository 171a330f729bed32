import type { GalleryProps } from '../../blocks/gallery/schema';
import type { PortfolioGridProps } from '../../blocks/portfolio-grid/schema';
import type { RecentProjectsProps } from '../../blocks/recent-projects/schema';
import {
  isPicture,
  type LiveProject,
  type ProjectListing,
  projectPath,
  selectProjects,
} from '../../contracts/projects';
import type { AnyPage } from '../../engine/registry';
import { altOf, projectTag } from '../../site-config/projects/page';

/**
 * Listing blocks that follow the projects collection. A recent-projects
 * block, a portfolio group or a gallery category with a `source` is filled,
 * when the site's pages are rebuilt, with the projects its source selects
 * (contracts/projects.ts selectProjects: the one rule the admin's "where it
 * shows" follows too), each in the block's own item shape; one without a
 * source keeps its hand list. The components never know the difference.
 */

/** The most items each listing shows: its schema's bound on the hand list. */
const RECENT_PROJECTS_MAX = 6;
const PORTFOLIO_ITEMS_MAX = 12;
const GALLERY_ITEMS_MAX = 100;

type Card = RecentProjectsProps['projects'][number];
type PortfolioItem = PortfolioGridProps['groups'][number]['items'][number];
type GalleryItem = GalleryProps['categories'][number]['items'][number];

/** A recent-projects card: the cover, the title (leading to the project's page), the summary, the facts and "sector · place". */
const toCard = ({ slug, project: p }: LiveProject): Card => ({
  title: p.title,
  href: projectPath(slug),
  description: p.summary,
  specs: p.facts,
  media: p.cover,
  alt: altOf(p, p.cover),
  ...(projectTag(p) ? { tag: projectTag(p) } : {}),
});

/** A portfolio picture: the cover, captioned with the title, leading to the project's page. */
const toPortfolioItem = ({ slug, project: p }: LiveProject): PortfolioItem => ({
  media: p.cover,
  alt: altOf(p, p.cover),
  caption: p.title,
  href: projectPath(slug),
});

/** A gallery category's photos: every picture of the project, titled by it. */
const toGalleryItems = ({ project: p }: LiveProject): GalleryItem[] =>
  p.media.filter((m) => isPicture(m.media)).map((m) => ({ media: m.media, alt: m.alt, title: p.title }));

/** The slugs each listing shows, by the page that shows it: what a project's change is checked against. */
export type ListingSelections = Map<string, Set<string>>;

/** One block's props with every listing of it filled; `pick` also records the slugs it chose. */
function fillBlock(type: string, props: unknown, pick: (l: ProjectListing) => LiveProject[]): unknown {
  switch (type) {
    case 'recent-projects': {
      const p = props as RecentProjectsProps;
      return p.source ? { ...p, projects: pick(p.source).slice(0, RECENT_PROJECTS_MAX).map(toCard) } : p;
    }
    case 'portfolio-grid': {
      const p = props as PortfolioGridProps;
      if (!p.groups.some((g) => g.source)) return p;
      const groups = p.groups.map((g) =>
        g.source ? { ...g, items: pick(g.source).slice(0, PORTFOLIO_ITEMS_MAX).map(toPortfolioItem) } : g,
      );
      return { ...p, groups };
    }
    case 'gallery': {
      const p = props as GalleryProps;
      if (!p.categories.some((c) => c.source)) return p;
      const categories = p.categories.map((c) =>
        c.source ? { ...c, items: pick(c.source).flatMap(toGalleryItems).slice(0, GALLERY_ITEMS_MAX) } : c,
      );
      return { ...p, categories };
    }
    default:
      return props;
  }
}

/**
 * The pages with their listings filled from the live projects (pages without
 * one are returned as they are, the same objects), and which projects each
 * page lists.
 */
export function fillListings(
  pages: readonly AnyPage[],
  projects: readonly LiveProject[],
): { pages: AnyPage[]; selections: ListingSelections } {
  const selections: ListingSelections = new Map();
  const filled = pages.map((page) => {
    if (page.layout !== 'site') return page;
    let listed: Set<string> | undefined;
    const pick = (listing: ProjectListing) => {
      const chosen = selectProjects(projects, listing);
      listed ??= new Set();
      for (const p of chosen) listed.add(p.slug);
      return chosen;
    };
    const blocks = page.blocks.map((b) => {
      const props = fillBlock(b.type, b.props, pick);
      return props === b.props ? b : { ...b, props };
    });
    if (!listed) return page;
    selections.set(page.path, listed);
    return { ...page, blocks };
  });
  return { pages: filled, selections };
}
