import { createHash } from 'node:crypto';
import { readStored } from './schema-versions';
import type { PageDocument, PageIssue } from '../../contracts/pages';

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

/** Issues as the contract spells them: the JSON path inside the page document (symbols cannot occur in JSON). */
export function toPageIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix: (string | number)[] = [],
): PageIssue[] {
  return issues.map((i) => ({
    path: [...prefix, ...i.path.map((k) => (typeof k === 'number' ? k : String(k)))],
    message: i.message,
  }));
}

/** A stored page document as the code's schema versions shape it (api/documents/schema-versions.ts). */
export const parseDocument = (text: string | null): PageDocument | null =>
  text === null ? null : (readStored('page', text) as PageDocument);

/** The page's title for lists: its SEO title, whatever state the draft is in. */
export function titleOf(doc: unknown, fallback: string): string {
  const title = (doc as { meta?: { title?: unknown } } | null)?.meta?.title;
  return typeof title === 'string' && title.trim() ? title : fallback;
}
