import { defineBlock } from '../../../engine/block';
import { schema } from './schema';
import { UserManagement } from './UserManagement';

export const adminUserManagement = defineBlock({ type: 'admin/user-management', schema, component: UserManagement });
