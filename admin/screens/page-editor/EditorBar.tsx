import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useScrollClearance } from '../../ui/useScrollClearance';
import type { SaveState } from './useDraft';
import { shortcutLabels } from './useShortcuts';
import { useSiteTime } from '../../data/use-site-time';

/** Where the draft is, in words (the page editor's and the navigation editor's bars). */
export function statusText(s: SaveState, dirty: boolean, siteClock: (d: Date) => string): string {
  if (s.kind === 'saving') return 'Saving…';
  if (s.kind === 'failed') return 'Not saved';
  if (s.kind === 'conflict') return 'Not saved: changed by someone else';
  if (dirty || s.kind === 'dirty') return 'Unsaved changes';
  return s.at ? `Draft saved ${siteClock(s.at)}` : 'All changes saved';
}

export interface EditorBarProps {
  title: string;
  path: string;
  isDraft: boolean;
  state: SaveState;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  previewOpen: boolean;
  publishable: boolean;
  /** Why Publish is disabled, read by screen readers; empty when it is not. */
  publishWhy: string;
  /** Publish's words when it does something else (an editor's "Submit for review"). */
  publishLabel?: string;
  onUndo: () => void;
  onRedo: () => void;
  onHistory: () => void;
  onPreview: () => void;
  onSave: () => void;
  onPublish: () => void;
}

/** Undo and Redo with their shortcuts, as the page editor and the navigation editor show them. */
export function UndoRedo(p: { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void }) {
  const keys = shortcutLabels();
  const small = 'admin-btn admin-btn--small admin-btn--secondary';
  return (
    <>
      <button
        type="button"
        className={small}
        disabled={!p.canUndo}
        title={`Undo the last change (${keys.undo.text})`}
        aria-keyshortcuts={keys.undo.aria}
        onClick={p.onUndo}
      >
        Undo
      </button>
      <button
        type="button"
        className={small}
        disabled={!p.canRedo}
        title={`Redo (${keys.redo.text})`}
        aria-keyshortcuts={keys.redo.aria}
        onClick={p.onRedo}
      >
        Redo
      </button>
    </>
  );
}

/** The editor's top bar: where the page is, whether it is saved, and what can be done with it. */
export function EditorBar(p: EditorBarProps) {
  const { siteClock } = useSiteTime();
  const keys = shortcutLabels();
  const small = 'admin-btn admin-btn--small admin-btn--secondary';
  const bar = useRef<HTMLElement>(null);
  useScrollClearance(bar);
  return (
    <header className="page-editor__bar" ref={bar}>
      <div className="page-editor__id">
        <Link to="/admin/pages" className="page-editor__back">
          ← All pages
        </Link>
        <h1 className="page-editor__title">{p.title}</h1>
        <p className="page-editor__meta">
          <code>{p.path}</code>
          <span className={`admin-badge ${p.isDraft ? 'admin-badge--protected' : 'admin-badge--done'}`}>
            {p.isDraft ? 'Draft' : 'Live'}
          </span>
          <span className={`page-editor__status page-editor__status--${p.state.kind}`} role="status">
            {statusText(p.state, p.dirty, siteClock)}
          </span>
        </p>
      </div>
      <div className="page-editor__actions">
        <span className="page-editor__group">
          <UndoRedo canUndo={p.canUndo} canRedo={p.canRedo} onUndo={p.onUndo} onRedo={p.onRedo} />
        </span>
        <button type="button" className={small} onClick={p.onHistory}>
          History
        </button>
        <button type="button" className={small} aria-pressed={p.previewOpen} onClick={p.onPreview}>
          Preview
        </button>
        <button
          type="button"
          className={small}
          disabled={p.state.kind === 'saving' || p.state.kind === 'conflict'}
          title={`Save the draft now (${keys.save.text}); it also saves by itself`}
          aria-keyshortcuts={keys.save.aria}
          onClick={p.onSave}
        >
          Save draft
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--primary"
          disabled={!p.publishable}
          aria-describedby="publish-why"
          onClick={p.onPublish}
        >
          {p.publishLabel ?? 'Publish'}
        </button>
        <span id="publish-why" className="visually-hidden">
          {p.publishWhy}
        </span>
      </div>
    </header>
  );
}

/** The shortcuts, spelled out once under the editor for those who never hover a button. */
export function ShortcutLegend() {
  const keys = shortcutLabels();
  return (
    <p className="page-editor__keys">
      Keys: <kbd>{keys.save.text}</kbd> save draft · <kbd>{keys.undo.text}</kbd> undo · <kbd>{keys.redo.text}</kbd> redo
    </p>
  );
}
