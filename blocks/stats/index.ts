import { defineBlock } from '../../engine/block';
import { schema } from './schema';
import { Stats } from './Stats';

export const stats = defineBlock({ type: 'stats', schema, component: Stats });
