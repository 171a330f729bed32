import type { z } from 'zod';
import type { AnyBlock } from '../../../engine/block';
import { createRegistry } from '../../../engine/registry';

/*
 * The editor checks drafts and builds forms from the public blocks' schemas,
 * but never renders a block itself (the preview is the server's render). So
 * it imports each block's schema.ts and starter.ts, not its component: if the
 * editor's chunk shared the components with the public islands, the bundler
 * would split those islands into more, smaller files, and public pages would
 * load different JavaScript.
 */
const schemas = import.meta.glob<{ schema: z.ZodType }>('../../*/schema.ts', { eager: true });
const starters = import.meta.glob<{ starter: Record<string, unknown> }>('../../*/starter.ts', { eager: true });

const typeOf = (file: string) => file.split('/')[2]!;
const NoRender = () => null;

/** Every public block type (its folder name) with its schema. */
export const editorBlocks: AnyBlock[] = Object.entries(schemas)
  .map(([file, m]) => ({ type: typeOf(file), schema: m.schema, component: NoRender as AnyBlock['component'] }))
  .sort((a, b) => a.type.localeCompare(b.type));

/** The public page schema, built exactly as blocks/index.ts builds it, from the same schemas. */
export const editorRegistry = createRegistry(editorBlocks);

/** A new block's props: the starter its stories also begin from (a copy, so edits never touch the original). */
export function starterFor(type: string): Record<string, unknown> | null {
  const m = Object.entries(starters).find(([file]) => typeOf(file) === type)?.[1];
  return m ? structuredClone(m.starter) : null;
}
