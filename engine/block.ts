import type { ComponentType } from 'react';
import type { z } from 'zod';

/**
 * A block: a zod props schema and the component that renders those props.
 * The schema is the only description of the props; the component's prop type
 * is inferred from it.
 *
 * `interactive` blocks are hydrated on the client as islands (their folder must
 * have an `island.ts` re-exporting the component as default); static blocks
 * ship no JavaScript at all.
 */
export interface BlockDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  schema: S;
  component: ComponentType<z.output<S>>;
  /**
   * What the block shows, in one line, for staff choosing a section to add
   * ("A few big numbers, e.g. \"500+ projects\"."). Kept in the block's
   * schema.ts, which the page editor reads without the component. A block
   * staff cannot add (the header, the footer) needs none.
   */
  hint?: string;
  interactive?: boolean;
  /**
   * What an island's JSON carries, when not all its props: what its script
   * reads back from the server-rendered HTML (its `island.ts` exports
   * `propsFromHtml`) is left out, so a page does not say it twice.
   */
  islandProps?: (props: z.output<S>) => object;
  /**
   * 'on-wake': the island's props and media are not written into the page;
   * its script fetches them (ISLAND_DATA_PATH) when the visitor first reaches
   * for it. For a block whose data is large and mostly off screen (the
   * gallery's 300 photos): the HTML shows the first screen, and the document
   * a phone parses stays small.
   */
  islandData?: 'inline' | 'on-wake';
  /**
   * The version of the props' shape (default 1). Stored documents record the
   * version each block was written under; raise it with every change that
   * stored props would no longer pass, and give `migrate`.
   */
  version?: number;
  /**
   * Brings props stored under `from` (1 … version - 1) to this version's
   * shape. Required from version 2 on: content staff wrote outlives the code
   * that wrote it, and a stored block that cannot be brought up would leave
   * the site.
   */
  migrate?: (props: Record<string, unknown>, from: number) => unknown;
}

/** Where an 'on-wake' island's data is fetched from: `?path=<the page's path>&key=<the island's id>`. */
export const ISLAND_DATA_PATH = '/_island-data';

export function defineBlock<const T extends string, S extends z.ZodType>(
  def: BlockDefinition<T, S>,
): BlockDefinition<T, S> {
  if (!/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)?$/.test(def.type)) {
    throw new Error(`Block type "${def.type}" must be kebab-case (optionally "admin/<name>")`);
  }
  checkVersion(def.type, def.version, def.migrate);
  return def;
}

/** A schema's version is a whole number from 1, and from 2 on it comes with its migration. */
export function checkVersion(name: string, version: number | undefined, migrate: unknown): void {
  if (version === undefined) return;
  if (!Number.isInteger(version) || version < 1) throw new Error(`${name}: version must be a whole number from 1`);
  if (version > 1 && typeof migrate !== 'function')
    throw new Error(
      `${name}: version ${version} needs migrate(props, fromVersion) for documents stored under earlier versions`,
    );
}

// eslint-style "any" is confined here: a registry holds blocks of every props type.
// biome-ignore lint/suspicious/noExplicitAny: variance
export type AnyBlock = BlockDefinition<string, any>;

/** The authoring shape of one block entry in a page file, for a given block. */
export type BlockEntryOf<B> =
  B extends BlockDefinition<infer T, infer S> ? { type: T; props: z.input<S>; id?: string } : never;
