import { createRegistry } from '../engine/registry';
import { adminContactSettings } from './admin/contact-settings';
import { adminDashboard } from './admin/dashboard';
import { adminInquiries } from './admin/inquiries';
import { adminLoginForm } from './admin/login-form';
import { adminRoutingTest } from './admin/routing-test';
import { adminSimpleLogin } from './admin/simple-login';
import { adminUploadManager } from './admin/upload-manager';
import { adminUserManagement } from './admin/user-management';
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
 * Every block type a page may use: the one list the engine is given.
 * Add a block: create its folder, then add it here (one import, one entry).
 */
export const blocks = [
  adminContactSettings,
  adminDashboard,
  adminInquiries,
  adminLoginForm,
  adminRoutingTest,
  adminSimpleLogin,
  adminUploadManager,
  adminUserManagement,
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
