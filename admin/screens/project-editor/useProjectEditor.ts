import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ScheduleAnswer, VersionAnswer } from '../../../contracts/documents';
import type { ProjectDetail } from '../../../contracts/project-requests';
import type { ProjectInput } from '../../../contracts/projects';
import { admin, call } from '../../data/api-client';
import { PROJECTS_KEY, projectKey, projectsApi } from '../../data/projects';
import { documentWrites } from '../../data/document-writes';
import { useSiteTime } from '../../data/use-site-time';
import { AUTOSAVE_DELAY_MS, useDocumentDraft, type DraftEndpoints } from '../../data/useDocumentDraft';
import { useUndoableDoc } from '../page-editor/useUndo';

export type ProjectDraft = Partial<ProjectInput>;

/** "media.0.alt" → the problem there: how each field finds its own. */
const lookup = (issues: { path: (string | number)[]; message: string }[]) => (path: (string | number)[]) =>
  issues.find((i) => i.path.join('.') === path.join('.'))?.message;

/**
 * One project being edited: the form's document with its undo history, its
 * draft on the server (saved by itself after a pause, as a page's is), its
 * problems as the server found them, and publish, schedule, restore and
 * reload, through the document core's routes at ?slug=.
 */
export function useProjectEditor(detail: ProjectDetail, autosaveMs = AUTOSAVE_DELAY_MS) {
  const qc = useQueryClient();
  const { slug } = detail;
  const history = useUndoableDoc<ProjectDraft>(() => detail.draft ?? (detail.live as ProjectDraft) ?? {});
  const endpoints = useMemo<DraftEndpoints<ProjectDraft>>(
    () => ({
      save: (project, baseVersion) => projectsApi.saveDraft(slug, project, baseVersion),
      // Without `at` the publish is now: the 200 answer ({ version }), never the 202 of a schedule.
      publish: async (baseVersion) =>
        (await call(admin.project.publish.$post({ query: { slug }, json: { baseVersion } }))) as VersionAnswer,
      changed: () => void qc.invalidateQueries({ queryKey: PROJECTS_KEY }),
    }),
    [slug, qc],
  );
  const live = detail.live as ProjectDraft | null;
  const draft = useDocumentDraft(endpoints, history.doc, detail.version, live, autosaveMs);
  // Before the first save, the problems the server found when the editor opened (a service page deleted since).
  const issues = draft.state.kind === 'saved' && !draft.state.at ? detail.issues : draft.serverIssues;
  const [busy, setBusy] = useState(false);
  const { formatWhen, place } = useSiteTime();
  const reload = () => qc.invalidateQueries({ queryKey: projectKey(slug) });

  const { publish, schedule, cancelSchedule, restore } = documentWrites<{ version: number } | { source: 'file' }>({
    draft,
    setBusy,
    reload,
    scheduleAt: async (baseVersion, at) =>
      (await call(admin.project.publish.$post({ query: { slug }, json: { baseVersion, at } }))) as ScheduleAnswer,
    published: {
      title: 'Project published',
      description: 'Its page and the listings that show it have the new version.',
    },
    goesLive: (when) => `The project goes live on ${formatWhen(when)} (${place} time).`,
    cancelScheduleCall: () => call(admin.project.schedule.$delete({ query: { slug } })),
    // A published version, or the project file.
    restoreCall: (what, baseVersion) =>
      call(admin.project.restore.$post({ query: { slug }, json: { ...what, baseVersion } })),
  });

  return {
    doc: history.doc,
    change: history.change,
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

export type ProjectEditorState = ReturnType<typeof useProjectEditor>;
