import { createRegistry } from '../engine/registry';
import { callToAction } from './call-to-action';
import { cardGrid } from './card-grid';
import { chatButton } from './chat-button';
import { featureList } from './feature-list';
import { heroCarousel } from './hero-carousel';
import { portfolioGrid } from './portfolio-grid';
import { productGrid } from './product-grid';
import { siteFooter } from './site-footer';
import { siteHeader } from './site-header';
import { stats } from './stats';
import { videoCarousel } from './video-carousel';

/**
 * Every block type a page may use: the one list the engine is given.
 * Add a block: create its folder, then add it here (one import, one entry).
 */
export const blocks = [
  callToAction,
  cardGrid,
  chatButton,
  featureList,
  heroCarousel,
  portfolioGrid,
  productGrid,
  siteFooter,
  siteHeader,
  stats,
  videoCarousel,
] as const;

export const registry = createRegistry(blocks);
