import { defineBlock } from '../../../engine/block';
import { Dashboard } from './Dashboard';
import { schema } from './schema';

export const adminDashboard = defineBlock({ type: 'admin/dashboard', schema, component: Dashboard });
