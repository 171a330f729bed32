import { defineBlock } from '../../../engine/block';
import { RoutingTest } from './RoutingTest';
import { schema } from './schema';

export const adminRoutingTest = defineBlock({ type: 'admin/routing-test', schema, component: RoutingTest });
