import { editorRegistry, starterFor } from './editor-registry';
import { humanize } from './fields/form-schema';

/**
 * The blocks staff may add to a page: every public block but the shell's
 * (the header, footer and chat button already wrap every page).
 */
const SHELL_BLOCKS = new Set(['site-header', 'site-footer', 'chat-button']);
/** Blocks with a starter: each needs one, and the catalogue test checks every public block has it. */
export const paletteTypes = editorRegistry.types.filter((t) => !SHELL_BLOCKS.has(t) && starterFor(t) !== null);

export const blockName = (type: string) => humanize(type);

/** A short line that tells one block from another of its type: its heading, title or first label. */
export function blockSummary(props: unknown): string {
  if (!props || typeof props !== 'object') return '';
  const p = props as Record<string, unknown>;
  for (const key of ['heading', 'title', 'label', 'name', 'eyebrow']) if (typeof p[key] === 'string' && p[key]) return p[key] as string;
  const first = Object.values(p).find((v) => Array.isArray(v) && v[0] && typeof v[0] === 'object') as Record<string, unknown>[] | undefined;
  const inner = first?.[0];
  if (inner) for (const key of ['title', 'heading', 'label', 'name', 'alt']) if (typeof inner[key] === 'string' && inner[key]) return inner[key] as string;
  return '';
}
