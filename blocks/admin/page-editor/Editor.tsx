import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PageDetail } from '../../../contracts/pages';
import { TRASH_DAYS } from '../../../contracts/redirects';
import { ApiRequestError, errorText } from '../_shared/api';
import { ConfirmDialog } from '../_shared/ConfirmDialog';
import { usePageDetail, usePageList } from '../_shared/pages';
import { useSiteTime } from '../_shared/use-site-time';
import { toast } from '../_shared/toast-store';
import { ConflictDialog, FileChangedBanner } from './Banners';
import { BlockOutline, type Selection } from './BlockOutline';
import { blockName, type Starters } from './catalogue';
import { duplicateBlock, insertBlock, moveBlock, removeBlock, withKeys } from './doc-edits';
import { fieldDomId, issueTarget, type DraftIssue } from './fields/issues';
import { History } from './History';
import { IssuesPanel } from './IssuesPanel';
import { Palette } from './Palette';
import { BLOCK_FORM, FieldsPane, SETTINGS_FORM } from './FieldsPane';
import { LivePreview } from './Preview';
import { useFieldFocus } from './useFieldFocus';
import { useIssues } from './useIssues';
import { usePageActions } from './usePageActions';
import { useSlotState } from './useSlotState';
import { pickInPreview, type PreviewTarget } from './preview-pick';
import { AUTOSAVE_DELAY_MS, useDraft } from './useDraft';
import { EditorBar, ShortcutLegend } from './EditorBar';
import { LeaveGuard } from './LeaveGuard';
import { PublishDialog } from './PublishDialog';
import { ScheduleBanner } from './ScheduleBanner';
import { useSchedule } from './useSchedule';
import { useShortcuts } from './useShortcuts';
import { useUndoableDoc } from './useUndo';

/** /admin/pages/edit?path=P: loads the page, then edits it (a reload starts the editor afresh from the server). */
export default function Editor({
  starters,
  autosaveMs = AUTOSAVE_DELAY_MS,
}: {
  starters: Starters;
  autosaveMs?: number;
}) {
  const [params] = useSearchParams();
  const path = params.get('path') ?? '';
  const detail = usePageDetail(path);
  if (!path) return <Missing text="No page was chosen." />;
  if (detail.isPending) return <p className="admin-loading">Loading the page…</p>;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <Missing
        text={
          notFound
            ? `There is no page at ${path}.`
            : errorText(detail.error, 'The page could not be loaded. Reload to try again.')
        }
      />
    );
  }
  return (
    <EditorLoaded
      key={detail.dataUpdatedAt}
      detail={detail.data}
      starters={starters}
      autosaveMs={autosaveMs}
      reload={() => void detail.refetch()}
    />
  );
}

function Missing({ text }: { text: string }) {
  return (
    <>
      <Link to="/admin/pages" className="admin-back">
        ← All pages
      </Link>
      <div className="admin-page-head">
        <h1>Edit page</h1>
      </div>
      <div className="admin-alert admin-alert--error" role="alert">
        <p>
          {text} <Link to="/admin/pages">Choose a page from the list</Link>.
        </p>
      </div>
    </>
  );
}

function EditorLoaded({
  detail,
  starters,
  autosaveMs,
  reload,
}: {
  detail: PageDetail;
  starters: Starters;
  autosaveMs: number;
  reload: () => void;
}) {
  const path = detail.path;
  const { formatWhen } = useSiteTime();
  const history = useUndoableDoc(() => withKeys(detail.draft ?? detail.published!));
  const { doc, change } = history;
  const [selected, setSelected] = useState<Selection>(0);
  const [dialog, setDialog] = useState<'palette' | 'publish' | 'history' | 'delete' | null>(null);
  const _navigate = useNavigate();
  const _qc = useQueryClient();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [fileChanged, setFileChanged] = useState(detail.fileChanged);
  const focusField = useFieldFocus();
  const fieldsRef = useRef<HTMLElement>(null);
  const draft = useDraft(path, doc.page, detail.version, detail.published, autosaveMs);
  const routes = usePageList('').data?.items.map((p) => p.path);
  const routeList = useMemo(() => routes ?? [], [routes?.join('\n')]);

  const { slotState, onUploaded } = useSlotState();

  const { clientIssues, issues, invalid, settingsInvalid } = useIssues(doc.page, draft.serverIssues, draft.dirty);

  // A selected block that no longer exists (removed, undone) falls back to the nearest one.
  useEffect(() => {
    if (typeof selected === 'number' && selected >= doc.page.blocks.length)
      setSelected(Math.max(0, doc.page.blocks.length - 1));
  }, [doc.page.blocks.length, selected]);

  const schedule = useSchedule(path, draft);
  const mayLeave = useRef(false);
  const saveNow = useCallback(() => {
    // A conflict waits for the person's choice in its dialog; saving again would only meet it again.
    if (draft.state.kind !== 'conflict') void draft.save();
  }, [draft]);
  useShortcuts({ save: saveNow, undo: history.undo, redo: history.redo });

  /** A click in the preview selects its section and focuses the field that holds what was clicked. */
  function openFromPreview(target: PreviewTarget) {
    const pick = pickInPreview(doc.page, target);
    if (!pick) return;
    setSelected(pick.block);
    focusField(fieldDomId(BLOCK_FORM, pick.path));
  }

  function jump(issue: DraftIssue) {
    const t = issueTarget(issue.path);
    if (t.kind === 'block') {
      setSelected(t.index);
      focusField(fieldDomId(BLOCK_FORM, t.rest));
    } else if (t.kind === 'settings') {
      setSelected('settings');
      focusField(fieldDomId(SETTINGS_FORM, t.rest));
    }
  }

  function togglePreview() {
    setPreviewOpen((open) => !open);
    // Where the preview sits under the fields (narrow screens), opening it shows it.
    if (!previewOpen && window.matchMedia?.('(max-width: 1199px)').matches)
      requestAnimationFrame(() =>
        document.querySelector('.live-preview')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      );
  }

  const actions = usePageActions({
    path,
    pageTitle: doc.page.meta.title,
    draft,
    schedule,
    reload,
    closeDialog: () => setDialog(null),
    onFileKept: () => setFileChanged(false),
    mayLeave,
  });
  const { busy } = actions;
  const conflict = draft.state.kind === 'conflict' ? draft.state.conflict : null;

  const canPublish = issues.length === 0 && draft.state.kind !== 'conflict' && (draft.hasDraft || draft.dirty);
  const title = doc.page.meta.title || path;
  return (
    <div className={`page-editor${previewOpen ? ' page-editor--preview' : ''}`}>
      <LeaveGuard dirty={draft.dirty} save={draft.save} mayLeave={mayLeave} />
      <EditorBar
        title={title}
        path={path}
        isDraft={draft.hasDraft || draft.dirty}
        state={draft.state}
        dirty={draft.dirty}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        previewOpen={previewOpen}
        publishable={canPublish && !busy}
        publishWhy={
          issues.length
            ? `Publishing waits until the ${issues.length} issue${issues.length === 1 ? '' : 's'} listed are fixed.`
            : canPublish
              ? ''
              : 'Nothing to publish: the live page is up to date.'
        }
        onUndo={history.undo}
        onRedo={history.redo}
        onHistory={() => setDialog('history')}
        onPreview={togglePreview}
        onSave={saveNow}
        onPublish={() => setDialog('publish')}
      />

      {draft.state.kind === 'failed' && (
        <div className="admin-alert admin-alert--error page-editor__banner" role="alert">
          <p>
            {draft.state.message}{' '}
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              onClick={() => void draft.save()}
            >
              Try again
            </button>
          </p>
        </div>
      )}
      {fileChanged && (
        <FileChangedBanner
          detail={detail}
          busy={busy}
          onKeep={() => void actions.keepOverFile()}
          onReset={() => void actions.restore({ source: 'file' }, 'Reset to the page file')}
        />
      )}
      <ScheduleBanner
        scheduledAt={schedule.scheduledAt}
        scheduleError={schedule.scheduleError}
        busy={busy}
        onCancel={() => void actions.cancelSchedule()}
      />
      <IssuesPanel issues={issues} page={doc.page} onJump={jump} />

      <div className="page-editor__grid">
        <BlockOutline
          blocks={doc.page.blocks}
          keys={doc.keys}
          selected={selected}
          invalid={invalid}
          settingsInvalid={settingsInvalid}
          onSelect={(sel) => {
            setSelected(sel);
            // Where the fields sit under the list (phones, narrow windows), show them.
            if (window.matchMedia?.('(max-width: 860px)').matches)
              requestAnimationFrame(() => fieldsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
          }}
          onMove={(from, to) => {
            change((d) => moveBlock(d, from, to));
            setSelected(to);
          }}
          onDuplicate={(i) => {
            change((d) => duplicateBlock(d, i));
            setSelected(i + 1);
            toast({
              title: `${blockName(doc.page.blocks[i]!.type)} duplicated`,
              description: `The copy is section ${i + 2}.`,
            });
          }}
          onRemove={(i) => {
            change((d) => removeBlock(d, i));
            toast({ title: `${blockName(doc.page.blocks[i]!.type)} removed`, description: 'Undo brings it back.' });
          }}
          onAdd={() => setDialog('palette')}
        />
        <FieldsPane
          ref={fieldsRef}
          selected={selected}
          doc={doc}
          issues={issues}
          change={change}
          routes={routeList}
          slot={slotState}
          onUploaded={onUploaded}
        />
        {previewOpen && (
          <LivePreview
            page={doc.page}
            blocked={clientIssues.length > 0}
            onClose={() => setPreviewOpen(false)}
            onPick={openFromPreview}
          />
        )}
      </div>

      {dialog === 'palette' && (
        <Palette
          starters={starters}
          onClose={() => setDialog(null)}
          onPick={(type, props) => {
            const at = typeof selected === 'number' ? selected + 1 : doc.page.blocks.length;
            change((d) => insertBlock(d, at, { type, props }));
            setSelected(at);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'publish' && (
        <PublishDialog
          title={title}
          detail={detail}
          busy={busy}
          onPublish={() => void actions.publish()}
          onSchedule={actions.schedulePublish}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <History
          path={path}
          source={detail.source}
          busy={busy}
          onClose={() => setDialog(null)}
          onRestore={(version, number) => void actions.restore({ version }, `Version ${number} restored`)}
          onResetToFile={() => void actions.restore({ source: 'file' }, 'Reset to the page file')}
          onDelete={() => setDialog('delete')}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete ${title}?`}
          message={`${path} will tell visitors the page is gone and leave the sitemap. The page waits in the Trash under the page list for ${TRASH_DAYS} days, where it can be restored.`}
          confirmLabel="Delete page"
          busy={busy}
          onConfirm={() => void actions.deletePage()}
          onCancel={() => setDialog(null)}
        />
      )}
      {conflict && (
        <ConflictDialog conflict={conflict} busy={busy} onReload={reload} onKeepMine={() => void actions.keepMine()} />
      )}
      {detail.updatedAt && (
        <p className="page-editor__foot">
          Last edited {formatWhen(detail.updatedAt)}
          {detail.updatedBy ? ` by ${detail.updatedBy}` : ''}
        </p>
      )}
      <ShortcutLegend />
    </div>
  );
}
