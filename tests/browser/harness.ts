import AxeBuilder from '@axe-core/playwright';
import { MILD_AXE_RULES } from './axe-mild-rules';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { aliasPrefixes } from '../../site-config/routes';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { keptFolderRoot } from '../run-temp-folder';

/**
 * Shared helpers of the browser suite (tests/browser/*.test.ts). The global
 * setup has started ONE production server (temporary DATA_DIR, first admin
 * "admin" with `adminPassword`) and ONE Chromium; each file connects to it.
 *
 *   const page = await newPage({ width: 390 });
 *   await page.goto(url('/gallery'));
 *   await hydrated(page.locator('.gallery'));
 *   ...
 *   expectNoErrors(page);              // console errors, failed requests, HTTP >= 400
 *   expect(await axeSerious(page)).toEqual([]);
 *
 * A page opened in a test is closed when the test ends, one opened in a
 * beforeAll when the file ends (see `testContexts` below).
 * Note for admin tests: the server answers 429 after 5 failed sign-ins per
 * IP within 15 minutes, and every test file shares this server.
 */
export const baseUrl = inject('baseUrl');
export const adminPassword = inject('adminPassword');
export const adminUsername = 'admin';
export const dataDir = inject('dataDir');

export const url = (path: string) => baseUrl + path;

let browserPromise: Promise<Browser> | undefined;
export function browser(): Promise<Browser> {
  browserPromise ??= chromium.connect(inject('wsEndpoint'));
  return browserPromise;
}

/**
 * Contexts opened during a test (in it or beforeEach) close when the test
 * ends; those of a beforeAll when the file ends. A page left open keeps
 * working: a hero's video loops, CSS slideshows run, timers poll the server.
 * With every page of a file kept open until its end, that idle work was a
 * large part of the browser suite's processor time.
 *
 * The hooks that do it are registered per file by tests/browser/setup-contexts.ts
 * (setupFiles): the browser and admin projects run their files in one
 * process without isolation, so this module is imported once, and hooks
 * registered here on import would serve the first file only.
 */
const contexts = new Set<BrowserContext>();
const testContexts = new Set<BrowserContext>();
let inTest = false;
/** A test begins: contexts opened from now on are the test's own. */
export function testStarts() {
  inTest = true;
}
/**
 * A test ended (after the file's own afterEach hooks): its contexts close. A failed test first gets a
 * picture of each page it had open (see `describeFailedPages`).
 */
export async function testEnded({ task }: { task: { name: string; result?: { state?: string } } }) {
  inTest = false;
  if (task.result?.state === 'fail') await describeFailedPages(task.name);
  for (const c of testContexts) {
    contexts.delete(c);
    await c.close().catch(() => {});
  }
  testContexts.clear();
}
/**
 * What the pages looked like when a test failed: their address, the words of any alert, dialog or toast
 * showing, and a screenshot in a temporary folder. A test that ran into its time limit says nothing of the
 * step it was on; this says what the page was showing then (a dialog still open, a "Not restored" toast, a
 * spinner). Each page gets a few seconds, so a stalled renderer cannot hold up the files after it.
 */
async function describeFailedPages(testName: string) {
  const pages = [...contexts, ...testContexts].flatMap((c) => c.pages()).filter((p) => !p.isClosed());
  if (pages.length === 0) return;
  const dir = await mkdtemp(join(keptFolderRoot(), 'failed-test-'));
  const lines: string[] = [];
  for (const [i, page] of pages.entries()) {
    const shot = join(dir, `page-${i + 1}.png`);
    const shown = await within(
      page
        .locator('[role="alert"], [role="alertdialog"], [role="dialog"], [role="status"], .admin-toast')
        .filter({ visible: true })
        .allInnerTexts(),
      5_000,
      'no answer from the page',
    ).catch((e: Error) => [`(${e.message.split('\n')[0]})`]);
    const saved = await within(page.screenshot({ path: shot, timeout: 5_000 }), 6_000, 'no screenshot')
      .then(() => shot)
      .catch((e: Error) => `no screenshot: ${e.message.split('\n')[0]}`);
    const words = shown.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
    lines.push(
      `  ${page.url()}\n    showing: ${words.length ? words.join(' | ') : '(no alert, dialog or toast)'}\n    ${saved}`,
    );
  }
  console.log(`[browser suite] the pages when "${testName}" failed:\n${lines.join('\n')}`);
}

/** A file ended: its beforeAll contexts close, and its connection to the shared Chromium. */
export async function fileEnded() {
  for (const c of contexts) await c.close().catch(() => {});
  contexts.clear();
  if (browserPromise) await (await browserPromise).close().catch(() => {});
  browserPromise = undefined;
}

export interface NewPageOptions {
  /** Viewport width (default 1280); height defaults to 900 (844 below 600 px). */
  width?: number;
  height?: number;
  /** Emulate prefers-reduced-motion: reduce. */
  reducedMotion?: boolean;
  /**
   * Install page.clock before any script runs. `true`: paused, the page's
   * timers fire only when the test drives them (page.clock.runFor), however
   * slow the machine. `'running'`: it runs with real time, and the test can
   * jump it ahead (page.clock.fastForward, atHumanPace).
   */
  clock?: boolean | 'running';
  /** Requests (URL substrings) whose failure is expected and not collected. */
  allowFailures?: (string | RegExp)[];
}

export interface PageProblems {
  /** console.error messages, uncaught exceptions, failed requests and HTTP errors, in order. */
  list: string[];
  /** Requests started and not yet finished or failed. */
  inflight: number;
  /** Forget what was collected so far (e.g. after a step that fails on purpose). */
  clear(): void;
}

const problems = new WeakMap<Page, PageProblems>();
/** Pages whose clock the test drives (newPage's `clock` option). */
const clocked = new WeakSet<Page>();

/** A fresh context (own cookies) and page, with the problem collector attached. */
export async function newPage(opts: NewPageOptions = {}): Promise<Page> {
  const width = opts.width ?? 1280;
  const context = await (await browser()).newContext({
    viewport: { width, height: opts.height ?? (width < 600 ? 844 : 900) },
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
    baseURL: baseUrl,
    isMobile: false,
  });
  (inTest ? testContexts : contexts).add(context);
  const page = await context.newPage();
  await spendTheRestingMouseHover(page);
  if (opts.clock) {
    const now = Date.now();
    await page.clock.install({ time: now });
    if (opts.clock !== 'running') await page.clock.pauseAt(now + 1000);
    clocked.add(page);
  }
  collectProblems(page, opts.allowFailures ?? []);
  return page;
}

/**
 * Chromium's headless shell (the suite's browser) keeps its mouse at (0, 0), and the first document a page
 * shows from the site gets a pointerover there: on a public page that is the site header, which wakes as a
 * visitor's hand reaching for it would, so it may hydrate before the test does anything (phones.test.ts
 * failed on "nothing hydrated for the screenshot" in fresh-clone runs). Every such load gets the event; the
 * full browser sends none. A cheap same-site document (robots.txt) takes it, and the test's own pages get only
 * the input the test gives them (island-waits.test.ts checks).
 */
async function spendTheRestingMouseHover(page: Page) {
  await page.goto(url('/robots.txt'));
}

/** Attaches the console-error / failed-request collector to a page (newPage does this). */
export function collectProblems(page: Page, allow: (string | RegExp)[] = []): PageProblems {
  const list: string[] = [];
  const pending = new Set<unknown>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  const allowed = (u: string) => allow.some((a) => (typeof a === 'string' ? u.includes(a) : a.test(u)));
  page.on('console', (m) => {
    // Scripts pa11y's puppeteer evaluates (pptr: addresses) are the checker's, not the page's: HTML_CodeSniffer
    // logs an error for a message text it lacks ("Translation for … does not exist").
    if (m.location().url.startsWith('pptr:')) return;
    // Chromium's own 'Failed to load resource' lines repeat the response events below (which honour allowFailures and skip documents).
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      list.push(`console.error: ${m.text()} (${m.location().url || page.url()})`);
    // A server/client render mismatch makes the engine re-render an island and warn: a bug worth failing on.
    else if (m.type() === 'warning' && /re-rendered on the client|hydrat/i.test(m.text()))
      list.push(`hydration: ${m.text()}`);
  });
  page.on('pageerror', (e) => list.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // Navigating away aborts pending media/lazy requests; that is not a failure of the page.
    if (/ERR_ABORTED|NS_BINDING_ABORTED/.test(failure) || allowed(r.url())) return;
    list.push(`request failed: ${r.method()} ${r.url()} (${failure})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !allowed(r.url()) && r.request().resourceType() !== 'document')
      list.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  const p: PageProblems = {
    list,
    get inflight() {
      return pending.size;
    },
    clear: () => list.splice(0),
  };
  problems.set(page, p);
  return p;
}

export const pageProblems = (page: Page): PageProblems => problems.get(page) ?? collectProblems(page);

/**
 * Waits until the page has had no request in flight for `quietMs` (cheaper
 * than waitUntil 'networkidle', which always waits 500 ms). Gives up quietly
 * after `timeout` (a streaming video may never go quiet).
 */
export async function settle(page: Page, quietMs = 150, timeout = 10_000) {
  const p = pageProblems(page);
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (p.inflight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Resolves after the page has drawn two more frames: what a change just made shows on screen by then. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Throws with every console error / failed request the page has had. */
export function expectNoErrors(page: Page, where = page.url()) {
  const list = pageProblems(page).list;
  if (list.length) throw new Error(`${where}: ${list.length} problem(s):\n  ${list.join('\n  ')}`);
}

/**
 * Runs in the page (passed to evaluate, so it is sent as source and must not
 * use anything from this module). Reaches for the island around `node`, or
 * for every island with `all`, and resolves once each has marked itself live
 * (engine/client/wake.ts sets data-live when its effects have run). One call
 * in the page instead of a look from the test side every few milliseconds: a
 * look through playwright costs about 13 ms of processor time.
 *
 * Under page.clock the page's timers and animation frames are playwright's
 * fakes, which a paused clock never fires; the real ones are kept on
 * __pwClock.builtins, so the limit and the frames use those when present.
 * The limit rejects naming every island still asleep.
 */
async function wakeInPage(node: Element, { all, limit }: { all: boolean; limit: number }) {
  type Timers = Pick<Window, 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame'>;
  const timers: Timers = (globalThis as { __pwClock?: { builtins?: Timers } }).__pwClock?.builtins ?? window;
  const islands = all
    ? [...document.querySelectorAll('[data-island]')]
    : [node.closest('[data-island]')].filter((el) => el != null);
  const asleep = () => islands.filter((el) => el.isConnected && !el.hasAttribute('data-live'));
  const names = (els: Element[]) => els.map((el) => `"${el.getAttribute('data-island')}" (#${el.id})`).join(', ');
  let timer = 0;
  let observer: MutationObserver | undefined;
  const live = new Promise<void>((resolve, reject) => {
    timer = timers.setTimeout(
      () => reject(new Error(`island(s) ${names(asleep())} still asleep after ${limit} ms`)),
      limit,
    );
    observer = new MutationObserver(() => {
      if (asleep().length === 0) resolve();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-live'], subtree: true });
  });
  try {
    // The page's client listens for reaches from when its module runs, before DOMContentLoaded.
    if (document.readyState === 'loading')
      await new Promise((r) => document.addEventListener('DOMContentLoaded', r, { once: true }));
    if (!all) {
      // An instant scroll: the site's smooth scrolling would make each wait an animation long.
      node.scrollIntoView({ behavior: 'instant', block: 'nearest' });
      node.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
    // Every island in view for two frames (its lazy pictures start as a visitor's scroll would start them),
    // and reached for: one already in view sees no scroll.
    const frames = () => new Promise((r) => timers.requestAnimationFrame(() => timers.requestAnimationFrame(r)));
    for (const el of all ? islands : []) {
      el.scrollIntoView({ behavior: 'instant', block: 'nearest' });
      el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      await Promise.race([frames(), live]);
    }
    if (asleep().length > 0) await live;
  } finally {
    observer?.disconnect();
    timers.clearTimeout(timer);
    if (all) window.scrollTo({ top: 0, behavior: 'instant' });
  }
}

/**
 * Settles `work` within `ms` or throws `message`: the outer limit, for a page
 * whose own limit never answers (a renderer stalled, the page gone).
 */
async function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  // If the limit wins, the page's answer may still come (or fail as the page closes): nobody awaits it then.
  work.catch(() => {});
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One named step of a long test, within a limit of its own: when the step hangs, the failure names it, where
 * the test's limit alone would fire with no word of which of its steps was waiting.
 */
export function step<T>(name: string, work: Promise<T>, ms = 20_000): Promise<T> {
  return within(work, ms, `${name}: not done within ${ms / 1000} s`);
}

/** Room for the page's own limit to answer first, with its list of islands, before the outer one fires. */
const OUTER_GRACE_MS = 5_000;

/**
 * Wakes the island containing `target` (if any) and waits until it is live.
 * Islands wake when the visitor reaches for them, so this scrolls the target
 * into view and sends it a pointerover, as a pointer passing over it would
 * (no click, no hover state is left behind). Works while page.clock holds
 * the page's timers.
 */
export async function hydrated(target: Locator, timeout = 15_000) {
  await wakeWithin(timeout, 'hydrated', () =>
    target.first().evaluate(wakeInPage, { all: false, limit: timeout }, { timeout }),
  );
}

/**
 * Wakes every island: each is scrolled into view for two frames and reached
 * for, so they load and hydrate in parallel; then waits until all are live.
 */
export async function hydrateAll(page: Page, timeout = 20_000) {
  await wakeWithin(timeout, 'hydrateAll', () =>
    page.locator('body').evaluate(wakeInPage, { all: true, limit: timeout }, { timeout }),
  );
}

/**
 * Runs a wake in the page within its limit and a grace, once more if the
 * page navigated under it (a test that clicked a link and waits on the next
 * page's island may reach the old one as it goes).
 */
async function wakeWithin(timeout: number, name: string, wake: () => Promise<void>) {
  const deadline = Date.now() + timeout + OUTER_GRACE_MS;
  for (;;) {
    try {
      return await within(wake(), deadline - Date.now(), `${name}: the page gave no answer within ${timeout} ms`);
    } catch (err) {
      const navigated = /Execution context was destroyed|navigat/i.test((err as Error).message);
      if (!navigated || Date.now() >= deadline) throw err;
    }
  }
}

/**
 * Horizontal overflow, measured with the page's own overflow-x clipping
 * lifted (body has overflow-x: hidden, which would hide the symptom). Returns
 * how far the widest content sticks out and the elements that cause it.
 */
export async function horizontalOverflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const de = document.documentElement;
    const body = document.body;
    const saved = [de.style.overflowX, body.style.overflowX];
    de.style.overflowX = 'visible';
    body.style.overflowX = 'visible';
    const width = de.clientWidth;
    const px = Math.max(de.scrollWidth, body.scrollWidth) - width;
    const culprits: string[] = [];
    if (px > 0) {
      const clipped = (el: Element) => {
        for (let a = el.parentElement; a && a !== body && a !== de; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX !== 'visible' || s.display === 'none' || s.position === 'fixed') return true;
        }
        return false;
      };
      for (const el of body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 1 || clipped(el)) continue;
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        culprits.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls} (right edge ${Math.round(r.right)} > ${width})`,
        );
        if (culprits.length >= 6) break;
      }
    }
    de.style.overflowX = saved[0];
    body.style.overflowX = saved[1];
    return { px, culprits };
  });
}

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * How far each item of a list that skips drawing what is off screen (`content-visibility: auto` on `drawn`, an
 * item or a part of it) is from its real height before it is first drawn: the item's height as the page opened
 * (most items not drawn yet), against its height once every one is drawn. What a scrolling visitor sees shift.
 */
export async function heightsBeforeDrawn(page: Page, item: string, drawn: string) {
  const heights = () =>
    page.evaluate(
      (sel) => [...document.querySelectorAll(sel)].map((el) => Math.round(el.getBoundingClientRect().height)),
      item,
    );
  const held = await heights();
  await page.addStyleTag({ content: `${drawn} { content-visibility: visible !important; }` });
  const real = await heights();
  const off = held.map((h, i) => Math.abs(h - (real[i] ?? 0)));
  return { count: held.length, most: Math.max(0, ...off), why: `held ${held.join(',')}; drawn ${real.join(',')}` };
}

/** axe-core on the page as it is now; every violation, each with up to 5 node targets. */
export async function axe(
  page: Page,
  opts: { include?: string; exclude?: string[]; rules?: string[]; skip?: readonly string[] } = {},
): Promise<AxeProblem[]> {
  // Legacy mode runs axe.run in the page (and its same-origin frames; the site has no other kind). The default
  // runs axe.runPartial and then axe.finishRun in a new blank page it opens for each call, which is axe's whole
  // source parsed twice more and a renderer started: 1.9 instead of 1.0 processor seconds a call, with the same
  // violations found (compared on public and admin pages with problems planted, an iframe's included).
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  // Naming rules runs only those, experimental ones included (label-content-name-mismatch is off by default).
  if (opts.rules) builder = builder.withRules(opts.rules);
  else if (opts.skip) builder = builder.disableRules([...opts.skip]);
  if (opts.include) builder = builder.include(opts.include);
  for (const e of opts.exclude ?? []) builder = builder.exclude(e);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map(
        (n) =>
          `${n.target.join(' ')}${n.failureSummary ? ` :: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
      ),
  }));
}

/** Only the serious and critical violations (the suite's bar: zero); rules that cannot report them are not run. */
export async function axeSerious(page: Page, opts?: Parameters<typeof axe>[1]): Promise<AxeProblem[]> {
  return (await axe(page, { skip: MILD_AXE_RULES, ...opts })).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
}

export const formatAxe = (where: string, list: AxeProblem[]) =>
  list.map((v) => `${where}: [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');

/**
 * Signs in as the first admin through the page's own request context, so the
 * session cookie lands in the page's cookie jar. Returns the API's answer.
 */
export async function login(page: Page, username = adminUsername, password = adminPassword) {
  const res = await page.request.post(url('/api/admin/login'), {
    data: { username, password },
    headers: { Origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`login as ${username} failed: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as { admin: { username: string; role: string; email: string | null } };
}

/**
 * Moves the page's clock on by the time a person takes to fill in the contact
 * form: the server keeps a form sent sooner in Spam (a bot filling it as the
 * page loads), and a test types far faster than anyone. The form reports the
 * time from the page's `performance.now()`, which the clock drives, so no
 * test waits those seconds. The page needs newPage({ clock: 'running' }).
 */
export async function atHumanPace(page: Page, ms = 3_200) {
  if (!clocked.has(page)) throw new Error("atHumanPace: open the page with newPage({ clock: 'running' })");
  await page.clock.fastForward(ms);
}

/** Canonical public routes, from the server's sitemap (generated from the route table). */
export async function publicRoutes(): Promise<string[]> {
  const xml = await (await fetch(url('/sitemap.xml'))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
}

/** The alias-prefix paths (/services/prefab-units/...) of the given canonical routes. */
export function aliasRoutes(routes: string[]): string[] {
  return routes.flatMap((r) =>
    aliasPrefixes.filter((a) => r === a.to || r.startsWith(`${a.to}/`)).map((a) => a.from + r.slice(a.to.length)),
  );
}

/** Maps `items` with at most `n` running at once (a few pages in parallel on one browser). */
export async function pool<T, R>(items: T[], n: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * Stores a file in a media slot through the upload API, as the upload
 * manager does (the page must be signed in, see login). The server is shared
 * by every test file: use slots no other file looks at, or that it expects filled.
 */
export async function uploadMedia(page: Page, slot: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const rel = slot.replace(/^\/uploads\//, '');
  const cut = rel.lastIndexOf('/');
  const res = await page.request.post(url('/api/admin/upload-file'), {
    headers: { Origin: baseUrl },
    multipart: { targetPath: rel.slice(0, cut), fileName: rel.slice(cut + 1), file },
  });
  if (!res.ok()) throw new Error(`upload of ${slot} failed: HTTP ${res.status()} ${await res.text()}`);
}

/**
 * The props an island was rendered with, e.g. a hero's slides: its JSON
 * payload in the page, or, for an island whose data waits on the server
 * (islandData: 'on-wake'), what the server answers its script.
 */
export async function islandProps<T>(block: Locator): Promise<T> {
  return block.evaluate(async (el) => {
    const island = el.closest('[data-island]');
    const script = island && document.querySelector(`script[data-for="${island.id}"]`);
    if (!island || !script) throw new Error('not inside an island');
    if (!script.hasAttribute('data-on-wake')) return JSON.parse(script.textContent ?? '').props;
    const query = new URLSearchParams({ path: location.pathname, key: island.id });
    return (await (await fetch(`/_island-data?${query}`)).json()).props;
  });
}

/**
 * A screenshot for people to look at, saved as SHOTS_DIR/name, only when
 * SHOTS_DIR is set (`SHOTS_DIR=/tmp/shots npx vitest run --config
 * vitest.browser.config.ts <file>`). A screenshot costs Chromium about 0.6
 * to 0.8 processor seconds, and a run of `npm test`, which nobody looks at,
 * took more than thirty. Without SHOTS_DIR a locator is still waited for
 * as the screenshot would have (attached and visible), so the test goes on
 * from the same state either way. Screenshots that a test compares are its
 * own (`page.screenshot()` in the test), not this.
 */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  const isPage = 'goto' in target;
  if (!dir) {
    if (!isPage) await target.waitFor();
    return;
  }
  // playwright makes the folder.
  const path = join(dir, name);
  await (isPage ? target.screenshot({ path, fullPage: opts.fullPage }) : target.screenshot({ path }));
}
