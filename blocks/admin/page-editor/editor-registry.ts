import type { z } from 'zod';
import type { AnyBlock } from '../../../engine/block';
import { createRegistry } from '../../../engine/registry';
import { schema as backLink } from '../../back-link/schema';
import { starter as backLinkStarter } from '../../back-link/starter';
import { schema as breadcrumb } from '../../breadcrumb/schema';
import { starter as breadcrumbStarter } from '../../breadcrumb/starter';
import { schema as callToAction } from '../../call-to-action/schema';
import { starter as callToActionStarter } from '../../call-to-action/starter';
import { schema as cardGrid } from '../../card-grid/schema';
import { starter as cardGridStarter } from '../../card-grid/starter';
import { schema as chatButton } from '../../chat-button/schema';
import { schema as contactForm } from '../../contact-form/schema';
import { starter as contactFormStarter } from '../../contact-form/starter';
import { schema as contactInfo } from '../../contact-info/schema';
import { starter as contactInfoStarter } from '../../contact-info/starter';
import { schema as featureList } from '../../feature-list/schema';
import { starter as featureListStarter } from '../../feature-list/starter';
import { schema as gallery } from '../../gallery/schema';
import { starter as galleryStarter } from '../../gallery/starter';
import { schema as heroCarousel } from '../../hero-carousel/schema';
import { starter as heroCarouselStarter } from '../../hero-carousel/starter';
import { schema as mediaShowcase } from '../../media-showcase/schema';
import { starter as mediaShowcaseStarter } from '../../media-showcase/starter';
import { schema as portfolioGrid } from '../../portfolio-grid/schema';
import { starter as portfolioGridStarter } from '../../portfolio-grid/starter';
import { schema as processSteps } from '../../process-steps/schema';
import { starter as processStepsStarter } from '../../process-steps/starter';
import { schema as productGrid } from '../../product-grid/schema';
import { starter as productGridStarter } from '../../product-grid/starter';
import { schema as recentProjects } from '../../recent-projects/schema';
import { starter as recentProjectsStarter } from '../../recent-projects/starter';
import { schema as siteFooter } from '../../site-footer/schema';
import { schema as siteHeader } from '../../site-header/schema';
import { schema as specTable } from '../../spec-table/schema';
import { starter as specTableStarter } from '../../spec-table/starter';
import { schema as stats } from '../../stats/schema';
import { starter as statsStarter } from '../../stats/starter';
import { schema as videoCarousel } from '../../video-carousel/schema';
import { starter as videoCarouselStarter } from '../../video-carousel/starter';

/*
 * The editor checks drafts and builds forms from the public blocks' schemas,
 * but never renders a block itself (the preview is the server's render). So
 * it imports each block's schema.ts and starter.ts, not its component: if the
 * admin shared the block components with the public islands, the bundler
 * would regroup the islands' code and public pages would load different
 * JavaScript. catalogue.test.ts checks this list against blocks/index.ts.
 */
const SCHEMAS: { type: string; schema: z.ZodType; starter: Record<string, unknown> | null }[] = [
  { type: 'back-link', schema: backLink, starter: backLinkStarter },
  { type: 'breadcrumb', schema: breadcrumb, starter: breadcrumbStarter },
  { type: 'call-to-action', schema: callToAction, starter: callToActionStarter },
  { type: 'card-grid', schema: cardGrid, starter: cardGridStarter },
  { type: 'chat-button', schema: chatButton, starter: null },
  { type: 'contact-form', schema: contactForm, starter: contactFormStarter },
  { type: 'contact-info', schema: contactInfo, starter: contactInfoStarter },
  { type: 'feature-list', schema: featureList, starter: featureListStarter },
  { type: 'gallery', schema: gallery, starter: galleryStarter },
  { type: 'hero-carousel', schema: heroCarousel, starter: heroCarouselStarter },
  { type: 'media-showcase', schema: mediaShowcase, starter: mediaShowcaseStarter },
  { type: 'portfolio-grid', schema: portfolioGrid, starter: portfolioGridStarter },
  { type: 'process-steps', schema: processSteps, starter: processStepsStarter },
  { type: 'product-grid', schema: productGrid, starter: productGridStarter },
  { type: 'recent-projects', schema: recentProjects, starter: recentProjectsStarter },
  { type: 'site-footer', schema: siteFooter, starter: null },
  { type: 'site-header', schema: siteHeader, starter: null },
  { type: 'spec-table', schema: specTable, starter: specTableStarter },
  { type: 'stats', schema: stats, starter: statsStarter },
  { type: 'video-carousel', schema: videoCarousel, starter: videoCarouselStarter },
];

const NoRender = () => null;

/** Every public block type with its schema (no component: see above). */
export const editorBlocks: AnyBlock[] = SCHEMAS.map(({ type, schema }) => ({ type, schema, component: NoRender as AnyBlock['component'] }));

/** The public page schema, built exactly as blocks/index.ts builds it, from the same schemas. */
export const editorRegistry = createRegistry(editorBlocks);

/**
 * A new block's props: the starter its stories also begin from (a copy, so
 * edits never touch the original). The shell's blocks have none: they wrap
 * every page already and are not offered.
 */
export function starterFor(type: string): Record<string, unknown> | null {
  const s = SCHEMAS.find((b) => b.type === type)?.starter;
  return s ? structuredClone(s) : null;
}
