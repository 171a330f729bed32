import { sql, type Generated, type Kysely, type Migration, type Selectable } from 'kysely';
import type { MediaKind } from '../engine/media-kind';
import type { MediaTarget } from './manifest';
import type { MediaStore, SlotRecord } from './store';
import { onPostgres } from '../platform/database-engine';
import { withChanges } from '../platform/change-feed';

/**
 * The `media` table: one row per upload target that has a file or an admin
 * edit (alt text, product name, visibility, plus content hash, size and dimensions).
 * The store keeps the rows in memory, so pages read them without a query.
 */
export interface MediaTable {
  id: Generated<number>;
  /** The slot (/uploads/...), unique. */
  url: string;
  /** Derived from the folder: family / section / sub-category (see recordPlace). */
  category: string;
  subCategory: string;
  section: string;
  mediaType: MediaKind;
  alt: string | null;
  productName: string | null;
  position: number;
  uploadDate: string | null;
  isVisible: number;
  contentHash: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  /** The library file the slot shows (media/assets.ts); null for a slot whose file predates the library and sits at its own path. */
  assetUrl: string | null;
  updatedAt: string;
}

export type MediaRecord = Omit<MediaTable, 'id' | 'isVisible'> & { id: number; isVisible: boolean };

/** Any database that holds the media table: the app hands in its own, which has other tables too. */
// biome-ignore lint/suspicious/noExplicitAny: the app's database type is wider than this module needs to know
export type MediaDatabaseHandle = Kysely<any>;
type MediaDB = Kysely<{ media: MediaTable }>;
const mdb = (db: MediaDatabaseHandle) => db as MediaDB;

/** The media store is handed its database and knows nothing of the API's helpers; this is the one place its SQL differs by engine. */

/** The media table's migrations, numbered from 0100 so they never collide with the API's. The app passes them to openDatabase. */
export const mediaMigrations: Record<string, Migration> = {
  '0100_media_records': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media')
        .addColumn('id', 'integer', (c) =>
          onPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'varchar(100)', (c) => c.notNull())
        .addColumn('sub_category', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('section', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('alt', 'varchar(255)')
        .addColumn('product_name', 'varchar(255)')
        .addColumn('position', 'integer', (c) => c.notNull().check(sql`position > 0`))
        .addColumn('upload_date', 'text')
        .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('content_hash', 'text')
        .addColumn('size', 'integer')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // A slot is a name for a library file: an upload into it makes an asset and points the slot at it.
  '0111_media_asset_url': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('media').addColumn('asset_url', 'varchar(100)').execute();
    },
  },
};

/**
 * Category, section and sub-category from the target's folder: the family
 * (home, Gallery, prefab-units, executive-furniture, ...), then the section
 * and whatever folders follow (home/hero/prefab-units → home, hero, prefab-units).
 */
export function recordPlace(folder: string) {
  const [category = '', section = '', ...rest] = folder.split('/');
  return { category, section, subCategory: rest.join('/') };
}

const toRecord = (row: Selectable<MediaTable>): MediaRecord => ({ ...row, isVisible: row.isVisible !== 0 });

export const toSlotRecord = (r: MediaRecord): SlotRecord => ({
  alt: r.alt,
  productName: r.productName,
  isVisible: r.isVisible,
  width: r.width,
  height: r.height,
  assetUrl: r.assetUrl,
});

export async function listMediaRecords(db: MediaDatabaseHandle): Promise<MediaRecord[]> {
  const rows = await mdb(db).selectFrom('media').selectAll().execute();
  return rows.map(toRecord);
}

/** One page of records, newest first (the admin list of media records: GET /api/admin/media/records). */
export async function pageMediaRecords(
  db: MediaDatabaseHandle,
  { cursor, limit }: { cursor?: number; limit: number },
): Promise<MediaRecord[]> {
  let q = mdb(db).selectFrom('media').selectAll();
  if (cursor) q = q.where('id', '<', cursor);
  return (await q.orderBy('id', 'desc').limit(limit).execute()).map(toRecord);
}

export async function getMediaRecord(db: MediaDatabaseHandle, slot: string): Promise<MediaRecord | undefined> {
  const row = await mdb(db).selectFrom('media').selectAll().where('url', '=', slot).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Loads every record into the store (on start). */
export async function loadMediaRecords(db: MediaDatabaseHandle, store: MediaStore) {
  for (const r of await listMediaRecords(db)) store.setRecord(r.url, toSlotRecord(r));
}

export interface RecordChange {
  alt?: string | null;
  productName?: string | null;
  isVisible?: boolean;
  /** Set by an upload: the file, and the library asset the slot now shows. */
  file?: { contentHash: string; size: number; width: number | null; height: number | null; assetUrl?: string };
}

/** Creates or updates the record of a target; an upload keeps the admin's alt, name and visibility. */
export async function saveMediaRecord(
  db: MediaDatabaseHandle,
  target: MediaTarget,
  change: RecordChange,
): Promise<MediaRecord> {
  const now = new Date().toISOString();
  // A file saved without a library file (the demo seed writes slots directly) is the slot's own again.
  const fileCols = change.file ? { ...change.file, assetUrl: change.file.assetUrl ?? null, uploadDate: now } : {};
  const edits = {
    ...(change.alt !== undefined ? { alt: change.alt } : {}),
    ...(change.productName !== undefined ? { productName: change.productName } : {}),
    ...(change.isVisible !== undefined ? { isVisible: change.isVisible ? 1 : 0 } : {}),
  };
  const row = await withChanges(db, (trx, changed) => {
    changed({ kind: 'media', key: target.slot });
    return mdb(trx)
      .insertInto('media')
      .values({
        url: target.slot,
        ...recordPlace(target.folder),
        mediaType: target.kind,
        position: Math.max(1, target.position),
        alt: null,
        productName: null,
        uploadDate: null,
        isVisible: 1,
        contentHash: null,
        size: null,
        width: null,
        height: null,
        assetUrl: null,
        ...edits,
        ...fileCols,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('url').doUpdateSet({ ...edits, ...fileCols, updatedAt: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toRecord(row);
}

/** After a transcode: the stored file's size and dimensions change, nothing staff set does (undefined when the slot has no record). */
export async function updateMediaFile(
  db: MediaDatabaseHandle,
  slot: string,
  file: { size: number; width: number; height: number },
): Promise<MediaRecord | undefined> {
  // The web video and poster are stored by now: every instance reads the slot's files again.
  const row = await withChanges(db, (trx, changed) => {
    changed({ kind: 'media', key: slot });
    return mdb(trx)
      .updateTable('media')
      .set({ ...file, updatedAt: new Date().toISOString() })
      .where('url', '=', slot)
      .returningAll()
      .executeTakeFirst();
  });
  return row ? toRecord(row) : undefined;
}
