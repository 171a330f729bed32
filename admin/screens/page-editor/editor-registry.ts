import type { z } from 'zod';
import type { AnyBlock } from '../../../engine/block';
import { createRegistry } from '../../../engine/registry';

/*
 * The editor checks drafts and builds forms from the public blocks' schemas,
 * but never renders a block itself (the preview is the server's render). So
 * it loads each block folder's schema.ts (its schema and its one-line hint),
 * not its component: if the admin
 * shared the block components with the public islands, the bundler would
 * regroup the islands' code and public pages would load different
 * JavaScript. The bundler lists the folders (a folder's name is its block
 * type), so blocks/index.ts stays the one list of public blocks;
 * catalogue.test.ts checks the two agree, schema for schema and hint for hint.
 */
const schemaFiles = import.meta.glob<{ schema: z.ZodType; hint?: string }>('../../../blocks/*/schema.ts', {
  eager: true,
});
const SCHEMAS = Object.entries(schemaFiles)
  .map(([file, { schema, hint }]) => ({ type: file.split('/').at(-2)!, schema, hint }))
  .sort((a, b) => a.type.localeCompare(b.type));

const NoRender = () => null;

/** Every public block type with its schema and hint (no component: see above). */
export const editorBlocks: AnyBlock[] = SCHEMAS.map(({ type, schema, hint }) => ({
  type,
  schema,
  hint,
  component: NoRender as AnyBlock['component'],
}));

/** The public page schema, built exactly as blocks/index.ts builds it, from the same schemas. */
export const editorRegistry = createRegistry(editorBlocks);
