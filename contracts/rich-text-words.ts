import type { RichTextDocument, RichTextInline } from './rich-text';

/**
 * Reading a rich-text value without zod: the public renderer (blocks/_shared/RichText.tsx, inside islands a
 * visitor's browser loads), the compare, search and the migrations use these. contracts/rich-text.ts holds the
 * schema and re-exports them.
 */
/** Is this a rich-text document rather than a string (no zod: the public renderer and the compare use it)? */
export function isRichTextDocument(value: unknown): value is RichTextDocument {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { type?: unknown }).type === 'root' &&
    Array.isArray((value as { children?: unknown }).children)
  );
}

const inlineText = (runs: readonly RichTextInline[]): string =>
  runs.map((r) => (r.type === 'text' ? r.text : r.children.map((c) => c.text).join(''))).join('');

/**
 * The words of a rich-text value, without formatting: paragraphs and list items
 * one per line. What search, the compare, meta descriptions and the starter-text
 * check read.
 */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRichTextDocument(value)) return '';
  const lines: string[] = [];
  for (const block of value.children) {
    if (block.type === 'paragraph') lines.push(inlineText(block.children));
    else if (block.type === 'list') for (const item of block.children) lines.push(inlineText(item.children));
  }
  return lines.join('\n');
}

/** A plain sentence as a document: one paragraph of unformatted text (no run at all for an empty string). */
export function richTextFromPlain(text: string): RichTextDocument {
  return { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] };
}

/** The document of a stored string; a document or anything else is left for the schema to judge. */
export const migrateRichText = (value: unknown): unknown =>
  typeof value === 'string' ? richTextFromPlain(value) : value;
