import { defineBlock } from '../../engine/block';
import { BackLink } from './BackLink';
import { hint, schema } from './schema';

/** Back to the parent page (laser cutting: back to Engineering Services; All Services). */
export const backLink = defineBlock({ type: 'back-link', schema, hint, component: BackLink });
