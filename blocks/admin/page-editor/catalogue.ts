import { registry } from '../../index';
import { humanize } from './fields/form-schema';

/**
 * The blocks staff may add to a page: every public block but the shell's
 * (the header, footer and chat button already wrap every page).
 */
const SHELL_BLOCKS = new Set(['site-header', 'site-footer', 'chat-button']);
export const paletteTypes = registry.types.filter((t) => !SHELL_BLOCKS.has(t));

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

type StoryModule = { default?: { args?: Record<string, unknown> } } & Record<string, unknown>;

/*
 * Each block's stories hold realistic, schema-checked props: the starter a new
 * block begins with. The glob makes one lazy chunk per story file, loaded only
 * from the editor (admin bundle); public pages never reference them.
 */
const stories = import.meta.glob<StoryModule>('../../*/*.stories.tsx');

/** The props a new block of `type` starts with: its stories' default args, merged with the first story's, checked by the block's schema. */
export async function loadStarter(type: string): Promise<Record<string, unknown> | null> {
  const key = Object.keys(stories).find((k) => k.startsWith(`../../${type}/`));
  const block = registry.get(type);
  if (!key || !block) return null;
  const mod = await stories[key]!();
  const base = mod.default?.args ?? {};
  const firstStory = Object.entries(mod).find(([name, v]) => name !== 'default' && v && typeof v === 'object' && 'args' in (v as object))?.[1] as { args?: Record<string, unknown> } | undefined;
  for (const candidate of [{ ...base, ...(firstStory?.args ?? {}) }, base]) {
    if (block.schema.safeParse(candidate).success) return structuredClone(candidate);
  }
  return null;
}
