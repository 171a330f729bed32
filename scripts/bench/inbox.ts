import { createTestApp, TEST_SITE, type TestApp } from '../../tests/support/api';
import type { InquiryStatus } from '../../contracts/inquiries';
import { median } from './stats';

/**
 * The inbox at scale: 100,000 inquiries (with their sent notifications) in
 * a temporary database, then the server time of the admin's first page, a
 * deeper page, filtered pages, searches and the folder counts, each the
 * median and 95th percentile of repeated in-process requests (no network,
 * so only the server's own work is timed), and the CSV export of every row
 * read as a client would, with the process's memory sampled as it streams.
 */
export interface InboxTiming {
  name: string;
  query: string;
  medianMs: number;
  p95Ms: number;
  /** Items on the page, or the answer's size. */
  detail: string;
  kind: 'page' | 'search' | 'count';
}

export interface InboxBench {
  rows: number;
  seedMs: number;
  timings: InboxTiming[];
  export: {
    rows: number;
    bytes: number;
    ms: number;
    heapBaselineBytes: number;
    heapPeakBytes: number;
    rssBaselineBytes: number;
    rssPeakBytes: number;
    chunks: number;
  };
}

const FIRST = [
  'Wanjiku',
  'Otieno',
  'Amina',
  'Brian',
  'Grace',
  'Kamau',
  'Achieng',
  'Mwangi',
  'Halima',
  'Faith',
  'Kiprop',
  'Njeri',
  'Omondi',
  'Chebet',
  'Mutua',
  'Zawadi',
  'Baraka',
  'Nyambura',
  'Wafula',
  'Akinyi',
];
const LAST = [
  'Kamau',
  'Odhiambo',
  'Hassan',
  'Kiprop',
  'Wanjiru',
  'Mwangi',
  'Otieno',
  'Abdi',
  'Njoroge',
  'Chege',
  'Mutiso',
  'Wekesa',
  'Kariuki',
  'Ouma',
  'Kibet',
  'Nyaga',
];
const COMPANIES = [
  'Lakeview Academy',
  'Rift Valley Hotels',
  'Coast Lodges',
  'Hassan & Partners',
  'Machakos County',
  'Green Acres School',
  'Kilimani Dental',
  'Upper Hill Capital',
  'Nakuru Flour Mills',
  'Savanna Safaris',
];
const SERVICES = ['container', 'interior', 'furniture', 'engineering', 'consultation', null];
const ASKS = [
  'We need {n} prefab classrooms for our campus in {town} before the next intake.',
  'Please quote a full office fit-out of {n} square metres in {town}, with partitions and furniture.',
  'Looking for {n} executive chairs and a boardroom table in walnut for our {town} office.',
  'Can you build a container clinic with {n} rooms in {town}? We have the plot ready.',
  'Interior design for a {n}-room hotel in {town}: lobby, restaurant and rooms.',
  'Quote for {n} bar stools in steel and oak for a new restaurant in {town}, please.',
  'Do you do laser-cut steel balustrades? About {n} metres for a house in {town}.',
];
const TOWNS = [
  'Nairobi',
  'Kisumu',
  'Mombasa',
  'Nakuru',
  'Eldoret',
  'Machakos',
  'Naivasha',
  'Diani',
  'Thika',
  'Nyeri',
  'Kitengela',
  'Westlands',
  'Karen',
  'Kilimani',
];

/** A small deterministic generator, so every run seeds the same rows. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 100,000 inquiries over three years, oldest first (ids follow arrival), most of the old ones archived, 1 in 20 spam. */
export async function seedInquiries(t: TestApp, rows: number, log: (s: string) => void) {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const start = Date.UTC(2023, 10, 1);
  const step = (3 * 365 * 86_400_000) / rows;
  const batch = 500;
  for (let done = 0; done < rows; done += batch) {
    const n = Math.min(batch, rows - done);
    await t.db.transaction().execute(async (trx) => {
      const values = Array.from({ length: n }, (_, k) => {
        const i = done + k;
        const age = 1 - i / rows;
        const first = pick(FIRST);
        const last = pick(LAST);
        const spam = rnd() < 0.05;
        const status: InquiryStatus = spam
          ? 'spam'
          : age > 0.02
            ? rnd() < 0.8
              ? 'archived'
              : 'replied'
            : pick(['new', 'read', 'replied'] as const);
        return {
          name: `${first} ${last}`,
          email: `${first}.${last}${i}@example.co.ke`.toLowerCase(),
          phone: rnd() < 0.6 ? `+254 7${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}` : null,
          company: rnd() < 0.6 ? pick(COMPANIES) : null,
          message: `${pick(ASKS)
            .replace('{n}', String(2 + Math.floor(rnd() * 40)))
            .replace('{town}', pick(TOWNS))} Reference ${i}.`,
          serviceInterest: pick(SERVICES),
          budgetRange: null,
          preferredContactMethod: null,
          projectTimeline: null,
          status,
          spamReason: spam ? ('honeypot' as const) : null,
          sourceKey: null,
          createdAt: new Date(start + i * step).toISOString(),
        };
      });
      const ids = await trx
        .insertInto('contactInquiries')
        .values(values)
        .returning(['id', 'createdAt', 'status'])
        .execute();
      const mails = ids.filter((r) => r.status !== 'spam');
      if (mails.length) {
        await trx
          .insertInto('notificationOutbox')
          .values(
            mails.map((r) => ({
              inquiryId: r.id,
              messageId: `<inquiry-${r.id}.bench@example.co.ke>`,
              status: 'sent' as const,
              attempts: 1,
              nextAttemptAt: r.createdAt,
              sentAt: r.createdAt,
              smtpResponse: '250 OK',
              lastAttemptAt: r.createdAt,
              createdAt: r.createdAt,
            })),
          )
          .execute();
      }
    });
    if ((done + n) % 20_000 === 0) log(`  seeded ${(done + n).toLocaleString('en-GB')} inquiries`);
  }
}

async function time(
  t: TestApp,
  cookie: string,
  path: string,
  runs: number,
): Promise<{ medianMs: number; p95Ms: number; body: string }> {
  const samples: number[] = [];
  let body = '';
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await t.app.request(`${TEST_SITE}${path}`, { headers: { cookie } });
    body = await res.text();
    const took = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
    // The first runs warm SQLite's page cache and the JIT; they are not counted.
    if (i >= 3) samples.push(took);
  }
  samples.sort((a, b) => a - b);
  return {
    medianMs: median(samples),
    p95Ms: samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.95) - 1)],
    body,
  };
}

export async function measureInbox({
  rows = 100_000,
  runs = 30,
  log = console.log,
}: {
  rows?: number;
  runs?: number;
  log?: (s: string) => void;
} = {}): Promise<InboxBench> {
  // A test app makes its own temporary DATA_DIR and removes it on close.
  const t = await createTestApp();
  try {
    log(`inbox: seeding ${rows.toLocaleString('en-GB')} inquiries into a temporary database`);
    const s0 = performance.now();
    await seedInquiries(t, rows, log);
    const seedMs = performance.now() - s0;
    const cookie = await t.login();

    const first = JSON.parse((await time(t, cookie, '/api/admin/inquiries', 1)).body) as { nextCursor: string };
    let cursor = first.nextCursor;
    for (let i = 0; i < 49; i++)
      cursor = (
        JSON.parse((await time(t, cookie, `/api/admin/inquiries?cursor=${cursor}`, 1)).body) as { nextCursor: string }
      ).nextCursor;

    const cases: Omit<InboxTiming, 'medianMs' | 'p95Ms' | 'detail'>[] = [
      { kind: 'page', name: 'first page, All (the API default)', query: '/api/admin/inquiries' },
      { kind: 'page', name: 'first page, Inbox (the screen default)', query: '/api/admin/inquiries?status=inbox' },
      {
        kind: 'page',
        name: 'first page, Archived, 200 items',
        query: '/api/admin/inquiries?status=archived&limit=200',
      },
      { kind: 'page', name: 'page 51 (after 50 cursors)', query: `/api/admin/inquiries?cursor=${cursor}` },
      {
        kind: 'page',
        name: 'service + one month, two years back',
        query: '/api/admin/inquiries?service=container&from=2024-06-01&to=2024-06-30',
      },
      { kind: 'search', name: 'search: a common word', query: '/api/admin/inquiries?q=classrooms' },
      { kind: 'search', name: 'search: two words', query: '/api/admin/inquiries?q=walnut%20kisumu' },
      {
        kind: 'search',
        name: 'search: a name prefix, in Archived',
        query: '/api/admin/inquiries?q=wanj&status=archived',
      },
      {
        kind: 'search',
        name: 'search: an e-mail address',
        query: `/api/admin/inquiries?q=${encodeURIComponent('kamau.odhiambo')}`,
      },
      { kind: 'search', name: 'search: a rare word (one match)', query: '/api/admin/inquiries?q=Reference%2077777' },
      { kind: 'search', name: 'search: no match', query: '/api/admin/inquiries?q=zanzibar' },
      {
        kind: 'search',
        name: 'search: a word in every row, in Spam',
        query: '/api/admin/inquiries?q=reference&status=spam',
      },
      {
        kind: 'search',
        name: 'search: a common word, oldest month only',
        query: '/api/admin/inquiries?q=classrooms&from=2023-11-01&to=2023-11-30',
      },
      { kind: 'count', name: 'folder counts', query: '/api/admin/inquiries/counts' },
      { kind: 'count', name: 'mail status (dashboard)', query: '/api/admin/notifications/status' },
      { kind: 'page', name: 'users, first page', query: '/api/admin/users' },
    ];
    const timings: InboxTiming[] = [];
    for (const c of cases) {
      const r = await time(t, cookie, c.query, runs);
      const parsed = JSON.parse(r.body) as { items?: unknown[] };
      const detail = parsed.items
        ? `${parsed.items.length} items, ${(r.body.length / 1024).toFixed(0)} KB`
        : `${r.body.length} B`;
      timings.push({ ...c, medianMs: r.medianMs, p95Ms: r.p95Ms, detail });
      log(`  ${c.name}: median ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms (${detail})`);
    }

    log('inbox: exporting every inquiry as CSV, sampling memory as it streams');
    global.gc?.();
    const heapBaselineBytes = process.memoryUsage().heapUsed;
    const rssBaselineBytes = process.memoryUsage().rss;
    let heapPeakBytes = heapBaselineBytes;
    let rssPeakBytes = rssBaselineBytes;
    const e0 = performance.now();
    const res = await t.app.request(`${TEST_SITE}/api/admin/inquiries/export.csv?status=all`, { headers: { cookie } });
    const reader = res.body!.getReader();
    let bytes = 0;
    let chunks = 0;
    let records = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      chunks++;
      for (let i = 1; i < value.length; i++) if (value[i] === 10 && value[i - 1] === 13) records++;
      const m = process.memoryUsage();
      heapPeakBytes = Math.max(heapPeakBytes, m.heapUsed);
      rssPeakBytes = Math.max(rssPeakBytes, m.rss);
    }
    const exportMs = performance.now() - e0;
    const exported = {
      rows: records - 1,
      bytes,
      ms: exportMs,
      heapBaselineBytes,
      heapPeakBytes,
      rssBaselineBytes,
      rssPeakBytes,
      chunks,
    };
    log(
      `  ${exported.rows.toLocaleString('en-GB')} rows, ${(bytes / 1048576).toFixed(1)} MB in ${(exportMs / 1000).toFixed(1)} s; heap ${(heapBaselineBytes / 1048576).toFixed(0)} → peak ${(heapPeakBytes / 1048576).toFixed(0)} MB`,
    );
    return { rows, seedMs, timings, export: exported };
  } finally {
    await t.close();
  }
}
