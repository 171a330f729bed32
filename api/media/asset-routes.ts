import type { Context } from 'hono';
import {
  ASSET_ID,
  assetEditInput,
  assetDeleteQuery,
  assetListQuery,
  BLOCKING_USES,
  type Asset,
  type AssetInUseAnswer,
  type AssetUse,
} from '../../contracts/assets';
import { handleUpload } from '../../media/upload';
import { REPLACING_LIVE_SLOT, settleUpload } from './slot-activity';
import { deleteAssetChecked, getAsset, pageAssets, updateAsset, type AssetRow } from '../../media/assets';
import { editedSize, editOfColumns } from '../../media/picture-edit';
import { liveChangeWords, saveCropAndTurn } from './picture-edit-save';
import { forgetPicture, picturesWithDrafts, saveSettingsOfUnshownPicture } from './picture-kind';
import { removeAssetFiles } from '../../media/asset-files';
import type { MediaStore } from '../../media/store';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import type { DB } from '../db';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { pageOf } from '../paging';
import { recordActivity } from '../documents/activity';
import { checkMayChangeLiveMedia } from '../documents/review';
import { assetUsage, pagesMatching } from './asset-usage';

const narrowest = (srcSet: string) => srcSet.split(',')[0]?.trim().split(/\s+/)[0];

/** The answer's form of an asset: its row, a thumbnail from the store, and where it is used. */
export function assetView(row: AssetRow, store: MediaStore, usedBy: AssetUse[], drafted = false): Asset {
  const m = store.resolve(row.url);
  const webp = (m.sources ?? m.posterSources)?.find((s) => s.type === 'image/webp');
  const thumb = webp
    ? narrowest(webp.srcSet)
    : row.kind === 'image'
      ? m.src
      : row.kind === 'video'
        ? m.poster
        : undefined;
  return {
    id: row.id,
    url: row.url,
    kind: row.kind,
    fileName: row.fileName,
    alt: row.alt,
    ...shownSize(row),
    focus: { x: row.focusX, y: row.focusY },
    edit: editView(row),
    bytes: row.bytes,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    usedBy,
    ...(thumb ? { thumb } : {}),
    ...(drafted ? { unpublishedChange: true } : {}),
  };
}

/** The picture's size as pages show it (after its crop and turn). */
function shownSize(row: AssetRow) {
  const edit = editOfColumns(row);
  if (!edit || !row.width || !row.height) return { width: row.width, height: row.height };
  return editedSize(row.width, row.height, edit);
}

function editView(row: AssetRow): Asset['edit'] {
  const edit = editOfColumns(row);
  if (!edit) return null;
  return { ...edit, ...(row.width && row.height ? { original: { width: row.width, height: row.height } } : {}) };
}

/** The :id of the route, or 404: ids are content keys, so anything else names no asset. */
async function assetOf(c: Context<AdminEnv>): Promise<AssetRow> {
  const id = c.req.param('id') ?? '';
  const row = ASSET_ID.test(id) ? await getAsset(c.var.deps.db, id) : undefined;
  if (!row) throw new ApiError(404, `There is no file ${id.slice(0, 40)} in the media library (deleted already?)`);
  return row;
}

const USE_WORDS: Record<AssetUse['state'], string> = {
  published: '',
  draft: ' (draft)',
  trash: ' (in the Trash)',
  revision: ' (an earlier version in History)',
};
// "the home page (/)": a bare "/" at the end of a sentence ("in use on /.") read as a typo.
const pageName = (path: string) => (path === '/' ? 'the home page (/)' : path);
const describeUses = (uses: AssetUse[]) => uses.map((u) => `${pageName(u.path)}${USE_WORDS[u.state]}`).join(', ');

/** Where each library file is used, read through `db` (the delete's transaction, or the app's database). */
function usesOf(c: Context<AdminEnv>, db: DB = c.var.deps.db) {
  const { media, pages } = c.var.deps;
  return assetUsage(db, pages, (slot) => media.manifest?.bySlot(slot)?.page);
}

/** Thrown inside the delete's transaction to keep the file. */
class KeptBack extends Error {}

/**
 * Why a file may not be deleted: a page shows it or its draft does (refused),
 * or only the trash and earlier versions keep it (asks for a confirmation).
 */
function inUse(fileName: string, uses: AssetUse[], confirmed: boolean): AssetInUseAnswer | undefined {
  if (uses.some((u) => BLOCKING_USES.includes(u.state)))
    return {
      error: `${fileName} is in use on ${describeUses(uses.filter((u) => BLOCKING_USES.includes(u.state)))}. Choose another file there (and publish) before deleting it.`,
      usedBy: uses,
    };
  if (uses.length && !confirmed)
    return {
      error: `${fileName} is kept by ${describeUses(uses)}. Restoring that would show an empty field to fix. Delete it anyway?`,
      usedBy: uses,
      confirm: true,
    };
  return undefined;
}

/**
 * The media library. GET lists it newest first, a page at a time, with search
 * (each word in the file name, alt text, or the path of a page using the
 * file) and filters; GET /:id answers one file; POST adds a file; PATCH edits its default alt text,
 * and the crop, turn and focal point of a picture no live page shows (a live one's are a draft to publish:
 * /api/admin/picture); DELETE removes a file
 * no published page and no draft uses (409 naming them otherwise), its
 * variants and poster with it, and records who did it in the activity log.
 * The other instances drop it through the content version.
 */
export const assetRoutes = apiRouter<AdminEnv>()
  // Guards on each route, not use(): this router shares /api/admin/media with the upload manager's routes.
  .get('/', sameOrigin, requireAdmin, validate('query', assetListQuery), async (c) => {
    const deps = c.var.deps;
    const query = c.req.valid('query');
    const uses = await usesOf(c);
    const rows = await pageAssets(c.var.deps.db, {
      q: query.q,
      usedOnPages: (word) => pagesMatching(uses, word),
      kind: query.kind,
      exclude: query.unused === '1' ? [...uses.keys()] : undefined,
      cursor: query.cursor ? Number(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const drafted = await picturesWithDrafts(
      deps.db,
      rows.filter((r) => r.kind === 'image').map((r) => r.id),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(
      pageOf(
        rows,
        query.limit,
        (row) => row.seq,
        (row) => assetView(row, deps.media, uses.get(row.url) ?? [], drafted.has(row.id)),
      ),
    );
  })
  // One file: a media field names the library file its address points at.
  .get('/:id', sameOrigin, requireAdmin, async (c) => {
    const row = await assetOf(c);
    const uses = (await usesOf(c)).get(row.url) ?? [];
    const drafted = (await picturesWithDrafts(c.var.deps.db, [row.id])).has(row.id);
    c.header('Cache-Control', 'no-store');
    return c.json(assetView(row, c.var.deps.media, uses, drafted));
  })
  // The one upload pipeline (media/upload.ts): a form naming a slot (targetPath, fileName) points it at the file too.
  .post('/', sameOrigin, requireAdmin, async (c) => {
    const deps = c.var.deps;
    const by = c.var.admin.username;
    const result = await handleUpload(deps.media, deps.db, c.req.raw, {
      by,
      beforeTarget: () => checkMayChangeLiveMedia(deps.db, c.var.admin.role, REPLACING_LIVE_SLOT),
    });
    await settleUpload(deps.db, result, by);
    c.header('Cache-Control', 'no-store');
    if (!result.asset) {
      if (result.retryAfter) c.header('Retry-After', String(result.retryAfter));
      return c.json(result.body, result.httpStatus);
    }
    const uses = (await usesOf(c)).get(result.asset.url) ?? [];
    return c.json(assetView(result.asset, deps.media, uses), 201);
  })
  .patch('/:id', sameOrigin, requireAdmin, validate('json', assetEditInput), async (c) => {
    const row = await assetOf(c);
    const input = c.req.valid('json');
    if (input.edit !== undefined && row.kind !== 'image')
      throw new ApiError(
        400,
        `${row.fileName} is a ${row.kind}: only pictures can be cropped or turned here. Edit the file on a computer and upload it again.`,
      );
    const live = ((await usesOf(c)).get(row.url) ?? []).some((u) => u.state === 'published');
    // A live picture's focal point and crop go through publish (a draft, review, History): api/media/picture-kind.ts.
    if (live && (input.focus || input.edit !== undefined))
      throw new ApiError(
        409,
        `${row.fileName} is on live pages: save its ${input.focus ? 'focal point' : 'crop'} as a draft and publish it (PUT /api/admin/picture/draft?id=${row.id}), so it can be reviewed and undone.`,
      );
    if (live) await checkMayChangeLiveMedia(c.var.deps.db, c.var.admin.role, liveChangeWords(input));
    const kept =
      input.edit === undefined &&
      !!input.focus &&
      (await saveSettingsOfUnshownPicture(c.var.deps.db, row, { focus: input.focus }, c.var.admin.username));
    const updated =
      input.edit !== undefined
        ? await saveCropAndTurn(c.var.deps, row, input, c.var.admin.username)
        : await updateAsset(c.var.deps.db, row.id, {
            ...(input.alt !== undefined ? { alt: input.alt || null } : {}),
            ...(input.focus && !kept ? { focus: input.focus } : {}),
          });
    if (!updated) throw new ApiError(404, `${row.fileName} was deleted from the media library meanwhile`);
    const uses = (await usesOf(c)).get(row.url) ?? [];
    return c.json(assetView(updated, c.var.deps.media, uses));
  })
  .delete('/:id', sameOrigin, requireAdmin, validate('query', assetDeleteQuery), async (c) => {
    const deps = c.var.deps;
    const row = await assetOf(c);
    const { confirm } = c.req.valid('query');
    let refused: AssetInUseAnswer | undefined;
    // The row goes first, and the uses are read in the same transaction: no publish can slip in between.
    const deleted = await deleteAssetChecked(c.var.deps.db, row.id, async (trx, url) => {
      const uses = (await usesOf(c, trx as DB)).get(url) ?? [];
      refused = inUse(row.fileName, uses, !!confirm);
      if (refused) throw new KeptBack();
      await forgetPicture(trx as DB, row.id);
    }).catch((err) => {
      if (err instanceof KeptBack) return undefined;
      throw err;
    });
    if (refused) return c.json(refused, 409);
    if (!deleted) throw new ApiError(404, `${row.fileName} was deleted already`);
    deps.media.setAsset(row.url, undefined);
    await removeAssetFiles(deps.media, c.var.deps.db, row.url);
    await recordActivity(c.var.deps.db, {
      path: row.url,
      action: 'media-del',
      by: c.var.admin.username,
      detail: row.fileName,
    });
    return c.body(null, 204);
  });
