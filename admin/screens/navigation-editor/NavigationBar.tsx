import { useRef } from 'react';
import type { SaveState } from '../../data/useDocumentDraft';
import { useScrollClearance } from '../../ui/useScrollClearance';
import { useSiteTime } from '../../data/use-site-time';
import { statusText, UndoRedo } from '../page-editor/EditorBar';
import { shortcutLabels } from '../page-editor/useShortcuts';

/** What the site shows now, whether the draft is saved, and the navigation's actions. */
export function NavigationBar(p: {
  isDefault: boolean;
  hasDraft: boolean;
  updated: { at: string | null; by: string | null };
  state: SaveState;
  dirty: boolean;
  problems: number;
  busy: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onPreview: () => void;
  onHistory: () => void;
  onPublish: () => void;
  /** Publish's words when it does something else (an editor's "Submit for review"). */
  publishLabel?: string;
  /** The draft on screen waits for review: nothing to submit again. */
  waiting?: boolean;
}) {
  const { formatWhen, siteClock } = useSiteTime();
  const keys = shortcutLabels();
  // A field reached by Tab or a jump scrolls clear of this bar and the admin's top bar, as in the page editor.
  const bar = useRef<HTMLDivElement>(null);
  useScrollClearance(bar);
  const small = 'admin-btn admin-btn--small admin-btn--secondary';
  const publishable = (p.hasDraft || p.dirty) && p.problems === 0 && !p.busy && !p.waiting;
  return (
    <div ref={bar} className="admin-card nav-editor__bar">
      <p className="nav-editor__state">
        <span className={`admin-badge ${p.hasDraft || p.dirty ? 'admin-badge--protected' : 'admin-badge--done'}`}>
          {p.hasDraft || p.dirty ? 'Draft' : 'Live'}
        </span>{' '}
        <span role="status" className="nav-editor__status">
          {statusText(p.state, p.dirty, siteClock)}
        </span>
        <span className="nav-editor__live">
          {p.isDefault
            ? 'The site shows its default navigation.'
            : `Live since ${p.updated.at ? formatWhen(p.updated.at) : 'the last publish'}.`}
          {p.updated.by ? ` Last change by ${p.updated.by}.` : ''}
        </span>
      </p>
      <div className="nav-editor__actions">
        <UndoRedo canUndo={p.canUndo} canRedo={p.canRedo} onUndo={p.onUndo} onRedo={p.onRedo} />
        <button type="button" className={small} onClick={p.onHistory}>
          History
        </button>
        <button type="button" className={small} onClick={p.onPreview} disabled={p.problems > 0}>
          Preview
        </button>
        <button
          type="button"
          className={small}
          onClick={p.onSave}
          disabled={!p.dirty || p.busy}
          aria-keyshortcuts={keys.save.aria}
          title={`Save draft (${keys.save.text})`}
        >
          Save draft
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--primary"
          onClick={p.onPublish}
          disabled={!publishable}
          aria-describedby={p.problems ? 'nav-problems' : undefined}
        >
          {p.publishLabel ?? 'Publish'}
        </button>
      </div>
    </div>
  );
}
