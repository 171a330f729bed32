import type { FieldChange } from '../../contracts/compare';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * What changed between two versions of a document, field by field: each
 * leaf that was added, removed or changed, at its JSON path, with its value
 * before and after. Lists compare by position (an item moved shows as the
 * fields that differ at each place), which is what staff see on screen.
 */
export function compareDocuments(before: unknown, after: unknown, at: (string | number)[] = []): FieldChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: FieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= before.length) out.push({ path: [...at, i], change: 'added', after: after[i] });
      else if (i >= after.length) out.push({ path: [...at, i], change: 'removed', before: before[i] });
      else out.push(...compareDocuments(before[i], after[i], [...at, i]));
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const out: FieldChange[] = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in before)) out.push({ path: [...at, key], change: 'added', after: after[key] });
      else if (!(key in after)) out.push({ path: [...at, key], change: 'removed', before: before[key] });
      else out.push(...compareDocuments(before[key], after[key], [...at, key]));
    }
    return out;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: at, change: 'changed', before, after }];
}
