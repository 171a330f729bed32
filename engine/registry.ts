import { z } from 'zod';
import type { AnyBlock, BlockEntryOf, ParsedBlockEntryOf } from './block';
import { pageBase } from './page';

/**
 * The one list of blocks the engine is given. From it come the page schema (a
 * discriminated union over every block type) and the lookup used by the renderer.
 */
export function createRegistry<const B extends readonly AnyBlock[]>(blocks: B) {
  const byType = new Map<string, AnyBlock>();
  for (const b of blocks) {
    if (byType.has(b.type)) throw new Error(`Block type "${b.type}" is registered twice`);
    byType.set(b.type, b);
  }
  const entries = blocks.map((b) =>
    z.strictObject({ type: z.literal(b.type), id: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(), props: b.schema }),
  );
  const types = blocks.map((b) => b.type);
  // A block entry whose `type` is unknown gets a message listing the known ones.
  const blockEntry = z.discriminatedUnion('type', entries as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown block type ${JSON.stringify((issue.input as { type?: unknown })?.type)}; known types: ${types.join(', ')}`
        : undefined,
  });
  const pageSchema = pageBase.extend({ blocks: z.array(blockEntry).min(1, 'a page needs at least one block') });
  return {
    blocks,
    types,
    get: (type: string) => byType.get(type),
    blockEntry,
    pageSchema,
  } as const;
}

export type Registry<B extends readonly AnyBlock[] = readonly AnyBlock[]> = ReturnType<typeof createRegistry<B>>;

/** What a page file exports (input side: defaults may be omitted). */
export type PageInputOf<B extends readonly AnyBlock[]> = z.input<typeof pageBase> & { blocks: BlockEntryOf<B[number]>[] };
/** A validated page (defaults applied). */
export type PageOf<B extends readonly AnyBlock[]> = z.output<typeof pageBase> & { blocks: ParsedBlockEntryOf<B[number]>[] };
/** A validated page with untyped blocks, as the generic renderer sees it. */
export type AnyPage = z.output<typeof pageBase> & { blocks: { type: string; id?: string; props: unknown }[] };
