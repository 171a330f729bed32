import { z } from 'zod';
import { richText } from '../../contracts/rich-text';
import { richTextFields } from '../_shared/rich-text-migration';
import { migrateRichText } from '../../contracts/rich-text';
import { anchorId, button, sectionHeading, tone } from '../_shared/schemas';

export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  /** Each paragraph is rich text: bold, italic, links and lists (plain strings in page files). */
  paragraphs: z.array(richText).default([]),
  items: z
    .array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) }))
    .min(1)
    .max(8),
  buttons: z.array(button).max(3).default([]),
  tone,
});

export type StatsProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'A few big numbers, e.g. "500+ projects".';

/**
 * Version 2 renamed the figures from `stats` to `items` (a stats block's
 * `stats` said the block's name twice). Pages staff saved under version 1
 * still hold `stats`: `migrate` brings them over on every read. Version 3
 * made the lead and each paragraph rich text (a stored string becomes a
 * one-paragraph document).
 */
export const version = 3;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  let out = props;
  if (from < 2 && 'stats' in out) {
    const { stats, ...rest } = out;
    out = { ...rest, items: stats };
  }
  if (from >= 3) return out;
  out = richTextFields(out, 'lead');
  return Array.isArray(out.paragraphs) ? { ...out, paragraphs: out.paragraphs.map(migrateRichText) } : out;
}
