import type { GroupView } from '../../../contracts/media';
import { BulkDrop } from './BulkDrop';
import { BulkTable } from './BulkTable';
import { useBulkUpload } from './useBulkUpload';
import type { Log } from './UploadLog';

interface Props {
  groups: GroupView[];
  log: Log;
}

/**
 * Bulk upload by file name: drop a folder or many files (or pick them), see
 * which target each one matched before anything is sent, then upload the
 * matched ones three at a time, each with its progress, ending with the
 * same summary toast as a section upload.
 */
export function BulkUpload({ groups, log }: Props) {
  const bulk = useBulkUpload(groups, log);
  const { rows, matched, busy, ignored } = bulk;
  const replacing = matched.filter((r) => r.status === 'replace').length;
  const finished = !busy && Object.keys(bulk.progress).length > 0;
  return (
    <section className="admin-card admin-bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="admin-card__title">
        Bulk upload by file name
      </h2>
      <BulkDrop busy={busy} onFiles={bulk.fromInput} onDrop={(data) => void bulk.fromDrop(data)} />
      {rows.length > 0 && (
        <>
          <p className="admin-bulk__summary" aria-live="polite">
            <strong>{matched.length - replacing}</strong> new · <strong>{replacing}</strong> replacing a stored file ·{' '}
            <strong>{rows.length - matched.length}</strong> not matched
            {ignored ? ` · ${ignored} system file${ignored === 1 ? '' : 's'} skipped` : ''}
          </p>
          <BulkTable rows={rows} progress={bulk.progress} />
          <div className="admin-bulk__actions">
            <button
              type="button"
              className="admin-btn"
              disabled={busy || finished || matched.length === 0}
              onClick={() => void bulk.start()}
            >
              {busy ? 'Uploading…' : `Upload ${matched.length} matched file${matched.length === 1 ? '' : 's'}`}
            </button>
            <button type="button" className="admin-btn admin-btn--secondary" disabled={busy} onClick={bulk.clear}>
              {finished ? 'Done' : 'Clear list'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
