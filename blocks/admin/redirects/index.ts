import { defineBlock } from '../../../engine/block';
import { Redirects } from './Redirects';
import { schema } from './schema';

export const adminRedirects = defineBlock({ type: 'admin/redirects', schema, component: Redirects });
