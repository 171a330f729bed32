import type { BulkRow } from './bulk-match';
import { UploadProgress, type RowProgress } from './UploadProgress';
import { formatBytes } from '../media-library/library-api';

/** The files read and where each goes, with each one's progress once the upload starts. */
export function BulkTable({ rows, progress }: { rows: BulkRow[]; progress: Record<number, RowProgress> }) {
  return (
    <div className="admin-bulk__table-wrap">
      <table className="admin-bulk__table">
        <caption className="visually-hidden">Files and the targets they go to</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Goes to</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <BulkTableRow key={r.id} row={r} progress={progress[r.id]} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BulkTableRow({ row: r, progress: p }: { row: BulkRow; progress: RowProgress | undefined }) {
  return (
    <tr className={`is-${r.status}`}>
      <td>
        <span className="admin-bulk__file">{r.source.relativePath}</span>
        <span className="admin-bulk__size">{formatBytes(r.source.file.size)}</span>
      </td>
      <td>
        {r.status === 'unmatched' ? (
          <span className="admin-bulk__reason">{r.reason}</span>
        ) : (
          <code>{`${r.group.label} › ${r.target.fileName}`}</code>
        )}
      </td>
      <td>
        {r.status === 'unmatched' ? (
          <span className="admin-badge admin-bulk__badge--unmatched">Not matched</span>
        ) : p ? (
          <UploadProgress progress={p} fileName={r.target.fileName} />
        ) : (
          <span
            className={`admin-badge ${r.status === 'replace' ? 'admin-bulk__badge--replace' : 'admin-badge--done'}`}
          >
            {r.status === 'replace' ? 'Replaces stored file' : 'New'}
          </span>
        )}
      </td>
    </tr>
  );
}
