import { withoutSeedSlots } from '../../../engine/media-kind';
import { editorRegistry } from './editor-registry';
import { humanize } from './fields/form-schema';

/** The props a new section starts with (from the page file: site-config/starters), by block type. */
export type Starters = Record<string, Record<string, unknown>>;

/** The blocks staff may add to a page: every public block with a starter, which is all but the shell's (header, footer, chat button). */
export const paletteTypes = (starters: Starters) => editorRegistry.types.filter((t) => !!starters[t]);

/**
 * A new section's props: a copy of its starter, so editing one section never changes the next,
 * with empty media fields (the starters show the home page's files, which a new section must not share).
 */
export const starterFor = (starters: Starters, type: string): Record<string, unknown> | null =>
  starters[type] ? withoutSeedSlots(structuredClone(starters[type])) : null;

export const blockName = (type: string) => humanize(type);

/** A short line that tells one block from another of its type: its heading, title or first label. */
export function blockSummary(props: unknown): string {
  if (!props || typeof props !== 'object') return '';
  const p = props as Record<string, unknown>;
  for (const key of ['heading', 'title', 'label', 'name', 'eyebrow'])
    if (typeof p[key] === 'string' && p[key]) return p[key] as string;
  const first = Object.values(p).find((v) => Array.isArray(v) && v[0] && typeof v[0] === 'object') as
    | Record<string, unknown>[]
    | undefined;
  const inner = first?.[0];
  if (inner)
    for (const key of ['title', 'heading', 'label', 'name', 'alt'])
      if (typeof inner[key] === 'string' && inner[key]) return inner[key] as string;
  return '';
}

/** The block's line for the "Add a section" list (its `hint`, kept in its folder's schema.ts): what a visitor sees. */
export const blockHint = (type: string): string | undefined => editorRegistry.get(type)?.hint;
