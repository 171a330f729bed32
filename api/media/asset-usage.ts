import type { AssetUse } from '../../contracts/assets';
import { assetRefsIn } from '../../media/asset-refs';
import { listMediaRecords } from '../../media/records';
import type { DB } from '../db';
import type { PageCatalog } from '../pages/catalog';

/**
 * Which pages use which library assets, read from the documents themselves:
 * every live page's published document (a page file counts while nothing is
 * published over it) and saved draft, every deleted page in the trash, and
 * every earlier published version kept for restore; plus the upload
 * manager's slots that a page on the site declares. Nothing is kept on the
 * side that could drift from what the pages say. Its cost is one read of
 * the page documents and their revisions, bounded by the pages (tens to a
 * few thousand), and of the slot records, bounded by the page files' slots.
 */
export async function assetUsage(
  db: DB,
  catalog: PageCatalog | undefined,
  /** The page that declares a named slot (the upload manager's targets); a slot naming a file is a published use. */
  slotPage: (slot: string) => string | undefined = () => undefined,
): Promise<Map<string, AssetUse[]>> {
  const uses = new Map<string, AssetUse[]>();
  const add = (doc: unknown, path: string, state: AssetUse['state']) => {
    for (const url of assetRefsIn(doc)) {
      let list = uses.get(url);
      if (!list) uses.set(url, (list = []));
      if (!list.some((u) => u.path === path && u.state === state)) list.push({ path, state });
    }
  };
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'key', 'draft', 'published', 'deletedAt'])
    .where('kind', '=', 'page')
    .execute();
  const overridden = new Set<string>();
  for (const row of rows) {
    const trashed = row.deletedAt !== null;
    if (row.published) {
      add(JSON.parse(row.published), row.key, trashed ? 'trash' : 'published');
      if (!trashed) overridden.add(row.key);
    }
    if (row.draft) add(JSON.parse(row.draft), row.key, trashed ? 'trash' : 'draft');
  }
  const keyOf = new Map(rows.map((r) => [r.id, { key: r.key, trashed: r.deletedAt !== null }]));
  const revisions = await db.selectFrom('documentRevisions').select(['documentId', 'document']).execute();
  for (const r of revisions) {
    const doc = keyOf.get(r.documentId);
    if (doc) add(JSON.parse(r.document), doc.key, doc.trashed ? 'trash' : 'revision');
  }
  for (const [path, file] of catalog?.filePages() ?? [])
    if (!overridden.has(path)) add(file.document, path, 'published');
  // Slots filled from the upload manager are live at once, while a page on the site declares them.
  for (const rec of await listMediaRecords(db)) {
    const page = rec.assetUrl ? slotPage(rec.url) : undefined;
    if (rec.assetUrl && page) add(rec.assetUrl, page, 'published');
  }
  // A file that a page shows (or will) needs no second mention as an older version of that page.
  for (const [url, list] of uses)
    uses.set(
      url,
      list.filter((u) => u.state !== 'revision' || !list.some((o) => o.path === u.path && o.state !== 'revision')),
    );
  return uses;
}

/** The files used by a page whose path holds one word of a search ("the page using it"). */
export function pagesMatching(uses: Map<string, AssetUse[]>, q: string): string[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return [...uses].filter(([, list]) => list.some((u) => u.path.toLowerCase().includes(needle))).map(([url]) => url);
}
