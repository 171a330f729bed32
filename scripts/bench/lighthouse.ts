import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';
import { median } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes (compressed, as on the wire). */
  totalBytes: number;
  jsBytes: number;
  lcpElement?: string;
  /** Audits of the four categories that scored below 1 ("id (category, score s)"), to say what to fix. */
  failing: string[];
  /** The trace's long tasks (Lighthouse's long-tasks audit): "duration ms at start ms (script or 'page')". */
  longTasks: string[];
  /** Main-thread time by kind (mainthread-work-breakdown), largest first: "Style & Layout 312 ms". */
  mainThread: string[];
  /** Where the LCP's time went (Lighthouse's LCP phases): "TTFB 610 ms, Load Delay 90 ms, ...". */
  lcpPhases?: string;
}

export interface LighthouseResult extends LighthouseRun {
  runs: number;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}

/**
 * One Lighthouse run (simulated mobile, the default config) in a fresh
 * Chromium, so no cache or state carries over from the previous run.
 */
export async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    // Screenshots and the back/forward-cache check feed no score; skipping them saves ~2 s a run.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as unknown as Record<string, Audit>;
    const num = (id: string) => audits[id]?.numericValue ?? NaN;
    const summary = audits['resource-summary']?.details?.items ?? [];
    const size = (type: string) => Number(summary.find((i) => i.resourceType === type)?.transferSize ?? 0);
    const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpNode = (lcpItems[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items?.[0]?.node
      ?.snippet;
    const failing = new Set<string>();
    for (const cat of CATEGORIES) {
      for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
        const a = audits[ref.id];
        if (a && ref.weight > 0 && a.score !== null && a.score < 1) failing.add(`${a.id} (${cat}, score ${a.score})`);
      }
    }
    const longTasks = (audits['long-tasks']?.details?.items ?? []).map((t) => {
      const where = String(t.url ?? '');
      const path = /^https?:/.test(where) ? new URL(where).pathname : where || 'page';
      return `${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms (${path})`;
    });
    const mainThread = (audits['mainthread-work-breakdown']?.details?.items ?? [])
      .map((g) => ({ label: String(g.groupLabel ?? g.group), ms: Number(g.duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4)
      .map((g) => `${g.label} ${Math.round(g.ms)} ms`);
    const phaseRows = (lcpItems[1] as { items?: Array<{ phase?: string; timing?: number }> } | undefined)?.items ?? [];
    const lcpPhases = phaseRows.map((r) => `${r.phase} ${Math.round(r.timing ?? 0)} ms`).join(', ') || undefined;
    return {
      lcpPhases,
      longTasks,
      mainThread,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<Category, number>,
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      totalBytes: size('total'),
      jsBytes: size('script'),
      lcpElement: lcpNode,
      failing: [...failing],
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try again. */
async function lighthouseRetrying(url: string, attempts = 3): Promise<LighthouseRun> {
  for (let i = 1; ; i++) {
    try {
      return await lighthouseOnce(url);
    } catch (err) {
      if (i >= attempts) throw err;
    }
  }
}

/** The median of `runs` runs, figure by figure (as Lighthouse's own docs advise for noisy machines). */
export async function lighthouseMedian(
  url: string,
  runs: number,
  onRun?: (i: number, r: LighthouseRun) => void,
): Promise<LighthouseResult> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await lighthouseRetrying(url);
    onRun?.(i, r);
    all.push(r);
  }
  const m = (f: (r: LighthouseRun) => number) => median(all.map(f));
  // The LCP element comes from the run whose performance score is the median one.
  const byPerf = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
  const mid = byPerf[Math.floor(byPerf.length / 2)];
  // Each audit once, at its worst score over the runs.
  const score = (f: string) => Number(/score ([\d.]+)/.exec(f)?.[1] ?? 1);
  const worst = new Map<string, string>();
  for (const f of all.flatMap((r) => r.failing)) {
    const id = f.split(' ')[0];
    if (!worst.has(id) || score(f) < score(worst.get(id)!)) worst.set(id, f);
  }
  return {
    runs,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])) as Record<Category, number>,
    lcpMs: m((r) => r.lcpMs),
    fcpMs: m((r) => r.fcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    totalBytes: m((r) => r.totalBytes),
    jsBytes: m((r) => r.jsBytes),
    lcpElement: mid.lcpElement,
    lcpPhases: mid.lcpPhases,
    failing: [...worst.values()],
    // The trace of the run with the median TBT: the long tasks behind the figure reported.
    longTasks: [...all].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(all.length / 2)].longTasks,
    mainThread: [...all].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(all.length / 2)].mainThread,
  };
}
