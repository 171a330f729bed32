import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from './lighthouse';
import { checkLines, evaluate, markdown, type BenchResult } from './report';
import { median } from './stats';

const lh = (perf: number, lcpMs: number, tbtMs: number, cls = 0): LighthouseResult => ({
  runs: 3,
  scores: { performance: perf, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  fcpMs: 900,
  tbtMs,
  cls,
  longTasks: tbtMs > 50 ? [`${tbtMs + 50} ms at 800 ms (page)`] : [],
  mainThread: ['Style & Layout 300 ms'],
  totalBytes: 200_000,
  jsBytes: 70_000,
  failing: [],
});

const base: Omit<BenchResult, 'checks'> = {
  startedAt: '2026-11-21T12:00:00.000Z',
  durationS: 1,
  environment: {
    node: 'v20',
    cpus: 2,
    chromium: 'Chromium',
    lighthouse: '12.8.2',
    runs: 3,
    loadBefore: '1.0',
    loadAfter: '1.0',
  },
  media: 'placeholders',
  server: 'tsx',
  routes: { measured: ['/', '/gallery'], skipped: [{ route: '/contact', reason: 'not written yet: 404' }] },
};

describe('median', () => {
  it('takes the middle value, the mean of the middle two, and ignores NaN', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('evaluate', () => {
  it('passes a target only when every route meets it, naming the routes that miss', () => {
    const checks = evaluate({ ...base, lighthouse: { '/': lh(100, 1100, 20), '/gallery': lh(97, 2400, 80, 0.02) } });
    const by = (name: string) => checks.find((c) => c.name.startsWith(name))!;
    expect(by('Lighthouse performance')).toMatchObject({ pass: false, detail: '/gallery 97' });
    expect(by('Lighthouse SEO').pass).toBe(true);
    expect(by('LCP')).toMatchObject({ pass: false, detail: '/gallery 2.40 s' });
    expect(by('TBT')).toMatchObject({ pass: false, detail: '/gallery 80 ms' });
    expect(by('CLS')).toMatchObject({ pass: false, detail: '/gallery 0.020' });
  });

  it('checks JS weight, admin code, throughput ratios, RSS and build time', () => {
    const js = [
      {
        route: '/',
        initialGzip: 95 * 1024,
        initialFiles: [],
        afterScrollGzip: 0,
        adminFiles: [],
        adminBytes: 0,
        consoleErrors: [],
      },
    ];
    const load = {
      targets: [],
      contactVsBare: 0.9,
      contactVsSameHeaders: 1,
      htmlVsStatic: 0.4,
      staticAsset: 'x',
      rssIdleBytes: 0,
      rssAfterBytes: 140 * 1024 * 1024,
    };
    const lines = checkLines(evaluate({ ...base, js, load, buildMs: 61_000 }));
    expect(lines).toContain('MISS  JS before the first interaction ≤ 15 KB gz: / 95.0 KB');
    expect(lines).toContain('PASS  admin code on public pages = 0 B');
    expect(lines).toContain('PASS  /api/contact-details ≥ 0.8 × bare Hono: 0.90 ×');
    expect(lines).toContain('MISS  home HTML ≥ 0.5 × static asset: 0.40 ×');
    expect(lines).toContain('PASS  server RSS after load ≤ 150 MB: 140 MB');
    expect(lines).toContain('MISS  npm run build ≤ 60 s: 61.00 s');
  });

  it('checks the cache-busting ratio and the memory under image bombs, and prints both', () => {
    const load = {
      targets: [],
      contactVsBare: 0.9,
      contactVsSameHeaders: 1,
      htmlVsStatic: 1,
      uniqueQueryVsPlain: 0.97,
      staticAsset: 'x',
      rssIdleBytes: 0,
      rssAfterBytes: 0,
    };
    const bomb = {
      bombs: { count: 4, width: 16000, height: 16000, bytes: 1_072_065, statuses: [413, 413, 413, 413] },
      photos: { count: 4, width: 9504, height: 6336, bytes: 14_000_000, statuses: [200, 200, 200, 503] },
      pixelLimit: 64_000_000,
      rssIdleBytes: 200 * 1024 * 1024,
      rssPeakBytes: 420 * 1024 * 1024,
      rssHighWaterBytes: 421 * 1024 * 1024,
      seconds: 40,
    };
    const r = { ...base, load, bomb };
    const lines = checkLines(evaluate(r));
    expect(lines).toContain('PASS  home HTML with an unknown query string ≥ 0.5 × plain: 0.97 ×');
    expect(lines).toContain('MISS  server RSS ≤ 400 MB under 4 image bombs + 4 large photos: peak 420 MB');
    const md = markdown({ ...r, checks: evaluate(r) });
    expect(md).toContain('(cache busting) = 0.97');
    expect(md).toContain('answered 4 × 413;');
    expect(md).toContain('answered 3 × 200, 1 × 503');
    expect(md).toContain('Server RSS 200 MB before, peak 420 MB');
    // A result from before the cache-busting target has no ratio and no check.
    expect(checkLines(evaluate({ ...base, load: { ...load, uniqueQueryVsPlain: undefined } }))).not.toContain(
      'unknown query string',
    );
  });

  it('renders the report with the skipped routes and a PASS/MISS block', () => {
    const r = { ...base, lighthouse: { '/': lh(100, 1500, 20) } };
    const md = markdown({ ...r, checks: evaluate(r) });
    expect(md).toContain('Skipped: /contact (not written yet: 404).');
    expect(md).toContain('| / | 100 | 100 | 100 | 100 | 0.90 s | 1.50 s | 20 ms | 0.000 |');
    expect(md).toMatch(/```\nPASS {2}Lighthouse performance = 100/);
  });
});

describe('the inbox at scale', () => {
  const timing = (name: string, kind: 'page' | 'search' | 'count', p95Ms: number) => ({
    name,
    kind,
    query: '/api/admin/inquiries',
    medianMs: p95Ms / 2,
    p95Ms,
    detail: '50 items',
  });
  const inbox = (pageMs: number, searchMs: number, growthMb: number) => ({
    rows: 100_000,
    seedMs: 6000,
    timings: [
      timing('first page', 'page', pageMs),
      timing('page 51', 'page', 3),
      timing('search', 'search', searchMs),
      timing('counts', 'count', 400),
    ],
    export: {
      rows: 95_000,
      bytes: 20 * 1024 * 1024,
      ms: 800,
      heapBaselineBytes: 100 * 1024 * 1024,
      heapPeakBytes: (100 + growthMb) * 1024 * 1024,
      rssBaselineBytes: 0,
      rssPeakBytes: 0,
      chunks: 191,
    },
  });

  it('passes pages under 50 ms, searches under 200 ms and an export whose heap stays flat', () => {
    const lines = checkLines(evaluate({ ...base, inbox: inbox(4, 12, 9) }));
    expect(lines).toContain(
      'PASS  admin list page at 100,000 inquiries < 50 ms server time: all 2 (slowest p95: first page, 4.0 ms)',
    );
    expect(lines).toContain(
      'PASS  inbox search at 100,000 inquiries < 200 ms server time: all 1 (slowest p95: search, 12.0 ms)',
    );
    expect(lines).toContain(
      'PASS  CSV export of every inquiry streams: heap growth ≤ 32 MB: 9 MB for 95,000 rows, 20 MB of CSV in 191 chunks',
    );
  });

  it('names what misses, and ignores the counts (not a page)', () => {
    const lines = checkLines(evaluate({ ...base, inbox: inbox(61, 250, 90) }));
    expect(lines).toContain('MISS  admin list page at 100,000 inquiries < 50 ms server time: first page p95 61.0 ms');
    expect(lines).toContain('MISS  inbox search at 100,000 inquiries < 200 ms server time: search p95 250.0 ms');
    expect(lines).toMatch(/MISS {2}CSV export of every inquiry streams: heap growth ≤ 32 MB: 90 MB/);
    expect(markdown({ ...base, inbox: inbox(4, 12, 9), checks: [] })).toContain(
      '| first page: `inquiries` | 2.0 ms | 4.0 ms | 50 items |',
    );
  });
});
