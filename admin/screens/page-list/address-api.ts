import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageLinksAnswer, PageListItem } from '../../../contracts/pages';
import type { DeletePageInput, MovePageAnswer, TrashListAnswer } from '../../../contracts/redirects';
import { apiRequest, getJson } from '../../data/api';
import { PAGES_KEY, pageUrl } from '../../data/pages';

/** Under PAGES_KEY: a delete, move or restore refreshes the list, the activity, the trash and the redirects together. */
export const TRASH_KEY = [...PAGES_KEY, 'trash'] as const;

export const useTrash = () =>
  useQuery({ queryKey: TRASH_KEY, queryFn: getJson<TrashListAnswer>('/api/admin/pages/trash'), staleTime: 0 });

/** A mutation that refreshes everything about pages when it succeeds. */
function usePagesMutation<T, R = unknown>(call: (arg: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void qc.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}

export const useDeletePage = () =>
  usePagesMutation(({ page, choice }: { page: PageListItem; choice: DeletePageInput }) =>
    apiRequest('DELETE', pageUrl('', page.path), choice),
  );

export const useMovePage = () =>
  usePagesMutation(({ page, newPath }: { page: PageListItem; newPath: string }) =>
    apiRequest<MovePageAnswer>('PATCH', pageUrl('', page.path), { newPath, baseVersion: page.version }),
  );

/** What a restore did besides bringing the page back: links put back, and the ones it left (changed since). */
export interface RestoreAnswer {
  restored: string;
  asDraft?: boolean;
  linksRestored?: string[];
  linksKept?: string[];
}

/** Restores one deleted page by its identity (the trash may hold several that had one address). */
export const useRestoreFromTrash = () =>
  usePagesMutation((id: number) => apiRequest<RestoreAnswer>('POST', '/api/admin/pages/trash/restore', { id }));

/** Every menu, footer and page link to a page, read fresh when a delete dialog opens. */
export const usePageLinks = (path: string) =>
  useQuery({
    queryKey: [...PAGES_KEY, 'links', path],
    queryFn: getJson<PageLinksAnswer>(pageUrl('/links', path)),
    staleTime: 0,
  });
