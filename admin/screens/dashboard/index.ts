/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { Dashboard as screen } from './Dashboard';
