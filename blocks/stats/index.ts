import { defineBlock } from '../../engine/block';
import { hint, schema } from './schema';
import { Stats } from './Stats';

export const stats = defineBlock({ type: 'stats', schema, hint, component: Stats });
