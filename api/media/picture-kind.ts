import {
  pictureCompareQuery,
  pictureDraftInput,
  picturePreviewInput,
  picturePublishInput,
  pictureRestoreInput,
  pictureRevisionQuery,
  pictureRevisionsQuery,
  pictureKeyQuery,
  pictureSettings,
  type PictureSettings,
  type PictureSettingsDetail,
} from '../../contracts/picture-settings';
import { ASSET_ID } from '../../contracts/assets';
import { getAsset, writePublishedSettings, type AssetRow } from '../../media/assets';
import { ensureEditSizes, hasEditSizes, sweepEditSizes } from '../../media/edit-sizes';
import { editOfColumns, type PictureEdit } from '../../media/picture-edit';
import type { MediaStore } from '../../media/store';
import { refusalOf } from '../../media/upload';
import type { DB } from '../db';
import { ApiError } from '../http';
import { toDocumentIssues } from '../documents/documents';
import type { DocumentKindSpec, OpenedDocument } from '../documents/kind';
import { issuesError } from '../documents/publish';
import { guarded } from '../documents/conflict';
import { singleDocumentState } from '../documents/schedule';
import { readStored, storedText } from '../documents/schema-versions';
import { getDocument, inDocumentTransaction, StaleVersion, writePublish, type DocumentRow } from '../documents/store';

/** The settings are a few numbers: a small body is plenty. */
const PICTURE_BODY = {
  limit: 4096,
  tooLarge: () => new ApiError(413, 'The picture settings may be at most 4 KB.'),
  lead: 'The request has problems',
};

const pictureInputs = {
  key: pictureKeyQuery,
  draft: pictureDraftInput,
  publish: picturePublishInput,
  restore: pictureRestoreInput,
  revisions: pictureRevisionsQuery,
  revision: pictureRevisionQuery,
  preview: picturePreviewInput,
  compare: pictureCompareQuery,
};

const refOf = (id: string) => ({ kind: 'picture' as const, key: id });
/** What pages show of the picture now: the asset row's, which only a publish (or an unshown picture's save) writes. */
const settingsOf = (row: AssetRow): PictureSettings => ({
  focus: { x: row.focusX, y: row.focusY },
  edit: editOfColumns(row) ?? null,
});

function check(document: unknown): {
  document?: PictureSettings;
  issues: { path: (string | number)[]; message: string }[];
} {
  const parsed = pictureSettings.safeParse(document);
  return parsed.success ? { document: parsed.data, issues: [] } : { issues: toDocumentIssues(parsed.error.issues) };
}

async function assetOf(db: DB, id: string): Promise<AssetRow> {
  const row = ASSET_ID.test(id) ? await getAsset(db, id) : undefined;
  if (!row) throw new ApiError(404, `There is no file ${id.slice(0, 40)} in the media library (deleted already?)`);
  if (row.kind !== 'image')
    throw new ApiError(400, `${row.fileName} is a ${row.kind}: only pictures have a focal point to publish.`);
  return row;
}

/**
 * The picture's history starts with how pages show it now, as its first version: without it the first change
 * published could not be undone (there would be no earlier version to restore). Written unseen (nothing
 * visitors see changes) the first time the picture's settings are opened; a second opener racing it reads the
 * row the first one wrote.
 */
async function startHistory(db: DB, row: AssetRow, by: string): Promise<DocumentRow | undefined> {
  const ref = refOf(row.id);
  const document = settingsOf(row);
  try {
    return await inDocumentTransaction(
      db,
      ref,
      (trx) =>
        writePublish(trx, ref, {
          baseVersion: 0,
          by,
          document,
          stored: storedText('picture', document),
          review: { settle: false },
          create: { source: null },
        }),
      { visible: false },
    );
  } catch (err) {
    if (err instanceof StaleVersion) return getDocument(db, ref);
    throw err;
  }
}

interface OpenedPicture extends OpenedDocument<PictureSettings> {
  asset: AssetRow;
}

async function open(db: DB, key: string): Promise<OpenedPicture> {
  const asset = await assetOf(db, key);
  const row = (await getDocument(db, refOf(key))) ?? (await startHistory(db, asset, asset.createdBy));
  return { key, row, create: { source: null }, asset };
}

/** The address of the picture at a crop of its own (its widest WebP size), when that crop's sizes are made. */
function editedSrc(media: MediaStore, asset: AssetRow, edit: PictureEdit | null | undefined): string | null {
  if (!edit) return null;
  const webp = media.sourcesAt(asset.url, edit)?.find((s) => s.type === 'image/webp');
  return webp?.srcSet.split(',').pop()?.trim().split(/\s+/)[0] ?? null;
}

async function detail(
  db: DB,
  media: MediaStore,
  opened: OpenedDocument<PictureSettings>,
): Promise<PictureSettingsDetail> {
  const asset = (opened as OpenedPicture).asset ?? (await assetOf(db, opened.key));
  const state = await singleDocumentState(db, refOf(opened.key), opened.row);
  const draft = readStored('picture', opened.row?.draft) as PictureSettingsDetail['draft'];
  return {
    id: asset.id,
    url: asset.url,
    fileName: asset.fileName,
    version: state.version,
    // What pages show is the asset row's, which only a publish writes.
    published: settingsOf(asset),
    draft,
    draftSrc: editedSrc(media, asset, draft?.edit),
    original: asset.width && asset.height ? { width: asset.width, height: asset.height } : null,
    issues: draft ? check(draft).issues : [],
    updatedAt: state.updatedAt,
    updatedBy: state.updatedBy,
    scheduledAt: state.scheduledAt,
    scheduleError: state.scheduleError,
  };
}

/** The crop's sizes could not be made: the image work's own refusal (busy, disk full), as the API answers it. */
function sizesRefused(err: unknown): never {
  const refusal = refusalOf(err);
  if (!refusal) throw err;
  throw new ApiError(
    refusal.httpStatus as 400,
    refusal.body.message,
    {},
    refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : {},
  );
}

/** The edits a picture's sizes are kept for: what pages show, the draft, and a scheduled version. */
async function editsInUse(db: DB, asset: AssetRow): Promise<(PictureEdit | null | undefined)[]> {
  const row = await getDocument(db, refOf(asset.id));
  const draft = readStored('picture', row?.draft) as { edit?: PictureEdit | null } | null;
  const scheduled = row
    ? await db.selectFrom('documentSchedules').select('document').where('documentId', '=', row.id).executeTakeFirst()
    : undefined;
  const planned = readStored('picture', scheduled?.document) as { edit?: PictureEdit | null } | null;
  return [editOfColumns(asset), draft?.edit, planned?.edit];
}

/**
 * Before a draft, a restore or a publish of a picture is written: the sizes of its crop are made if they are not
 * stored (a new crop, or a restored one whose sizes were removed), so the preview can show them and no instance
 * renders a crop without its sizes; then the sizes of crops nothing names any more are removed.
 */
export async function prepareEditSizes(
  db: DB,
  media: MediaStore,
  asset: AssetRow,
  edit: PictureEdit | null | undefined,
): Promise<void> {
  await ensureEditSizes(media, asset.url, edit).catch(sizesRefused);
  await sweepEditSizes(media, asset.url, [edit, ...(await editsInUse(db, asset))]);
}

/** After a save that changed what the picture shows: the sizes of crops nothing names any more go. */
export async function sweepUnusedSizes(db: DB, media: MediaStore, asset: AssetRow): Promise<void> {
  await sweepEditSizes(media, asset.url, await editsInUse(db, asset));
}

/**
 * The preview: the picture at the draft's crop, in the shapes pages cut it to (wide page top, card, square) at
 * the draft's focal point. The body names the picture's address, which must be the library file of `id`.
 */
function preview(media: MediaStore, body: Record<string, unknown>): string {
  const checked = check(body.picture);
  if (!checked.document) throw issuesError(checked.issues, 'The picture cannot be shown until these are fixed');
  const url = String(body.url);
  const { x, y } = checked.document.focus;
  // A crop is shown at its own sizes (made when its draft was saved); until they are, the file as uploaded.
  const webp = checked.document.edit
    ? media.sourcesAt(url, checked.document.edit)?.find((s) => s.type === 'image/webp')
    : undefined;
  const src = webp?.srcSet.split(',').pop()?.trim().split(/\s+/)[0] ?? url;
  const at = `object-position:${x * 100}% ${y * 100}%;object-fit:cover`;
  const shapes = [
    ['Wide (page top)', '16/6'],
    ['Card', '4/3'],
    ['Square', '1/1'],
  ];
  const boxes = shapes
    .map(
      ([name, ratio]) =>
        `<figure><img src="${src}" alt="" style="${at};aspect-ratio:${ratio};width:100%"><figcaption>${name}</figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Preview</title><body style="max-width:720px;margin:auto;font-family:sans-serif">${boxes}</body>`;
}

/**
 * A library picture's settings (its focal point, its crop and turn) as a kind of the document core, keyed by
 * the asset id: a change is a draft until it is published (or reviewed and published, or published at a
 * time), every published version stays in History for Restore, and the publish writes the asset row in its
 * own transaction with the asset's change in the feed, so pages re-crop then and not before. A crop's sizes
 * are made before its draft is saved (`prepare`), under names of their own, so the live crop's stay.
 */
export function pictureKind(
  media: MediaStore,
): DocumentKindSpec<PictureSettings, typeof pictureInputs, PictureSettingsDetail, 'picture'> {
  return {
    kind: 'picture',
    what: 'the picture',
    draftName: 'The picture change',
    field: 'picture',
    key: (query) => (query as { id: string }).id,
    name: () => 'The picture',
    body: PICTURE_BODY,
    inputs: pictureInputs,
    open,
    detail: (db, opened) => detail(db, media, opened),
    check: (_key, document) => check(document),
    // A picture has no default to go back to other than its history: Restore names a version.
    reset: {
      missing: () => new ApiError(400, 'Name the version to restore: a picture has no default settings.'),
      action: 'reset',
      detail: 'the picture settings',
    },
    activity: undefined,
    shape: pictureSettings,
    async prepare(db, key, document) {
      const edit = pictureSettings.shape.edit.safeParse((document as { edit?: unknown } | null)?.edit);
      if (!edit.success) return;
      await prepareEditSizes(db, media, await assetOf(db, key), edit.data);
    },
    async beforePublish(trx, document, key) {
      const url = await writePublishedSettings(trx, key, document);
      if (!url) throw new ApiError(404, 'The picture was deleted from the media library meanwhile');
      // Made by prepare just before; gone only if a save of another crop raced this publish.
      if (!hasEditSizes(media, url, document.edit))
        throw new ApiError(409, 'The sizes of this crop were removed meanwhile: publish it again to make them.');
    },
    preview: (body) => preview(media, body),
  };
}

/**
 * The library's Save of a picture no live page shows applies at once (nothing visitors see changes); once the
 * picture has a History, the new settings are kept there as its newest version too, so History still says
 * what pages will show when the picture goes live. Answers false when the picture has no History yet (the
 * caller saves the asset row as before: its History starts from that when first opened).
 */
export async function saveSettingsOfUnshownPicture(
  db: DB,
  asset: AssetRow,
  change: { focus?: { x: number; y: number }; edit?: PictureEdit | null },
  by: string,
): Promise<boolean> {
  const ref = refOf(asset.id);
  const row = await getDocument(db, ref);
  if (!row) return false;
  const now = settingsOf(asset);
  const document: PictureSettings = {
    focus: change.focus ?? now.focus,
    edit: change.edit !== undefined ? change.edit : now.edit,
  };
  await guarded(
    () =>
      inDocumentTransaction(db, ref, async (trx) => {
        if (!(await writePublishedSettings(trx, asset.id, document)))
          throw new ApiError(404, `${asset.fileName} was deleted from the media library meanwhile`);
        await writePublish(
          trx,
          { id: row.id },
          {
            baseVersion: row.version,
            by,
            document,
            stored: storedText('picture', document),
            review: { settle: false },
          },
        );
      }),
    'the picture',
  );
  return true;
}

/**
 * A deleted library file takes its settings' document with it, in the delete's transaction: its History,
 * a schedule and a waiting review (the tables cascade from the document row), so the review queue never
 * offers staff a change to a file that is gone.
 */
export async function forgetPicture(trx: DB, id: string): Promise<void> {
  const ref = refOf(id);
  await trx.deleteFrom('documents').where('kind', '=', ref.kind).where('key', '=', ref.key).execute();
}

/** Of the library files `ids`, those whose picture settings have a saved draft that pages do not show yet. */
export async function picturesWithDrafts(db: DB, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents')
    .select('key')
    .where('kind', '=', 'picture')
    .where('key', 'in', [...ids])
    .where('draft', 'is not', null)
    .where('deletedAt', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.key));
}
