import { useQueryClient } from '@tanstack/react-query';
import type { ScheduleAnswer, VersionAnswer } from '../../../contracts/documents';
import type { ProjectDetail } from '../../../contracts/project-requests';
import type { ProjectInput } from '../../../contracts/projects';
import { admin, call } from '../../data/api-client';
import { PROJECTS_KEY, projectKey, projectsApi } from '../../data/projects';
import { AUTOSAVE_DELAY_MS } from '../../data/useDocumentDraft';
import { lookup } from '../navigation-editor/issues';
import { useDocumentEditor } from '../navigation-editor/useDocumentEditor';

export type ProjectDraft = Partial<ProjectInput>;

/**
 * One project being edited, on the shared editor hook (useDocumentEditor),
 * through the document core's routes at ?slug=.
 */
export function useProjectEditor(detail: ProjectDetail, autosaveMs = AUTOSAVE_DELAY_MS) {
  const qc = useQueryClient();
  const { slug } = detail;
  const live = detail.live as ProjectDraft | null;
  const ed = useDocumentEditor<ProjectDraft, { version: number } | { source: 'file' }>(
    {
      start: detail.draft ?? live ?? {},
      live,
      version: detail.version,
      openedIssues: detail.issues,
      queryKey: projectKey(slug),
      save: (project, baseVersion) => projectsApi.saveDraft(slug, project, baseVersion),
      // Without `at` the publish is now: the 200 answer ({ version }), never the 202 of a schedule.
      publish: async (baseVersion) =>
        (await call(admin.project.publish.$post({ query: { slug }, json: { baseVersion } }))) as VersionAnswer,
      scheduleAt: async (baseVersion, at) =>
        (await call(admin.project.publish.$post({ query: { slug }, json: { baseVersion, at } }))) as ScheduleAnswer,
      cancelSchedule: () => call(admin.project.schedule.$delete({ query: { slug } })),
      // A published version, or the project file.
      restore: (what, baseVersion) =>
        call(admin.project.restore.$post({ query: { slug }, json: { ...what, baseVersion } })),
      changed: () => void qc.invalidateQueries({ queryKey: PROJECTS_KEY }),
      published: {
        title: 'Project published',
        description: 'Its page and the listings that show it have the new version.',
      },
      name: 'The project',
    },
    [slug, qc],
    autosaveMs,
  );
  return { ...ed, issueAt: lookup(ed.issues) };
}

export type ProjectEditorState = ReturnType<typeof useProjectEditor>;
