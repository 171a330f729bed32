import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { NavigationDetail, NavigationDocument } from '../../../contracts/navigation';
import type { ScheduleAnswer, VersionAnswer } from '../../../contracts/pages';
import { admin, call } from '../../data/api-client';
import { documentWrites } from '../../data/document-writes';
import { useSiteTime } from '../../data/use-site-time';
import { AUTOSAVE_DELAY_MS, useDocumentDraft, type DraftEndpoints } from '../../data/useDocumentDraft';
import { useUndoableDoc } from '../page-editor/useUndo';
import { lookup, navigationIssues } from './issues';
import { NAVIGATION_KEY } from './navigation-api';

/**
 * The navigation being edited: the document on screen with its undo
 * history, its draft on the server (saved by itself after a pause, as a
 * page's is), its problems, and publish, restore and reload. `change` takes
 * a group: typing in one field merges into one undo step.
 */
export function useNavigationEditor(detail: NavigationDetail, autosaveMs = AUTOSAVE_DELAY_MS) {
  const qc = useQueryClient();
  const history = useUndoableDoc<NavigationDocument>(() => detail.draft ?? detail.published);
  const { doc, change } = history;
  const endpoints = useMemo<DraftEndpoints<NavigationDocument>>(
    () => ({
      save: (navigation, baseVersion) => call(admin.navigation.draft.$put({ json: { navigation, baseVersion } })),
      // Without `at` the publish is now: the 200 answer ({ version }), never the 202 of a schedule.
      publish: async (baseVersion) =>
        (await call(admin.navigation.publish.$post({ json: { baseVersion } }))) as VersionAnswer,
    }),
    [],
  );
  const draft = useDocumentDraft(endpoints, doc, detail.version, detail.published, autosaveMs);
  // Before the first save, the problems the server found when the editor opened (a page deleted since).
  const fromServer = draft.state.kind === 'saved' && !draft.state.at ? detail.issues : draft.serverIssues;
  const issues = useMemo(() => navigationIssues(doc, fromServer), [doc, fromServer]);
  const [busy, setBusy] = useState(false);
  const { formatWhen, place } = useSiteTime();

  /** Loads what the server holds now (after a conflict, a restore, or a publish elsewhere). */
  const reload = () => qc.invalidateQueries({ queryKey: NAVIGATION_KEY });

  const { publish, schedule, cancelSchedule, restore } = documentWrites<{ version: number } | { source: 'defaults' }>({
    draft,
    setBusy,
    reload,
    // With `at` the publish is scheduled: the 202 answer ({ scheduledAt }).
    scheduleAt: async (baseVersion, at) =>
      (await call(admin.navigation.publish.$post({ json: { baseVersion, at } }))) as ScheduleAnswer,
    published: { title: 'Navigation published', description: 'Every page of the site shows the new menu and footer.' },
    goesLive: (when) => `The navigation goes live on ${formatWhen(when)} (${place} time).`,
    cancelScheduleCall: () => call(admin.navigation.schedule.$delete({ query: {} })),
    // A published version, or the site's default navigation.
    restoreCall: (what, baseVersion) => call(admin.navigation.restore.$post({ json: { ...what, baseVersion } })),
  });

  return {
    doc,
    change,
    history,
    draft,
    issues,
    issueAt: lookup(issues),
    busy,
    publish,
    schedule,
    cancelSchedule,
    restore,
    reload,
  };
}

export type NavigationEditorState = ReturnType<typeof useNavigationEditor>;
