import type { Kysely } from 'kysely';
import { runDataMigration } from '../platform/data-migrations';
import type { AssetTable } from './assets';
import { ensureEditSizes } from './edit-sizes';
import { editOfColumns } from './picture-edit';
import type { MediaDatabaseHandle } from './records';
import { withSlotLock } from './storage';
import type { MediaStore } from './store';
import { remakeVariants } from './variants';

/** Its row in data_migrations once every picture cropped the earlier way has been given its crop's own sizes. */
export const SEPARATE_EARLIER_CROPS = 'separate-earlier-crop-sizes';

/**
 * Before each crop and turn had sizes of its own (media/edit-sizes.ts), a
 * crop was made again in place: the untagged sizes, which stand for the
 * picture as uploaded, held the crop. Pages still show it right (a crop with
 * no sizes of its own is answered with the untagged ones), but a Reset to
 * original, once published, would keep showing the crop. Each such picture
 * gets its crop's own sizes first (pages name them from then on), then its
 * untagged sizes are made again from the untouched original. Running it
 * again (two instances starting at once) makes nothing new.
 */
export async function separateEarlierCropSizes(db: MediaDatabaseHandle, store: MediaStore): Promise<number> {
  const pictures = await (db as Kysely<{ assets: AssetTable }>)
    .selectFrom('assets')
    .selectAll()
    .where('kind', '=', 'image')
    .execute();
  let separated = 0;
  for (const row of pictures) {
    const edit = editOfColumns(row);
    if (!edit || !store.blobs.info(store.key(row.url))) continue;
    await ensureEditSizes(store, row.url, edit);
    await withSlotLock(row.url, () => remakeVariants(store, row.url, undefined));
    store.invalidate(row.url);
    separated++;
  }
  return separated;
}

/** At a start: once per database (a restored older backup runs it again, finding what it needs to). */
export async function separateEarlierCropSizesOnce(db: MediaDatabaseHandle, store: MediaStore): Promise<number> {
  let separated = 0;
  await runDataMigration(db, SEPARATE_EARLIER_CROPS, async () => {
    separated = await separateEarlierCropSizes(db, store);
  });
  return separated;
}
