import { withoutSeedSlots } from '../../../engine/media-kind';
import type { PageDocument } from '../../../contracts/pages';
import type { PageShare } from '../../../engine/page';

/**
 * The editor's document with a stable key per block, so React keeps each
 * row (and its focus) while blocks move. Keys never reach the server.
 */
export interface EditDoc {
  page: PageDocument;
  keys: string[];
}

let nextKey = 1;
export const newKey = () => `b${nextKey++}`;

export const withKeys = (page: PageDocument): EditDoc => ({ page, keys: page.blocks.map(newKey) });

function setBlocks(doc: EditDoc, blocks: PageDocument['blocks'], keys: string[]): EditDoc {
  return { page: { ...doc.page, blocks }, keys };
}

/** Moves the block at `from` to position `to` (both 0-based, `to` clamped). */
export function moveBlock(doc: EditDoc, from: number, to: number): EditDoc {
  const n = doc.page.blocks.length;
  const target = Math.max(0, Math.min(n - 1, to));
  if (from === target || from < 0 || from >= n) return doc;
  const blocks = [...doc.page.blocks];
  const keys = [...doc.keys];
  const [b] = blocks.splice(from, 1);
  const [k] = keys.splice(from, 1);
  blocks.splice(target, 0, b!);
  keys.splice(target, 0, k!);
  return setBlocks(doc, blocks, keys);
}

export function insertBlock(doc: EditDoc, at: number, block: PageDocument['blocks'][number]): EditDoc {
  const blocks = [...doc.page.blocks];
  const keys = [...doc.keys];
  blocks.splice(at, 0, block);
  keys.splice(at, 0, newKey());
  return setBlocks(doc, blocks, keys);
}

/**
 * A copy right after the original; an anchor id is dropped, since two blocks cannot share one,
 * and so are the original's named media slots (library files stay: they never change).
 */
export function duplicateBlock(doc: EditDoc, i: number): EditDoc {
  const { id: _id, ...copy } = structuredClone(doc.page.blocks[i]!);
  return insertBlock(doc, i + 1, withoutSeedSlots(copy));
}

export function removeBlock(doc: EditDoc, i: number): EditDoc {
  return setBlocks(
    doc,
    doc.page.blocks.filter((_, j) => j !== i),
    doc.keys.filter((_, j) => j !== i),
  );
}

export function setBlockProps(doc: EditDoc, i: number, props: unknown): EditDoc {
  return setBlocks(
    doc,
    doc.page.blocks.map((b, j) => (j === i ? { ...b, props } : b)),
    doc.keys,
  );
}

/** The page settings staff edit: the SEO title, description and keywords, and the navigation label. */
export interface PageSettings {
  title?: string;
  description?: string;
  keywords?: string[];
  label?: string;
  /** The Open Graph title, description and picture (engine/page.ts pageShare). */
  share?: PageShare;
}

export const settingsOf = (page: PageDocument): PageSettings => ({
  title: page.meta.title,
  description: page.meta.description,
  keywords: page.meta.keywords,
  label: page.label,
  share: (page.meta.share as PageShare | undefined) ?? {},
});

/** The sharing fields staff filled in: an emptied field falls back again, and no fields at all leave no share object. */
function cleanShare(share: PageShare | undefined): PageShare | undefined {
  const kept = Object.entries(share ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
  return kept.length ? (Object.fromEntries(kept) as PageShare) : undefined;
}

export function setSettings(doc: EditDoc, s: PageSettings): EditDoc {
  const { label: _old, ...rest } = doc.page;
  const { share: _share, ...oldMeta } = doc.page.meta;
  const share = cleanShare(s.share);
  const meta = {
    ...oldMeta,
    title: s.title ?? '',
    description: s.description ?? '',
    keywords: s.keywords ?? [],
    ...(share ? { share } : {}),
  };
  return { ...doc, page: { ...rest, ...(s.label ? { label: s.label } : {}), meta } };
}
