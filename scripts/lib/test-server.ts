import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A production server for the browser suite and the screenshot script: the
 * client is built if dist/ is stale, copied to a private folder (so another
 * build of the shared dist/ cannot swap assets mid-run), and served by
 * the compiled server (as npm start runs it) on a free port with a temporary DATA_DIR and
 * ADMIN_PASSWORD. stop() kills it and removes the folder; it is also killed
 * when this process exits.
 */
const root = resolve(import.meta.dirname, '../..');

/** The compiled production server (npm run build), which the tests run as npm start does. */
export const SERVER_BUNDLE = 'dist/server/server.mjs';

/** Newest mtime of anything the client build reads; dist is stale when older. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if (/\.(tsx?|css|svg)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
        newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const d of ['engine', 'blocks', 'admin', 'site-config', 'contracts', 'app', 'api', 'media']) walk(join(root, d));
  for (const f of ['vite.config.ts', 'package-lock.json'])
    if (existsSync(join(root, f))) newest = Math.max(newest, statSync(join(root, f)).mtimeMs);
  return newest;
}

export function buildIfStale(log: (s: string) => void) {
  const manifest = join(root, 'dist/client/.vite/manifest.json');
  const server = join(root, SERVER_BUNDLE);
  const built = existsSync(manifest) && existsSync(server);
  if (process.env.SKIP_BUILD === '1' && built) return;
  if (built && Math.min(statSync(manifest).mtimeMs, statSync(server).mtimeMs) >= newestSource()) return;
  log('dist/ is missing or older than the sources: building the client and the server');
  // A production build, as npm run build makes it: under vitest NODE_ENV is 'test', and a build that
  // inherits it compiles React's development JSX runtime into the server bundle (blocks then fail to
  // render with "jsxDEV is not a function") and ships React's development build to the browser.
  // In the system's temporary directory, not a browser run's own (tests/run-temp-folder.ts): tsx keeps its
  // cache of compiled files there for every later run, which the run's folder would count as a file's leak.
  const outerTmp = process.env.SUITE_OUTER_TMPDIR;
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...(outerTmp ? { TMPDIR: outerTmp } : {}) },
  });
  if (r.status !== 0) throw new Error('npm run build failed; a built client is needed');
}

/** A private copy of dist/client, checked against its own manifest (another build may be writing dist/ right now). */
function copyClient(to: string) {
  for (let attempt = 1; ; attempt++) {
    rmSync(to, { recursive: true, force: true });
    cpSync(join(root, 'dist/client'), to, { recursive: true });
    try {
      const manifest = JSON.parse(readFileSync(join(to, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string; css?: string[] }
      >;
      if (Object.values(manifest).every((c) => [c.file, ...(c.css ?? [])].every((f) => existsSync(join(to, f)))))
        return;
    } catch {
      /* copied mid-build */
    }
    if (attempt >= 5)
      throw new Error('Could not copy a consistent client build from dist/client (is a build running?)');
    spawnSync('sleep', ['3']);
  }
}

export interface TestServer {
  baseUrl: string;
  adminPassword: string;
  /** The server's DATA_DIR (database and uploads). */
  dataDir: string;
  /** The last lines the server printed. */
  output: () => string;
  /** Sends the server a signal (SIGTERM to watch it drain) and resolves with its exit code once it has exited. */
  signal: (sig: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
}

export interface TestServerOptions {
  log?: (s: string) => void;
  echo?: boolean;
  /** More environment (DATABASE_URL, TRUST_PROXY, SITE_URL, ...): several instances behind one proxy share these. */
  env?: Record<string, string>;
  /** Share a DATA_DIR with another instance instead of a fresh one (kept when this one stops). */
  dataDir?: string;
  adminPassword?: string;
}

export async function startTestServer({
  log = console.log,
  echo = false,
  env = {},
  ...opts
}: TestServerOptions = {}): Promise<TestServer> {
  buildIfStale(log);
  const work = mkdtempSync(join(tmpdir(), 'site-test-'));
  const clientDir = join(work, 'client');
  const dataDir = opts.dataDir ?? join(work, 'data');
  copyClient(clientDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminPassword = opts.adminPassword ?? `Test-${randomBytes(6).toString('hex')}-pw`;
  let out = '';
  // As `npm run serve` runs it: without Node's start-time source maps (platform/source-stack.ts maps logged
  // failures instead). NODE_OPTIONS=--enable-source-maps, passed through, maps a crash's own stack too.
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      ADMIN_PASSWORD: adminPassword,
      NODE_ENV: 'production',
      // The suite's servers render hundreds of pages on a machine whose cores its other files keep busy;
      // recompressing them when one server is idle would take CPU from the rest (html-cache.test.ts tests it).
      PAGE_RECOMPRESS_IDLE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
    if (echo) process.stdout.write(b);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  const cleanup = () => {
    process.off('exit', kill);
    if (process.env.KEEP_DATA !== '1') rmSync(work, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      cleanup();
      throw new Error(`The test server exited (code ${child.exitCode}):\n${out}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      kill();
      cleanup();
      throw new Error(`The test server did not answer ${baseUrl}/api/health within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    baseUrl,
    adminPassword,
    dataDir,
    output: () => out,
    signal: (sig) =>
      new Promise((r) => {
        if (child.exitCode !== null || child.signalCode !== null) return r(child.exitCode);
        child.once('exit', (code) => r(code));
        child.kill(sig);
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise<void>((r) => {
          const t = setTimeout(() => {
            kill();
            r();
          }, 4000);
          child.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
      cleanup();
    },
  };
}
