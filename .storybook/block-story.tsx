import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { AnyBlock, BlockDefinition } from '../engine/block';

/** The args of a block's stories: the block's props as a page file writes them (defaults may be left out). */
export type BlockArgs<B> = B extends BlockDefinition<string, infer S> ? z.input<S> : never;

/**
 * A story `render` that parses the args with the block's schema before
 * rendering, so defaults apply exactly as on the site, and an invalid control
 * value shows the schema's message instead of a crash.
 */
export function renderBlock<B extends AnyBlock>(block: B) {
  const Component = block.component;
  return function BlockStory(args: BlockArgs<B>) {
    const parsed = block.schema.safeParse(args);
    if (!parsed.success) {
      return (
        <pre role="alert" style={{ padding: 16, color: '#b91c1c', whiteSpace: 'pre-wrap' }}>
          {`Invalid ${block.type} props:\n${parsed.error.issues.map((i: z.core.$ZodIssue) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('\n')}`}
        </pre>
      );
    }
    return <Component {...parsed.data} />;
  };
}

/**
 * The block's component, typed by its input props, for `meta.component`
 * (Storybook reads its docs from it; `render` above does the parsing).
 */
export const blockComponent = <B extends AnyBlock>(block: B) => block.component as ComponentType<BlockArgs<B>>;
