import { createHash } from 'node:crypto';
import { stableJson } from '../../contracts/stable-json';
import { readStored } from './schema-versions';
import type { PageDocument, PageIssue } from '../../contracts/pages';

export { stableJson };

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
