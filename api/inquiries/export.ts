import { EXPORT_COLUMNS, type InquiryFilters } from '../../contracts/inquiries';
import type { DB } from '../db';
import { filteredInquiries } from './list';
import { SERVICE_INTEREST_OPTIONS } from '../../contracts/contact-message-options';
import { zonePlace } from '../../contracts/site-time';

/** Rows read per query while streaming: enough to keep the socket busy, few enough to keep memory flat. */
export const EXPORT_BATCH = 500;

/**
 * A CSV cell (RFC 4180), safe in whatever list separator a spreadsheet uses.
 *
 * Text a visitor typed into the form can be read as a formula: a cell that
 * starts with = + - @, a tab or a carriage return runs when the file is
 * opened. A comma reader sees our cells; a reader set to ';' or tab (the
 * default in many locales) splits our text at those characters instead, and
 * a reader that splits lines first starts a row at each line break. So every
 * text cell is quoted, and wherever a cell could begin for any of those
 * readers (the start, and after a comma, semicolon, tab, pipe, quote or line
 * break, and past any spaces there, which some readers trim) a formula
 * character gets an apostrophe before it and stays text.
 * Line breaks inside a field become plain LF, so the CRLF that ends each
 * record is never inside one (the screen counts rows by it).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value.replace(/\r\n?/g, '\n').replace(/(^|[,;\t|"\n])( *)(?=[=+\-@\t])/g, "$1$2'");
  return `"${text.replace(/"/g, '""')}"`;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

// "2026-11-25 17:23": the time staff read on the site's clock, in a form spreadsheets sort and parse.
const stamp = (zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The header row: the time column names the site's zone ("Received (Nairobi time)"). */
const headings = (zone: string) =>
  EXPORT_COLUMNS.map(([key, label]) => (key === 'createdAt' ? `Received (${zonePlace(zone)} time)` : label));

/** A cell as staff read it: times in the site's time zone, services by the name the visitor chose on the form. */
function shown(
  key: (typeof EXPORT_COLUMNS)[number][0],
  value: string | number | null,
  time: Intl.DateTimeFormat,
): string | number | null {
  if (value === null) return null;
  if (key === 'createdAt') return time.format(new Date(String(value)));
  if (key === 'serviceInterest') return SERVICE_INTEREST_OPTIONS.find((o) => o.value === value)?.label ?? value;
  return value;
}

/**
 * The inquiries matching `filters` as CSV, newest first, produced as the
 * client reads it: each pull runs one keyset query for the next batch (older
 * than the last id sent), so neither the server nor the database holds more
 * than a batch, however many rows match. Times are on `zone`'s wall clock. A UTF-8 byte-order mark comes first
 * so spreadsheet programs read accented names correctly.
 */
export function inquiriesCsv(db: DB, filters: InquiryFilters, zone: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const time = stamp(zone);
  const keys = EXPORT_COLUMNS.map(([key]) => key);
  let before: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${line(headings(zone))}`));
        return;
      }
      let q = filteredInquiries(db, filters, zone).select(keys.map((k) => `contactInquiries.${k}` as const));
      if (before !== null) q = q.where('contactInquiries.id', '<', before);
      const rows = await q.orderBy('contactInquiries.id', 'desc').limit(EXPORT_BATCH).execute();
      if (rows.length) {
        controller.enqueue(encoder.encode(rows.map((r) => line(keys.map((k) => shown(k, r[k], time)))).join('')));
        before = rows[rows.length - 1].id;
      }
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
}
