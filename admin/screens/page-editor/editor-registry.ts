import type { z } from 'zod';
import type { AnyBlock } from '../../../engine/block';
import { createRegistry } from '../../../engine/registry';
import { schema as backLink } from '../../../blocks/back-link/schema';
import { schema as breadcrumb } from '../../../blocks/breadcrumb/schema';
import { schema as callToAction } from '../../../blocks/call-to-action/schema';
import { schema as cardGrid } from '../../../blocks/card-grid/schema';
import { schema as chatButton } from '../../../blocks/chat-button/schema';
import { schema as contactForm } from '../../../blocks/contact-form/schema';
import { schema as contactInfo } from '../../../blocks/contact-info/schema';
import { schema as featureList } from '../../../blocks/feature-list/schema';
import { schema as gallery } from '../../../blocks/gallery/schema';
import { schema as heroCarousel } from '../../../blocks/hero-carousel/schema';
import { schema as mediaShowcase } from '../../../blocks/media-showcase/schema';
import { schema as portfolioGrid } from '../../../blocks/portfolio-grid/schema';
import { schema as processSteps } from '../../../blocks/process-steps/schema';
import { schema as productGrid } from '../../../blocks/product-grid/schema';
import { schema as recentProjects } from '../../../blocks/recent-projects/schema';
import { schema as siteFooter } from '../../../blocks/site-footer/schema';
import { schema as siteHeader } from '../../../blocks/site-header/schema';
import { schema as specTable } from '../../../blocks/spec-table/schema';
import { schema as stats } from '../../../blocks/stats/schema';
import { schema as videoCarousel } from '../../../blocks/video-carousel/schema';

/*
 * The editor checks drafts and builds forms from the public blocks' schemas,
 * but never renders a block itself (the preview is the server's render). So
 * it imports each block's schema.ts, not its component: if the
 * admin shared the block components with the public islands, the bundler
 * would regroup the islands' code and public pages would load different
 * JavaScript. catalogue.test.ts checks this list against blocks/index.ts.
 */
const SCHEMAS: { type: string; schema: z.ZodType }[] = [
  { type: 'back-link', schema: backLink },
  { type: 'breadcrumb', schema: breadcrumb },
  { type: 'call-to-action', schema: callToAction },
  { type: 'card-grid', schema: cardGrid },
  { type: 'chat-button', schema: chatButton },
  { type: 'contact-form', schema: contactForm },
  { type: 'contact-info', schema: contactInfo },
  { type: 'feature-list', schema: featureList },
  { type: 'gallery', schema: gallery },
  { type: 'hero-carousel', schema: heroCarousel },
  { type: 'media-showcase', schema: mediaShowcase },
  { type: 'portfolio-grid', schema: portfolioGrid },
  { type: 'process-steps', schema: processSteps },
  { type: 'product-grid', schema: productGrid },
  { type: 'recent-projects', schema: recentProjects },
  { type: 'site-footer', schema: siteFooter },
  { type: 'site-header', schema: siteHeader },
  { type: 'spec-table', schema: specTable },
  { type: 'stats', schema: stats },
  { type: 'video-carousel', schema: videoCarousel },
];

const NoRender = () => null;

/** Every public block type with its schema (no component: see above). */
export const editorBlocks: AnyBlock[] = SCHEMAS.map(({ type, schema }) => ({
  type,
  schema,
  component: NoRender as AnyBlock['component'],
}));

/** The public page schema, built exactly as blocks/index.ts builds it, from the same schemas. */
export const editorRegistry = createRegistry(editorBlocks);
