import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupView } from '../../../contracts/media';
import { ME_KEY, SESSION_EXPIRED } from '../../data/query';
import { toast } from '../../data/toast-store';
import { countOf } from '../../data/words';
import { MEDIA_KEY } from '../media-library/library-api';
import { matchFiles, readEntry, type BulkFile, type BulkRow } from './bulk-match';
import type { RowProgress } from './UploadProgress';
import { uploadFile } from '../../data/upload-file';
import type { Log } from './useUploadManager';

/** Uploads at once: enough to keep a mobile uplink busy, few enough that each file's progress means something. */
const PARALLEL = 3;

export type MatchedRow = Extract<BulkRow, { status: 'new' | 'replace' }>;
type SetProgress = (id: number, p: RowProgress) => void;

/**
 * Bulk upload's state: the files read and the target each one matched, the
 * progress of each, and uploading the matched ones a few at a time.
 */
export function useBulkUpload(groups: GroupView[], log: Log) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [ignored, setIgnored] = useState(0);
  const [progress, setProgressMap] = useState<Record<number, RowProgress>>({});
  const [busy, setBusy] = useState(false);
  const setProgress: SetProgress = (id, p) => setProgressMap((m) => ({ ...m, [id]: p }));

  const review = (files: BulkFile[]) => {
    const result = matchFiles(files, groups);
    setRows(result.rows);
    setIgnored(result.ignored);
    setProgressMap({});
    const matched = result.rows.filter((r) => r.status !== 'unmatched').length;
    log(
      `Bulk upload: ${files.length} file${files.length === 1 ? '' : 's'} read, ${matched} matched a target, ${result.rows.length - matched} did not.`,
    );
  };

  const fromInput = (list: FileList | null) => {
    if (!list?.length) return;
    review([...list].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name })));
  };

  /** A drop of folders is read through their entries; a drop of plain files like a pick. */
  async function fromDrop(data: DataTransfer) {
    if (busy) return;
    const entries = [...data.items].map((i) => i.webkitGetAsEntry?.()).filter((x): x is FileSystemEntry => !!x);
    if (entries.length) {
      const files: BulkFile[] = [];
      for (const entry of entries) await readEntry(entry, files);
      review(files);
    } else fromInput(data.files);
  }

  const matched = rows.filter((r): r is MatchedRow => r.status !== 'unmatched');

  async function start() {
    setBusy(true);
    log(`Uploading ${matched.length} file${matched.length === 1 ? '' : 's'} by name, ${PARALLEL} at a time…`);
    // Counted as files finish, so a failure part-way still refreshes the slots (and the library) that did upload.
    const tally = { ok: 0, failed: 0, expired: false };
    try {
      await uploadAll(matched, tally, setProgress, log);
      if (tally.expired) {
        toast({ ...SESSION_EXPIRED, variant: 'destructive' });
        log('Session expired: sign in again to continue.', 'error');
        qc.setQueryData(ME_KEY, null);
        return;
      }
      toast({
        title: tally.failed ? 'Upload Failed' : 'Upload Complete',
        description: `${countOf(tally.ok, 'file')} uploaded. ${tally.failed} failed.`,
        variant: tally.failed ? 'destructive' : 'default',
      });
    } finally {
      setBusy(false);
      if (tally.ok) void qc.invalidateQueries({ queryKey: MEDIA_KEY });
    }
  }

  const clear = () => {
    setRows([]);
    setProgressMap({});
    setIgnored(0);
  };

  return { rows, ignored, progress, busy, matched, fromInput, fromDrop, start, clear };
}

/** Uploads the rows {@link PARALLEL} at a time; an expired session stops every worker after its current file. */
async function uploadAll(
  matched: MatchedRow[],
  tally: { ok: number; failed: number; expired: boolean },
  setProgress: SetProgress,
  log: Log,
) {
  const queue = [...matched];
  const worker = async () => {
    for (let row = queue.shift(); row && !tally.expired; row = queue.shift()) {
      const { id, group, target, source } = row;
      setProgress(id, { fraction: 0, state: 'uploading' });
      const res = await uploadFile(source.file, {
        target: { folder: group.folder, fileName: target.fileName },
        onProgress: (fraction) => setProgress(id, { fraction, state: 'uploading' }),
      });
      if (res.httpStatus === 401) {
        tally.expired = true;
        setProgress(id, { fraction: 0, state: 'error', message: 'Session expired' });
        return;
      }
      if (res.answer.status === 'success') {
        tally.ok++;
        setProgress(id, { fraction: 1, state: 'done' });
        log(`✓ ${target.fileName}: ${res.answer.message}`, 'ok');
      } else {
        tally.failed++;
        setProgress(id, { fraction: 1, state: 'error', message: res.answer.message });
        log(`✗ ${target.fileName}: ${res.answer.message}`, 'error');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, matched.length) }, worker));
}
