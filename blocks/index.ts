import { createRegistry } from '../engine/registry';
import { backLink } from './back-link';
import { breadcrumb } from './breadcrumb';
import { callToAction } from './call-to-action';
import { cardGrid } from './card-grid';
import { chatButton } from './chat-button';
import { contactForm } from './contact-form';
import { contactInfo } from './contact-info';
import { featureList } from './feature-list';
import { gallery } from './gallery';
import { heroCarousel } from './hero-carousel';
import { mediaShowcase } from './media-showcase';
import { portfolioGrid } from './portfolio-grid';
import { processSteps } from './process-steps';
import { productGrid } from './product-grid';
import { recentProjects } from './recent-projects';
import { siteFooter } from './site-footer';
import { siteHeader } from './site-header';
import { specTable } from './spec-table';
import { stats } from './stats';
import { videoCarousel } from './video-carousel';

/**
 * Every block type a public page may use. Admin screens have their own list
 * (admin/registry.ts); a public page that lists an admin block fails
 * validation, naming the block's path in the page.
 * Add a block: create its folder, then add it here (one import, one entry).
 */
export const blocks = [
  backLink,
  breadcrumb,
  callToAction,
  cardGrid,
  chatButton,
  contactForm,
  contactInfo,
  featureList,
  gallery,
  heroCarousel,
  mediaShowcase,
  portfolioGrid,
  processSteps,
  productGrid,
  recentProjects,
  siteFooter,
  siteHeader,
  specTable,
  stats,
  videoCarousel,
] as const;

export const registry = createRegistry(blocks);
