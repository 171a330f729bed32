import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageDocument, VersionAnswer } from '../../../contracts/pages';
import { admin, call } from '../../data/api-client';
import { PAGES_KEY } from '../../data/pages';
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
        call(admin.page.draft.$put({ query: { path }, json: { page: doc, baseVersion, ...extra } })),
      // Without `at` the publish is now: the 200 answer ({ version }), never the 202 of a schedule.
      publish: async (baseVersion) =>
        (await call(admin.page.publish.$post({ query: { path }, json: { baseVersion } }))) as VersionAnswer,
      changed: () => void qc.invalidateQueries({ queryKey: PAGES_KEY }),
    }),
    [path, qc],
  );
  return useDocumentDraft(endpoints, page, initialVersion, published, autosaveMs);
}
