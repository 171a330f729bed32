import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { errorText } from '../../data/api';
import { useCacheFromBeforeOpening } from '../../data/query';
import type { SingleDocumentState } from '../../../contracts/documents';
import type { ReviewDoc } from '../../data/reviews';
import type { SaveState } from '../../data/useDocumentDraft';
import { LeaveGuard } from '../page-editor/LeaveGuard';
import { ReviewBanner } from '../page-editor/ReviewBanner';
import { ScheduleBanner } from '../page-editor/ScheduleBanner';
import { useReview } from '../page-editor/useReview';
import { useShortcuts } from '../page-editor/useShortcuts';
import { NavigationBar } from './NavigationBar';

/** The dialogs an editor of one document opens from its bar. */
export type DeskDialog = 'preview' | 'history' | 'publish' | null;

/** What the desk needs of an editor built on useDocumentDraft and useUndoableDoc (the navigation's, a project's). */
export interface DeskEditor<Restorable = never> {
  draft: {
    state: SaveState;
    dirty: boolean;
    hasDraft: boolean;
    version: number;
    baseVersion(): number;
    unsavedNow(): boolean;
    save(): Promise<boolean>;
  };
  history: { canUndo: boolean; canRedo: boolean; undo(): void; redo(): void };
  busy: boolean;
  schedule(iso: string): Promise<string | null>;
  cancelSchedule(): Promise<unknown>;
  /** Makes a version (or what the kind starts from) the draft; true when it did. */
  restore(what: Restorable, words: string): Promise<boolean>;
}

/**
 * The state around one document's form: its review (Publish becomes "Submit
 * for review" for an editor while review is on), which dialog is open, and
 * the keyboard's save, undo and redo.
 */
export function useDocumentDesk<Restorable>(ed: DeskEditor<Restorable>, doc: ReviewDoc, name: string) {
  const review = useReview(doc, ed.draft, name);
  const [open, setOpen] = useState<DeskDialog>(null);
  const saveNow = () => {
    // A conflict waits for the person's choice in its dialog.
    if (ed.draft.state.kind !== 'conflict') void ed.draft.save();
  };
  useShortcuts({ save: saveNow, undo: ed.history.undo, redo: ed.history.redo });
  const busy = ed.busy || review.busy;
  const close = () => setOpen(null);
  /** What every kind's History dialog is given: restoring closes it once the version is the draft. */
  const history = {
    busy,
    hasDraft: ed.draft.hasDraft,
    onRestore: (what: Restorable, words: string) => void ed.restore(what, words).then((ok) => ok && close()),
    onClose: close,
  };
  return { review, busy, open, setOpen, close, saveNow, history };
}

/** What the bars use of the desk (the same whatever a kind restores). */
type DeskOfBars = Pick<ReturnType<typeof useDocumentDesk>, 'review' | 'busy' | 'setOpen' | 'saveNow'>;

/**
 * Above a document's form: the guard against leaving unsaved, the document
 * bar (state, undo, save, preview, history, publish), the review and
 * schedule banners, and a failed save in words.
 */
export function DocumentBars({
  ed,
  desk,
  detail,
  isDefault,
  problems,
  what,
}: {
  ed: DeskEditor<never>;
  desk: DeskOfBars;
  detail: SingleDocumentState;
  /** The site shows the default (or, for a project, nothing yet). */
  isDefault: boolean;
  /** How many problems stop the draft going live (Preview and Publish wait for none). */
  problems: number;
  /** "the navigation", "the project": in the review banner. */
  what: string;
}) {
  const { draft, history } = ed;
  const { review, busy, setOpen } = desk;
  return (
    <>
      <LeaveGuard draft={draft} />
      <NavigationBar
        isDefault={isDefault}
        hasDraft={draft.hasDraft}
        updated={{ at: detail.updatedAt, by: detail.updatedBy }}
        state={draft.state}
        dirty={draft.dirty}
        problems={problems}
        busy={busy}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={history.undo}
        onRedo={history.redo}
        onSave={desk.saveNow}
        onPreview={() => setOpen('preview')}
        onHistory={() => setOpen('history')}
        onPublish={() => (review.submits ? void review.submit() : setOpen('publish'))}
        publishLabel={review.submits ? 'Submit for review' : undefined}
        waiting={review.waiting}
      />
      <ReviewBanner review={review.review} waiting={review.waiting} submits={review.submits} what={what} />
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
    </>
  );
}

/**
 * Where one document's form goes while it loads: "Loading the project…", the reason if it could not be read,
 * then the form, keyed by the version it opened at so that a reload (after a publish, a restore or someone
 * else's change) starts the form again from the server. It opens on the server's answer, not on a copy
 * cached from before (useCacheFromBeforeOpening).
 */
export function LoadedDocument<Detail extends { version: number; updatedAt: string | null }>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Detail>;
  /** "the project", "the navigation". */
  what: string;
  children: (detail: Detail) => ReactNode;
}) {
  const cachedFromBefore = useCacheFromBeforeOpening(query);
  const detail = cachedFromBefore ? undefined : query.data;
  return (
    <>
      {(query.isLoading || cachedFromBefore) && <p role="status">Loading {what}…</p>}
      {query.isError && (
        <p className="admin-alert admin-alert--error">
          {errorText(query.error, `${capitalised(what)} could not be loaded. Reload the page to try again.`)}
        </p>
      )}
      {detail && <Fragment key={`${detail.version}:${detail.updatedAt}`}>{children(detail)}</Fragment>}
    </>
  );
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
