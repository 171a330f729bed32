import { useMemo } from 'react';
import type { NavigationDetail, NavigationDocument } from '../../../contracts/navigation';
import type { ScheduleAnswer, VersionAnswer } from '../../../contracts/pages';
import { admin, call } from '../../data/api-client';
import { AUTOSAVE_DELAY_MS } from '../../data/useDocumentDraft';
import { useDocumentEditor } from './useDocumentEditor';
import { lookup, navigationIssues } from './issues';
import { NAVIGATION_KEY } from './navigation-api';

/**
 * The navigation being edited, on the shared editor hook (useDocumentEditor):
 * its calls, what it starts from, and its words; and the problems of the
 * menus as they stand on screen.
 */
export function useNavigationEditor(detail: NavigationDetail, autosaveMs = AUTOSAVE_DELAY_MS) {
  const ed = useDocumentEditor<NavigationDocument, { version: number } | { source: 'defaults' }>(
    {
      start: detail.draft ?? detail.published,
      live: detail.published,
      version: detail.version,
      openedIssues: detail.issues,
      queryKey: NAVIGATION_KEY,
      save: (navigation, baseVersion) => call(admin.navigation.draft.$put({ json: { navigation, baseVersion } })),
      // Without `at` the publish is now: the 200 answer ({ version }), never the 202 of a schedule.
      publish: async (baseVersion) =>
        (await call(admin.navigation.publish.$post({ json: { baseVersion } }))) as VersionAnswer,
      // With `at` the publish is scheduled: the 202 answer ({ scheduledAt }).
      scheduleAt: async (baseVersion, at) =>
        (await call(admin.navigation.publish.$post({ json: { baseVersion, at } }))) as ScheduleAnswer,
      cancelSchedule: () => call(admin.navigation.schedule.$delete({ query: {} })),
      // A published version, or the site's default navigation.
      restore: (what, baseVersion) => call(admin.navigation.restore.$post({ json: { ...what, baseVersion } })),
      published: {
        title: 'Navigation published',
        description: 'Every page of the site shows the new menu and footer.',
      },
      name: 'The navigation',
    },
    [],
    autosaveMs,
  );
  const issues = useMemo(() => navigationIssues(ed.doc, ed.issues), [ed.doc, ed.issues]);
  return { ...ed, issues, issueAt: lookup(issues) };
}

export type NavigationEditorState = ReturnType<typeof useNavigationEditor>;
