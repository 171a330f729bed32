import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { steadyBusyCores } from './lib/busy-cores';
import { endedChildrenCpuSeconds } from './lib/child-cpu';
import { REMOVED_LATER_ENV, removalsLeft } from './lib/removed-later';
import { stepCpuMeter, type StepCpuMeter } from './lib/step-cpu';

/**
 * `npm test`: every check, in order, with a header per step and a summary.
 *   1. typecheck        tsc --noEmit (TypeScript 7's native compiler)
 *   2. lint             Biome: formatting and the lint rules of biome.jsonc
 *   3. imports          the house rules (.dependency-cruiser.cjs)
 *   4. functions        no function over 120 lines in shipped code (at most five listed with reasons) (scripts/check-function-size.ts)
 *   5. waits            no fixed sleep or count-bounded poll in test code; both vitest configs require an
 *                       assertion per test (scripts/check-waits.ts)
 *   6. pages            every page file validates (scripts/validate.ts)
 *   7. documents        a snapshot of stored staff content against the block schemas and their migrations
 *   8. unit             vitest: node, dom and postgres projects (unit, API, schema, component, portable stories)
 *   9. build            the production client (also the "no zod on public pages" guard)
 *  10. storybook        a real `storybook build`
 *  11. admin            vitest.browser.config.ts, project admin: the staff screens in Chromium, on a server of
 *                       their own
 *  12. browser          vitest.browser.config.ts, project browser: the public site in Chromium on one server
 *  13. servers          vitest.browser.config.ts, project servers: nginx scale-out, operations, a video bomb on a busy machine
 * In the background from the start, beside the checks: the programs the tests' real servers need, found and, on
 * a fresh machine, installed (tests/install-tools.ts: ffmpeg, PostgreSQL, nginx, Chromium); its output and its
 * line in the summary ("tools") come at the end.
 * At the end, once a test has left a folder to a detached rm (a PostgreSQL cluster): the step "removals", which
 * fails if one is still there (scripts/lib/removed-later.ts).
 * Steps of one group share nothing, so as many of them run side by side as
 * the machine has room for: its cores less the load of other work (see
 * `sideBySide`). On a busy machine they run one after another. The groups:
 * the checks (1 to 7: each a process of its own, most of them one core or
 * less), the builds (9 and 10), and the browser projects (11 to 13).
 * Every step runs even when an earlier one failed, so one run shows everything.
 * Each step's line and the summary give its time and its processor time (what
 * it and everything it started used, counted in a cgroup of its own: see
 * `run`), and the summary the run's processor time in all: over the number of cores,
 * that is the shortest the run could take on this machine however it were
 * scheduled.
 * The last line is `N passed, M failed`: the vitest test cases of steps 8 and 11 to 13,
 * plus one case per other step. Exit code 1 on any failure.
 *
 *   npm test -- --only=unit,browser     run some steps
 *   npm test -- --skip=storybook        leave some out
 *   npm test -- --side-by-side=1        run every step one at a time
 *   npm test -- --skip=tools            leave the programs to the steps that need them
 */
interface Step {
  name: string;
  title: string;
  cmd: string[];
  /** The step is a vitest run writing its JSON report here. */
  vitestJson?: string;
  /**
   * May run beside the steps next to it of the same group (they share
   * nothing: the browser projects start servers and browsers of their own);
   * its output is kept in a file and printed once it ends.
   */
  group?: 'checks' | 'builds' | 'browsers';
}

const started = performance.now();
// Load from other work, taken before this run adds its own.
const loadBefore = loadavg()[0];
const work = mkdtempSync(join(tmpdir(), 'npm-test-'));
const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',')
    .filter(Boolean);
/** The folders the steps' tests leave to a detached rm (scripts/lib/removed-later.ts), checked at the end. */
const removedLaterList = join(work, 'removed-later.txt');
const only = arg('only');
const skip = arg('skip') ?? [];
const tsx = [process.execPath, '--import', 'tsx'];
const bin = (name: string) => join('node_modules', '.bin', name);
const vitest = (config: string | undefined, json: string) => [
  bin('vitest'),
  'run',
  ...(config ? ['--config', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];

const allSteps: Step[] = [
  {
    name: 'typecheck',
    title: 'Type check (tsc --noEmit)',
    cmd: [process.execPath, join('node_modules', 'typescript-native', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
    group: 'checks',
  },
  { name: 'lint', title: 'Lint and format (Biome)', cmd: [bin('biome'), 'check', '.'], group: 'checks' },
  {
    name: 'imports',
    title: 'Import rules of the house (dependency-cruiser)',
    cmd: [...tsx, 'scripts/check-imports.ts'],
    group: 'checks',
  },
  {
    name: 'functions',
    title:
      'No function over 120 lines in shipped code (scripts/check-function-size.ts: its folders and listed exceptions)',
    cmd: [...tsx, 'scripts/check-function-size.ts'],
    group: 'checks',
  },
  {
    name: 'waits',
    title: 'Waits in tests name their limit; every test asserts (scripts/check-waits.ts)',
    cmd: [...tsx, 'scripts/check-waits.ts'],
    group: 'checks',
  },
  {
    name: 'pages',
    title: 'Page validation (every page file against the block schemas)',
    cmd: [...tsx, 'scripts/validate.ts'],
    group: 'checks',
  },
  {
    name: 'documents',
    title: 'Stored documents (a snapshot of staff content) against the block schemas and their migrations',
    cmd: [...tsx, 'scripts/check-documents.ts', 'tests/__fixtures__/stored-documents/documents.json'],
    group: 'checks',
  },
  {
    name: 'unit',
    title: 'Unit, API, schema, component and story tests (vitest: node + dom)',
    cmd: vitest(undefined, join(work, 'unit.json')),
    vitestJson: join(work, 'unit.json'),
  },
  {
    name: 'build',
    title: 'Production build (client bundle, precompression, zod guard)',
    cmd: [...tsx, 'scripts/build.ts'],
    group: 'builds',
  },
  {
    name: 'storybook',
    title: 'Storybook build',
    cmd: [bin('storybook'), 'build', '--quiet', '--disable-telemetry', '-o', join(work, 'storybook-static')],
    group: 'builds',
  },
  {
    name: 'admin',
    title: 'Admin browser suite (Chromium on a server of its own: editor, media, users, inbox)',
    cmd: [...vitest('vitest.browser.config.ts', join(work, 'admin.json')), '--project', 'admin'],
    vitestJson: join(work, 'admin.json'),
    group: 'browsers',
  },
  {
    name: 'browser',
    title: 'Browser suite (Chromium: routes, navigation, carousels, gallery, forms, phones, axe)',
    cmd: [...vitest('vitest.browser.config.ts', join(work, 'browser.json')), '--project', 'browser'],
    vitestJson: join(work, 'browser.json'),
    group: 'browsers',
  },
  {
    name: 'servers',
    title: 'Server suite (two instances behind nginx, operations, a video bomb on a busy machine)',
    cmd: [...vitest('vitest.browser.config.ts', join(work, 'servers.json')), '--project', 'servers'],
    vitestJson: join(work, 'servers.json'),
    group: 'browsers',
  },
];
const steps = allSteps.filter((s) => (only ? only.includes(s.name) : true) && !skip.includes(s.name));

/** The ended children's processor time as last read (see `run`). */
let cpuRead = endedChildrenCpuSeconds();
/** Groups of steps that left processes running when they ended: removed at the end if those have ended. */
const leftOpen: StepCpuMeter[] = [];

/**
 * Runs `cmd` with the terminal, or with its output going to the file `logFile`. `cpuSeconds` is the processor
 * time the step's processes used, Chromium and the servers it started included: its control group's count
 * (scripts/lib/step-cpu.ts). Where no group can be made, the growth of this process's ended-children total
 * since the last step ended, which misses processes nobody waited for (most of Chromium's); two steps that
 * end in the same instant are then counted as one and the other 0.
 */
function run(name: string, cmd: string[], logFile?: string): Promise<{ code: number; cpuSeconds?: number }> {
  const meter = stepCpuMeter(name);
  const argv = meter ? meter.wrap(cmd) : cmd;
  return new Promise((resolve) => {
    const out = logFile ? openSync(logFile, 'w') : undefined;
    const child = spawn(argv[0], argv.slice(1), {
      stdio: out === undefined ? 'inherit' : ['ignore', out, out],
      // The browser suite builds only when dist/ is stale; after the build step it is not.
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        STORYBOOK_DISABLE_TELEMETRY: '1',
        [REMOVED_LATER_ENV]: removedLaterList,
      },
    });
    const forward = (sig: NodeJS.Signals) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      const cpu = endedChildrenCpuSeconds();
      let cpuSeconds = cpu !== undefined && cpuRead !== undefined ? cpu - cpuRead : undefined;
      cpuRead = cpu;
      if (meter) {
        const inGroup = meter.seconds();
        if (Number.isFinite(inGroup)) cpuSeconds = inGroup;
        const left = meter.close();
        if (left.length) {
          console.log(`  ${name} left ${left.length} process(es) running: ${left.join(', ')}`);
          leftOpen.push(meter);
        }
      }
      if (out !== undefined) closeSync(out);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), cpuSeconds });
    });
    child.on('error', (err) => {
      console.error(`Could not start ${cmd[0]}: ${err.message}`);
      resolve({ code: 1 });
    });
  });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The failed cases of a step, each with the first lines of its error, for the
 * summary: CI keeps only the end of a run's output, and a count alone does not
 * say which test to look at.
 */
function failuresOf(r: VitestJson): string[] {
  const out: string[] = [];
  const first = (text: string | undefined) =>
    (text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      // Stack frames say where, not what; vitest's JSON gives a hit time limit no message at all.
      .filter((l) => l.trim() && !/^\s*at |STACK_TRACE_ERROR/.test(l))
      .slice(0, 3)
      .map((l) => `        ${l.trim().slice(0, 160)}`)
      .join('\n');
  for (const file of r.testResults ?? []) {
    const rel = file.name.replace(`${process.cwd()}/`, '');
    const failedCases = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedCases)
      out.push(
        `      ${rel} > ${a.fullName}\n${first(a.failureMessages?.[0]) || '        (no message: a time limit, most likely; see the step above)'}`,
      );
    if (failedCases.length === 0 && file.status === 'failed') out.push(`      ${rel}\n${first(file.message)}`);
  }
  return out;
}

/** The slowest files of a step, so a run that creeps towards its time limit says where the time went. */
function slowestOf(r: VitestJson, n = 5): string[] {
  return (r.testResults ?? [])
    .filter((f) => f.startTime && f.endTime)
    .map((f) => ({ name: f.name.replace(`${process.cwd()}/`, ''), s: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
    .sort((a, b) => b.s - a.s)
    .slice(0, n)
    .map((f) => `      ${fmt(f.s).padStart(10)}  ${f.name}`);
}

const results: {
  step: Step;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  cpuSeconds?: number;
  failures: string[];
  slowest: string[];
}[] = [];
/** Whole seconds past a minute, rounded before they are split: 1,379.6 s is 23 min 0 s, not 22 min 60 s. */
const fmt = (s: number) => {
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

const line = '═'.repeat(78);
const header = (i: number, step: Step) =>
  `\n${line}\n  [${i + 1}/${steps.length}] ${step.title}\n  $ ${step.cmd.join(' ').replace(process.execPath, 'node')}\n${line}`;

function record(step: Step, { code, cpuSeconds }: { code: number; cpuSeconds?: number }, seconds: number) {
  let passed = code === 0 ? 1 : 0;
  let failed = code === 0 ? 0 : 1;
  let skipped = 0;
  let failures: string[] = [];
  let slowest: string[] = [];
  if (step.vitestJson) {
    if (existsSync(step.vitestJson)) {
      const r = JSON.parse(readFileSync(step.vitestJson, 'utf8')) as VitestJson;
      passed = r.numPassedTests;
      // A run can fail outside any test (a file that does not import, a global setup error): count it once.
      failed = r.numFailedTests || (code === 0 ? 0 : 1);
      skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      failures = failuresOf(r);
      slowest = slowestOf(r);
    } else {
      passed = 0;
      failed = 1;
    }
  }
  results.push({
    step,
    ok: code === 0 && failed === 0,
    passed,
    failed,
    skipped,
    seconds,
    cpuSeconds,
    failures,
    slowest,
  });
  const cpu = cpuSeconds === undefined ? '' : ` (processor time ${fmt(cpuSeconds)})`;
  console.log(`\n  → ${step.name}: ${code === 0 && failed === 0 ? 'ok' : 'FAILED'} in ${fmt(seconds)}${cpu}`);
}

/**
 * How many steps of a group to run at once. A browser project is a vitest
 * process with a production server and, for two of them, a Chromium: about a
 * core each while it works; a check or a build is about a core too. Three at once on two cores made a load average of 10 to
 * 12 and tests timed out; so one per core that other work leaves free. Other
 * work is how busy the cores are just before these steps start, when none
 * of this run's own work should be going: the middle of five half-second
 * samples, since the step before may still be ending. (The load average was
 * used before, but it is a minute's memory: right after `npm ci` and the unit
 * step it counted this run's own work as other work, and a quiet machine ran
 * the browser projects one after another.)
 */
async function sideBySide(count: number): Promise<{ n: number; why: string }> {
  const asked = Number(arg('side-by-side')?.[0]);
  if (asked >= 1) return { n: Math.min(asked, count), why: '--side-by-side' };
  const cores = availableParallelism();
  // The middle of five short samples: one 2-second sample read 0.6 cores of the step before, still ending, as
  // other work and ran the browser projects one after another on a quiet machine.
  const { middle: others, readings: samples } = await steadyBusyCores(5);
  const n = Math.max(1, Math.min(count, Math.round(cores - others)));
  return {
    n,
    why: `${cores} cores, other work ${others.toFixed(1)} cores (the middle of ${samples.map((x) => x.toFixed(1)).join(', ')} over 0.5 s each; load average ${loadavg()[0].toFixed(1)}, before this run ${loadBefore.toFixed(1)})`,
  };
}

/** Runs a group's steps, `n` at a time, each with its output in a file printed when it ends. */
async function runSideBySide(group: { step: Step; i: number }[], measured: () => void) {
  const { n, why } = await sideBySide(group.length);
  measured();
  console.log(`\n  ${group.map((g) => g.step.name).join(', ')}: ${n} at a time (${why})`);
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const { step, i } = group[next++];
      const t0 = performance.now();
      if (n === 1) {
        console.log(header(i, step));
        record(step, await run(step.name, step.cmd), (performance.now() - t0) / 1000);
        continue;
      }
      const logFile = join(work, `${step.name}.log`);
      console.log(`${header(i, step)}\n  (runs beside the others; its output follows when it ends)`);
      const ended = await run(step.name, step.cmd, logFile);
      console.log(`${header(i, step)}\n${readFileSync(logFile, 'utf8')}`);
      record(step, ended, (performance.now() - t0) / 1000);
    }
  };
  await Promise.all(Array.from({ length: n }, lane));
}

/**
 * The programs the steps' real servers need, found and where missing installed in the background from the run's
 * start. On a fresh machine the unit step's global setup waited about 30 s for apt-get to install ffmpeg and the
 * browser projects about 33 s for Chromium, both cores idle. Beside the checks, the installs' own processor time
 * (about 73 s: apt unpacking) slows the checks instead, so a fresh run gained about 16 s, not the minute (see
 * docs/testing.md). The steps still look for themselves and wait on the installs' shared lock, so one that starts
 * early waits as before.
 */
const toolsStep: Step = {
  name: 'tools',
  title: 'The programs the tests need, found or installed in the background (tests/install-tools.ts)',
  cmd: [...tsx, 'tests/install-tools.ts'],
};
const needsTools =
  !skip.includes('tools') && steps.some((s) => ['unit', 'admin', 'browser', 'servers'].includes(s.name));
let tools: Promise<{ code: number; cpuSeconds?: number; seconds: number }> | undefined;
/** Starts the tools once, after the first group has measured the machine's other work (it would count as such). */
function startTools() {
  if (tools || !needsTools) return;
  const t0 = performance.now();
  tools = run(toolsStep.name, toolsStep.cmd, join(work, 'tools.log')).then((r) => ({
    ...r,
    seconds: (performance.now() - t0) / 1000,
  }));
}

/** How long the removals step waits for the slowest detached rm (see checkRemovals). */
const REMOVALS_WAIT_MINUTES = 3;

/**
 * The folders the tests left to a detached rm (a PostgreSQL cluster each) are gone by the end, or the run fails
 * naming them: an rm that failed would otherwise fill the system's /tmp run after run, unseen. Three minutes
 * for the slowest: the unit step's cluster, a copy of the template per test app, on a disk busy with other work.
 */
async function checkRemovals() {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { listed, left } = await removalsLeft(removedLaterList, { timeoutMs: REMOVALS_WAIT_MINUTES * 60_000 });
  if (listed === 0) return;
  const step: Step = {
    name: 'removals',
    title: `The ${listed} folder(s) the tests left to a detached rm are gone (scripts/lib/removed-later.ts)`,
    cmd: [],
  };
  console.log(`\n${line}\n  ${step.title}\n${line}`);
  for (const dir of left) console.log(`  still there after ${REMOVALS_WAIT_MINUTES} minutes: ${dir}`);
  // Its processor time is this process's own, the looks for the folders: with none, the summary's sum is lost.
  const { user, system } = process.cpuUsage(cpu0);
  record(step, { code: left.length ? 1 : 0, cpuSeconds: (user + system) / 1e6 }, (performance.now() - t0) / 1000);
  results.at(-1)?.failures.push(...left.map((dir) => `      not removed: ${dir}`));
}

for (let i = 0; i < steps.length; i++) {
  const name = steps[i].group;
  if (name && steps[i + 1]?.group === name) {
    const group: { step: Step; i: number }[] = [];
    for (; i < steps.length && steps[i].group === name; i++) group.push({ step: steps[i], i });
    i--;
    await runSideBySide(group, startTools);
    continue;
  }
  startTools();
  const t0 = performance.now();
  console.log(header(i, steps[i]));
  record(steps[i], await run(steps[i].name, steps[i].cmd), (performance.now() - t0) / 1000);
}

if (tools) {
  const ended = await tools;
  console.log(`\n${line}\n  ${toolsStep.title}\n${line}\n${readFileSync(join(work, 'tools.log'), 'utf8')}`);
  record(toolsStep, ended, ended.seconds);
  // First in the summary, where it ran.
  results.unshift(results.pop() as (typeof results)[number]);
}

await checkRemovals();

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const slow = results.filter((r) => r.slowest.length > 0);
if (slow.length > 0) {
  console.log(`\n${'─'.repeat(78)}\nSlowest files`);
  for (const r of slow) console.log(`  ${r.step.name}\n${r.slowest.join('\n')}`);
}
const wall = (performance.now() - started) / 1000;
const cpuTotal = results.every((r) => r.cpuSeconds !== undefined)
  ? results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0)
  : undefined;
// Over the cores, the floor no scheduling goes below: the work spread over every core without a pause.
const cpuInAll =
  cpuTotal === undefined
    ? ''
    : `; processor time ${fmt(cpuTotal)}, ${(cpuTotal / wall).toFixed(1)} of ${availableParallelism()} cores on average`;
console.log(`\n${'─'.repeat(78)}\nSummary (${fmt(wall)} in all${cpuInAll})`);
for (const r of results) {
  const counts = r.step.vitestJson
    ? `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`
    : r.ok
      ? 'ok'
      : 'failed';
  const cpu = r.cpuSeconds === undefined ? '' : `  (processor ${fmt(r.cpuSeconds)})`;
  console.log(
    `  ${r.ok ? '✓' : '✗'} ${r.step.name.padEnd(10)} ${counts.padEnd(34)} ${fmt(r.seconds).padEnd(12)}${cpu}`,
  );
  for (const f of r.failures) console.log(f);
}
rmSync(work, { recursive: true, force: true });
for (const meter of leftOpen) meter.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((r) => !r.ok) ? 1 : 0);
