import type { FieldChange } from '../../contracts/compare';
import { fieldTrail } from '../../contracts/field-words';
import { isRichTextDocument, migrateRichText, plainText } from '../../contracts/rich-text';
import { formattingChanges } from './rich-text-formatting';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const isContainer = (v: unknown) => Array.isArray(v) || isObject(v);

/**
 * Values a visitor cannot tell apart from a field left out: a page file
 * carries its optional fields as `undefined`, an emptied field is saved as
 * '' and a list with nothing in it as []. Comparing one with the other is
 * not a change staff made, and listing it buries the one they did.
 */
const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.values(v).every(isEmpty));

/**
 * What changed between two versions of a document, field by field: each
 * leaf that was added, removed or changed, at its JSON path, with its value
 * before and after. Lists compare by position (an item moved shows as the
 * fields that differ at each place), which is what staff see on screen.
 * Empty and left-out values count as the same (see isEmpty).
 */
function leafChanges(before: unknown, after: unknown, at: (string | number)[]): Omit<FieldChange, 'where'>[] {
  if (isRichTextDocument(before) || isRichTextDocument(after)) return richTextChange(before, after, at);
  if (isEmpty(before) && isEmpty(after)) return [];
  // An empty list or group against a filled one lists what came into it (or left it), item by item.
  if (isEmpty(before) && !isContainer(before)) return [{ path: at, change: 'added', after }];
  if (isEmpty(after) && !isContainer(after)) return [{ path: at, change: 'removed', before }];
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: Omit<FieldChange, 'where'>[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++)
      out.push(...leafChanges(before[i], after[i], [...at, i]));
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const out: Omit<FieldChange, 'where'>[] = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      out.push(...leafChanges(before[key], after[key], [...at, key]));
    return out;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: at, change: 'changed', before, after }];
}

/**
 * Rich text is one field to staff, however many runs and items it holds: it
 * compares whole, and its change is shown as its words before and after, with
 * its changes of formatting named beside them (a word made bold leaves the
 * words as they were). A page file's plain string and the same sentence saved
 * as a document are the same text, not a change; nor is a run split in two
 * that looks as it did.
 */
function richTextChange(before: unknown, after: unknown, at: (string | number)[]): Omit<FieldChange, 'where'>[] {
  if (JSON.stringify(migrateRichText(before)) === JSON.stringify(migrateRichText(after))) return [];
  const [was, now] = [plainText(before), plainText(after)];
  if (!was) return [{ path: at, change: 'added', after: now }];
  if (!now) return [{ path: at, change: 'removed', before: was }];
  const formatting = formattingChanges(before, after);
  if (was === now && !formatting.length) return [];
  return [{ path: at, change: 'changed', before: was, after: now, ...(formatting.length ? { formatting } : {}) }];
}

/** The changes between two versions, each named where it sits in the editor's words ("Hero carousel › Slide 2 › Subtitle"). */
export function compareDocuments(before: unknown, after: unknown): FieldChange[] {
  return leafChanges(before, after, []).map((c) => ({ ...c, where: fieldTrail(c.path, [after, before]) }));
}
