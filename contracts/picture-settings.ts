import { z } from 'zod';
import { ASSET_ID, focalPoint, type FocalPoint } from './assets';
import { compareQuery } from './compare';
import { documentField, documentVersion, type DocumentIssue, type DocumentKindFacts } from './documents';
import { pageQuery } from './paging';
import { STORED_INT_MAX, STORED_INT_MESSAGE } from './stored-int';

/**
 * A library picture's settings as a document of the core (kind 'picture',
 * keyed by the asset id): what every page showing the picture uses. A change
 * to a picture a live page shows is saved as a draft and goes live by
 * publish (and review), so it can be undone from History like any other.
 * The crop and turn are not in it yet: they remake the picture's files, which
 * a draft cannot do without touching what visitors see (see the staff guide).
 */
export const pictureSettings = z.strictObject({ focus: focalPoint });
export type PictureSettings = z.output<typeof pictureSettings>;

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
  draft: { focus?: FocalPoint } | null;
  issues: DocumentIssue[];
  updatedAt: string | null;
  updatedBy: string | null;
  scheduledAt: string | null;
  scheduleError: string | null;
}

const assetId = z.string('must be the id of a library file').regex(ASSET_ID, 'must be the id of a library file');
const key = { id: assetId };

const revisionVersion = z
  .number('must be a whole number')
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(STORED_INT_MAX, STORED_INT_MESSAGE);

export const pictureKeyQuery = z.strictObject(key);
export const pictureDraftInput = z.strictObject({
  picture: documentField<{ focus?: FocalPoint }>('the picture settings'),
  baseVersion: documentVersion,
});
export const picturePublishInput = z.strictObject({
  baseVersion: documentVersion,
  at: z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-12-01T09:00:00+03:00' }).optional(),
});
/** A published version becomes the draft: the undo of a picture change. */
export const pictureRestoreInput = z.strictObject({ version: revisionVersion, baseVersion: documentVersion });
export const pictureRevisionsQuery = z.strictObject({ ...key, ...pageQuery });
export const pictureRevisionQuery = z.strictObject({ ...key, version: z.coerce.number().pipe(revisionVersion) });
export const picturePreviewInput = z
  .strictObject({
    ...key,
    /** The picture's address, shown in the preview: only a library file's (no markup can ride along). */
    url: z.string().regex(/^\/uploads\/_assets\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/, "must be the picture's library address"),
    picture: documentField<{ focus?: FocalPoint }>('the picture settings'),
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
  title: () => 'Picture focal point',
  live: (row) => row.published !== null,
  // The library opens the one picture first (admin/screens/media-library/OpenedFile.tsx).
  editAt: (id) => `/admin/media?file=${id}`,
};
