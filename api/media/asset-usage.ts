import type { AssetUse } from '../../contracts/assets';
import { assetRefsIn } from '../../media/asset-refs';
import { listMediaRecords } from '../../media/records';
import type { DB } from '../db';
import type { PageCatalog } from '../pages/catalog';
import { listDocuments } from '../documents/store';

/**
 * Which pages use which library assets, read from the documents themselves:
 * every page's published document (a page file counts while nothing is
 * published over it) and every saved draft. Nothing is kept on the side that
 * could drift from what the pages say; its cost is one read of the page rows,
 * which are bounded by the number of pages (tens), and of the slot records,
 * bounded by the page files' slots (about two thousand), not by the library's size.
 * Old revisions do not count as uses: restoring one that shows a deleted file
 * puts the draft back with that field named as a problem.
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
  const rows = await listDocuments(db, 'page');
  const overridden = new Set<string>();
  for (const row of rows) {
    if (row.published) {
      add(JSON.parse(row.published), row.key, 'published');
      overridden.add(row.key);
    }
    if (row.draft) add(JSON.parse(row.draft), row.key, 'draft');
  }
  for (const [path, file] of catalog?.filePages() ?? [])
    if (!overridden.has(path)) add(file.document, path, 'published');
  // Slots filled from the upload manager are live at once: the page declaring the slot shows the file.
  for (const rec of await listMediaRecords(db))
    if (rec.assetUrl) add(rec.assetUrl, slotPage(rec.url) ?? rec.url, 'published');
  return uses;
}

/** Page paths (and titles) matching a search, for "the page using it". */
export function pagesMatching(uses: Map<string, AssetUse[]>, q: string): string[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return [...uses].filter(([, list]) => list.some((u) => u.path.toLowerCase().includes(needle))).map(([url]) => url);
}
