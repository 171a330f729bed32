import { z } from 'zod';
import { STORED_INT_MAX, STORED_INT_MESSAGE } from './stored-int';

// ---- GET /api/admin/page/compare?path=&from=&to=, GET /api/admin/navigation/compare?from=&to= ----

/** Which version: a published one by its version number, what is live now, or the saved draft. */
export const versionRef = z.union(
  [z.literal('live'), z.literal('draft'), z.coerce.number().int().min(1).max(STORED_INT_MAX, STORED_INT_MESSAGE)],
  'must be a version number, "live" or "draft"',
);
export type VersionRef = z.infer<typeof versionRef>;

export const compareQuery = { from: versionRef, to: versionRef };

/** One field that differs between two versions, at its JSON path, with its value before and after. */
export interface FieldChange {
  path: (string | number)[];
  /** Where the field sits, in the editor's words: ["Hero carousel “Container homes”", "Slide 2", "Subtitle"]. */
  where: string[];
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
  /**
   * A rich text's changes of formatting, in words ("made bold: “every wall”",
   * "link on “our team”: /contact → /services"): its before and after are its
   * words, which cannot show that a word was made bold or a link re-pointed.
   */
  formatting?: string[];
}

export interface CompareAnswer {
  from: { ref: VersionRef; label: string };
  to: { ref: VersionRef; label: string };
  changes: FieldChange[];
}
