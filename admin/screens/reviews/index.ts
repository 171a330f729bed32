/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { Reviews as screen } from './Reviews';
