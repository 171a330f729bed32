import type { PageSource } from '../../../contracts/pages';
import { DocumentHistory } from '../../ui/DocumentHistory';
import {
  ACTION_WORDS,
  activityDetail,
  getRevision,
  pageComparer,
  usePageHistory,
  usePageRevisions,
} from '../../data/pages';
import { useAddressLock } from '../../data/reviews';
import { useSiteTime } from '../../data/use-site-time';
import { fetchPreview } from './Preview';

interface HistoryProps {
  path: string;
  source: PageSource;
  hasDraft: boolean;
  busy: boolean;
  onRestore: (version: number, number: number) => void;
  onResetToFile: () => void;
  /** Admin pages only: remove the page from the site. */
  onDelete: () => void;
  onClose: () => void;
}

/** Above the versions: "Reset to the page file" for a page from the code, "Delete this page" for one made in the admin. */
function PageOrigin({
  source,
  busy,
  onResetToFile,
  onDelete,
}: Omit<HistoryProps, 'path' | 'onRestore' | 'onClose' | 'hasDraft'>) {
  const locked = useAddressLock();
  if (source === 'file')
    return (
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
    );
  return (
    <div className="history__reset">
      <p>
        This page was made in the admin. Deleting it takes it off the site (its address then says the page is gone) and
        puts it in the Trash with its history, where it can be restored.
      </p>
      {locked ? (
        <p className="history__locked">{locked}</p>
      ) : (
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--danger"
          disabled={busy}
          onClick={onDelete}
        >
          Delete this page
        </button>
      )}
    </div>
  );
}

/** Every publish, restore and delete of the page, with who and when. */
function PageActivity({ path, numberOf }: { path: string; numberOf: Map<number, number> }) {
  const { formatWhen } = useSiteTime();
  const log = usePageHistory(path, true);
  return (
    <>
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
    </>
  );
}

/** The page's History: the document core's one History, with the page's origin and its activity log. */
export function History(p: HistoryProps) {
  const revisions = usePageRevisions(p.path, true);
  const numberOf = new Map((revisions.data?.items ?? []).map((r) => [r.version, r.number]));
  return (
    <DocumentHistory
      title="History"
      description="Restoring puts an older version in your draft; publish it to make it live."
      subject="the page"
      revisions={revisions}
      busy={p.busy}
      render={async (version) => fetchPreview((await getRevision(p.path, version)).page)}
      onRestore={p.onRestore}
      onClose={p.onClose}
      top={<PageOrigin {...p} />}
      compare={{ hasDraft: p.hasDraft, comparer: pageComparer(p.path) }}
      bottom={<PageActivity path={p.path} numberOf={numberOf} />}
    />
  );
}
