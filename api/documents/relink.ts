import type { Transaction } from 'kysely';
import type { Change } from '../../platform/change-feed';
import type { Database } from '../db/types';
import type { DocumentKind } from './table';

/** A link to `from` (the page itself, an anchor on it or a query to it) rewritten to `to`; anything else unchanged. */
export function relink(href: string, from: string, to: string): string {
  if (href === from) return to;
  if (href.startsWith(`${from}#`) || href.startsWith(`${from}?`)) return to + href.slice(from.length);
  return href;
}

/**
 * The document (a page, the navigation) with every `href` that leads to
 * `from` pointing at `to`; null when none did.
 */
export function relinkHrefs<T>(doc: T, from: string, to: string): T | null {
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === 'href' && typeof v === 'string') {
          const next = relink(v, from, to);
          if (next !== v) changed = true;
          out[k] = next;
        } else out[k] = walk(v);
      }
      return out;
    }
    return value;
  };
  const next = walk(doc) as T;
  return changed ? next : null;
}

/**
 * Points every live document's links to `from` at `to` (in what is live and
 * in drafts), each change reported to the feed: pages and the navigation
 * when a page moves, only the navigation when a deleted page's address
 * sends its visitors on. Answers what changed (a page's path, or the kind).
 */
export async function relinkDocuments(
  trx: Transaction<Database>,
  from: string,
  to: string,
  changed: (change: Change) => void,
  o: { except?: number; kind?: DocumentKind } = {},
): Promise<string[]> {
  const updated: string[] = [];
  let q = trx
    .selectFrom('documents')
    .select(['id', 'kind', 'key', 'draft', 'published'])
    .where('deletedAt', 'is', null);
  if (o.except !== undefined) q = q.where('id', '!=', o.except);
  if (o.kind) q = q.where('kind', '=', o.kind);
  for (const row of await q.execute()) {
    const draft = row.draft ? relinkHrefs(JSON.parse(row.draft), from, to) : null;
    const published = row.published ? relinkHrefs(JSON.parse(row.published), from, to) : null;
    if (!draft && !published) continue;
    await trx
      .updateTable('documents')
      .set({
        ...(draft ? { draft: JSON.stringify(draft) } : {}),
        ...(published ? { published: JSON.stringify(published) } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    changed({ kind: row.kind, key: row.key });
    updated.push(row.kind === 'page' ? row.key : row.kind);
  }
  return updated;
}
