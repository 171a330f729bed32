import { errorText } from '../../data/api';
import { BulkUpload } from './BulkUpload';
import type { UploadManagerProps } from './schema';
import { TargetPages } from './TargetPages';
import { TargetSearch, UploadManagerHead } from './UploadManagerBar';
import { UploadLog } from './UploadLog';
import { useUploadManager } from './useUploadManager';

/** /admin/upload-manager. */
export function UploadManager({ heading, intro, backLabel, backHref }: UploadManagerProps) {
  const manager = useUploadManager();
  const { targets, shown, state } = manager;
  const data = targets.data;
  return (
    <div className="admin-upload-manager">
      <UploadManagerHead
        heading={heading}
        intro={intro}
        backLabel={backLabel}
        backHref={backHref}
        data={data}
        selectedCount={Object.keys(state.selected).length}
      />
      {targets.isPending ? (
        <p className="admin-empty" role="status">
          Loading the upload targets…
        </p>
      ) : targets.isError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>Failed to load the upload targets. {errorText(targets.error, '')}</p>
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={() => void targets.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          {data?.videoPipeline && !data.videoPipeline.enabled && (
            <div className="admin-alert admin-alert--warning" role="note">
              <p>
                <strong>Videos are stored exactly as uploaded:</strong> no web-ready copy, no poster frame, and their
                metadata (such as a phone's GPS position) stays in the file. The server is missing{' '}
                {data.videoPipeline.missing.join(' and ')}.
              </p>
            </div>
          )}
          <BulkUpload groups={data?.groups ?? []} log={manager.log} />
          <TargetSearch
            filter={manager.filter}
            setFilter={manager.setFilter}
            nothingShown={shown.groups.length === 0}
            truncated={shown.truncated}
          />
          <TargetPages shown={shown.groups} manager={manager} />
        </>
      )}
      <UploadLog entries={state.log} onClear={manager.clearLog} />
    </div>
  );
}
