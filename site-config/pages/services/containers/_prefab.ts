import type { BlockInput, PageInput } from '../../../define';
import { prefab } from '../../../media';
import { serviceLd } from '../../../seo';

/**
 * The building blocks every prefab page repeats,
 * written once so the page files hold only their copy. Not a page file: the
 * loader only picks up *.page.ts.
 */

type Props<T extends BlockInput['type']> = Extract<BlockInput, { type: T }>['props'];
type Media = ReturnType<typeof prefab>;

/**
 * Seed defect fixed: the source's 'View ... Gallery' buttons had no link; they and
 * every View Portfolio button open the gallery filtered to prefab units.
 */
export const PREFAB_GALLERY = '/gallery?category=Prefab%20Units';
export const CONTACT = '/contact';

export const quote = (label: string) => ({ label, href: CONTACT, variant: 'primary' as const });
export const galleryButton = (label = 'View Portfolio') => ({
  label,
  href: PREFAB_GALLERY,
  variant: 'ghost-light' as const,
});

/** Two videos, 10 s each, 70% of the viewport tall; dots clickable unless the seed says static. */
export function prefabHero(
  m: Media,
  p: {
    title: string;
    subtitle: string;
    alts: [string, string];
    buttons: Props<'hero-carousel'>['buttons'];
    badges?: string[];
    eyebrow?: string;
    dots?: 'clickable' | 'static';
  },
): BlockInput {
  return {
    type: 'hero-carousel',
    props: {
      slides: m.heroVideos(2).map((media, i) => ({ media, alt: p.alts[i] })),
      eyebrow: p.eyebrow,
      title: p.title,
      subtitle: p.subtitle,
      buttons: p.buttons,
      badges: p.badges ?? [],
      intervalMs: 10000,
      dots: p.dots ?? 'clickable',
      height: 'tall',
    },
  };
}

export interface PrefabCard {
  /** Names the card's media folder. */
  slug: string;
  title: string;
  description: string;
  features: string[];
  icon?: Props<'card-grid'>['cards'][number]['icon'];
  link?: { label: string; href: string };
  badge?: string;
  /** Default: three images. Boardroom cards mix in videos. */
  media?: string[];
}

/** Service cards, three images each rotating every 3 s (4 s on the landing page). */
export function prefabCards(
  m: Media,
  p: {
    id?: string;
    eyebrow?: string;
    heading: string;
    lead?: string;
    cards: PrefabCard[];
    rotateMs?: number;
    columns?: 2 | 3 | 4;
    tone?: 'light' | 'alt';
  },
): BlockInput {
  return {
    type: 'card-grid',
    props: {
      id: p.id,
      eyebrow: p.eyebrow,
      heading: p.heading,
      lead: p.lead,
      rotateMs: p.rotateMs ?? 3000,
      columns: p.columns ?? 3,
      tone: p.tone ?? 'light',
      cards: p.cards.map(({ slug, media, ...card }) => ({ ...card, media: media ?? m.cardImages(slug, 3) })),
    },
  };
}

/** Project images: 8 on sub-pages, 6 on overviews; alt text numbered per project. */
export function prefabGallery(
  m: Media,
  p: {
    count: 6 | 8;
    heading: string;
    eyebrow?: string;
    lead?: string;
    altPrefix: string;
    /** One hover caption per image, or the same text on every image. */
    captions?: string[] | string;
    /**
     * The page's service: the gallery follows the projects collection (site-config/projects) instead of
     * listing its pictures by hand; `altPrefix` and `captions` are then unused.
     */
    projectsOf?: string;
    buttons?: Props<'portfolio-grid'>['buttons'];
    tone?: 'light' | 'alt';
  },
): BlockInput {
  const caption = (i: number) => (typeof p.captions === 'string' ? p.captions : p.captions?.[i]);
  return {
    type: 'portfolio-grid',
    props: {
      id: 'projects',
      eyebrow: p.eyebrow,
      heading: p.heading,
      lead: p.lead,
      tone: p.tone ?? 'alt',
      columns: p.count === 8 ? 4 : 3,
      groups: [
        p.projectsOf
          ? { items: [], source: { service: p.projectsOf, limit: p.count } }
          : {
              items: m.gallery(p.count).map((media, i) => ({
                media,
                alt: `${p.altPrefix} ${i + 1}`,
                caption: caption(i),
              })),
            },
      ],
      buttons: p.buttons ?? [],
    },
  };
}

/** The closing band: every prefab page ends by steering to /contact. */
export function prefabCta(p: {
  heading: string;
  text: string;
  primary?: string;
  secondary?: { label: string; href: string };
}): BlockInput {
  return {
    type: 'call-to-action',
    props: {
      heading: p.heading,
      text: p.text,
      buttons: [
        { label: p.primary ?? 'Start Your Project', href: CONTACT },
        { ...(p.secondary ?? { label: 'View Portfolio', href: PREFAB_GALLERY }) },
      ],
      tone: 'dark',
    },
  };
}

/**
 * Page metadata: title, description, keywords and the Service JSON-LD; sub-pages
 * also carry serviceName/serviceType.
 */
export function prefabMeta(p: {
  title: string;
  description: string;
  keywords: string[];
  serviceName: string;
  subPage?: boolean;
}): PageInput['meta'] {
  const serviceType = 'Prefab Units';
  return {
    title: p.title,
    description: p.description,
    keywords: p.keywords,
    ...(p.subPage ? { serviceName: p.serviceName, serviceType } : {}),
    structuredData: [serviceLd(p.serviceName, serviceType, p.description)],
  };
}

export { prefab };
