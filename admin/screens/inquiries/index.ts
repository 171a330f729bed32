/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { Inquiries as screen } from './Inquiries';
