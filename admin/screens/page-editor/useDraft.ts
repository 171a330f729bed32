import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DraftAnswer, PageDocument, VersionAnswer } from '../../../contracts/pages';
import { apiRequest } from '../../data/api';
import { PAGES_KEY, pageUrl } from '../../data/pages';
import { AUTOSAVE_DELAY_MS, useDocumentDraft, type DraftEndpoints } from '../../data/useDocumentDraft';

export { AUTOSAVE_DELAY_MS, canonical, type SaveState } from '../../data/useDocumentDraft';

/** A page's draft on the server (PUT /api/admin/page/draft, POST …/publish): see useDocumentDraft. */
export function useDraft(
  path: string,
  page: PageDocument | null,
  initialVersion: number,
  published: PageDocument | null,
  autosaveMs = AUTOSAVE_DELAY_MS,
) {
  const qc = useQueryClient();
  const endpoints = useMemo<DraftEndpoints<PageDocument>>(
    () => ({
      save: (doc, baseVersion, extra) =>
        apiRequest<DraftAnswer>('PUT', pageUrl('/draft', path), { page: doc, baseVersion, ...extra }),
      publish: (baseVersion) => apiRequest<VersionAnswer>('POST', pageUrl('/publish', path), { baseVersion }),
      changed: () => void qc.invalidateQueries({ queryKey: PAGES_KEY }),
    }),
    [path, qc],
  );
  return useDocumentDraft(endpoints, page, initialVersion, published, autosaveMs);
}
