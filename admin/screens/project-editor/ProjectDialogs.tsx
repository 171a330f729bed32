import { useEffect, useState } from 'react';
import { errorText } from '../../data/api';
import { projectComparer, projectsApi, useProjectRevisions } from '../../data/projects';
import { Dialog } from '../../ui/Dialog';
import { DocumentHistory } from '../../ui/DocumentHistory';
import { PreviewFrame } from '../page-editor/Preview';
import type { ProjectDraft } from './useProjectEditor';

/** The project's page as the site would show the form's draft. Nothing is published. */
export function ProjectPreviewDialog(p: { slug: string; doc: ProjectDraft; onClose: () => void }) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    projectsApi.preview(p.slug, p.doc).then(
      (h) => live && setHtml(h),
      (e) => live && setError(errorText(e, 'The preview could not be made. Try again.')),
    );
    return () => {
      live = false;
    };
  }, [p.slug, p.doc]);
  return (
    <Dialog
      wide
      title="Preview the project"
      description="Its page as it would look on the site. Nothing is published."
      onClose={p.onClose}
      actions={
        <button type="button" className="admin-btn admin-btn--secondary" onClick={p.onClose} data-autofocus>
          Close
        </button>
      }
    >
      {error && <p className="admin-alert admin-alert--error">{error}</p>}
      {html && <PreviewFrame html={html} width="desktop" title="Preview of the project" />}
    </Dialog>
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
