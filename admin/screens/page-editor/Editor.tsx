import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PageDetail, PageDocument } from '../../../contracts/pages';
import { ApiRequestError, errorText } from '../../data/api';
import { usePageDetail, usePageList } from '../../data/pages';
import { useCacheFromBeforeOpening } from '../../data/query';
import { useSiteTime } from '../../data/use-site-time';
import { toast } from '../../data/toast-store';
import type { Selection } from './BlockOutline';
import { blockName, type Starters } from './catalogue';
import { duplicateBlock, type EditDoc, insertBlock, moveBlock, removeBlock, withKeys } from './doc-edits';
import { IssuesPanel } from './IssuesPanel';
import { EditorPanes } from './EditorPanes';
import { useIssues } from './useIssues';
import { usePageActions } from './usePageActions';
import { useSlotState } from './useSlotState';
import { AUTOSAVE_DELAY_MS, useDraft } from './useDraft';
import { EditorBanners } from './EditorBanners';
import { EditorBar, ShortcutLegend } from './EditorBar';
import { EditorDialogs, type EditorDialog } from './EditorDialogs';
import { LeaveGuard } from './LeaveGuard';
import { useSchedule } from './useSchedule';
import { ReviewBanner } from './ReviewBanner';
import { useReview } from './useReview';
import { useSelection } from './useSelection';
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
  const cachedFromBefore = useCacheFromBeforeOpening(detail);
  if (!path) return <Missing text="No page was chosen." />;
  if (detail.isPending || cachedFromBefore) return <p className="admin-loading">Loading the page…</p>;
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
      reload={() => detail.refetch()}
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
  reload: () => Promise<unknown>;
}) {
  const path = detail.path;
  const history = useUndoableDoc(() => withKeys(detail.draft ?? detail.published!));
  const { doc, change } = history;
  const { selected, setSelected, select, jump, openFromPreview, fieldsRef } = useSelection(doc.page);
  const [dialog, setDialog] = useState<EditorDialog>(null);
  const preview = usePreviewToggle();
  const [fileChanged, setFileChanged] = useState(detail.fileChanged);
  const draft = useDraft(path, doc.page, detail.version, detail.published, autosaveMs);
  const routes = usePageList('').data?.items.map((p) => p.path);
  const routeList = useMemo(() => routes ?? [], [routes?.join('\n')]);
  const { slotState, onUploaded } = useSlotState();
  const { clientIssues, issues, invalid, settingsInvalid } = useIssues(doc.page, draft.serverIssues, draft.dirty);
  const schedule = useSchedule(path, draft);
  const mayLeave = useRef(false);
  const saveNow = useCallback(() => {
    // A conflict waits for the person's choice in its dialog; saving again would only meet it again.
    if (draft.state.kind !== 'conflict') void draft.save();
  }, [draft]);
  useShortcuts({ save: saveNow, undo: history.undo, redo: history.redo });
  useSaveEndsStep(draft.state.kind === 'saving', history.endStep);

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
  const review = useReview(
    useMemo(() => ({ kind: 'page', key: path }) as const, [path]),
    draft,
    doc.page.meta.title,
  );
  const busy = actions.busy || review.busy;
  const edits = useSectionEdits(doc.page.blocks, change, selected, setSelected);
  const canPublish = issues.length === 0 && draft.state.kind !== 'conflict' && (draft.hasDraft || draft.dirty);
  const title = doc.page.meta.title || path;
  return (
    <div className={`page-editor${preview.open ? ' page-editor--preview' : ''}`}>
      <LeaveGuard draft={draft} mayLeave={mayLeave} />
      <EditorBar
        title={title}
        path={path}
        isDraft={draft.hasDraft || draft.dirty}
        state={draft.state}
        dirty={draft.dirty}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        previewOpen={preview.open}
        publishable={canPublish && !busy && !review.waiting}
        publishWhy={review.waiting ? 'It waits for an admin’s review.' : publishWhy(issues.length, canPublish)}
        publishLabel={review.submits ? 'Submit for review' : undefined}
        onUndo={history.undo}
        onRedo={history.redo}
        onHistory={() => setDialog('history')}
        onPreview={preview.toggle}
        onSave={saveNow}
        onPublish={() => (review.submits ? void review.submit() : setDialog('publish'))}
      />
      <EditorBanners {...{ detail, draft, schedule, actions, fileChanged }} mayReschedule={!review.submits} />
      <ReviewBanner review={review.review} waiting={review.waiting} submits={review.submits} what="this page" />
      <IssuesPanel issues={issues} page={doc.page} onJump={jump} />

      <EditorPanes
        doc={doc}
        change={change}
        selection={{ selected, select, openFromPreview, fieldsRef }}
        issues={{ issues, clientIssues, invalid, settingsInvalid }}
        edits={edits}
        routes={routeList}
        slot={{ slotState, onUploaded }}
        preview={preview}
        onAdd={() => setDialog('palette')}
      />

      <EditorDialogs
        dialog={dialog}
        setDialog={setDialog}
        title={title}
        detail={detail}
        page={doc.page}
        savedDraft={draft.hasDraft && !draft.dirty}
        starters={starters}
        busy={busy}
        actions={actions}
        conflict={draft.state.kind === 'conflict' ? draft.state.conflict : null}
        reload={reload}
        onAddSection={(type, props) => {
          edits.add(type, props);
          setDialog(null);
        }}
      />
      <LastEdited at={detail.updatedAt} by={detail.updatedBy} />
      <ShortcutLegend />
    </div>
  );
}

/** Whether the live preview is open; opening it where it sits under the fields (narrow screens) scrolls to it. */
function usePreviewToggle() {
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => setOpen(false),
    toggle() {
      setOpen((was) => !was);
      if (!open && window.matchMedia?.('(max-width: 1199px)').matches)
        requestAnimationFrame(() =>
          document.querySelector('.live-preview')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        );
    },
  };
}

/** "Last edited 1 Dec 2026, 20:40 by grace.wanjiru" under the editor, in the site's time zone. */
function LastEdited({ at, by }: { at?: string | null; by?: string | null }) {
  const { formatWhen } = useSiteTime();
  if (!at) return null;
  return (
    <p className="page-editor__foot">
      Last edited {formatWhen(at)}
      {by ? ` by ${by}` : ''}
    </p>
  );
}

/**
 * The draft being saved is a step of its own. "← All pages" saves on the way out; Back before the list has drawn
 * can land in this same editor, history and all (no new load of the page), and typing then, within a second of
 * the typing before, joined it: one undo went past the saved draft to the live text.
 */
function useSaveEndsStep(saving: boolean, endStep: () => void) {
  useEffect(() => {
    if (saving) endStep();
  }, [saving, endStep]);
}

/** Why Publish is off, in words for its tooltip; empty when it is on. */
function publishWhy(issueCount: number, canPublish: boolean): string {
  if (issueCount)
    return issueCount === 1
      ? 'Publishing waits until the issue listed is fixed.'
      : `Publishing waits until the ${issueCount} issues listed are fixed.`;
  return canPublish ? '' : 'Nothing to publish: the live page is up to date.';
}

/** Moving, duplicating, removing and adding sections, each selecting where the section went and saying so. */
function useSectionEdits(
  blocks: PageDocument['blocks'],
  change: (next: (d: EditDoc) => EditDoc) => void,
  selected: Selection,
  setSelected: (s: Selection) => void,
) {
  return {
    move: (from: number, to: number) => {
      change((d) => moveBlock(d, from, to));
      setSelected(to);
    },
    duplicate: (i: number) => {
      change((d) => duplicateBlock(d, i));
      setSelected(i + 1);
      toast({ title: `${blockName(blocks[i]!.type)} duplicated`, description: `The copy is section ${i + 2}.` });
    },
    remove: (i: number) => {
      change((d) => removeBlock(d, i));
      toast({ title: `${blockName(blocks[i]!.type)} removed`, description: 'Undo brings it back.' });
    },
    add: (type: string, props: unknown) => {
      const at = typeof selected === 'number' ? selected + 1 : blocks.length;
      change((d) => insertBlock(d, at, { type, props }));
      setSelected(at);
    },
  };
}
