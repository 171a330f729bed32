import { z } from 'zod';
import type { AnyBlock, BlockEntryOf } from './block';
import { pageBase, type PageLayout } from './page';

/**
 * A list of blocks the engine is given, for one page layout: the public site's
 * blocks for 'site' pages, the admin screens' for 'admin' pages. From it come
 * the page schema (a discriminated union over its block types, so a page can
 * list only blocks of its own layout) and the lookup used by the renderer.
 */
export function createRegistry<const B extends readonly AnyBlock[], const L extends PageLayout = 'site'>(
  blocks: B,
  opts: { layout?: L } = {},
) {
  const layout = (opts.layout ?? 'site') as L;
  const byType = new Map<string, AnyBlock>();
  for (const b of blocks) {
    if (byType.has(b.type)) throw new Error(`Block type "${b.type}" is registered twice`);
    byType.set(b.type, b);
  }
  const entries = blocks.map((b) =>
    z.strictObject({
      type: z.literal(b.type),
      id: z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/)
        .optional(),
      props: b.schema,
    }),
  );
  const types = blocks.map((b) => b.type);
  // A block entry whose `type` is unknown gets a message listing the known ones.
  const blockEntry = z.discriminatedUnion('type', entries as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown block type ${JSON.stringify((issue.input as { type?: unknown })?.type)}; known types: ${types.join(', ')}`
        : undefined,
  });
  const pageSchema = pageBase.extend({
    layout: layout === 'site' ? z.literal('site').default('site') : z.literal(layout),
    blocks: z.array(blockEntry).min(1, 'a page needs at least one block'),
  });
  return {
    layout,
    blocks,
    types,
    get: (type: string) => byType.get(type),
    blockEntry,
    pageSchema,
  } as const;
}

export type Registry<B extends readonly AnyBlock[] = readonly AnyBlock[]> = ReturnType<
  typeof createRegistry<B, PageLayout>
>;

/** What a page file of layout L exports (input side: defaults may be omitted; 'site' is the default layout). */
export type PageInputOf<B extends readonly AnyBlock[], L extends PageLayout = 'site'> = Omit<
  z.input<typeof pageBase>,
  'layout'
> &
  (L extends 'site' ? { layout?: 'site' } : { layout: L }) & { blocks: BlockEntryOf<B[number]>[] };
/** A validated page with untyped blocks, as the generic renderer sees it. */
export type AnyPage = z.output<typeof pageBase> & { blocks: { type: string; id?: string; props: unknown }[] };
