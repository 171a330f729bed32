import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseTarget, siteMigrations } from '../../app/database';
import { testDatabase } from '../../tests/support/database';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { openDatabase } from '../db';
import { apiMigrations } from '../db/migrations';
import { mediaMigrations } from '../../media/records';
import type { InquiryStatus } from '../../contracts/inquiries';
import { csvCell, EXPORT_BATCH } from './export';
import { listInquiries } from './list';
import { searchWords } from './search';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(async () => {
  await t.close();
});

interface Seed {
  name: string;
  email?: string;
  company?: string | null;
  message?: string;
  serviceInterest?: string | null;
  status?: InquiryStatus;
  createdAt: string;
  phone?: string | null;
}

/** Inquiries written straight into the table, with the dates and statuses a test needs. */
async function seed(list: Seed[]) {
  const ids: number[] = [];
  for (const s of list) {
    const row = await t.db
      .insertInto('contactInquiries')
      .values({
        name: s.name,
        email: s.email ?? `${s.name.split(' ')[0].toLowerCase()}@example.co.ke`,
        phone: s.phone ?? null,
        company: s.company ?? null,
        message: s.message ?? 'Please send a quote for our project.',
        serviceInterest: s.serviceInterest ?? null,
        budgetRange: null,
        preferredContactMethod: null,
        projectTimeline: null,
        status: s.status ?? 'new',
        spamReason: null,
        sourceKey: null,
        createdAt: s.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const get = async (query: string) => {
  const res = await t.request('GET', `/api/admin/inquiries${query}`, { cookie });
  return res;
};
const names = async (query: string) => {
  const res = await get(query);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json.items.map((i: { name: string }) => i.name);
};

const sample: Seed[] = [
  {
    name: 'Wanjiku Kamau',
    company: 'Machakos Academy',
    serviceInterest: 'container',
    message: 'Two prefab classrooms before the January intake.',
    createdAt: '2024-09-01T06:00:00.000Z',
  },
  {
    name: 'Otieno Odhiambo',
    email: 'otieno@lakeview.ac.ke',
    company: 'Lakeview Academy',
    serviceInterest: 'container',
    message: 'Four classrooms in Kisumu, with a site visit.',
    createdAt: '2024-09-10T20:59:59.000Z',
    status: 'read',
  },
  {
    name: 'Amina Hassan',
    company: 'Hassan & Partners Advocates',
    serviceInterest: 'furniture',
    message: 'A 12-seater boardroom table in walnut.',
    createdAt: '2024-09-10T21:00:00.000Z',
    status: 'replied',
  },
  {
    name: 'José Müller',
    company: null,
    serviceInterest: 'interior',
    message: 'Fit-out of a café in Westlands.',
    createdAt: '2024-10-05T09:00:00.000Z',
    status: 'archived',
  },
  {
    name: 'Brian Kiprop',
    company: 'Rift Valley Hotels',
    serviceInterest: 'interior',
    message: 'Hotel lobby and 40 rooms, interior design.',
    createdAt: '2024-10-20T12:00:00.000Z',
    status: 'spam',
  },
];

describe('statuses', () => {
  it('moves an inquiry through new → read → replied → archived, and counts each status', async () => {
    const [id] = await seed([{ name: 'Grace Wanjiru', createdAt: '2024-09-01T06:00:00.000Z' }]);
    for (const status of ['read', 'replied', 'archived', 'new', 'spam'] as const) {
      const res = await t.request('PATCH', `/api/admin/inquiries/${id}`, { cookie, body: { status } });
      expect(res.json).toMatchObject({ id, status });
    }
    await seed(sample);
    expect((await t.request('GET', '/api/admin/inquiries/counts', { cookie })).json).toEqual({
      new: 1,
      read: 1,
      replied: 1,
      archived: 1,
      spam: 2,
    });
    expect(
      (await t.request('PATCH', `/api/admin/inquiries/${id}`, { cookie, body: { status: 'handled' } })).status,
    ).toBe(400);
    expect(
      (await t.request('PATCH', `/api/admin/inquiries/${id}`, { cookie, body: { status: 'read', extra: 1 } })).status,
    ).toBe(400);
  });

  it('gives one inquiry by id (the link in the e-mail)', async () => {
    const [id] = await seed(sample);
    expect((await get(`/${id}`)).json).toMatchObject({ id, name: 'Wanjiku Kamau', status: 'new', notification: null });
    expect((await get('/99999')).status).toBe(404);
    expect((await get('/abc')).status).toBe(400);
  });

  it('keeps the views apart: inbox, all (no spam), one status', async () => {
    await seed(sample);
    expect(await names('')).toEqual(['José Müller', 'Amina Hassan', 'Otieno Odhiambo', 'Wanjiku Kamau']);
    expect(await names('?status=inbox')).toEqual(['Amina Hassan', 'Otieno Odhiambo', 'Wanjiku Kamau']);
    expect(await names('?status=archived')).toEqual(['José Müller']);
    expect(await names('?status=spam')).toEqual(['Brian Kiprop']);
    expect(await names('?status=replied')).toEqual(['Amina Hassan']);
    expect((await get('?status=handled')).json.error).toMatch(/^status: must be one of inbox, all, new/);
  });
});

describe('search', () => {
  beforeEach(async () => {
    await seed(sample);
  });

  it('finds words in the name, e-mail, company and message, as prefixes, ignoring case and accents', async () => {
    expect(await names('?q=wanj')).toEqual(['Wanjiku Kamau']);
    expect(await names('?q=lakeview.ac.ke')).toEqual(['Otieno Odhiambo']);
    expect(await names('?q=otieno@lakeview')).toEqual(['Otieno Odhiambo']);
    expect(await names('?q=advocates')).toEqual(['Amina Hassan']);
    expect(await names('?q=WALNUT')).toEqual(['Amina Hassan']);
    expect(await names('?q=jose%20muller')).toEqual(['José Müller']);
    expect(await names('?q=cafe')).toEqual(['José Müller']);
    expect(await names('?q=classrooms')).toEqual(['Otieno Odhiambo', 'Wanjiku Kamau']);
    // Every word must match.
    expect(await names('?q=classrooms%20kisumu')).toEqual(['Otieno Odhiambo']);
    expect(await names('?q=classrooms%20walnut')).toEqual([]);
  });

  it('combines with the status view (spam is searched only in Spam)', async () => {
    expect(await names('?q=hotel')).toEqual([]);
    expect(await names('?q=hotel&status=spam')).toEqual(['Brian Kiprop']);
    expect(await names('?q=classrooms&status=read')).toEqual(['Otieno Odhiambo']);
  });

  it('treats query syntax as text: nothing a user types is an error', async () => {
    for (const q of [
      '"',
      '*',
      'NEAR(a b)',
      'a OR b',
      "o'brien",
      '-walnut',
      'col:value',
      '^x',
      '(((',
      '%',
      '\\',
      'AND',
      "'; DROP TABLE contact_inquiries; --",
    ]) {
      const res = await get(`?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(await names(`?q=${encodeURIComponent('"walnut"')}`)).toEqual(['Amina Hassan']);
    expect(await names(`?q=${encodeURIComponent('!!!')}`)).toEqual([]);
    expect(searchWords('Wanjiku@Example.co.ke  wanjiku')).toEqual(['wanjiku', 'example', 'co', 'ke']);
    expect((await get(`?q=${'x'.repeat(201)}`)).json.error).toBe('q: must be at most 200 characters');
  });

  it('finds an inquiry by any run of its phone number’s digits, however it was spaced when stored or typed', async () => {
    await seed([
      { name: 'Grace Wambui', phone: '+254 (0) 722 111 222', createdAt: '2024-11-02T08:00:00.000Z' },
      { name: 'Peter Mwangi', phone: '0733-444-555', createdAt: '2024-11-03T08:00:00.000Z' },
      { name: 'Lucy Achieng', phone: '254711987654', createdAt: '2024-11-04T08:00:00.000Z' },
      { name: 'Daniel Okello', phone: '+44 (0)20 7946 0958', createdAt: '2024-11-05T08:00:00.000Z' },
      { name: 'Mercy Wairimu', phone: 'Tel: 0720/333 444', createdAt: '2024-11-05T09:00:00.000Z' },
      { name: 'Spam Caller', phone: '0722 111 222', status: 'spam', createdAt: '2024-11-06T08:00:00.000Z' },
    ]);
    const search = (q: string) => names(`?q=${encodeURIComponent(q)}`);
    for (const q of [
      '722111222',
      '0722 111 222',
      '+254 722 111 222',
      '+254 (0) 722 111 222',
      '254722111222',
      '00254 722 111 222',
      '111 222',
      '111-222',
      '722.111',
      '(0722) 111',
      '222',
    ])
      expect(await search(q), q).toEqual(['Grace Wambui']);
    for (const q of ['0733 444 555', '+254 733 444 555', '444555', '733-444', '254 733'])
      expect(await search(q), q).toEqual(['Peter Mwangi']);
    for (const q of ['0711 987 654', '987 654', '+254711987654', '711 98'])
      expect(await search(q), q).toEqual(['Lucy Achieng']);
    for (const q of ['7946 0958', '0958', '+44 20 7946']) expect(await search(q), q).toEqual(['Daniel Okello']);
    for (const q of ['0720 333 444', '720333']) expect(await search(q), q).toEqual(['Mercy Wairimu']);
    expect(await search('999 888')).toEqual([]);
    // The status view still applies: the spam copy is found only in Spam.
    expect(await names(`?q=${encodeURIComponent('0722 111 222')}&status=spam`)).toEqual(['Spam Caller']);
    // Words are still words: a name with a number is a text search.
    expect(await search('Grace 0722')).toEqual([]);
  });

  it('follows changes: an edited or deleted inquiry is found as it now is', async () => {
    const [id] = await seed([
      { name: 'Faith Njeri', message: 'Kitchen cabinets in mahogany.', createdAt: '2024-11-01T08:00:00.000Z' },
    ]);
    expect(await names('?q=mahogany')).toEqual(['Faith Njeri']);
    await t.db
      .updateTable('contactInquiries')
      .set({ message: 'Kitchen cabinets in oak.' })
      .where('id', '=', id)
      .execute();
    expect(await names('?q=mahogany')).toEqual([]);
    expect(await names('?q=oak')).toEqual(['Faith Njeri']);
    await t.request('DELETE', `/api/admin/inquiries/${id}`, { cookie });
    expect(await names('?q=oak')).toEqual([]);
  });
});

describe('filters', () => {
  beforeEach(async () => {
    await seed(sample);
  });

  it('by service of interest', async () => {
    expect(await names('?service=container')).toEqual(['Otieno Odhiambo', 'Wanjiku Kamau']);
    expect(await names('?service=interior&status=all')).toEqual(['José Müller']);
  });

  it('by date range, in whole days of Nairobi time', async () => {
    // 20:59:59 UTC on the 10th is 23:59:59 in Nairobi; 21:00 UTC is already the 11th there.
    expect(await names('?from=2024-09-10&to=2024-09-10')).toEqual(['Otieno Odhiambo']);
    expect(await names('?from=2024-09-11')).toEqual(['José Müller', 'Amina Hassan']);
    expect(await names('?to=2024-09-01')).toEqual(['Wanjiku Kamau']);
    expect(await names('?from=2024-09-01&to=2024-09-30&service=container&q=kisumu')).toEqual(['Otieno Odhiambo']);
    expect((await get('?from=2024-09-30&to=2024-09-01')).json.issues).toEqual([
      { field: 'to', path: ['to'], message: 'must not be before from' },
    ]);
    expect((await get('?from=30/09/2024')).json.issues).toEqual([
      { field: 'from', path: ['from'], message: 'must be a date like 2024-09-30' },
    ]);
    expect((await get('?from=2024-02-30')).status).toBe(400);
  });

  it('refuses what it does not know, naming it', async () => {
    const res = await get('?sort=name');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^query: Unrecognized key/);
    expect((await get('?status=new&status=read')).json.error).toBe('status: must be given once');
    // Empty parameters are as good as absent (a form that sends every field).
    expect(await names('?q=&service=&from=&to=&status=inbox')).toEqual([
      'Amina Hassan',
      'Otieno Odhiambo',
      'Wanjiku Kamau',
    ]);
  });
});

describe('pages', () => {
  it('pages 120 inquiries newest first with a cursor, under any filter', async () => {
    await seed(
      Array.from({ length: 120 }, (_, i) => ({
        name: `Visitor ${String(i + 1).padStart(3, '0')}`,
        serviceInterest: i % 2 ? 'container' : 'furniture',
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
      })),
    );
    const first = await get('');
    expect(first.json.items).toHaveLength(50);
    expect(first.json.items[0].name).toBe('Visitor 120');
    const seen: string[] = first.json.items.map((i: { name: string }) => i.name);
    let cursor = first.json.nextCursor;
    while (cursor) {
      const next = await get(`?cursor=${cursor}`);
      seen.push(...next.json.items.map((i: { name: string }) => i.name));
      cursor = next.json.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `Visitor ${String(120 - i).padStart(3, '0')}`));

    const filtered = await get('?service=container&limit=25');
    expect(filtered.json.items).toHaveLength(25);
    const second = await get(`?service=container&limit=25&cursor=${filtered.json.nextCursor}`);
    expect(second.json.items).toHaveLength(25);
    const third = await get(`?service=container&limit=25&cursor=${second.json.nextCursor}`);
    expect(third.json.items).toHaveLength(10);
    expect(third.json.nextCursor).toBeNull();
    expect(
      [...filtered.json.items, ...second.json.items, ...third.json.items].every(
        (i: { serviceInterest: string }) => i.serviceInterest === 'container',
      ),
    ).toBe(true);
    expect((await get('?limit=200')).json.items).toHaveLength(120);
    expect((await get('?limit=0')).json.error).toBe('limit: must be at least 1');
    expect((await get('?limit=500')).json.error).toBe('limit: must be at most 200');
  });
});

describe('bulk actions and privacy', () => {
  it('archives and deletes many at once', async () => {
    const ids = await seed(sample);
    const archived = await t.request('POST', '/api/admin/inquiries/bulk', {
      cookie,
      body: { action: 'set-status', status: 'archived', ids: ids.slice(0, 2) },
    });
    expect(archived.json).toEqual({ action: 'set-status', status: 'archived', affected: 2 });
    expect(await names('?status=archived')).toEqual(['José Müller', 'Otieno Odhiambo', 'Wanjiku Kamau']);
    const deleted = await t.request('POST', '/api/admin/inquiries/bulk', {
      cookie,
      body: { action: 'delete', ids: [ids[0], ids[3], 99999] },
    });
    expect(deleted.json).toEqual({ action: 'delete', affected: 2 });
    expect(await names('?status=archived')).toEqual(['Otieno Odhiambo']);
  });

  it('refuses a bulk call it cannot carry out, naming the field', async () => {
    const bulk = (body: unknown) => t.request('POST', '/api/admin/inquiries/bulk', { cookie, body });
    expect((await bulk({ action: 'delete', ids: [] })).json.error).toBe('ids: must name at least one inquiry');
    expect((await bulk({ action: 'delete', ids: Array.from({ length: 201 }, (_, i) => i + 1) })).json.error).toBe(
      'ids: may name at most 200 inquiries',
    );
    expect((await bulk({ action: 'delete', ids: ['1'] })).status).toBe(400);
    expect((await bulk({ action: 'set-status', ids: [1] })).json.error).toMatch(/^status: must be one of/);
    expect((await bulk({ action: 'purge', ids: [1] })).json.error).toMatch(/action must be "delete" or "set-status"/);
  });

  it('deletes everything from one address, whatever its case, and its notifications with it', async () => {
    const ids = await seed([
      { name: 'Wanjiku Kamau', email: 'Wanjiku@Example.co.ke', createdAt: '2024-09-01T06:00:00.000Z' },
      { name: 'Wanjiku K.', email: 'wanjiku@example.co.ke', createdAt: '2024-09-02T06:00:00.000Z', status: 'archived' },
      {
        name: 'Wanjiku (spam?)',
        email: 'wanjiku@example.co.ke',
        createdAt: '2024-09-03T06:00:00.000Z',
        status: 'spam',
      },
      { name: 'Someone Else', email: 'other@example.co.ke', createdAt: '2024-09-04T06:00:00.000Z' },
    ]);
    const at = new Date().toISOString();
    await t.db
      .insertInto('notificationOutbox')
      .values({ inquiryId: ids[0], messageId: '<x@y>', status: 'sent', nextAttemptAt: at, createdAt: at })
      .execute();
    const res = await t.request('POST', '/api/admin/inquiries/erase', {
      cookie,
      body: { email: ' WANJIKU@example.co.ke ' },
    });
    expect(res.json).toEqual({ email: 'WANJIKU@example.co.ke', deleted: 3 });
    expect(await t.db.selectFrom('contactInquiries').select('name').execute()).toEqual([{ name: 'Someone Else' }]);
    expect(await t.db.selectFrom('notificationOutbox').select('id').execute()).toEqual([]);
    expect(await names('?q=wanjiku&status=spam')).toEqual([]);
    expect(
      (await t.request('POST', '/api/admin/inquiries/erase', { cookie, body: { email: 'nope' } })).json.error,
    ).toBe('email: must be an e-mail address');
  });
});

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

/**
 * Reads CSV the forgiving way spreadsheets do with a list separator of their
 * own: a quote opens a quoted part only at the start of a cell, text after
 * the closing quote is kept as it is, and a record ends at any line break
 * outside quotes (a reader that splits lines first sees every line as a row).
 */
function readLikeASpreadsheet(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atStart = true;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') (cell += '"'), i++;
        else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"' && atStart) (quoted = true), (atStart = false);
      else if (ch === separator) cells.push(cell), (cell = ''), (atStart = true);
      else (cell += ch), (atStart = false);
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

describe('CSV export', () => {
  it('exports the current filter as CSV, newest first, with its row count up front', async () => {
    await seed(sample);
    const res = await t.request('GET', '/api/admin/inquiries/export.csv?status=all&service=container', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inquiries-all-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A byte-order mark first, so spreadsheets read the file as UTF-8 (Response.text() drops it, so look at the bytes).
    const bytes = new Uint8Array(
      await (
        await t.app.request('http://localhost:3999/api/admin/inquiries/export.csv', { headers: { cookie } })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 6)]).toEqual([0xef, 0xbb, 0xbf, 0x22, 0x49, 0x44]);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      'ID',
      'Received (Nairobi time)',
      'Status',
      'Name',
      'E-mail',
      'Phone',
      'Company',
      'Service interest',
      'Budget',
      'Preferred contact',
      'Timeline',
      'Message',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[2], r[6]])).toEqual([
      ['Otieno Odhiambo', 'read', 'Lakeview Academy'],
      ['Wanjiku Kamau', 'new', 'Machakos Academy'],
    ]);
    const searched = await t.request('GET', '/api/admin/inquiries/export.csv?q=walnut', { cookie });
    expect(
      parseCsv(searched.text)
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['Amina Hassan']);
  });

  it('keeps every cell intact and every formula inert', async () => {
    await seed([
      {
        name: '=HYPERLINK("http://evil.example","Click")',
        phone: '+254 711 222 333',
        company: 'Quotes "R" Us, Ltd',
        message: 'Line one\r\nLine two\rLine three\n-4 floors, @home',
        createdAt: '2024-09-01T06:00:00.000Z',
      },
    ]);
    const res = await t.request('GET', '/api/admin/inquiries/export.csv', { cookie });
    // Records end in CRLF; a line break inside a cell is a bare LF, so the screen can count rows by CRLF.
    expect(res.text.split('\r\n')).toHaveLength(3);
    const [, row] = parseCsv(res.text);
    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[5]).toBe("'+254 711 222 333");
    expect(row[6]).toBe('Quotes "R" Us, Ltd');
    expect(row[11]).toBe("Line one\nLine two\nLine three\n'-4 floors, '@home");
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('no cell starts a formula however a spreadsheet splits the file: by comma, semicolon or tab', async () => {
    const hostile = {
      name: 'x;=1+2',
      company: "Acme\t=cmd|' /C calc'!A0",
      phone: '0711;+254',
      message: 'fine, then\n@SUM(A1)\r-2;\t-3,"=4";@5',
    };
    await seed([{ ...hostile, createdAt: '2024-09-01T06:00:00.000Z' }]);
    const res = await t.request('GET', '/api/admin/inquiries/export.csv', { cookie });
    const [, row] = parseCsv(res.text);
    // Read as written (comma): every text cell quoted, each value whole apart from the apostrophes that keep it text.
    expect(res.text.split('\r\n')[1]).toMatch(/^\d+,"2024-09-01 09:00","new","/);
    expect(row[3]).toBe("x;'=1+2");
    expect(row[5]).toBe("0711;'+254");
    expect(row[6]).toBe("Acme\t'=cmd|' /C calc'!A0");
    expect(row[11]).toBe("fine, then\n'@SUM(A1)\n'-2;'\t'-3,\"'=4\";'@5");
    for (const separator of [',', ';', '\t']) {
      const cells = readLikeASpreadsheet(res.text, separator).flat();
      expect(cells.length, separator).toBeGreaterThan(5);
      for (const cell of cells) expect(cell, `read with ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('streams a large export in batches, reading no more than it sends', async () => {
    const n = EXPORT_BATCH * 2 + 7;
    const now = Date.UTC(2024, 0, 1);
    await t.db
      .insertInto('contactInquiries')
      .values(
        Array.from({ length: n }, (_, i) => ({
          name: `Visitor ${i + 1}`,
          email: `v${i + 1}@example.co.ke`,
          phone: null,
          company: null,
          message: `Message ${i + 1}`,
          serviceInterest: null,
          budgetRange: null,
          preferredContactMethod: null,
          projectTimeline: null,
          status: 'new' as const,
          spamReason: null,
          sourceKey: null,
          createdAt: new Date(now + i * 60_000).toISOString(),
        })),
      )
      .execute();
    const res = await t.app.request('http://localhost:3999/api/admin/inquiries/export.csv', { headers: { cookie } });
    expect(res.headers.get('x-total-count')).toBe(String(n));
    const reader = res.body!.getReader();
    const chunks: number[] = [];
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value.byteLength);
      text += decoder.decode(value, { stream: true });
    }
    // The header, then one chunk per batch: the answer was never one buffer.
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(n);
    expect(rows[0][3]).toBe(`Visitor ${n}`);
    expect(rows.at(-1)![3]).toBe('Visitor 1');
    expect(new Set(rows.map((r) => r[0])).size).toBe(n);
  });

  it('answers 400 for a bad filter before it starts', async () => {
    const res = await t.request('GET', '/api/admin/inquiries/export.csv?from=yesterday', { cookie });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ field: 'from', path: ['from'], message: 'must be a date like 2024-09-30' }]);
    expect((await t.request('GET', '/api/admin/inquiries/export.csv?cursor=5', { cookie })).status).toBe(400);
  });
});

describe('the migration from the handled flag', () => {
  it('keeps every inquiry: handled ones become replied, the rest new, and all are searchable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inquiry-migration-'));
    const target = databaseTarget({ dataDir: dir, ...testDatabase() });
    try {
      // The database as the first release left it, with two inquiries in it.
      const before = await openDatabase(target, { '0001_initial': apiMigrations['0001_initial'], ...mediaMigrations });
      await sql`INSERT INTO contact_inquiries (name, email, message, company, handled) VALUES ('Old Handled', 'old@example.co.ke', 'Boardroom chairs, answered by phone.', 'Old Co', 1)`.execute(
        before.db,
      );
      await sql`INSERT INTO contact_inquiries (name, email, message, handled) VALUES ('Old New', 'new@example.co.ke', 'Still waiting for a reply about gazebos.', 0)`.execute(
        before.db,
      );
      await before.close();
      const after = await openDatabase(target, siteMigrations);
      try {
        const rows = await after.db
          .selectFrom('contactInquiries')
          .select(['name', 'status', 'company', 'createdAt'])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          {
            name: 'Old Handled',
            status: 'replied',
            company: 'Old Co',
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
          { name: 'Old New', status: 'new', company: null, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        ]);
        const found = await listInquiries(after.db, { q: 'gazebos', status: 'all', limit: 50 });
        expect(found.items.map((i) => i.name)).toEqual(['Old New']);
        const table = (await after.db.introspection.getTables()).find((tb) => tb.name === 'contact_inquiries')!;
        expect(table.columns.map((c) => c.name)).not.toContain('handled');
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
