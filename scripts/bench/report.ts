import type { EditorTypingResult } from './editor-typing';
import type { InboxBench } from './inbox';
import type { JsWeight } from './js-weight';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { PhoneRoute } from './phone-4g';
import { kb, ms, sec } from './stats';
import { TARGETS, type Check } from './targets';

export interface BenchResult {
  startedAt: string;
  durationS: number;
  environment: Record<string, string | number>;
  buildMs?: number;
  media: string;
  /** How the measured server ran (the compiled server with npm run serve's flags, or an experiment). */
  server: string;
  /** From spawning the server to the first 200 of the home page. */
  startMs?: number;
  /** RSS 1.5 s after that first page, before any load. */
  rssStartBytes?: number;
  routes: { measured: string[]; skipped: { route: string; reason: string }[] };
  lighthouse?: Record<string, LighthouseResult>;
  js?: JsWeight[];
  load?: {
    targets: LoadResult[];
    contactVsBare: number;
    contactVsSameHeaders: number;
    htmlVsStatic: number;
    /** Home HTML with a never-seen ?utm_source= per request, over the plain home HTML (older results lack it). */
    uniqueQueryVsPlain?: number;
    staticAsset: string;
    rssAfterBytes: number;
    rssIdleBytes: number;
  };
  bomb?: BombResult;
  inbox?: InboxBench;
  editorTyping?: EditorTypingResult;
  /** A phone on slow 4G (scripts/bench/phone-4g.ts). */
  phone?: PhoneRoute[];
  checks: Check[];
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

function table(head: string[], rows: (string | number)[][]): string {
  const align = head.map((_, i) => (i === 0 ? ':--' : '--:'));
  return [head, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** Per route: Lighthouse's figures, and the JS requested before the first interaction (gz) when measured. */
export function lighthouseTable(lh: Record<string, LighthouseResult>, js: JsWeight[] = []): string {
  const before = new Map(js.map((j) => [j.route, j.initialGzip]));
  const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  return table(
    [
      'route',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'total (wire)',
      'JS (wire)',
      'JS before interaction (gz)',
      'perf / LCP / TBT / CLS / JS',
    ],
    Object.entries(lh).map(([route, r]) => [
      route,
      r.scores.performance,
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      sec(r.fcpMs),
      sec(r.lcpMs),
      ms(r.tbtMs),
      r.cls.toFixed(3),
      kb(r.totalBytes),
      kb(r.jsBytes),
      before.has(route) ? kb(before.get(route)!) : '–',
      [
        pass(r.scores.performance >= TARGETS.score),
        pass(r.lcpMs <= TARGETS.lcpMs),
        pass(r.tbtMs <= TARGETS.tbtMs),
        pass(r.cls < TARGETS.cls),
        before.has(route) ? pass(before.get(route)! <= TARGETS.initialJsGzip) : '–',
      ].join(' / '),
    ]),
  );
}

/**
 * Per route that misses TBT or LCP, the measured reason: the trace's long tasks and where the main
 * thread's time went (the median-TBT run), and the LCP's phases (the median-performance run).
 */
export function lighthouseReasons(lh: Record<string, LighthouseResult>): string {
  const lines = Object.entries(lh).flatMap(([route, r]) => [
    ...(r.tbtMs > TARGETS.tbtMs && (r.longTasks?.length || r.mainThread?.length)
      ? [
          `- ${route}: TBT ${ms(r.tbtMs)}; long tasks ${r.longTasks?.length ? r.longTasks.join(', ') : 'none listed'}; main thread: ${r.mainThread?.join(', ') ?? '?'}`,
        ]
      : []),
    ...(r.lcpMs > TARGETS.lcpMs && r.lcpPhases ? [`- ${route}: LCP ${sec(r.lcpMs)} = ${r.lcpPhases}`] : []),
  ]);
  return lines.length ? `Why TBT and LCP miss (from the runs' traces):\n\n${lines.join('\n')}` : '';
}

export function jsTable(js: JsWeight[]): string {
  return table(
    ['route', 'JS before interaction (gz)', 'after scrolling (gz)', 'files before interaction', 'admin chunks'],
    js.map((j) => [
      j.route,
      kb(j.initialGzip),
      kb(j.afterScrollGzip),
      j.initialFiles.length,
      j.adminFiles.length ? j.adminFiles.join(' ') : '0 (0 B)',
    ]),
  );
}

export function loadTable(load: NonNullable<BenchResult['load']>): string {
  return table(
    ['target', 'req/s', 'p50', 'p99', 'bytes/resp', 'errors', 'rounds (req/s)'],
    load.targets.map((t) => [
      t.name,
      Math.round(t.reqPerSec),
      `${t.p50Ms} ms`,
      `${t.p99Ms} ms`,
      Math.round(t.bytesPerResponse),
      t.errors + t.non2xx,
      t.rounds.join(', '),
    ]),
  );
}

const ms1 = (v: number) => `${v.toFixed(1)} ms`;

export function inboxTable(inbox: InboxBench): string {
  return table(
    ['request (server time, in process)', 'median', 'p95', 'answer'],
    inbox.timings.map((t) => [
      `${t.name}: \`${t.query.replace('/api/admin/', '')}\``,
      ms1(t.medianMs),
      ms1(t.p95Ms),
      t.detail,
    ]),
  );
}

/** One PASS/MISS per target of the issue, naming the routes that miss. */
export function evaluate(r: Omit<BenchResult, 'checks'>): Check[] {
  const checks: Check[] = [];
  const perRoute = (
    name: string,
    entries: [string, number][],
    ok: (v: number) => boolean,
    fmt: (v: number) => string,
  ) => {
    if (!entries.length) return;
    const bad = entries.filter(([, v]) => !ok(v));
    const worst = entries.map(([, v]) => v);
    checks.push({
      name,
      pass: bad.length === 0,
      detail: bad.length
        ? bad.map(([route, v]) => `${route} ${fmt(v)}`).join(', ')
        : `all ${entries.length} routes (${fmt(Math.min(...worst))}–${fmt(Math.max(...worst))})`,
    });
  };
  if (r.lighthouse) {
    const lh = Object.entries(r.lighthouse);
    for (const [cat, label] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['best-practices', 'best practices'],
      ['seo', 'SEO'],
    ] as const) {
      perRoute(
        `Lighthouse ${label} = 100`,
        lh.map(([p, v]) => [p, v.scores[cat]]),
        (v) => v >= TARGETS.score,
        String,
      );
    }
    perRoute(
      'LCP ≤ 1.2 s',
      lh.map(([p, v]) => [p, v.lcpMs]),
      (v) => v <= TARGETS.lcpMs,
      sec,
    );
    perRoute(
      'TBT ≤ 50 ms',
      lh.map(([p, v]) => [p, v.tbtMs]),
      (v) => v <= TARGETS.tbtMs,
      ms,
    );
    perRoute(
      'CLS 0',
      lh.map(([p, v]) => [p, v.cls]),
      (v) => v < TARGETS.cls,
      (v) => v.toFixed(3),
    );
  }
  if (r.js) {
    perRoute(
      `JS before the first interaction ≤ ${TARGETS.initialJsGzip / 1024} KB gz`,
      r.js.map((j) => [j.route, j.initialGzip]),
      (v) => v <= TARGETS.initialJsGzip,
      kb,
    );
    perRoute(
      'admin code on public pages = 0 B',
      r.js.map((j) => [j.route, j.adminBytes]),
      (v) => v === 0,
      (v) => `${v} B`,
    );
  }
  if (r.load) {
    const l = r.load;
    checks.push({
      name: '/api/contact-details ≥ 0.8 × bare Hono',
      pass: l.contactVsBare >= TARGETS.contactVsBare,
      detail: `${l.contactVsBare.toFixed(2)} ×`,
    });
    checks.push({
      name: '/api/contact-details ≥ 0.8 × bare Hono with the same headers',
      pass: l.contactVsSameHeaders >= TARGETS.contactVsBare,
      detail: `${l.contactVsSameHeaders.toFixed(2)} ×`,
    });
    checks.push({
      name: 'home HTML ≥ 0.5 × static asset',
      pass: l.htmlVsStatic >= TARGETS.htmlVsStatic,
      detail: `${l.htmlVsStatic.toFixed(2)} ×`,
    });
    checks.push({
      name: 'server RSS after load ≤ 150 MB',
      pass: l.rssAfterBytes <= TARGETS.rssBytes,
      detail: mb(l.rssAfterBytes),
    });
    if (l.uniqueQueryVsPlain !== undefined) {
      checks.push({
        name: 'home HTML with an unknown query string ≥ 0.5 × plain',
        pass: l.uniqueQueryVsPlain >= TARGETS.uniqueQueryVsPlain,
        detail: `${l.uniqueQueryVsPlain.toFixed(2)} ×`,
      });
    }
  }
  if (r.bomb) {
    checks.push({
      name: 'server RSS ≤ 400 MB under 4 image bombs + 4 large photos',
      pass: r.bomb.rssPeakBytes <= TARGETS.bombRssBytes,
      detail: `peak ${mb(r.bomb.rssPeakBytes)}`,
    });
  }
  if (r.startMs !== undefined)
    checks.push({ name: 'start to first 200 < 1 s', pass: r.startMs < TARGETS.startMs, detail: ms(r.startMs) });
  if (r.rssStartBytes !== undefined)
    checks.push({
      name: 'server RSS idle ≤ 120 MB',
      pass: r.rssStartBytes <= TARGETS.rssIdleBytes,
      detail: mb(r.rssStartBytes),
    });
  if (r.buildMs !== undefined)
    checks.push({ name: 'npm run build ≤ 60 s', pass: r.buildMs <= TARGETS.buildMs, detail: sec(r.buildMs) });
  if (r.inbox) {
    const worst = (kind: 'page' | 'search', limit: number, name: string) => {
      const list = r.inbox!.timings.filter((t) => t.kind === kind);
      const slow = list.filter((t) => t.p95Ms >= limit);
      const top = list.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
      checks.push({
        name,
        pass: slow.length === 0,
        detail: slow.length
          ? slow.map((t) => `${t.name} p95 ${ms1(t.p95Ms)}`).join(', ')
          : `all ${list.length} (slowest p95: ${top.name}, ${ms1(top.p95Ms)})`,
      });
    };
    const rows = r.inbox.rows.toLocaleString('en-GB');
    worst('page', TARGETS.inboxPageMs, `admin list page at ${rows} inquiries < ${TARGETS.inboxPageMs} ms server time`);
    worst(
      'search',
      TARGETS.inboxSearchMs,
      `inbox search at ${rows} inquiries < ${TARGETS.inboxSearchMs} ms server time`,
    );
    const e = r.inbox.export;
    const growth = e.heapPeakBytes - e.heapBaselineBytes;
    checks.push({
      name: `CSV export of every inquiry streams: heap growth ≤ ${mb(TARGETS.exportHeapGrowthBytes)}`,
      pass: growth <= TARGETS.exportHeapGrowthBytes,
      detail: `${mb(growth)} for ${e.rows.toLocaleString('en-GB')} rows, ${mb(e.bytes)} of CSV in ${e.chunks} chunks`,
    });
  }
  if (r.editorTyping) {
    const t = r.editorTyping;
    checks.push({
      name: `a keystroke in the editor with ${t.products} products open < ${TARGETS.editorKeystrokeP90Ms} ms at p90`,
      pass: t.bestP90Ms < TARGETS.editorKeystrokeP90Ms,
      detail: `best round p90 ${ms1(t.bestP90Ms)} (rounds: ${t.rounds.map((x) => ms1(x.p90Ms)).join(', ')}); fields open in ${ms(t.openMs)}`,
    });
  }
  return checks;
}

export function checkLines(checks: Check[]): string {
  return checks.map((c) => `${c.pass ? 'PASS' : 'MISS'}  ${c.name}: ${c.detail}`).join('\n');
}

/** The whole report as Markdown: printed to the terminal and kept in bench/README-table.md. */
export function markdown(r: BenchResult): string {
  const env = r.environment;
  const parts = [
    `Measured ${r.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${env.cpus} cores (load average ${env.loadBefore} before, ${env.loadAfter} after), Node ${env.node}${r.lighthouse ? `, ${env.chromium}, Lighthouse ${env.lighthouse} (simulated mobile, median of ${env.runs} runs)` : ''}.${r.server ? ` Server: ${r.server}. Media: ${r.media}.` : ''}`,
  ];
  if (r.routes.skipped.length)
    parts.push(`Skipped: ${r.routes.skipped.map((s) => `${s.route} (${s.reason})`).join(', ')}.`);
  if (r.lighthouse) {
    parts.push(lighthouseTable(r.lighthouse, r.js));
    const reasons = lighthouseReasons(r.lighthouse);
    if (reasons) parts.push(reasons);
  }
  if (r.js) parts.push(jsTable(r.js));
  if (r.load) {
    parts.push(loadTable(r.load));
    parts.push(
      `Ratios (median of the per-round ratios): contact-details / bare Hono = ${r.load.contactVsBare.toFixed(2)} (/ bare Hono sending the same headers = ${r.load.contactVsSameHeaders.toFixed(2)}), home HTML / static asset (${r.load.staticAsset}) = ${r.load.htmlVsStatic.toFixed(2)}` +
        (r.load.uniqueQueryVsPlain !== undefined
          ? `, home HTML with a new ?utm_source= each request / plain home HTML (cache busting) = ${r.load.uniqueQueryVsPlain.toFixed(2)}`
          : '') +
        `. Server RSS ${mb(r.load.rssIdleBytes)} before the load, ${mb(r.load.rssAfterBytes)} after.`,
    );
  }
  if (r.bomb) parts.push(bombSummary(r.bomb));
  if (r.buildMs !== undefined) parts.push(`Build (\`npm run build\`): ${sec(r.buildMs)}.`);
  if (r.inbox) {
    const e = r.inbox.export;
    parts.push(
      `Inbox at ${r.inbox.rows.toLocaleString('en-GB')} inquiries (seeded in ${sec(r.inbox.seedMs)}, each with its sent notification):`,
    );
    parts.push(inboxTable(r.inbox));
    parts.push(
      `CSV export of every inquiry (All): ${e.rows.toLocaleString('en-GB')} rows, ${mb(e.bytes)} in ${sec(e.ms)}, ${e.chunks} chunks; heap ${mb(e.heapBaselineBytes)} before, ${mb(e.heapPeakBytes)} at its peak while streaming (RSS ${mb(e.rssBaselineBytes)} → ${mb(e.rssPeakBytes)}).`,
    );
  }
  parts.push(`\`\`\`\n${checkLines(r.checks)}\n\`\`\``);
  return `${parts.join('\n\n')}\n`;
}

/** What scripts/bench/bomb.ts measured: kept here, with its summary, so the two modules do not import each other. */
export interface BombResult {
  bombs: { count: number; width: number; height: number; bytes: number; statuses: number[] };
  photos: { count: number; width: number; height: number; bytes: number; statuses: number[] };
  pixelLimit: number;
  rssIdleBytes: number;
  /** Highest sampled RSS while the uploads were in flight. */
  rssPeakBytes: number;
  /** The kernel's high-water mark for the whole life of the server (start-up included). */
  rssHighWaterBytes: number;
  seconds: number;
}

/** One paragraph: what was sent, what it got, and the server's memory. */
export function bombSummary(r: BombResult): string {
  const counts = (s: number[]) =>
    Object.entries(
      s.reduce<Record<number, number>>((n, x) => {
        n[x] = (n[x] ?? 0) + 1;
        return n;
      }, {}),
    )
      .map(([k, v]) => `${v} × ${k}`)
      .join(', ');
  return (
    `Image bombs: ${r.bombs.count} PNGs of ${r.bombs.width} × ${r.bombs.height} (${(r.bombs.bytes / 1024 / 1024).toFixed(1)} MB each) answered ${counts(r.bombs.statuses)}; ` +
    `${r.photos.count} JPEG photos of ${r.photos.width} × ${r.photos.height} with EXIF orientation 6 (${(r.photos.bytes / 1024 / 1024).toFixed(1)} MB each) answered ${counts(r.photos.statuses)}, all sent at once, done in ${r.seconds.toFixed(1)} s. ` +
    `Server RSS ${mb(r.rssIdleBytes)} before, peak ${mb(r.rssPeakBytes)} (sampled every 20 ms; high-water mark since start ${mb(r.rssHighWaterBytes)}). Pixel limit ${r.pixelLimit / 1e6} megapixels.`
  );
}
