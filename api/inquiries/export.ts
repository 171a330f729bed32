import { EXPORT_COLUMNS, type InquiryFilters } from '../../contracts/inquiries';
import type { DB } from '../db';
import { filteredInquiries } from './list';

/** Rows read per query while streaming: enough to keep the socket busy, few enough to keep memory flat. */
export const EXPORT_BATCH = 500;

/**
 * A CSV cell (RFC 4180). Line breaks inside a field become plain LF, so the
 * CRLF that ends each record is never inside one (the screen counts rows by
 * it). Text starting with = + - @ or a tab would run as a formula in a
 * spreadsheet: a visitor could type one into the form, so it gets a leading
 * apostrophe and stays text.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value).replace(/\r\n?/g, '\n');
  if (typeof value === 'string' && /^[=+\-@\t]/.test(s)) s = `'${s}`;
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The inquiries matching `filters` as CSV, newest first, produced as the
 * client reads it: each pull runs one keyset query for the next batch (older
 * than the last id sent), so neither the server nor the database holds more
 * than a batch, however many rows match. A UTF-8 byte-order mark comes first
 * so spreadsheet programs read accented names correctly.
 */
export function inquiriesCsv(db: DB, filters: InquiryFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const keys = EXPORT_COLUMNS.map(([key]) => key);
  let before: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${line(EXPORT_COLUMNS.map(([, label]) => label))}`));
        return;
      }
      let q = filteredInquiries(db, filters).select(keys.map((k) => `contactInquiries.${k}` as const));
      if (before !== null) q = q.where('contactInquiries.id', '<', before);
      const rows = await q.orderBy('contactInquiries.id', 'desc').limit(EXPORT_BATCH).execute();
      if (rows.length) {
        controller.enqueue(encoder.encode(rows.map((r) => line(keys.map((k) => r[k]))).join('')));
        before = rows[rows.length - 1].id;
      }
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
}
