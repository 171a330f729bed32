import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { ProjectDetail } from '../../../contracts/project-requests';
import { projectComparer, useProjectDetail } from '../../data/projects';
import { ComparisonOf } from '../../ui/DocumentCompare';
import { PageHead } from '../../ui/PageHead';
import { DocumentBars, LoadedDocument, useDocumentDesk } from '../navigation-editor/DocumentDesk';
import { PublishOrConflict } from '../navigation-editor/PublishOrConflict';
import { ProjectHistoryDialog, ProjectPreviewDialog } from './ProjectDialogs';
import { ProjectForm } from './ProjectForm';
import type { schema } from './schema';
import { useProjectEditor } from './useProjectEditor';
import { WhereItShows } from './WhereItShows';

/** The editor once the project is loaded: the document bar, review and schedule, the form, and the dialogs. */
function ProjectEditorForm({ detail, autosaveMs }: { detail: ProjectDetail; autosaveMs?: number }) {
  const ed = useProjectEditor(detail, autosaveMs);
  const { draft, issues, doc } = ed;
  const desk = useDocumentDesk(ed, { kind: 'project', key: detail.slug }, 'The project');
  const { open, close } = desk;
  return (
    <>
      <DocumentBars
        ed={ed}
        desk={desk}
        detail={detail}
        isDefault={!detail.live}
        problems={issues.length}
        what="the project"
      />
      {issues.length > 0 && (
        <p className="admin-alert admin-alert--warning" role="status">
          {issues.length === 1 ? '1 problem stops' : `${issues.length} problems stop`} this project going live: each is
          shown at its field.
        </p>
      )}
      <ProjectForm ed={ed} />
      <WhereItShows detail={detail} />
      {open === 'preview' && <ProjectPreviewDialog slug={detail.slug} doc={doc} onClose={close} />}
      {open === 'history' && (
        <ProjectHistoryDialog slug={detail.slug} hasFile={detail.source === 'file'} {...desk.history} />
      )}
      <PublishOrConflict
        desk={desk}
        editor={ed}
        title="the project"
        subject="this project"
        description={
          <p>Its page and every listing that shows it get the new version. The one live now stays in History.</p>
        }
        changes={
          draft.hasDraft && !draft.dirty && detail.live ? (
            <ComparisonOf comparer={projectComparer(detail.slug)} from="live" to="draft" />
          ) : undefined
        }
      />
    </>
  );
}

/** /admin/projects/edit?slug=: one project, edited with draft, preview, publish (or review), schedule and history. */
export function ProjectEditor({ heading, intro, autosaveMs }: z.output<typeof schema>) {
  const slug = useSearchParams()[0].get('slug') ?? '';
  const project = useProjectDetail(slug);
  const detail = project.data;
  return (
    <div className="nav-editor project-editor">
      <Link to="/admin/projects" className="admin-back">
        ← Projects
      </Link>
      <PageHead heading={detail ? `${heading}: /projects/${detail.slug}` : heading} intro={intro} />
      {!slug && <p className="admin-alert admin-alert--error">Open a project from the Projects list.</p>}
      <LoadedDocument query={project} what="the project">
        {(detail) => <ProjectEditorForm detail={detail} autosaveMs={autosaveMs} />}
      </LoadedDocument>
    </div>
  );
}
