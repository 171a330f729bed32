import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Page } from '../../contracts/paging';
import type { PageRevision } from '../../contracts/pages';
import type { VersionRef } from '../../contracts/compare';
import { PreviewFrame } from '../screens/page-editor/Preview';
import { DocumentCompare } from './DocumentCompare';
import { errorText } from '../data/api';
import { Dialog } from './Dialog';
import { useSiteTime } from '../data/use-site-time';

/**
 * The one History of every versioned document (a page, the navigation):
 * its published versions newest first, each viewed as it rendered or
 * restored as the draft, with what the kind adds above them (reset to the
 * page file, delete) and below them (the activity log, the site's default).
 */
export function DocumentHistory(p: {
  title: string;
  description: string;
  /** What the viewer shows a version as ("the page", "the navigation"). */
  subject: string;
  revisions: UseQueryResult<Page<PageRevision>>;
  busy: boolean;
  /** The version as HTML, for "View". */
  render: (version: number) => Promise<string>;
  /** `version` is what the server restores; `number` is what staff were shown (1, 2, 3…). */
  onRestore: (version: number, number: number) => void;
  onClose: () => void;
  top?: ReactNode;
  bottom?: ReactNode;
  /** Comparing two versions (or the draft with what is live): the kind's compare address. */
  compare: { hasDraft: boolean; url: (from: VersionRef, to: VersionRef) => string };
}) {
  const { formatWhen } = useSiteTime();
  const [viewing, setViewing] = useState<{ number: number; html?: string; error?: string } | null>(null);
  const [comparing, setComparing] = useState(false);
  const items = p.revisions.data?.items ?? [];

  async function view(version: number, number: number) {
    setViewing({ number });
    try {
      setViewing({ number, html: await p.render(version) });
    } catch (e) {
      setViewing({ number, error: errorText(e, 'This version could not be shown.') });
    }
  }

  return (
    <Dialog
      title={p.title}
      description={p.description}
      onClose={p.onClose}
      wide
      actions={
        <button type="button" className="admin-btn admin-btn--secondary" onClick={p.onClose}>
          Close
        </button>
      }
    >
      {p.top}
      <div className="history__compare">
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-expanded={comparing}
          onClick={() => setComparing((c) => !c)}
        >
          {comparing ? 'Hide the comparison' : 'Compare versions'}
        </button>
        {comparing && <DocumentCompare revisions={items} hasDraft={p.compare.hasDraft} url={p.compare.url} />}
      </div>
      <h3 className="history__heading">Published versions</h3>
      {p.revisions.isPending && <p className="admin-loading">Loading versions…</p>}
      {p.revisions.isError && (
        <p className="admin-alert admin-alert--error">
          {errorText(p.revisions.error, 'The versions could not be loaded.')}
        </p>
      )}
      {p.revisions.isSuccess && items.length === 0 && <p className="admin-empty">Not published from the admin yet.</p>}
      {items.length > 0 && (
        <ul className="history__list">
          {items.map((r, i) => (
            <li key={r.version} className="history__row">
              <span>
                <strong>Version {r.number}</strong>
                {i === 0 && <span className="admin-badge admin-badge--done history__live">Live</span>}
                <span className="history__meta">
                  {formatWhen(r.publishedAt)} by {r.publishedBy}
                </span>
              </span>
              <span className="history__actions">
                <button
                  type="button"
                  className="admin-btn admin-btn--small admin-btn--secondary"
                  aria-label={`View version ${r.number}`}
                  onClick={() => void view(r.version, r.number)}
                >
                  View
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn--small"
                  aria-label={`Restore version ${r.number}`}
                  disabled={p.busy}
                  onClick={() => p.onRestore(r.version, r.number)}
                >
                  Restore
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <div className="history__view">
          <h3 className="history__heading">Version {viewing.number}</h3>
          {viewing.error && <p className="admin-alert admin-alert--error">{viewing.error}</p>}
          {!viewing.html && !viewing.error && <p className="admin-loading">Rendering…</p>}
          {viewing.html && (
            <PreviewFrame html={viewing.html} width="desktop" title={`Version ${viewing.number} of ${p.subject}`} />
          )}
        </div>
      )}
      {p.bottom}
    </Dialog>
  );
}
