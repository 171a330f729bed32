import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { ProjectDetail } from '../../../contracts/project-requests';
import { errorText } from '../../data/api';
import { projectComparer, useProjectDetail } from '../../data/projects';
import { ComparisonOf } from '../../ui/DocumentCompare';
import { PageHead } from '../../ui/PageHead';
import { NavigationBar } from '../navigation-editor/NavigationBar';
import { ConflictDialog } from '../page-editor/Banners';
import { LeaveGuard } from '../page-editor/LeaveGuard';
import { PublishDialog } from '../page-editor/PublishDialog';
import { ReviewBanner } from '../page-editor/ReviewBanner';
import { ScheduleBanner } from '../page-editor/ScheduleBanner';
import { useReview } from '../page-editor/useReview';
import { useShortcuts } from '../page-editor/useShortcuts';
import { ProjectHistoryDialog, ProjectPreviewDialog } from './ProjectDialogs';
import { ProjectForm } from './ProjectForm';
import type { schema } from './schema';
import { useProjectEditor } from './useProjectEditor';
import { WhereItShows } from './WhereItShows';

type Open = 'preview' | 'history' | 'publish' | null;

/** The editor once the project is loaded: the document bar, review and schedule, the form, and the dialogs. */
function ProjectEditorForm({ detail, autosaveMs }: { detail: ProjectDetail; autosaveMs?: number }) {
  const ed = useProjectEditor(detail, autosaveMs);
  const { draft, issues, doc } = ed;
  const review = useReview({ kind: 'project', key: detail.slug }, draft, 'The project');
  const busy = ed.busy || review.busy;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const saveNow = () => {
    // A conflict waits for the person's choice in its dialog.
    if (draft.state.kind !== 'conflict') void draft.save();
  };
  useShortcuts({ save: saveNow, undo: ed.history.undo, redo: ed.history.redo });
  return (
    <>
      <LeaveGuard dirty={draft.dirty} save={draft.save} />
      <NavigationBar
        isDefault={!detail.live}
        hasDraft={draft.hasDraft}
        updated={{ at: detail.updatedAt, by: detail.updatedBy }}
        state={draft.state}
        dirty={draft.dirty}
        problems={issues.length}
        busy={busy}
        canUndo={ed.history.canUndo}
        canRedo={ed.history.canRedo}
        onUndo={ed.history.undo}
        onRedo={ed.history.redo}
        onSave={saveNow}
        onPreview={() => setOpen('preview')}
        onHistory={() => setOpen('history')}
        onPublish={() => (review.submits ? void review.submit() : setOpen('publish'))}
        publishLabel={review.submits ? 'Submit for review' : undefined}
        waiting={review.waiting}
      />
      <ReviewBanner review={review.review} waiting={review.waiting} submits={review.submits} what="the project" />
      {draft.state.kind === 'failed' && <p className="admin-alert admin-alert--error">{draft.state.message}</p>}
      <ScheduleBanner
        scheduledAt={detail.scheduledAt}
        scheduleError={detail.scheduleError}
        scheduledVersion={detail.scheduledVersion}
        scheduledVersionAt={detail.scheduledVersionAt}
        currentVersion={draft.version}
        mayReschedule={!review.submits}
        busy={busy}
        onCancel={() => void ed.cancelSchedule()}
        onReschedule={(at) => void ed.schedule(at)}
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
        <ProjectHistoryDialog
          slug={detail.slug}
          hasFile={detail.source === 'file'}
          busy={busy}
          hasDraft={draft.hasDraft}
          onRestore={(what, words) => void ed.restore(what, words).then((ok) => ok && close())}
          onClose={close}
        />
      )}
      {open === 'publish' && (
        <PublishDialog
          title="the project"
          description={
            <p>Its page and every listing that shows it get the new version. The one live now stays in History.</p>
          }
          changes={
            draft.hasDraft && !draft.dirty && detail.live ? (
              <ComparisonOf comparer={projectComparer(detail.slug)} from="live" to="draft" />
            ) : undefined
          }
          busy={busy}
          onClose={close}
          onPublish={() => void ed.publish().then(close)}
          onSchedule={async (iso) => {
            const refused = await ed.schedule(iso);
            if (!refused) close();
            return refused;
          }}
        />
      )}
      {draft.state.kind === 'conflict' && (
        <ConflictDialog
          subject="this project"
          conflict={draft.state.conflict}
          busy={busy}
          onReload={() => void ed.reload()}
          onKeepMine={() => {
            const { conflict } = draft.state as { kind: 'conflict'; conflict: { version: number } };
            void draft.save({ baseVersion: conflict.version });
          }}
        />
      )}
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
      {project.isPending && slug && <p role="status">Loading the project…</p>}
      {project.isError && (
        <p className="admin-alert admin-alert--error">
          {errorText(project.error, 'The project could not be loaded. Reload the page to try again.')}
        </p>
      )}
      {/* A reload (after a publish, a restore or someone else's change) starts the form again from the server. */}
      {detail && (
        <ProjectEditorForm key={`${detail.version}:${detail.updatedAt}`} detail={detail} autosaveMs={autosaveMs} />
      )}
    </div>
  );
}
