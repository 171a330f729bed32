import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { GroupView } from '../../../contracts/media';
import { ME_KEY, SESSION_EXPIRED } from '../_shared/query';
import { toast } from '../_shared/toast-store';
import { TARGETS_KEY } from './DetailsForm';
import { matchFiles, readEntry, type BulkFile, type BulkRow } from './bulk-match';
import type { RowProgress } from './TargetRow';
import { formatBytes, uploadFile } from './upload-client';
import { countOf } from '../_shared/words';

/** Uploads at once: enough to keep a mobile uplink busy, few enough that each file's progress means something. */
const PARALLEL = 3;

interface Props {
  groups: GroupView[];
  log: (text: string, tone?: 'info' | 'ok' | 'error') => void;
}

/**
 * Bulk upload by file name: drop a folder or many files (or pick them), see
 * which target each one matched before anything is sent, then upload the
 * matched ones three at a time, each with its progress, ending with the
 * same summary toast as a section upload.
 */
export function BulkUpload({ groups, log }: Props) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [ignored, setIgnored] = useState(0);
  const [progress, setProgress] = useState<Record<number, RowProgress>>({});
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const review = (files: BulkFile[]) => {
    const result = matchFiles(files, groups);
    setRows(result.rows);
    setIgnored(result.ignored);
    setProgress({});
    const matched = result.rows.filter((r) => r.status !== 'unmatched').length;
    log(
      `Bulk upload: ${files.length} file${files.length === 1 ? '' : 's'} read, ${matched} matched a target, ${result.rows.length - matched} did not.`,
    );
  };

  const fromInput = (list: FileList | null) => {
    if (!list?.length) return;
    review([...list].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name })));
  };

  async function onDrop(e: React.DragEvent) {
    e.preventDefault();
    setOver(false);
    if (busy) return;
    const entries = [...e.dataTransfer.items]
      .map((i) => i.webkitGetAsEntry?.())
      .filter((x): x is FileSystemEntry => !!x);
    if (entries.length) {
      const files: BulkFile[] = [];
      for (const entry of entries) await readEntry(entry, files);
      review(files);
    } else fromInput(e.dataTransfer.files);
  }

  const matched = rows.filter((r): r is Extract<BulkRow, { status: 'new' | 'replace' }> => r.status !== 'unmatched');
  const replacing = matched.filter((r) => r.status === 'replace').length;

  async function start() {
    setBusy(true);
    log(`Uploading ${matched.length} file${matched.length === 1 ? '' : 's'} by name, ${PARALLEL} at a time…`);
    let ok = 0;
    let failed = 0;
    let expired = false;
    const queue = [...matched];
    const worker = async () => {
      for (let row = queue.shift(); row && !expired; row = queue.shift()) {
        const { id, group, target, source } = row;
        setProgress((p) => ({ ...p, [id]: { fraction: 0, state: 'uploading' } }));
        const res = await uploadFile({ folder: group.folder, fileName: target.fileName }, source.file, (fraction) =>
          setProgress((p) => ({ ...p, [id]: { fraction, state: 'uploading' } })),
        );
        if (res.httpStatus === 401) {
          expired = true;
          setProgress((p) => ({ ...p, [id]: { fraction: 0, state: 'error', message: 'Session expired' } }));
          return;
        }
        if (res.answer.status === 'success') {
          ok++;
          setProgress((p) => ({ ...p, [id]: { fraction: 1, state: 'done' } }));
          log(`✓ ${target.fileName}: ${res.answer.message}`, 'ok');
        } else {
          failed++;
          setProgress((p) => ({ ...p, [id]: { fraction: 1, state: 'error', message: res.answer.message } }));
          log(`✗ ${target.fileName}: ${res.answer.message}`, 'error');
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL, matched.length) }, worker));
      if (expired) {
        toast({ ...SESSION_EXPIRED, variant: 'destructive' });
        log('Session expired: sign in again to continue.', 'error');
        qc.setQueryData(ME_KEY, null);
        return;
      }
      toast({
        title: failed ? 'Upload Failed' : 'Upload Complete',
        description: `${countOf(ok, 'file')} uploaded. ${failed} failed.`,
        variant: failed ? 'destructive' : 'default',
      });
    } finally {
      setBusy(false);
      if (ok) void qc.invalidateQueries({ queryKey: TARGETS_KEY });
    }
  }

  const finished = !busy && Object.keys(progress).length > 0;
  return (
    <section className="admin-card admin-bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="admin-card__title">
        Bulk upload by file name
      </h2>
      <div
        className={`admin-bulk__drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => void onDrop(e)}
      >
        <p>
          Drop a folder or many files here. Each file goes to the target with the same name, as listed below (a photo
          named gallery-product-images-prefab-units-image-7.png fills that slot); you check the list before anything is
          sent.
        </p>
        <div className="admin-bulk__pick">
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            disabled={busy}
            onClick={() => filesInput.current?.click()}
          >
            Choose files
          </button>
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            disabled={busy}
            onClick={() => folderInput.current?.click()}
          >
            Choose a folder
          </button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          data-testid="bulk-files"
          onChange={(e) => {
            fromInput(e.target.files);
            e.target.value = '';
          }}
        />
        <input
          ref={folderInput}
          type="file"
          hidden
          data-testid="bulk-folder"
          {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
          onChange={(e) => {
            fromInput(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {rows.length > 0 && (
        <>
          <p className="admin-bulk__summary" aria-live="polite">
            <strong>{matched.length - replacing}</strong> new · <strong>{replacing}</strong> replacing a stored file ·{' '}
            <strong>{rows.length - matched.length}</strong> not matched
            {ignored ? ` · ${ignored} system file${ignored === 1 ? '' : 's'} skipped` : ''}
          </p>
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
                {rows.map((r) => {
                  const p = progress[r.id];
                  return (
                    <tr key={r.id} className={`is-${r.status}`}>
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
                          <div className={`admin-upload-manager__progress admin-upload-manager__progress--${p.state}`}>
                            <progress max={1} value={p.fraction} aria-label={`Upload of ${r.target.fileName}`} />
                            <span>
                              {p.state === 'uploading'
                                ? `${Math.round(p.fraction * 100)}%`
                                : p.state === 'done'
                                  ? 'Uploaded'
                                  : p.message}
                            </span>
                          </div>
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
                })}
              </tbody>
            </table>
          </div>
          <div className="admin-bulk__actions">
            <button
              type="button"
              className="admin-btn"
              disabled={busy || finished || matched.length === 0}
              onClick={() => void start()}
            >
              {busy ? 'Uploading…' : `Upload ${matched.length} matched file${matched.length === 1 ? '' : 's'}`}
            </button>
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              disabled={busy}
              onClick={() => {
                setRows([]);
                setProgress({});
                setIgnored(0);
              }}
            >
              {finished ? 'Done' : 'Clear list'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
