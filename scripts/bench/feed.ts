import { createTestApp, type TestApp } from '../../tests/support/api';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { starterPage } from '../../site-config/starter-page';
import { median } from './stats';

/**
 * Change-to-visible: how long a publish on one instance takes to show on
 * another sharing the database, with the seed's pages alone and with
 * thousands of admin-made pages besides. Two instances of the app in this
 * process on one SQLite file (each follows the change feed every 50 ms, as a
 * test poll would; production polls every 500 ms, which adds up to that
 * much); instance A publishes a new heading, instance B is asked for the
 * page every 2 ms until it shows it. What B does per change is the point:
 * it reloads the page the change names, so the figure must not grow with
 * the number of pages.
 */
export interface FeedBench {
  pages: number;
  rounds: number;
  medianMs: number;
  p95Ms: number;
  /** How long B took to start (it loads every published page once). */
  startMs: number;
}

const SERVICE = '/services/containers/public';
const q = `?path=${encodeURIComponent(SERVICE)}`;

/** `extra` admin pages, published, written straight into the documents table (as years of staff work would leave them). */
export async function seedAdminPages(a: TestApp, extra: number) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: extra }, (_, i) => {
    const path = `/projects/site-${String(i + 1).padStart(4, '0')}`;
    const doc = JSON.stringify(starterPage(path, `Project ${i + 1}`));
    return {
      kind: 'page' as const,
      key: path,
      source: 'admin' as const,
      version: 2,
      draft: null,
      draftIssues: null,
      published: doc,
      fileAtEdit: null,
      fileHash: null,
      updatedAt: at,
      updatedBy: 'bench',
      deletedAt: null,
      deletedBy: null,
      deletedRedirects: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await a.db
      .insertInto('documents')
      .values(rows.slice(i, i + 200))
      .execute();
}

async function round(a: TestApp, b: TestApp, cookie: string, n: number): Promise<number> {
  const page = (await a.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
  const doc = structuredClone(page.draft ?? page.published) as PageDocument;
  const marker = `Round ${n} ${Date.now()}`;
  (doc.blocks[0]!.props as { title: string }).title = marker;
  const saved = await a.request('PUT', `/api/admin/page/draft${q}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  const started = performance.now();
  const published = await a.request('POST', `/api/admin/page/publish${q}`, {
    cookie,
    body: { baseVersion: saved.json.version },
  });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${published.text}`);
  for (let i = 0; i < 5000; i++) {
    if ((await b.request('GET', SERVICE)).text.includes(marker)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the other instance never showed the publish');
}

export async function measureFeed(o: { extraPages: number[]; rounds: number; log: (line: string) => void }) {
  const out: FeedBench[] = [];
  for (const extra of o.extraPages) {
    const a = await createTestApp({ contentPollMs: 50 });
    try {
      await seedAdminPages(a, extra);
      const t = performance.now();
      const b = await createTestApp({ sameDataAs: a, contentPollMs: 50 });
      const startMs = performance.now() - t;
      try {
        const cookie = await a.login();
        const pages = a.server.pages.filter((p) => p.layout === 'site').length + extra;
        const times: number[] = [];
        for (let n = 0; n < o.rounds; n++) times.push(await round(a, b, cookie, n));
        const sorted = [...times].sort((x, y) => x - y);
        const result = {
          pages,
          rounds: o.rounds,
          medianMs: median(times),
          p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!,
          startMs,
        };
        o.log(
          `change-to-visible with ${pages} pages: median ${result.medianMs.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms (${o.rounds} publishes; the second instance started in ${startMs.toFixed(0)} ms)`,
        );
        out.push(result);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  }
  return out;
}
