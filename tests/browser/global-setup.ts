import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { checkDisabledFeatures, findSuiteChromium, SUITE_CHROMIUM_ARGS } from '../../scripts/lib/chromium';
import { freePort } from '../../scripts/lib/free-port';
import { startTestServer } from '../../scripts/lib/test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    wsEndpoint: string;
    /** The same Chromium's DevTools address on loopback, for pa11y's puppeteer (tests/browser/pa11y.ts). */
    devtoolsUrl: string;
    dataDir: string;
  }
}

const log = (s: string) => console.log(`[browser suite] ${s}`);

/**
 * Once per browser-suite run: ONE production server (scripts/lib/test-server.ts:
 * built if stale, private client copy, free port, temporary DATA_DIR and
 * ADMIN_PASSWORD) and ONE Chromium that every test file connects to. The
 * teardown stops both and removes the data, also after failures.
 * SERVER_LOG=1 echoes the server's output; KEEP_DATA=1 keeps its folder.
 */
export default async function setup(project: TestProject) {
  // No static mirror: on start it renders and compresses every page (about 3 processor seconds), and again
  // after each publish, for files no test here reads (nginx serves them in production). The servers project
  // runs it behind nginx (mirror-scale-out.test.ts), and app/live/static-mirror.test.ts checks what it writes.
  const server = await startTestServer({ log, echo: process.env.SERVER_LOG === '1', env: { MIRROR_DIR: 'off' } });
  let browser: BrowserServer;
  let devtoolsPort: number;
  try {
    // Playwright drives this Chromium through a pipe; the port (loopback only) lets pa11y's puppeteer attach to
    // a page a test already has open, so its check costs no second visit and no second browser.
    devtoolsPort = await freePort();
    browser = await chromium.launchServer({
      executablePath: findSuiteChromium({ log }),
      args: [...SUITE_CHROMIUM_ARGS, `--remote-debugging-port=${devtoolsPort}`, '--remote-debugging-address=127.0.0.1'],
    });
  } catch (err) {
    await server.stop();
    throw err;
  }
  try {
    checkDisabledFeatures(browser.process().spawnargs);
  } catch (err) {
    await browser.close();
    await server.stop();
    throw err;
  }
  log(`server on ${server.baseUrl} (data in ${server.dataDir}); Chromium ${browser.process().pid}`);

  project.provide('baseUrl', server.baseUrl);
  project.provide('adminPassword', server.adminPassword);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('devtoolsUrl', `http://127.0.0.1:${devtoolsPort}`);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await browser.close().catch(() => {});
    const out = server.output();
    await server.stop();
    if (/\bError\b|failed/.test(out) && process.env.SERVER_LOG !== '1')
      log(`server output (last lines):\n${out.split('\n').slice(-30).join('\n')}`);
  };
}
