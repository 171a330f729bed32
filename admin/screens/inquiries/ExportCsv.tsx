import { useRef, useState } from 'react';
import { EXPORT_ROWS_HEADER } from '../../../contracts/inquiries';
import { ApiRequestError, errorText, NetworkError } from '../../data/api';
import { toast } from '../../data/toast-store';
import { apiParams, type InboxFilters } from './filters';
import { countOf } from '../../data/words';
import { inquiriesApi } from '../../data/api-client';

const fmt = (n: number) => n.toLocaleString('en-GB');

/** Records end in CRLF and never contain one (the server writes line breaks inside a cell as LF), so counting CRLF counts rows. */
export function countRecords(chunk: Uint8Array, state: { afterCr: boolean }): number {
  let n = 0;
  for (const byte of chunk) {
    if (byte === 10 && state.afterCr) n++;
    state.afterCr = byte === 13;
  }
  return n;
}

/**
 * Downloads the current filter as CSV. The server streams it; the screen
 * reads it as it comes, showing how many of the rows have arrived, and saves
 * the file when done. Cancel stops the download.
 */
export function ExportCsv({ filters }: { filters: InboxFilters }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      let res: Response;
      try {
        res = await fetch(inquiriesApi.exportUrl(apiParams(filters)), {
          credentials: 'include',
          signal: controller.signal,
        });
      } catch (e) {
        throw controller.signal.aborted ? e : new NetworkError(e);
      }
      if (!res.ok || !res.body) throw new ApiRequestError(res.status, await res.text(), res.statusText);
      const total = Number(res.headers.get(EXPORT_ROWS_HEADER) ?? 0);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'inquiries.csv';
      const reader = res.body.getReader();
      const parts: Uint8Array[] = [];
      const state = { afterCr: false };
      // The header row ends in CRLF too.
      let records = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        records += countRecords(value, state);
        setProgress({ done: Math.max(0, records), total });
      }
      const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      const rows = Math.max(0, records);
      toast({
        title: 'Export ready',
        description: `${fmt(rows)} ${rows === 1 ? 'inquiry' : 'inquiries'} saved to ${name}.`,
      });
    } catch (e) {
      if (!controller.signal.aborted)
        toast({ title: 'Export failed', description: errorText(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  if (!progress) {
    return (
      <button type="button" className="admin-btn admin-btn--secondary admin-btn--small" onClick={() => void run()}>
        Export CSV
      </button>
    );
  }
  const label = progress.total
    ? `Exporting ${fmt(progress.done)} of ${countOf(progress.total, 'inquiry', 'inquiries')}…`
    : 'Preparing the export…';
  return (
    <div className="admin-inquiries__export" role="status">
      <progress
        max={progress.total || undefined}
        value={progress.total ? progress.done : undefined}
        aria-label="Export progress"
      />
      <span>{label}</span>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        onClick={() => abort.current?.abort()}
      >
        Cancel
      </button>
    </div>
  );
}
