/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { ProjectList as screen } from './ProjectList';
