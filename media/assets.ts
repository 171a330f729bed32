import { createHash } from 'node:crypto';
import { sql, type Generated, type Kysely, type Migration, type Selectable } from 'kysely';
import { ASSET_PREFIX, type MediaKind } from '../engine/media-kind';
import type { MediaDatabaseHandle } from './records';
import type { SniffedType } from './storage';
import type { MediaStore } from './store';
import { recordChanges, withChanges, type FeedTransaction } from '../platform/change-feed';
import { onPostgres } from '../platform/database-engine';
import { columnsOfEdit, editedSize, editOfColumns, isNoEdit, type PictureEdit } from './picture-edit';

/**
 * The `assets` table: the media library. One row per uploaded file, stored
 * once under an address derived from its bytes (/uploads/_assets/<hash>.<ext>),
 * so the address never changes and the same file uploaded twice is one asset.
 * Pages refer to an asset by its URL; the row holds what a page cannot say
 * itself: the pixel size, the bytes, the default alt text, who uploaded it and when.
 *
 * `seq` orders the library (newest first) and is the paging cursor; `id` is
 * what clients address (the content key, the same on every instance and in
 * every backup).
 */
export interface AssetTable {
  seq: Generated<number>;
  id: string;
  url: string;
  kind: MediaKind;
  /** The name the file had on the uploader's computer (search, and what staff recognise). */
  fileName: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  bytes: number;
  /** SHA-256 of the uploaded bytes (the id is derived from it and the stored type). */
  contentHash: string;
  createdAt: string;
  createdBy: string;
  /**
   * The focal point: where the subject is, as fractions of the width and
   * height from the top left (the centre until staff move it). Every crop
   * keeps it in view.
   */
  focusX: Generated<number>;
  focusY: Generated<number>;
  /**
   * The crop and rotation (media/picture-edit.ts): quarter turns clockwise,
   * then a crop in fractions of the turned picture (all four NULL: none).
   * The stored file stays as uploaded; width and height are its own.
   */
  turns: Generated<number>;
  cropX: number | null;
  cropY: number | null;
  cropWidth: number | null;
  cropHeight: number | null;
}

export type AssetRow = Selectable<AssetTable>;

type AssetsDB = Kysely<{ assets: AssetTable }>;
const adb = (db: MediaDatabaseHandle) => db as AssetsDB;

export const assetMigrations: Record<string, Migration> = {
  '0110_assets': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('assets')
        .addColumn('seq', 'integer', (c) =>
          onPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('url', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('alt', 'varchar(255)')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('assets_kind_seq').on('assets').columns(['kind', 'seq']).execute();
    },
  },
  '0112_asset_focus': {
    async up(db: Kysely<unknown>) {
      // Defaults, not NULLs: every file in the library already has a focal point, the centre.
      await db.schema
        .alterTable('assets')
        .addColumn('focus_x', 'real', (c) => c.notNull().defaultTo(0.5))
        .execute();
      await db.schema
        .alterTable('assets')
        .addColumn('focus_y', 'real', (c) => c.notNull().defaultTo(0.5))
        .execute();
    },
  },
  '0113_asset_edit': {
    async up(db: Kysely<unknown>) {
      // No turn and no crop: every file already in the library is shown as it was uploaded.
      await db.schema
        .alterTable('assets')
        .addColumn('turns', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const column of ['crop_x', 'crop_y', 'crop_width', 'crop_height'])
        await db.schema.alterTable('assets').addColumn(column, 'real').execute();
    },
  },
};

const EXT: Record<SniffedType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', mp4: 'mp4', pdf: 'pdf' };
export const KIND_OF: Record<SniffedType, MediaKind> = {
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  mp4: 'video',
  pdf: 'pdf',
};

/**
 * The asset's id and URL from the uploaded bytes' hash and the type it is
 * stored as: the same file always gets the same address. The stored type is
 * part of it because a slot may store another format than was sent (a PNG
 * into a .jpg slot is stored as JPEG), and that is another file.
 */
export function assetAddress(sha256: string, type: SniffedType) {
  const id = createHash('sha256').update(`${sha256}:${EXT[type]}`).digest('hex').slice(0, 32);
  return { id, url: `${ASSET_PREFIX}${id}.${EXT[type]}`, fileName: `${id}.${EXT[type]}` };
}

/** A file name as staff gave it, kept for search and display only (never used as a path). */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-255) || 'upload';
}

const toNumber = (row: AssetRow): AssetRow => ({
  ...row,
  seq: Number(row.seq),
  bytes: Number(row.bytes),
  focusX: Number(row.focusX),
  focusY: Number(row.focusY),
  ...columnsOfEdit(editOfColumns(row)),
});

export async function getAsset(db: MediaDatabaseHandle, id: string): Promise<AssetRow | undefined> {
  const row = await adb(db).selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toNumber(row) : undefined;
}

/** Records a stored file; a second upload of the same bytes (or a race of two) answers the existing row. */
/** A new row: the focal point starts at the centre (the column's default). */
/** How many files the library holds (the dashboard's Media library card). */
export async function countAssets(db: MediaDatabaseHandle): Promise<number> {
  const { n } = await adb(db)
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export type NewAsset = Omit<
  AssetTable,
  'seq' | 'focusX' | 'focusY' | 'turns' | 'cropX' | 'cropY' | 'cropWidth' | 'cropHeight'
>;

export async function insertAsset(db: MediaDatabaseHandle, row: NewAsset): Promise<AssetRow> {
  await withChanges(db, async (trx, changed) => {
    const res = await adb(trx)
      .insertInto('assets')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) changed({ kind: 'media', key: row.url });
  });
  const stored = await getAsset(db, row.id);
  if (!stored) throw new Error(`asset ${row.id} vanished right after it was recorded`);
  return stored;
}

/** What staff edit of a library file: its default alt text, its focal point (fractions 0..1), its crop and rotation. */
export interface AssetEdit {
  alt?: string | null;
  focus?: { x: number; y: number };
  /** null: back to the original. */
  edit?: PictureEdit | null;
}

/** Saves an edit in one transaction and records it in the change feed, so every instance renders it. */
export async function updateAsset(db: MediaDatabaseHandle, id: string, edit: AssetEdit) {
  const set = {
    ...(edit.alt !== undefined ? { alt: edit.alt } : {}),
    ...(edit.focus ? { focusX: edit.focus.x, focusY: edit.focus.y } : {}),
    ...(edit.edit !== undefined ? columnsOfEdit(isNoEdit(edit.edit) ? null : edit.edit) : {}),
  };
  if (Object.keys(set).length === 0) return getAsset(db, id);
  const row = await withChanges(db, async (trx, changed) => {
    const updated = await adb(trx)
      .updateTable('assets')
      .set(set)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (updated) changed({ kind: 'media', key: updated.url });
    return updated;
  });
  return row ? toNumber(row) : undefined;
}

/**
 * A published focal point and crop reach the asset row inside the publishing transaction
 * (api/media/picture-kind.ts), with the asset's change in the feed, so every instance renders them once the
 * publish commits and not before (the crop's sizes are stored before it: media/edit-sizes.ts). Answers the
 * file's address, or undefined when the file was deleted meanwhile.
 */
export async function writePublishedSettings(
  trx: FeedTransaction,
  id: string,
  settings: { focus: { x: number; y: number }; edit: PictureEdit | null },
): Promise<string | undefined> {
  const updated = await adb(trx)
    .updateTable('assets')
    .set({
      focusX: settings.focus.x,
      focusY: settings.focus.y,
      ...columnsOfEdit(isNoEdit(settings.edit) ? null : settings.edit),
    })
    .where('id', '=', id)
    .returning(['url'])
    .executeTakeFirst();
  if (updated) await recordChanges(trx, [{ kind: 'media', key: updated.url }]);
  return updated?.url;
}

export async function deleteAssetRow(db: MediaDatabaseHandle, id: string): Promise<boolean> {
  return withChanges(db, async (trx, changed) => {
    const gone = await adb(trx).deleteFrom('assets').where('id', '=', id).returning('url').executeTakeFirst();
    if (gone) changed({ kind: 'media', key: gone.url });
    return !!gone;
  });
}

/**
 * Deletes an asset's row, then runs `check` in the same transaction (which
 * throws to keep it): on PostgreSQL the delete holds the row's lock, so a
 * publish that reads the row FOR SHARE (lockAssets) either commits before
 * the check looks, or finds the row gone. Slot records that still name the
 * file (a slot no page declares any more) stop showing it. Answers false
 * when there was no such asset.
 */
export async function deleteAssetChecked(
  db: MediaDatabaseHandle,
  id: string,
  check: (trx: MediaDatabaseHandle, url: string) => Promise<void>,
): Promise<boolean> {
  return withChanges(db, async (trx, changed) => {
    const gone = await adb(trx).deleteFrom('assets').where('id', '=', id).returning('url').executeTakeFirst();
    if (!gone) return false;
    await check(trx, gone.url);
    const slots = await (trx as Kysely<{ media: { url: string; assetUrl: string | null } }>)
      .updateTable('media')
      .set({ assetUrl: null })
      .where('assetUrl', '=', gone.url)
      .returning('url')
      .execute();
    for (const s of slots) changed({ kind: 'media', key: s.url });
    changed({ kind: 'media', key: gone.url });
    return true;
  });
}

/**
 * Which of `urls` the library holds, read inside a publishing transaction:
 * FOR SHARE on PostgreSQL, so a concurrent delete waits for the publish (and
 * then sees the page using the file) or the publish waits for the delete
 * (and then finds the file gone). SQLite runs one write transaction at a time.
 */
export async function lockAssets(
  trx: MediaDatabaseHandle,
  urls: readonly string[],
): Promise<Map<string, string | null>> {
  if (!urls.length) return new Map();
  let q = adb(trx)
    .selectFrom('assets')
    .select(['url', 'alt'])
    .where('url', 'in', [...urls]);
  if (onPostgres(trx)) q = q.forShare();
  return new Map((await q.execute()).map((r) => [r.url, r.alt]));
}

const ASSET_INDEX_COLUMNS = [
  'url',
  'width',
  'height',
  'alt',
  'focusX',
  'focusY',
  'turns',
  'cropX',
  'cropY',
  'cropWidth',
  'cropHeight',
] as const;
type IndexRow = Pick<AssetRow, (typeof ASSET_INDEX_COLUMNS)[number]>;
/**
 * What the renderer keeps of an asset (PostgreSQL's driver may answer a real as a string): the size is the
 * picture's as pages show it, after its crop and turn, so the page reserves the right box.
 */
export const indexEntry = (row: IndexRow) => {
  const edit = editOfColumns(row);
  const size =
    edit && row.width && row.height
      ? editedSize(row.width, row.height, edit)
      : { width: row.width, height: row.height };
  return {
    url: row.url,
    ...size,
    alt: row.alt,
    focus: { x: Number(row.focusX), y: Number(row.focusY) },
    ...(edit ? { edit } : {}),
  };
};

/** One asset by its address, for an instance reloading what a change named. */
export async function getAssetByUrl(db: MediaDatabaseHandle, url: string) {
  return adb(db)
    .selectFrom('assets')
    .select(ASSET_INDEX_COLUMNS)
    .where('url', '=', url)
    .executeTakeFirst()
    .then((row) => row && indexEntry(row));
}

/** Every asset's URL and size, for the store's in-memory index (rendering is synchronous). */
export async function listAssetIndex(db: MediaDatabaseHandle) {
  return (await adb(db).selectFrom('assets').select(ASSET_INDEX_COLUMNS).execute()).map(indexEntry);
}

export interface AssetQuery {
  /** Words; an asset matches when each of them is in its file name or alt text, or in a page using it. */
  q?: string;
  /** The URLs of files used by a page whose path holds the word (lower case). */
  usedOnPages?: (word: string) => string[];
  kind?: MediaKind;
  /** Only these URLs are excluded (the used ones, for "unused"). */
  exclude?: string[];
  cursor?: number;
  limit: number;
}

/** A search's words, lower case: "Shopping  centres" → ["shopping", "centres"]. */
export const searchWords = (q: string | undefined) => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** One page of the library, newest first. */
export async function pageAssets(db: MediaDatabaseHandle, o: AssetQuery): Promise<AssetRow[]> {
  let query = adb(db).selectFrom('assets').selectAll();
  if (o.kind) query = query.where('kind', '=', o.kind);
  if (o.cursor) query = query.where('seq', '<', o.cursor);
  if (o.exclude?.length) query = query.where('url', 'not in', o.exclude);
  // Every word must be found somewhere, each in any of the places: staff type "shopping centres"
  // for a file named shopping-mall.jpg described as "Garden City centres".
  for (const word of searchWords(o.q)) {
    // LIKE with its wildcards escaped, so "100%" searches for "100%".
    const like = `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const matches = (column: 'fileName' | 'alt') => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;
    const pages = o.usedOnPages?.(word) ?? [];
    query = query.where((eb) =>
      eb.or([matches('fileName'), matches('alt'), ...(pages.length ? [eb('url', 'in', pages)] : [])]),
    );
  }
  const rows = await query.orderBy('seq', 'desc').limit(o.limit).execute();
  return rows.map(toNumber);
}

/** Loads the asset index into the store (on start, and when another instance changed the library). */
export async function loadAssets(db: MediaDatabaseHandle, store: MediaStore) {
  store.replaceAssets(await listAssetIndex(db));
}
