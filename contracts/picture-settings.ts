import { z } from 'zod';
import { ASSET_ID, focalPoint, pictureEdit, type FocalPoint, type PictureEdit } from './assets';
import { compareQuery } from './compare';
import {
  documentField,
  documentVersion,
  publishInput,
  revisionVersion,
  type DocumentIssue,
  type DocumentKindFacts,
} from './documents';
import { pageQuery } from './paging';

/**
 * A library picture's settings as a document of the core (kind 'picture',
 * keyed by the asset id): what every page showing the picture uses, its focal
 * point and its crop and turn (null: shown as uploaded). A change to a picture
 * a live page shows is saved as a draft and goes live by publish (and
 * review), so it can be undone from History like any other. Each crop's
 * sizes are files of their own (media/picture-edit.ts `editTag`), so a draft
 * crop's sizes sit beside the live one's until it is published.
 */
export const pictureSettings = z.strictObject({ focus: focalPoint, edit: pictureEdit.nullable() });
export type PictureSettings = z.output<typeof pictureSettings>;

/**
 * Version 2 added the crop and turn. A version 1 document said nothing of them (they were applied to the file at
 * once, outside History), so it is read as the picture shown as uploaded: restoring it resets the crop too.
 */
export const pictureSettingsVersion = {
  version: 2,
  migrate: (value: Record<string, unknown>) => ({ ...value, edit: value.edit ?? null }),
};

/** The editor's state of one picture's settings (GET /api/admin/picture?id=). */
export interface PictureSettingsDetail {
  id: string;
  url: string;
  fileName: string;
  /** Every write (draft, publish, restore) makes it one higher. */
  version: number;
  /** What pages show now (the asset row's). */
  published: PictureSettings;
  /** The saved draft (possibly with problems), or null when there is none. */
  draft: { focus?: FocalPoint; edit?: PictureEdit | null } | null;
  /**
   * The picture's address at the draft's crop and turn (its widest WebP size), for the preview; null when the
   * draft has no crop of its own (the file's own address shows it) or its sizes are not made yet.
   */
  draftSrc: string | null;
  /** The file's own pixel size (before any crop or turn), for the crop editor. */
  original: { width: number; height: number } | null;
  issues: DocumentIssue[];
  updatedAt: string | null;
  updatedBy: string | null;
  scheduledAt: string | null;
  scheduleError: string | null;
}

const assetId = z.string('must be the id of a library file').regex(ASSET_ID, 'must be the id of a library file');
const key = { id: assetId };

export const pictureKeyQuery = z.strictObject(key);
export const pictureDraftInput = z.strictObject({
  picture: documentField<{ focus?: FocalPoint; edit?: PictureEdit | null }>('the picture settings'),
  baseVersion: documentVersion,
});
export const picturePublishInput = publishInput;
/** A published version becomes the draft: the undo of a picture change. */
export const pictureRestoreInput = z.strictObject({ version: revisionVersion, baseVersion: documentVersion });
export const pictureRevisionsQuery = z.strictObject({ ...key, ...pageQuery });
export const pictureRevisionQuery = z.strictObject({ ...key, version: z.coerce.number().pipe(revisionVersion) });
export const picturePreviewInput = z
  .strictObject({
    ...key,
    /** The picture's address, shown in the preview: only a library file's (no markup can ride along). */
    url: z.string().regex(/^\/uploads\/_assets\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/, "must be the picture's library address"),
    picture: documentField<{ focus?: FocalPoint; edit?: PictureEdit | null }>('the picture settings'),
  })
  .refine((b) => b.url.startsWith(`/uploads/_assets/${b.id}.`), {
    message: 'must be the address of the picture named by id',
    path: ['url'],
  });
export const pictureCompareQuery = z.strictObject({ ...key, ...compareQuery });

export const pictureKindFacts: DocumentKindFacts = {
  single: false,
  label: () => 'the picture',
  where: () => 'Every page that shows the picture',
  title: () => 'Picture focal point and crop',
  live: (row) => row.published !== null,
  // The library opens the one picture first (admin/screens/media-library/OpenedFile.tsx).
  editAt: (id) => `/admin/media?file=${id}`,
};
