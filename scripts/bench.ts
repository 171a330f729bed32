import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { measureBombs } from './bench/bomb';
import { measureEditorTyping } from './bench/editor-typing';
import { measureInbox } from './bench/inbox';
import { measureFeed } from './bench/feed';
import { measureMirror } from './bench/mirror';
import { adminOnlyFiles, measureJs } from './bench/js-weight';
import { lighthouseMedian } from './bench/lighthouse';
import { measureLoad } from './bench/load';
import { measurePhone, phoneTable } from './bench/phone-4g';
import { phoneMediaTemplate, sitemapRoutes } from './bench/phone-media';
import { freePort, rssBytes, servedCommand, startTs, type Child } from './bench/proc';
import { bombSummary, evaluate, markdown, type BenchResult } from './bench/report';
import { median } from './bench/stats';
import { REPRESENTATIVE_ROUTES, TARGETS } from './bench/targets';
import { findChromium } from './lib/chromium';

/**
 * npm run bench [-- --all] [--media-set demo|phone] [--table FILE.md] [--runs 3] [--route /x ...] [--no-build] [--no-lighthouse] [--no-js] [--no-load] [--no-bomb] [--no-media] [--no-inbox] [--no-editor] [--no-phone] [--rounds 5] [--seconds 2] [--connections 50]
 *   a phone on slow 4G alone (scripts/bench/phone-4g.ts): npm run bench -- --phone-only [--route /x ...]
 *   experiment: [--server-flags="--max-semi-space-size=4"] (node flags instead of npm run serve's; with "=", since the value starts with a dash)
 *   experiment: [--baseline-default-flags] (the bare Hono baseline on V8's defaults, not the site's flags)
 *   the inbox at scale alone: npm run bench -- --inbox-only [--inbox-rows 100000]
 *   change-to-visible at 40 and 2,000 pages alone: npm run bench -- --feed-only [--feed-rounds 20]
 *   the static mirror through nginx alone: npm run bench -- --mirror-only [--feed-rounds 20] [--seconds 2] [--rounds 5]
 *
 * Builds, serves the build on loopback with a temporary DATA_DIR, and measures
 * Lighthouse (simulated mobile), the JS each public page loads, server
 * throughput against a bare Hono baseline and a static file, RSS and build
 * time, RSS under image bombs, the cache-busting ratio, and the admin inbox at 100,000 inquiries (scripts/bench/inbox.ts). Prints tables and PASS/MISS lines; writes bench/results/<time>.json
 * and, for a complete run, bench/README-table.md. A benchmark, not a test:
 * it exits 0 even when a target is missed (1 only when it cannot measure).
 */
const { values: args } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    build: { type: 'boolean', default: true },
    lighthouse: { type: 'boolean', default: true },
    js: { type: 'boolean', default: true },
    load: { type: 'boolean', default: true },
    media: { type: 'boolean', default: true },
    /** demo: npm run media:seed's pictures; phone: photos and clips as a phone takes them, uploaded through the API. */
    'media-set': { type: 'string', default: 'demo' },
    /** Also write this run's tables to a file in bench/ (a partial run, kept beside the complete one's README-table.md). */
    table: { type: 'string' },
    seconds: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    bomb: { type: 'boolean', default: true },
    inbox: { type: 'boolean', default: true },
    editor: { type: 'boolean', default: true },
    'inbox-only': { type: 'boolean', default: false },
    'feed-only': { type: 'boolean', default: false },
    'mirror-only': { type: 'boolean', default: false },
    'feed-rounds': { type: 'string', default: '20' },
    'inbox-rows': { type: 'string', default: '100000' },
    'server-flags': { type: 'string', default: '' },
    /** The bare Hono baseline on V8's default flags instead of the site's (what the memory settings cost). */
    'baseline-default-flags': { type: 'boolean', default: false },
    phone: { type: 'boolean', default: true },
    'phone-only': { type: 'boolean', default: false },
  },
  allowNegative: true,
  strict: true,
});

// A phone on slow 4G alone: build, serve and the phone step, nothing else.
if (args['phone-only'])
  Object.assign(args, { lighthouse: false, js: false, load: false, bomb: false, inbox: false, editor: false });

const t0 = performance.now();
const startedAt = new Date().toISOString();
const say = (s: string) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${s}`);
const runs = Math.max(1, Number(args.runs) || 3);
const children: Child[] = [];
const work = mkdtempSync(join(tmpdir(), 'bench-'));
const cleanup = async () => {
  await Promise.all(children.map((c) => c.stop()));
  rmSync(work, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

const load1 = () => loadavg()[0].toFixed(1);
const result: Omit<BenchResult, 'checks'> = {
  startedAt,
  durationS: 0,
  environment: {
    node: process.version,
    cpus: cpus().length,
    chromium: chromiumVersion(),
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    runs,
    loadBefore: load1(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD']).stdout?.toString().trim() || 'unknown',
  },
  media: 'placeholders',
  server: '',
  routes: { measured: [], skipped: [] },
};

/**
 * Demo media (npm run media:seed) in every slot, so pages are measured with
 * real files rather than the placeholder: images, and videos in the
 * pipeline's web-ready form with their posters and the posters' AVIF/WebP
 * variants. The images of the routes measured get their AVIF/WebP variants
 * too, as an upload does (`routes`; undefined with --all: every slot, which
 * takes long on two busy cores, see bench/README.md). Seeding goes into a
 * template folder kept between runs (incremental: only new slots, or slots
 * now wanting variants, are written), copied into the fresh DATA_DIR.
 */
function seedMedia(env: NodeJS.ProcessEnv, dataDir: string, routes: string[] | undefined): string {
  const template = resolve('bench/results/media-template');
  mkdirSync(template, { recursive: true });
  say(`seeding demo media into ${template} (npm run media:seed; the first run takes a few minutes)`);
  const variants = routes ? ['--variants-for', routes.join(',')] : [];
  const m = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/media-seed.ts', ...variants], {
    env: { ...process.env, ...env, DATA_DIR: template },
    stdio: 'inherit',
  });
  if (m.status !== 0) {
    say('media seed failed (see above): measuring with placeholders');
    return 'placeholders (media:seed failed)';
  }
  cpSync(template, dataDir, { recursive: true });
  const which = routes ? 'the measured routes’ images' : 'every image';
  return `demo media from npm run media:seed: JPEG 1200×750 images (~36 KB; AVIF/WebP variants for ${which}), 3 s H.264 1280×720 videos (faststart, no audio, ~1 MB) with their 640×360 phone renditions, posters and the posters' AVIF/WebP variants; PDFs keep their placeholders`;
}

function chromiumVersion(): string {
  try {
    return (
      spawnSync(findChromium({ install: false }), ['--version'])
        .stdout.toString()
        .trim() || 'Chromium'
    );
  } catch {
    return 'Chromium (not found)';
  }
}

if (args['feed-only']) {
  // Change-to-visible alone (the document core's change feed): in process, no build or browser.
  const feed = await measureFeed({
    extraPages: [0, 1960],
    rounds: Math.max(3, Number(args['feed-rounds']) || 20),
    log: say,
  });
  const rows = feed.map(
    (f) =>
      `| ${f.pages} | ${f.rounds} | ${f.medianMs.toFixed(0)} ms | ${f.p95Ms.toFixed(0)} ms | ${f.startMs.toFixed(0)} ms |`,
  );
  const table = [
    `### Change to visible (\`npm run bench -- --feed-only\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load ${load1()})`,
    '',
    'A publish on instance A until instance B serves it; both follow the change feed every 50 ms. Production polls every 500 ms, which adds up to that much.',
    '',
    '| pages | publishes | median | p95 | second instance start |',
    '|--:|--:|--:|--:|--:|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync('bench/change-to-visible.md', table);
  console.log(`\n${table}`);
  await cleanup();
  process.exit(0);
}

if (args['mirror-only']) {
  // The static mirror through nginx: publish to visible, and the mirror's throughput against the app's (in process).
  const m = await measureMirror({
    extraPages: [0, 2000],
    rounds: Math.max(3, Number(args['feed-rounds']) || 20),
    seconds: Number(args.seconds) || 2,
    loadRounds: Math.max(1, Number(args.rounds) || 5),
    connections: Number(args.connections) || 50,
    log: say,
  });
  const table = [
    `### Static mirror through nginx (\`npm run bench -- --mirror-only\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load ${load1()})`,
    '',
    "A publish answered until nginx serves the new heading from the mirror's file, and a navigation change (a menu label: every page rewritten) answered until the mirror records the feed's head. One instance on SQLite; the consumer polls every 50 ms, production every 500 ms.",
    '',
    '| pages | publishes | publish to visible, median | p95 | navigation change mirrored |',
    '|--:|--:|--:|--:|--:|',
    ...m.sizes.map(
      (s) =>
        `| ${s.pages} | ${s.rounds} | ${s.medianMs.toFixed(0)} ms | ${s.p95Ms.toFixed(0)} ms | ${(s.navigationMs / 1000).toFixed(1)} s |`,
    ),
    '',
    '| route | mirror through nginx | app behind nginx | ratio |',
    '|---|--:|--:|--:|',
    ...m.load.map(
      (l) =>
        `| \`${l.route}\` | ${l.mirrorReqPerSec.toFixed(0)} req/s | ${l.appReqPerSec.toFixed(0)} req/s | ${l.ratio.toFixed(1)}× |`,
    ),
    '',
  ].join('\n');
  writeFileSync('bench/mirror.md', table);
  console.log(`\n${table}`);
  await cleanup();
  process.exit(0);
}

try {
  // The inbox alone needs no build, browser or server process: it measures the app in process.
  if (!args['inbox-only']) await measureSite();
  if (args.inbox || args['inbox-only']) {
    result.inbox = await measureInbox({ rows: Math.max(1000, Number(args['inbox-rows']) || 100_000), log: say });
  }
} catch (err) {
  console.error(`\nThe bench could not finish: ${err instanceof Error ? err.message : err}`);
  await cleanup();
  process.exit(1);
}

/** Steps 1 to 6: build, serve, Lighthouse, JavaScript weight, throughput. */
async function measureSite() {
  // 1. Build, timed as a user runs it.
  if (args.build) {
    say('npm run build');
    const b0 = performance.now();
    const b = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { encoding: 'utf8' });
    result.buildMs = performance.now() - b0;
    if (b.status !== 0) throw new Error(`npm run build failed:\n${b.stdout}\n${b.stderr}`);
    say(`built in ${(result.buildMs / 1000).toFixed(1)} s`);
  }

  // 2. A private copy of the build (teammates may rebuild dist/ meanwhile) and a fresh data folder.
  const clientDir = join(work, 'client');
  cpSync('dist/client', clientDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const missing = Object.values(manifest).filter((c) => !existsSync(join(clientDir, c.file)));
  if (missing.length)
    throw new Error(
      `dist/client is incomplete (a build was running?): ${missing.map((c) => c.file).join(', ')}. Run the bench again.`,
    );
  const dataDir = join(work, 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  };

  if (args.media && args['media-set'] === 'phone') {
    const routes = args.all ? 'all' : args.route?.length ? args.route : REPRESENTATIVE_ROUTES;
    say(
      `phone-like media for ${routes === 'all' ? 'every route' : `${routes.length} routes`} (scripts/bench/phone-media.ts; made once, then kept)`,
    );
    const made = await phoneMediaTemplate({
      template: resolve('bench/results/phone-media-template'),
      pool: resolve('bench/results/phone-media-pool'),
      routes,
    });
    cpSync(resolve('bench/results/phone-media-template'), dataDir, { recursive: true });
    // The template's database has its admin already: the editor step signs in with that one's password.
    serverEnv.ADMIN_PASSWORD = made.password;
    result.media = made.summary;
  } else if (args.media && existsSync('scripts/media-seed.ts'))
    result.media = seedMedia(
      serverEnv,
      dataDir,
      args.all ? undefined : args.route?.length ? args.route : REPRESENTATIVE_ROUTES,
    );

  // The compiled server with npm run serve's node flags and environment, timed from spawn to the first 200 of the home page.
  const served = servedCommand();
  const nodeArgs = args['server-flags'] ? args['server-flags'].split(' ').filter(Boolean) : served.nodeArgs;
  const servedEnv = Object.entries(served.env)
    .map(([k, v]) => `${k}=${v} `)
    .join('');
  result.server = `compiled server (dist/server/server.mjs), ${servedEnv}plain node${nodeArgs.length ? ` ${nodeArgs.join(' ')}` : ''}`;
  if (args.load)
    result.server += args['baseline-default-flags']
      ? "; the bare Hono baseline on V8's default flags"
      : '; the bare Hono baseline on the same flags and environment';
  say(`starting the production server (${result.server})`);
  const s0 = performance.now();
  const server = await startTs(
    'dist/server/server.mjs',
    { ...served.env, ...serverEnv, CLIENT_DIR: clientDir },
    { nodeArgs },
  );
  children.push(server);
  while (
    (await fetch(`${base}/`)
      .then((r) => r.arrayBuffer().then(() => r.status))
      .catch(() => 0)) !== 200
  )
    await new Promise((r) => setTimeout(r, 10));
  result.startMs = performance.now() - s0;
  await new Promise((r) => setTimeout(r, 1500));
  result.rssStartBytes = rssBytes(server.pid);
  say(`first 200 after ${Math.round(result.startMs)} ms; RSS ${Math.round(result.rssStartBytes / 1048576)} MB`);

  // 3. Routes: the representative set, or every public route in the sitemap.
  let candidates = args.route?.length ? args.route : REPRESENTATIVE_ROUTES;
  if (args.all) {
    candidates = await sitemapRoutes(base);
  }
  for (const route of candidates) {
    const res = await fetch(base + route, { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 200) result.routes.measured.push(route);
    else
      result.routes.skipped.push({ route, reason: res.status === 404 ? 'not written yet: 404' : `HTTP ${res.status}` });
  }
  for (const s of result.routes.skipped) say(`skipping ${s.route} (${s.reason})`);
  const routes = result.routes.measured;
  // A cached page goes out at brotli 6 first and at 11 once the server has been idle 2 s
  // (PAGE_RECOMPRESS_IDLE_MS, html-cache.ts): measure what a visitor gets in steady state.
  if (args.lighthouse && routes.length) {
    const quietMs = 2000 + 800 * routes.length;
    say(`leaving the server idle ${(quietMs / 1000).toFixed(0)} s: its pages are recompressed with brotli 11`);
    await new Promise((r) => setTimeout(r, quietMs));
  }

  // 4. Lighthouse, median of N runs per route.
  if (args.lighthouse && routes.length) {
    result.lighthouse = {};
    for (const route of routes) {
      try {
        const r = await lighthouseMedian(base + route, runs, (i, run) =>
          say(
            `lighthouse ${route} run ${i + 1}/${runs}: perf ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
          ),
        );
        result.lighthouse[route] = r;
        say(`  LCP element: ${r.lcpElement ?? 'none reported'}${r.lcpPhases ? `; ${r.lcpPhases}` : ''}`);
        if (r.failing.length) say(`  below 1 on ${route}: ${r.failing.join('; ')}`);
      } catch (err) {
        say(`  Lighthouse failed on ${route} three times: ${err instanceof Error ? err.message : err}`);
        result.routes.skipped.push({ route, reason: 'Lighthouse failed' });
      }
    }
  }

  // 5. JavaScript each page loads; no admin chunk on a public page.
  if (args.js && routes.length) {
    say('measuring the JavaScript each page loads');
    result.js = await measureJs(base, routes, adminOnlyFiles(clientDir));
    for (const j of result.js)
      if (j.consoleErrors.length) say(`  console errors on ${j.route}: ${j.consoleErrors.join(' | ')}`);
  }

  // 5b. A phone on slow 4G, end to end; its table is kept in bench/phone-4g.md with earlier ones below it.
  if (args.phone && routes.length) {
    say(`a phone on slow 4G: ${routes.length} routes × ${runs} runs`);
    result.phone = await measurePhone(base, routes, runs, say);
    const when = `${new Date().toISOString().slice(0, 10)}, commit ${result.environment.commit}, load ${load1()}`;
    const file = 'bench/phone-4g.md';
    const earlier = existsSync(file) ? readFileSync(file, 'utf8').replace(/^# .*\n+/, '') : '';
    writeFileSync(file, `# A phone on slow 4G, newest first\n\n${phoneTable(result.phone, runs, when)}\n${earlier}`);
    say(`wrote ${file}`);
  }

  // 6. Throughput on loopback, against a bare Hono route and the same HTML as a static file.
  if (args.load) {
    const contactRes = await fetch(`${base}/api/contact-details`);
    const contactBody = await contactRes.text();
    const sameHeaders = Object.fromEntries(
      [...contactRes.headers].filter(
        ([k]) => !/^(content-(type|length)|date|connection|keep-alive|transfer-encoding)$/i.test(k),
      ),
    );
    // The bare route runs on the same runtime as the site (npm run serve's node flags and environment:
    // its small young generation costs both alike), so the ratio is what the app adds over Hono.
    // --baseline-default-flags runs it on V8's defaults instead, to see what the memory settings cost.
    const baseline = await startTs(
      'scripts/bench/baseline-server.ts',
      {
        ...(args['baseline-default-flags'] ? {} : served.env),
        PORT: String(await freePort()),
        BENCH_JSON: contactBody,
        BENCH_HEADERS: JSON.stringify(sameHeaders),
      },
      { nodeArgs: args['baseline-default-flags'] ? [] : nodeArgs },
    );
    children.push(baseline);
    const homeHtml = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
    const staticName = 'bench-static-home.html';
    const staticFile = join(clientDir, 'assets', staticName);
    writeFileSync(staticFile, homeHtml);
    writeFileSync(
      `${staticFile}.br`,
      brotliCompressSync(homeHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${staticFile}.gz`, gzipSync(homeHtml, { level: 9 }));
    const rssIdleBytes = rssBytes(server.pid);
    say(`load: ${args.rounds} rounds × ${args.seconds} s per target, ${args.connections} connections`);
    const targets = await measureLoad(
      [
        { name: 'bare Hono JSON (baseline)', url: `http://127.0.0.1:${baseline.port}/json` },
        { name: 'GET /api/contact-details', url: `${base}/api/contact-details` },
        { name: 'bare Hono JSON + the same headers', url: `http://127.0.0.1:${baseline.port}/json-same-headers` },
        { name: 'home page HTML (/)', url: `${base}/` },
        {
          name: `static file, same bytes (${(homeHtml.length / 1024).toFixed(0)} KB)`,
          url: `${base}/assets/${staticName}`,
        },
        { name: 'home page HTML, a new ?utm_source= each request', url: `${base}/`, uniqueParam: 'utm_source' },
      ],
      {
        rounds: Number(args.rounds) || 5,
        seconds: Number(args.seconds) || 2,
        connections: Number(args.connections) || 50,
        onProgress: say,
      },
    );
    // Each round's ratio, then the median: the two runs of a round are seconds apart, so a
    // teammate's test suite starting mid-bench moves both sides of the ratio alike.
    const ratio = (a: number, b: number) => median(targets[a].rounds.map((r, i) => r / targets[b].rounds[i]));
    result.load = {
      targets,
      contactVsBare: ratio(1, 0),
      contactVsSameHeaders: ratio(1, 2),
      htmlVsStatic: ratio(3, 4),
      uniqueQueryVsPlain: ratio(5, 3),
      staticAsset: `/assets/${staticName}, a copy of the home HTML served by serveStatic with precompressed .br/.gz`,
      rssIdleBytes,
      rssAfterBytes: rssBytes(server.pid),
    };
  }

  // 7. Typing in the page editor with a long section open.
  if (args.editor) {
    say('typing in the page editor with 100 products open');
    result.editorTyping = await measureEditorTyping({ base, adminPassword: serverEnv.ADMIN_PASSWORD, onProgress: say });
  }

  // 8. Memory under image bombs, on a server of its own (scripts/bench/bomb.ts).
  if (args.bomb) {
    result.bomb = await measureBombs({ clientDir, nodeArgs, onProgress: say });
    say(bombSummary(result.bomb));
  }
}

await cleanup();
result.environment.loadAfter = load1();
result.durationS = Math.round((performance.now() - t0) / 1000);
const full: BenchResult = { ...result, checks: evaluate(result) };
const md = markdown(full);
console.log(`\n${md}`);

const outDir = resolve('bench/results');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, `${startedAt.replace(/[:.]/g, '-')}.json`);
writeFileSync(outFile, JSON.stringify(full, null, 2));
const complete =
  args.build &&
  args.lighthouse &&
  args.js &&
  args.load &&
  args.bomb &&
  args.inbox &&
  !args['inbox-only'] &&
  !args.route?.length &&
  !args['server-flags'] &&
  !args['baseline-default-flags'];
if (complete)
  writeFileSync('bench/README-table.md', `### Performance (\`npm run bench${args.all ? ' -- --all' : ''}\`)\n\n${md}`);
if (args.table) {
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`;
  writeFileSync(resolve('bench', args.table), `### Performance (\`${command}\`)\n\n${md}`);
}
say(
  `wrote ${outFile}${complete ? ' and bench/README-table.md' : ''}${args.table ? ` and bench/${args.table}` : ''} (${full.checks.filter((c) => !c.pass).length} of ${full.checks.length} targets missed)`,
);
if (full.checks.every((c) => c.pass)) console.log('Every target PASSes.');
// The one hard limit: past it, React's runtime (or another large script) loads before anyone touched the page.
const overHard = (full.js ?? []).filter((j) => j.initialGzip > TARGETS.initialJsHardGzip);
if (overHard.length) {
  console.error(
    `FAIL  JS before the first interaction over the hard limit of ${TARGETS.initialJsHardGzip / 1024} KB gz: ${overHard.map((j) => `${j.route} ${(j.initialGzip / 1024).toFixed(1)} KB`).join(', ')}`,
  );
  process.exitCode = 1;
}
