import { defineBlock } from '../../engine/block';
import { schema } from './schema';
import { SiteFooter } from './SiteFooter';

export const siteFooter = defineBlock({ type: 'site-footer', schema, component: SiteFooter });
