import type { BlockInput } from '../../../define';
import { productTiles, type ProductNames } from '../../../furniture-products';
import { furniture } from '../../../media';

/**
 * What the executive furniture pages repeat,
 * written once so each page file holds only its copy. Not a page file.
 */

type Props<T extends BlockInput['type']> = Extract<BlockInput, { type: T }>['props'];
type Button = { label: string; href: string; variant?: 'primary' | 'light' | 'outline' | 'ghost-light' };

/** Every View Portfolio on the furniture pages opens the gallery on Executive Furniture. */
export const FURNITURE_GALLERY = '/gallery?category=Executive%20Furniture';
export const CONTACT = '/contact';
export const FURNITURE = '/services/furniture';

export const quote = (label: string): Button => ({ label, href: CONTACT, variant: 'primary' });
export const heroLink = (label: string, href: string): Button => ({ label, href, variant: 'ghost-light' });
export const portfolio = (variant: Button['variant'] = 'ghost-light'): Button => ({
  label: 'View Portfolio',
  href: FURNITURE_GALLERY,
  variant,
});

interface HeroOptions {
  title: string;
  subtitle: string;
  /** One description per slide, in slide order. */
  alts: string[];
  buttons: Button[];
  badges?: string[];
  eyebrow?: string;
  /** A full-screen or a 70%-of-viewport hero. */
  height: 'full' | 'tall';
  /** Default: the category's two hero videos, 10 s each. */
  slides?: string[];
  videoIntervalMs?: number;
  imageIntervalMs?: number;
}

/** Muted looping hero carousel with clickable dots (furniture heroes generally). */
export function furnitureHero(category: string, o: HeroOptions): BlockInput {
  const slides = o.slides ?? furniture(category).heroVideos(2);
  if (slides.length !== o.alts.length)
    throw new Error(`${category} hero: ${slides.length} slides but ${o.alts.length} alts`);
  return {
    type: 'hero-carousel',
    props: {
      slides: slides.map((media, i) => ({ media, alt: o.alts[i] })),
      eyebrow: o.eyebrow,
      title: o.title,
      subtitle: o.subtitle,
      buttons: o.buttons,
      badges: o.badges ?? [],
      intervalMs: 10000,
      videoIntervalMs: o.videoIntervalMs,
      imageIntervalMs: o.imageIntervalMs,
      dots: 'clickable',
      height: o.height,
    },
  };
}

interface GridOptions {
  heading: string;
  lead?: string;
  names: ProductNames;
  fallback?: (n: number) => string;
  labels: Props<'product-grid'>['labels'];
  countSubtitle?: boolean;
  /** Bar, Posts, Outdoor, Beds and Chairs swap a failed tile for the placeholder. */
  onImageError?: 'hide' | 'placeholder';
  count?: number;
}

/** The 100-tile product grid, 20 shown until the toggle. */
export function furnitureProducts(category: string, o: GridOptions): BlockInput {
  return {
    type: 'product-grid',
    props: {
      id: 'products',
      heading: o.heading,
      lead: o.lead,
      items: productTiles(category, o.names, o.count ?? 100, o.fallback),
      initialCount: 20,
      labels: o.labels,
      countSubtitle: o.countSubtitle ?? false,
      onImageError: o.onImageError ?? 'hide',
      tone: 'alt',
    },
  };
}

/** Closing call to action: a quote and the furniture portfolio. */
export function furnitureCta(heading: string, text: string, quoteLabel: string): BlockInput {
  return {
    type: 'call-to-action',
    props: { heading, text, buttons: [quote(quoteLabel), portfolio()], tone: 'dark' },
  };
}
