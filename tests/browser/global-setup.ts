import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    wsEndpoint: string;
    dataDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const log = (s: string) => console.log(`[browser suite] ${s}`);

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
      else if (/\.(tsx?|css|svg)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const d of ['engine', 'blocks', 'site-config', 'api/schemas']) walk(join(root, d));
  for (const f of ['vite.config.ts', 'package-lock.json']) if (existsSync(join(root, f))) newest = Math.max(newest, statSync(join(root, f)).mtimeMs);
  return newest;
}

function buildIfStale() {
  const manifest = join(root, 'dist/client/.vite/manifest.json');
  if (process.env.SKIP_BUILD !== '1' && (!existsSync(manifest) || statSync(manifest).mtimeMs < newestSource())) {
    log('dist/ is missing or older than the sources: building the client');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed; the browser suite needs a built client');
  }
}

/** A private copy of dist/client, checked against its own manifest (another build may be writing dist/ right now). */
function copyClient(to: string) {
  for (let attempt = 1; ; attempt++) {
    rmSync(to, { recursive: true, force: true });
    cpSync(join(root, 'dist/client'), to, { recursive: true });
    try {
      const manifest = JSON.parse(readFileSync(join(to, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
      const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
      if (files.every((f) => existsSync(join(to, f)))) return;
    } catch {
      /* copied mid-build */
    }
    if (attempt >= 5) throw new Error('Could not copy a consistent client build from dist/client (is a build running?)');
    spawnSync('sleep', ['3']);
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server did not answer ${url}/api/health within 60 s:\n${output()}`);
}

/**
 * Once per browser-suite run: build the client if stale, start ONE production
 * server (tests/browser/server.ts, i.e. scripts/start.ts on a private copy
 * of the client build) on a free port with a temporary DATA_DIR and
 * ADMIN_PASSWORD, and ONE Chromium that every test file connects to. The
 * teardown stops both and removes the data folder, also after failures.
 */
export default async function setup(project: TestProject) {
  buildIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'browser-suite-'));
  const clientDir = join(dataDir, 'client');
  copyClient(clientDir);
  const adminPassword = `Test-${Math.random().toString(36).slice(2, 10)}-pw`;
  const baseUrl = `http://127.0.0.1:${port}`;
  let out = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/browser/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: baseUrl, DATA_DIR: join(dataDir, 'data'), CLIENT_DIR: clientDir, ADMIN_PASSWORD: adminPassword, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
    if (process.env.SERVER_LOG === '1') process.stdout.write(b);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const killServer = () => {
    if (server.exitCode === null && !server.killed) server.kill('SIGKILL');
  };
  process.once('exit', killServer);

  let browser: BrowserServer | undefined;
  try {
    await waitForHealth(baseUrl, server, () => out);
    browser = await chromium.launchServer({ executablePath: findChromium({ log }), args: CHROMIUM_ARGS });
  } catch (err) {
    killServer();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  log(`server on ${baseUrl} (data in ${dataDir}); Chromium at ${browser.wsEndpoint()}`);

  project.provide('baseUrl', baseUrl);
  project.provide('adminPassword', adminPassword);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('dataDir', join(dataDir, 'data'));

  return async () => {
    await browser?.close().catch(() => {});
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise<void>((r) => {
        const t = setTimeout(() => {
          killServer();
          r();
        }, 4000);
        server.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    process.off('exit', killServer);
    if (process.env.KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
    if (/Error|failed/i.test(out) && process.env.SERVER_LOG !== '1') log(`server log (last lines):\n${out.split('\n').slice(-30).join('\n')}`);
  };
}
