import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetEditInput, AssetKind } from '../../../contracts/assets';
import { ASSET_PREFIX, isAssetUrl } from '../../../engine/media-kind';
import type { Page } from '../../../contracts/paging';
import { uploadFile, uploadedOrThrow } from '../../data/upload-file';
import type { ScheduleAnswer } from '../../../contracts/documents';
import type { PictureSettings } from '../../../contracts/picture-settings';
import type { TargetsView } from '../../../contracts/media';
import { admin, call, mediaTargetsApi } from '../../data/api-client';

export const MEDIA_KEY = [admin.media.$path()] as const;

/**
 * The library seen through the slots pages ask for (GET …/media/targets): each page's named slots, each
 * naming the library file it shows (`fileId`). Its key is under the library's, so every change to the
 * library (an upload, an edit, a delete) refreshes it too, and a change to a slot refreshes the library.
 */
export const SLOTS_KEY = [...MEDIA_KEY, 'slots'] as const;

/** The slots query; `whileVideos` asks again every few seconds while a video is being made web-ready. */
export function slotsQuery({ whileVideos = false } = {}) {
  return {
    queryKey: SLOTS_KEY,
    queryFn: mediaTargetsApi.list,
    staleTime: 0,
    ...(whileVideos
      ? { refetchInterval: (q: { state: { data?: TargetsView } }) => (videosInProgress(q.state.data) ? 3000 : false) }
      : {}),
  };
}

function videosInProgress(data: TargetsView | undefined): boolean {
  return !!data?.groups.some((g) =>
    g.targets.some((t) => t.video?.state === 'queued' || t.video?.state === 'processing'),
  );
}

/** What staff narrow the library by: words, a kind, and "only files no page uses". */
export interface AssetFilter {
  q: string;
  kind: AssetKind | '';
  unused: boolean;
}

export const NO_FILTER: AssetFilter = { q: '', kind: '', unused: false };

/** The library list's query: only the filters that narrow it. */
function libraryQuery(filter: AssetFilter, limit: number, cursor?: string | null) {
  return {
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.unused ? { unused: '1' as const } : {}),
    limit: String(limit),
    ...(cursor ? { cursor } : {}),
  };
}

/** The library a page at a time, newest first; `fetchNextPage` appends the next. */
export function useAssets(filter: AssetFilter, limit = 24) {
  return useInfiniteQuery({
    queryKey: [...MEDIA_KEY, filter, limit],
    queryFn: ({ pageParam }): Promise<Page<Asset>> =>
      call(admin.media.$get({ query: libraryQuery(filter, limit, pageParam) })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/**
 * GET …/media/:id for a library address (/uploads/_assets/<id>.<ext>): the file
 * a media field names. Nothing is asked for a named slot; a file deleted from
 * the library meanwhile answers an error, and the field shows its address.
 */
export function useAssetAt(url: string) {
  return useQuery(assetQuery(url));
}

/** The query of useAssetAt, shared with those that ask for many files at once (one cache entry per file). */
export function assetQuery(url: string) {
  return assetByIdQuery(isAssetUrl(url) ? url.slice(ASSET_PREFIX.length).replace(/\.[a-z0-9]+$/, '') : '');
}

/** One library file by its id ('' asks nothing). */
export function assetByIdQuery(id: string) {
  return {
    queryKey: [...MEDIA_KEY, 'one', id],
    queryFn: (): Promise<Asset> => call(admin.media[':id'].$get({ param: { id } })),
    enabled: id !== '',
    retry: false,
    staleTime: 60_000,
  };
}

/**
 * One file (and its default alt text) into the library, through the admin's
 * one upload client (progress, and resumable for a large file); answers the
 * library file, or throws what errorText shows.
 */
export function useUploadAsset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      alt,
      onProgress,
    }: {
      file: File;
      alt?: string;
      onProgress?: (fraction: number) => void;
    }): Promise<Asset> => {
      const answer = uploadedOrThrow(await uploadFile(file, { alt, onProgress }));
      if (!answer.asset)
        throw new Error(`${file.name}: the server stored it but did not say as what; reload the library.`);
      return answer.asset;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** PATCH …/media/:id: a file's default alt text, its focal point, or both. */
export function useEditAsset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...edit }: { id: string } & AssetEditInput) =>
      call(admin.media[':id'].$patch({ param: { id }, json: edit })),
    onSuccess: () => qc.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export function useDeleteAsset() {
  const qc = useQueryClient();
  return useMutation({
    // `confirm`: delete it although the trash or a page's History keeps it (the server asks otherwise).
    mutationFn: ({ id, confirm }: { id: string; confirm?: boolean }) =>
      call(admin.media[':id'].$delete({ param: { id }, query: confirm ? { confirm: '1' } : {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export const KIND_WORDS: Record<AssetKind, string> = { image: 'Image', video: 'Video', pdf: 'PDF' };

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The poster a video asset gets once the pipeline made one (the picker falls back to a label while there is none). */
export const posterOf = (url: string) =>
  url.replace('/uploads/_assets/', '/uploads/_posters/_assets/').replace(/\.mp4$/, '.jpg');

/** A library picture's settings as a document (draft, publish, History): GET /api/admin/picture?id=. */
export const pictureKey = (id: string) => [admin.picture.$path(), id] as const;

export function usePictureSettings(id: string, enabled: boolean) {
  return useQuery({
    queryKey: pictureKey(id),
    queryFn: () => call(admin.picture.$get({ query: { id } })),
    enabled,
    staleTime: 0,
  });
}

/** The picture's published versions, newest first, for its History. */
export function usePictureRevisions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...pictureKey(id), 'revisions'],
    queryFn: () => call(admin.picture.revisions.$get({ query: { id, limit: '20' } })),
    enabled,
    staleTime: 0,
  });
}

/* The calls of the picture's draft, publish, schedule and restore; each answers its new version. */
export const pictureApi = {
  /** The whole settings: the focal point and the crop and turn (null: as uploaded). */
  saveDraft: (id: string, picture: PictureSettings, baseVersion: number) =>
    call(admin.picture.draft.$put({ query: { id }, json: { picture, baseVersion } })),
  publish: (id: string, baseVersion: number) =>
    call(admin.picture.publish.$post({ query: { id }, json: { baseVersion } })) as Promise<{ version: number }>,
  /** With `at` the publish is scheduled: the 202 answer ({ scheduledAt }). */
  schedule: (id: string, baseVersion: number, at: string) =>
    call(admin.picture.publish.$post({ query: { id }, json: { baseVersion, at } })) as Promise<ScheduleAnswer>,
  cancelSchedule: (id: string) => call(admin.picture.schedule.$delete({ query: { id } })),
  restore: (id: string, version: number, baseVersion: number) =>
    call(admin.picture.restore.$post({ query: { id }, json: { version, baseVersion } })),
};
