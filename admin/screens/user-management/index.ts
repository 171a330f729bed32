/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { UserManagement as screen } from './UserManagement';
