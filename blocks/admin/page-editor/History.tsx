import { useState } from 'react';
import type { PageSource } from '../../../contracts/pages';
import { errorText } from '../_shared/api';
import { Dialog } from '../_shared/Dialog';
import { ACTION_WORDS, activityDetail, getRevision, usePageHistory, usePageRevisions } from '../_shared/pages';
import { useSiteTime } from '../_shared/use-site-time';
import { PreviewFrame, fetchPreview } from './Preview';

interface HistoryProps {
  path: string;
  source: PageSource;
  busy: boolean;
  /** `version` is what the server restores; `number` is what staff were shown (1, 2, 3…). */
  onRestore: (version: number, number: number) => void;
  onResetToFile: () => void;
  /** Admin pages only: remove the page from the site. */
  onDelete: () => void;
  onClose: () => void;
}

/**
 * The page's published versions (view one as it rendered, or restore it as
 * the draft), "Reset to the page file" for pages that come from the code,
 * and every publish, restore and delete with who and when.
 */
export function History({ path, source, busy, onRestore, onResetToFile, onDelete, onClose }: HistoryProps) {
  const { formatWhen } = useSiteTime();
  const revisions = usePageRevisions(path, true);
  const log = usePageHistory(path, true);
  const [viewing, setViewing] = useState<{ number: number; html?: string; error?: string } | null>(null);
  const numberOf = new Map((revisions.data?.items ?? []).map((r) => [r.version, r.number]));

  async function view(version: number, number: number) {
    setViewing({ number });
    try {
      const rev = await getRevision(path, version);
      setViewing({ number, html: await fetchPreview(rev.page) });
    } catch (e) {
      setViewing({ number, error: errorText(e, 'This version could not be shown.') });
    }
  }

  return (
    <Dialog
      title="History"
      description="Restoring puts an older version in your draft; publish it to make it live."
      onClose={onClose}
      wide
      actions={
        <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {source === 'file' && (
        <div className="history__reset">
          <p>
            This page comes from a page file in the code. Resetting drops the admin edits and starts a draft from the
            file.
          </p>
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--secondary"
            disabled={busy}
            onClick={onResetToFile}
          >
            Reset to the page file
          </button>
        </div>
      )}
      {source === 'admin' && (
        <div className="history__reset">
          <p>
            This page was made in the admin. Deleting it takes it off the site (its address then says the page is gone)
            and puts it in the Trash with its history, where it can be restored.
          </p>
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--danger"
            disabled={busy}
            onClick={onDelete}
          >
            Delete this page
          </button>
        </div>
      )}
      <h3 className="history__heading">Published versions</h3>
      {revisions.isPending && <p className="admin-loading">Loading versions…</p>}
      {revisions.isError && (
        <p className="admin-alert admin-alert--error">
          {errorText(revisions.error, 'The versions could not be loaded.')}
        </p>
      )}
      {revisions.data && revisions.data.items.length === 0 && (
        <p className="admin-empty">Not published from the admin yet.</p>
      )}
      {revisions.data && revisions.data.items.length > 0 && (
        <ul className="history__list">
          {revisions.data.items.map((r, i) => (
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
                  disabled={busy}
                  onClick={() => onRestore(r.version, r.number)}
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
            <PreviewFrame html={viewing.html} width="desktop" title={`Version ${viewing.number} of the page`} />
          )}
        </div>
      )}
      <h3 className="history__heading">Activity</h3>
      {log.data && log.data.items.length === 0 && <p className="admin-empty">No publishes, restores or resets yet.</p>}
      {log.data && log.data.items.length > 0 && (
        <ul className="history__log">
          {log.data.items.map((h) => (
            <li key={h.id}>
              {ACTION_WORDS[h.action]}
              {h.action === 'publish' && numberOf.has(h.version) ? ` version ${numberOf.get(h.version)}` : ''}
              {h.detail ? ` (${activityDetail(h.detail, numberOf)})` : ''} · {formatWhen(h.at)} by {h.by}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
