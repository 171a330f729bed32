import { defineBlock } from '../../engine/block';
import { Gallery } from './Gallery';
import { schema } from './schema';

/** The project gallery: product images by category, 20 at first, and PDF catalogs, behind a show/hide switch. */
export const gallery = defineBlock({ type: 'gallery', schema, component: Gallery, interactive: true });
