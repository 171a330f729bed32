import { defineBlock } from '../../engine/block';
import { hint, migrate, schema, version } from './schema';
import { Stats } from './Stats';

export const stats = defineBlock({ type: 'stats', schema, hint, version, migrate, component: Stats });
