import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetEditInput, AssetKind } from '../../../contracts/assets';
import type { Page } from '../../../contracts/paging';
import { ApiRequestError, NetworkError, apiRequest } from '../../data/api';

export const MEDIA_KEY = ['/api/admin/media'] as const;

/** What staff narrow the library by: words, a kind, and "only files no page uses". */
export interface AssetFilter {
  q: string;
  kind: AssetKind | '';
  unused: boolean;
}

export const NO_FILTER: AssetFilter = { q: '', kind: '', unused: false };

export function libraryUrl(filter: AssetFilter, limit: number, cursor?: string | null) {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.unused) params.set('unused', '1');
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/media?${params}`;
}

/** The library a page at a time, newest first; `fetchNextPage` appends the next. */
export function useAssets(filter: AssetFilter, limit = 24) {
  return useInfiniteQuery({
    queryKey: [...MEDIA_KEY, filter, limit],
    queryFn: ({ pageParam }) => apiRequest<Page<Asset>>('GET', libraryUrl(filter, limit, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** Files this large go with XMLHttpRequest, whose upload reports progress (fetch has none); smaller ones are quick anyway. */
const PROGRESS_FROM_BYTES = 4 * 1024 * 1024;

/** POST /api/admin/media with progress: answers the asset, or throws ApiRequestError / NetworkError as apiRequest does. */
function sendWithProgress(form: FormData, onProgress: (fraction: number) => void): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Asset);
      else reject(new ApiRequestError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    xhr.send(form);
  });
}

/** POST /api/admin/media: one file (and its default alt text) into the library. */
export function useUploadAsset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, alt, onProgress }: { file: File; alt?: string; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      if (alt) form.append('alt', alt);
      form.append('file', file, file.name);
      return onProgress && file.size >= PROGRESS_FROM_BYTES
        ? sendWithProgress(form, onProgress)
        : apiRequest<Asset>('POST', '/api/admin/media', form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** PATCH /api/admin/media/:id: a file's default alt text, its focal point, or both. */
export function useEditAsset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...edit }: { id: string } & AssetEditInput) =>
      apiRequest<Asset>('PATCH', `/api/admin/media/${id}`, edit),
    onSuccess: () => qc.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export function useDeleteAsset() {
  const qc = useQueryClient();
  return useMutation({
    // `confirm`: delete it although the trash or a page's History keeps it (the server asks otherwise).
    mutationFn: ({ id, confirm }: { id: string; confirm?: boolean }) =>
      apiRequest<void>('DELETE', `/api/admin/media/${id}${confirm ? '?confirm=1' : ''}`),
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
