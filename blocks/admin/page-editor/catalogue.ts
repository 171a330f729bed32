import { editorRegistry, starterFor } from './editor-registry';
import { humanize } from './fields/form-schema';

/** The blocks staff may add to a page: every public block with a starter, which is all but the shell's (header, footer, chat button). */
export const paletteTypes = editorRegistry.types.filter((t) => starterFor(t) !== null);

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
