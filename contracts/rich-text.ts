import { z } from 'zod';

/**
 * Rich text as the site stores it: a small, Lexical-like JSON tree that we own,
 * not the editor's own state (which carries editor-only fields and changes with
 * the library's versions). root → paragraphs and lists → list items → text
 * (bold, italic) and links. One level of lists only: the blocks' descriptions
 * are a few sentences, and a nested list there would be a layout nobody designed.
 *
 * The sizes are bounded at every level, and the whole tree's text too, so a
 * huge body is refused with a message naming the field rather than reaching the
 * renderer.
 */

export const RICH_TEXT_LIMITS = {
  /** Characters of one run of text. */
  text: 2000,
  /** Runs of text and links in one paragraph or list item. */
  inlines: 100,
  /** Runs of text inside one link. */
  linkRuns: 20,
  /** Items of one list. */
  items: 50,
  /** Paragraphs and lists at the top. */
  blocks: 50,
  /** Characters of the whole document's text. */
  total: 5000,
} as const;

/**
 * Where a link in rich text may point: a page of this site (/…), an #anchor, or
 * an http(s), mailto or tel address. `javascript:`, `data:` and the like are
 * refused; so is `//host`, which browsers read as another site.
 */
export const richTextUrl = z
  .string()
  .max(2000)
  .regex(
    /^(\/(?![/\\])[^\s\\\x00-\x1f\x7f]*|#[a-z][a-z0-9-]*|https?:\/\/[^\s\x00-\x1f\x7f]+|mailto:[^\s\x00-\x1f\x7f]+|tel:[^\s\x00-\x1f\x7f]+)$/i,
    'a link must be a page of this site (/…), an #anchor, or an http(s), mailto or tel address',
  );

const textRun = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(RICH_TEXT_LIMITS.text),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
});

const linkRun = z.strictObject({
  type: z.literal('link'),
  url: richTextUrl,
  children: z.array(textRun).min(1).max(RICH_TEXT_LIMITS.linkRuns),
});

const inline = z.discriminatedUnion('type', [textRun, linkRun]);
const inlines = z
  .array(inline)
  .max(RICH_TEXT_LIMITS.inlines, `a paragraph holds at most ${RICH_TEXT_LIMITS.inlines} pieces of text and links`);

const paragraph = z.strictObject({ type: z.literal('paragraph'), children: inlines });
const listItem = z.strictObject({ type: z.literal('listitem'), children: inlines });
const list = z.strictObject({
  type: z.literal('list'),
  listType: z.enum(['bullet', 'number']),
  children: z
    .array(listItem)
    .min(1)
    .max(RICH_TEXT_LIMITS.items, `a list holds at most ${RICH_TEXT_LIMITS.items} items`),
});

export const richTextDocument = z
  .strictObject({
    type: z.literal('root'),
    children: z
      .array(z.discriminatedUnion('type', [paragraph, list]))
      .min(1)
      .max(RICH_TEXT_LIMITS.blocks, `holds too much: at most ${RICH_TEXT_LIMITS.blocks} paragraphs and lists`),
  })
  .refine((doc) => plainText(doc).length <= RICH_TEXT_LIMITS.total, {
    message: `is too long: at most ${RICH_TEXT_LIMITS.total} characters of text`,
  });

export type RichTextDocument = z.output<typeof richTextDocument>;
export type RichTextBlock = RichTextDocument['children'][number];
export type RichTextInline = z.output<typeof inline>;
export type RichTextRun = z.output<typeof textRun>;

export type RichTextValue = string | RichTextDocument;

/**
 * A rich-text value: the JSON document, or a plain string. Page files are code
 * and keep writing plain sentences (a string reads as one paragraph of plain
 * text); what staff save in the editor is always the document. The `richText`
 * mark is what the page editor recognises to give the field its rich-text editor.
 *
 * Checked by what the value is, not as a zod union: a union that fails names
 * neither of its sides ("Invalid input"), where staff need "at most 50
 * paragraphs and lists" at the field.
 */
const richTextValue = (required: boolean) =>
  z
    .custom<RichTextValue>()
    .superRefine((value, ctx) => {
      // Left out, emptied, or a document of empty paragraphs: in the words every other empty required field uses
      // (contracts/pages.ts, staffIssueMessage).
      const empty = value === undefined || value === null || value === '';
      if (empty || typeof value === 'string') {
        if (empty && required) ctx.addIssue({ code: 'custom', message: 'Required: fill this in.' });
        return;
      }
      const checked = richTextDocument.safeParse(value);
      if (!checked.success)
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as (string | number)[] });
      else if (required && !plainText(checked.data).trim())
        ctx.addIssue({ code: 'custom', message: 'Required: fill this in.' });
    })
    .meta({ richText: true });

/** Rich text that may be left empty. */
export const optionalRichText = richTextValue(false);

/** Rich text that must say something: an empty document is refused like an empty string. */
export const richText = richTextValue(true);

// What the public renderer needs (no zod): kept in rich-text-words.ts so an island that renders rich text
// does not pull zod into the visitor's page.
import { plainText } from './rich-text-words';

export { isRichTextDocument, migrateRichText, plainText, richTextFromPlain } from './rich-text-words';

/**
 * A rich-text field as JSON Schema, for editors that check page files as they
 * are typed: a plain string, or the document's own shape (its kinds, the link
 * rule, the sizes). The zod check above is a custom one, which JSON Schema
 * cannot carry, so this is written from the document's schema instead.
 */
export function richTextJsonSchema(): Record<string, unknown> {
  const { $schema: _, ...doc } = z.toJSONSchema(richTextDocument, { io: 'input' }) as Record<string, unknown>;
  return { anyOf: [{ type: 'string' }, doc] };
}
