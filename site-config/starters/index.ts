import { starter as backLink } from './back-link';
import { starter as breadcrumb } from './breadcrumb';
import { starter as callToAction } from './call-to-action';
import { starter as cardGrid } from './card-grid';
import { starter as contactForm } from './contact-form';
import { starter as contactInfo } from './contact-info';
import { starter as featureList } from './feature-list';
import { starter as gallery } from './gallery';
import { starter as heroCarousel } from './hero-carousel';
import { starter as mediaShowcase } from './media-showcase';
import { starter as portfolioGrid } from './portfolio-grid';
import { starter as processSteps } from './process-steps';
import { starter as productGrid } from './product-grid';
import { starter as recentProjects } from './recent-projects';
import { starter as specTable } from './spec-table';
import { starter as stats } from './stats';
import { starter as videoCarousel } from './video-carousel';

/**
 * What a new section of each kind starts with in the page editor: realistic
 * content for staff to replace, checked by the block's schema (each file says
 * `satisfies z.input<typeof schema>`). The blocks' stories start from the same
 * props. The editor receives them through its page file
 * (pages/admin/page-editor.page.ts), so admin code never imports content.
 * The shell's blocks (header, footer, chat button) have none: they wrap every page already.
 */
export const starters: Record<string, Record<string, unknown>> = {
  'back-link': backLink,
  breadcrumb: breadcrumb,
  'call-to-action': callToAction,
  'card-grid': cardGrid,
  'contact-form': contactForm,
  'contact-info': contactInfo,
  'feature-list': featureList,
  gallery: gallery,
  'hero-carousel': heroCarousel,
  'media-showcase': mediaShowcase,
  'portfolio-grid': portfolioGrid,
  'process-steps': processSteps,
  'product-grid': productGrid,
  'recent-projects': recentProjects,
  'spec-table': specTable,
  stats: stats,
  'video-carousel': videoCarousel,
};
