import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DocumentIssue, ScheduleAnswer, VersionAnswer } from '../../../contracts/documents';
import { documentWrites } from '../../data/document-writes';
import { useSiteTime } from '../../data/use-site-time';
import { type DraftEndpoints, useDocumentDraft } from '../../data/useDocumentDraft';
import { useUndoableDoc } from '../page-editor/useUndo';

/**
 * What one kind tells the shared editor hook: its calls (each kind's routes
 * carry their own query), the document on screen when the editor opens, and
 * its words. Everything else (undo, the autosaved draft, busy, publish,
 * schedule, cancel, restore, reload) is the same for every kind.
 */
export interface DocumentEditorKind<Doc, Restorable> {
  /** What the form starts from: the saved draft, else what is live. */
  start: Doc;
  /** What is live, to tell whether the draft differs from it. */
  live: Doc | null;
  version: number;
  /** The problems the server found when the editor opened (before the first save). */
  openedIssues: DocumentIssue[];
  /** The query to load again after a write. */
  queryKey: QueryKey;
  save: DraftEndpoints<Doc>['save'];
  /** The publish now: the 200 answer ({ version }). */
  publish(baseVersion: number): Promise<VersionAnswer>;
  /** The publish at `at`: the 202 answer ({ scheduledAt }). */
  scheduleAt(baseVersion: number, at: string): Promise<ScheduleAnswer>;
  cancelSchedule(): Promise<unknown>;
  restore(what: Restorable, baseVersion: number): Promise<unknown>;
  /** After each saved draft (lists that show the document). */
  changed?: () => void;
  /** The toast after a publish now. */
  published: { title: string; description: string };
  /** How the toast of a schedule names the document: "The navigation", "The project". */
  name: string;
}

/**
 * One document being edited (the navigation, a project): the document on
 * screen with its undo history, its draft on the server (saved by itself
 * after a pause, as a page's is), its problems as the server found them, and
 * publish, schedule, restore and reload. `deps` names what makes the calls
 * another document's (a project's slug). `change` takes a group: typing in
 * one field merges into one undo step.
 */
export function useDocumentEditor<Doc, Restorable>(
  kind: DocumentEditorKind<Doc, Restorable>,
  deps: readonly unknown[],
  autosaveMs: number,
) {
  const qc = useQueryClient();
  const history = useUndoableDoc<Doc>(() => kind.start);
  // The calls are made anew each render, but they change only with `deps` (the document's key): the draft hook keeps one set.
  const endpoints = useMemo(() => ({ save: kind.save, publish: kind.publish, changed: kind.changed }), deps);
  const draft = useDocumentDraft(endpoints, history.doc, kind.version, kind.live, autosaveMs);
  // Before the first save, the problems the server found when the editor opened (a page deleted since).
  const issues = draft.state.kind === 'saved' && !draft.state.at ? kind.openedIssues : draft.serverIssues;
  const [busy, setBusy] = useState(false);
  const { formatWhen, place } = useSiteTime();

  /** Loads what the server holds now (after a conflict, a restore, or a publish elsewhere). */
  const reload = () => qc.invalidateQueries({ queryKey: kind.queryKey });

  const writes = documentWrites<Restorable>({
    draft,
    setBusy,
    reload,
    scheduleAt: kind.scheduleAt,
    published: kind.published,
    goesLive: (when) => `${kind.name} goes live on ${formatWhen(when)} (${place} time).`,
    cancelScheduleCall: kind.cancelSchedule,
    restoreCall: kind.restore,
  });

  return { doc: history.doc, change: history.change, history, draft, issues, busy, reload, ...writes };
}
