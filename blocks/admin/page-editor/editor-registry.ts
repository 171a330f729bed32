import type { z } from 'zod';
import type { AnyBlock } from '../../../engine/block';
import { createRegistry } from '../../../engine/registry';
import { schema as backLink } from '../../back-link/schema';
import { schema as breadcrumb } from '../../breadcrumb/schema';
import { schema as callToAction } from '../../call-to-action/schema';
import { schema as cardGrid } from '../../card-grid/schema';
import { schema as chatButton } from '../../chat-button/schema';
import { schema as contactForm } from '../../contact-form/schema';
import { schema as contactInfo } from '../../contact-info/schema';
import { schema as featureList } from '../../feature-list/schema';
import { schema as gallery } from '../../gallery/schema';
import { schema as heroCarousel } from '../../hero-carousel/schema';
import { schema as mediaShowcase } from '../../media-showcase/schema';
import { schema as portfolioGrid } from '../../portfolio-grid/schema';
import { schema as processSteps } from '../../process-steps/schema';
import { schema as productGrid } from '../../product-grid/schema';
import { schema as recentProjects } from '../../recent-projects/schema';
import { schema as siteFooter } from '../../site-footer/schema';
import { schema as siteHeader } from '../../site-header/schema';
import { schema as specTable } from '../../spec-table/schema';
import { schema as stats } from '../../stats/schema';
import { schema as videoCarousel } from '../../video-carousel/schema';

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
