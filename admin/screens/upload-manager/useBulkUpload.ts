import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupView } from '../../../contracts/media';
import { ME_KEY } from '../../data/query';
import { MEDIA_KEY } from '../media-library/library-api';
import { matchFiles, readEntry, type BulkFile, type BulkRow } from './bulk-match';
import type { RowProgress } from './UploadProgress';
import { sessionExpired, toastUploadSummary, uploadIntoSlot } from './upload-into-slot';
import type { Log } from './UploadLog';

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
      if (tally.expired) sessionExpired(log, () => qc.setQueryData(ME_KEY, null));
      else toastUploadSummary(tally.ok, tally.failed);
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
      const setOne = (p: RowProgress) => setProgress(id, p);
      const result = await uploadIntoSlot(
        source.file,
        { folder: group.folder, fileName: target.fileName },
        setOne,
        log,
      );
      if (result === 'expired') tally.expired = true;
      else tally[result === 'ok' ? 'ok' : 'failed']++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, matched.length) }, worker));
}
