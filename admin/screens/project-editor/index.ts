/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { ProjectEditor as screen } from './ProjectEditor';
