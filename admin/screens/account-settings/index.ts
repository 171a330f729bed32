/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { AccountSettings as screen } from './AccountSettings';
