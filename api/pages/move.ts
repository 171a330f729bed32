import type { Transaction } from 'kysely';
import type { PageDocument } from '../../contracts/pages';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError } from '../http';
import { putRedirect, removeRedirect } from '../redirects/store';
import { parseDocument } from './documents';
import { StaleVersion, audit, getEdit } from './store';

/** 409 for moving a page file: its address is set in the file. */
export const fileAddressIsFixed = (path: string) =>
  new ApiError(
    409,
    `${path} comes from a page file, whose address is set in the file; only pages made in the admin can move.`,
  );

/** A link to `from` (the page itself, an anchor on it or a query to it) rewritten to `to`; anything else unchanged. */
export function relink(href: string, from: string, to: string): string {
  if (href === from) return to;
  if (href.startsWith(`${from}#`) || href.startsWith(`${from}?`)) return to + href.slice(from.length);
  return href;
}

/** The document with every `href` that leads to `from` pointing at `to`; null when none did. */
export function relinkDocument(doc: PageDocument, from: string, to: string): PageDocument | null {
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
  const next = walk(doc) as PageDocument;
  return changed ? next : null;
}

const withPath = (text: string | null, path: string) => {
  const doc = parseDocument(text);
  return doc ? JSON.stringify({ ...doc, path }) : null;
};

/** Points the links of every other edited page at the new address; answers the pages changed. */
async function relinkOthers(trx: Transaction<Database>, from: string, to: string): Promise<string[]> {
  const changed: string[] = [];
  const rows = await trx
    .selectFrom('pageEdits')
    .select(['path', 'draft', 'published'])
    .where('path', '!=', to)
    .execute();
  for (const row of rows) {
    const draft = row.draft ? relinkDocument(parseDocument(row.draft)!, from, to) : null;
    const published = row.published ? relinkDocument(parseDocument(row.published)!, from, to) : null;
    if (!draft && !published) continue;
    await trx
      .updateTable('pageEdits')
      .set({
        ...(draft ? { draft: JSON.stringify(draft) } : {}),
        ...(published ? { published: JSON.stringify(published) } : {}),
      })
      .where('path', '=', row.path)
      .execute();
    changed.push(row.path);
  }
  return changed;
}

/**
 * Moves a page made in the admin to a new address, with its drafts,
 * revisions and history: the old address answers 301 to the new one (and
 * redirects that led to the old one now lead straight to the new one), and
 * links to it in other edited pages follow. `newPath` has been checked free.
 */
export async function movePage(
  db: DB,
  o: { from: string; to: string; baseVersion: number; by: string },
): Promise<{ version: number; linksUpdated: string[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await getEdit(trx, o.from);
    if (!row) throw new ApiError(404, `There is no page at ${o.from}`);
    if (row.source === 'file') throw fileAddressIsFixed(o.from);
    if (row.version !== o.baseVersion) throw StaleVersion.of(row);
    const version = row.version + 1;
    await trx.deleteFrom('pageEdits').where('path', '=', o.from).execute();
    await trx
      .insertInto('pageEdits')
      .values({
        ...row,
        path: o.to,
        version,
        draft: withPath(row.draft, o.to),
        published: withPath(row.published, o.to),
        updatedAt: new Date().toISOString(),
        updatedBy: o.by,
      })
      .execute();
    const revisions = await trx
      .selectFrom('pageRevisions')
      .select(['id', 'document'])
      .where('path', '=', o.from)
      .execute();
    for (const r of revisions)
      await trx
        .updateTable('pageRevisions')
        .set({ path: o.to, document: withPath(r.document, o.to)! })
        .where('id', '=', r.id)
        .execute();
    await trx.updateTable('pageAudit').set({ path: o.to }).where('path', '=', o.from).execute();
    await audit(trx, o.to, 'move', version, o.by, `from ${o.from}`.slice(0, 200));
    // A page at the new address wins over whatever the address did before.
    await removeRedirect(trx, o.to);
    await putRedirect(trx, o.from, { to: o.to }, o.by);
    const linksUpdated = await relinkOthers(trx, o.from, o.to);
    return { version, linksUpdated };
  });
}
