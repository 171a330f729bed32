import { defineBlock } from '../../engine/block';
import { schema } from './schema';
import { SiteHeader } from './SiteHeader';

/** The fixed navigation bar with dropdowns and the mobile menu. */
export const siteHeader = defineBlock({ type: 'site-header', schema, component: SiteHeader, interactive: true });
