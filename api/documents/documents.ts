import { createHash } from 'node:crypto';
import type { DocumentIssue } from '../../contracts/documents';

/** JSON with object keys sorted, so the same document always gives the same text (and hash). */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export function documentHash(doc: unknown): string {
  return createHash('sha256').update(stableJson(doc)).digest('hex');
}

/** Issues as the contract spells them: the JSON path inside the document (symbols cannot occur in JSON). */
export function toDocumentIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix: (string | number)[] = [],
): DocumentIssue[] {
  return issues.map((i) => ({
    path: [...prefix, ...i.path.map((k) => (typeof k === 'number' ? k : String(k)))],
    message: i.message,
  }));
}
