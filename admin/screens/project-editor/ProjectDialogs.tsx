import { projectComparer, projectsApi, useProjectRevisions } from '../../data/projects';
import { DocumentHistory } from '../../ui/DocumentHistory';
import { PreviewDialog, PreviewFrame, useMadePreview } from '../page-editor/Preview';
import type { ProjectDraft } from './useProjectEditor';

/** The project's page as the site would show the form's draft. Nothing is published. */
export function ProjectPreviewDialog(p: { slug: string; doc: ProjectDraft; onClose: () => void }) {
  const { html, error } = useMadePreview(() => projectsApi.preview(p.slug, p.doc), [p.slug, p.doc]);
  return (
    <PreviewDialog
      title="Preview the project"
      description="Its page as it would look on the site. Nothing is published."
      error={error}
      onClose={p.onClose}
    >
      {html && <PreviewFrame html={html} width="desktop" title="Preview of the project" />}
    </PreviewDialog>
  );
}

/** Every published version of the project, newest first; any can become the draft again, as can its project file. */
export function ProjectHistoryDialog(p: {
  slug: string;
  hasFile: boolean;
  busy: boolean;
  hasDraft: boolean;
  onRestore: (what: { version: number } | { source: 'file' }, words: string) => void;
  onClose: () => void;
}) {
  const revisions = useProjectRevisions(p.slug);
  return (
    <DocumentHistory
      title="Project history"
      description="Each time the project was published. Restoring one makes it the draft; publish it to put it live."
      subject="the project"
      revisions={revisions}
      busy={p.busy}
      render={(version) => projectsApi.render(p.slug, version)}
      onRestore={(version, number) => p.onRestore({ version }, `Version ${number}`)}
      onClose={p.onClose}
      compare={{ hasDraft: p.hasDraft, comparer: projectComparer(p.slug) }}
      bottom={
        p.hasFile ? (
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--light"
            disabled={p.busy}
            onClick={() => p.onRestore({ source: 'file' }, 'The project file')}
          >
            Start again from the project file
          </button>
        ) : undefined
      }
    />
  );
}
