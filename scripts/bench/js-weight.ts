import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CLIENT_ENTRIES } from '../../app/client/entries';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Every file an entry can ever load (static and dynamic imports). */
function reachable(manifest: Record<string, ManifestChunk>, entry: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const c = manifest[key];
    if (!c) return;
    files.add(`/${c.file}`);
    [...(c.imports ?? []), ...(c.dynamicImports ?? [])].forEach(walk);
  };
  walk(entry);
  return files;
}

/** JS files only the admin entry can load: a public page must request none of them. */
export function adminOnlyFiles(clientDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const pub = reachable(manifest, CLIENT_ENTRIES.public);
  return new Set([...reachable(manifest, CLIENT_ENTRIES.admin)].filter((f) => !pub.has(f) && f.endsWith('.js')));
}

export interface JsWeight {
  route: string;
  /** JS requested by the time the page is loaded and idle, without scrolling. */
  initialGzip: number;
  initialFiles: string[];
  /** After scrolling to the bottom (every island near the viewport hydrated). */
  afterScrollGzip: number;
  adminFiles: string[];
  adminBytes: number;
  consoleErrors: string[];
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/**
 * Loads each page in Chromium at a phone's viewport and sums the gzipped size
 * of every script it requests, before and after scrolling through the page.
 */
export async function measureJs(base: string, routes: string[], adminOnly: Set<string>): Promise<JsWeight[]> {
  const browser: Browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const out: JsWeight[] = [];
  try {
    for (const route of routes) {
      const ctx = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      const page = await ctx.newPage();
      const scripts = new Map<string, number>();
      const consoleErrors: string[] = [];
      let phase: 'initial' | 'scroll' = 'initial';
      const initial = new Set<string>();
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      const bodies: Promise<void>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        const path = new URL(res.url()).pathname;
        if (phase === 'initial') initial.add(path);
        bodies.push(
          res.body().then(
            (b) => void scripts.set(path, gz(b)),
            () => void scripts.set(path, 0),
          ),
        );
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      phase = 'scroll';
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await Promise.all(bodies);
      const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + (scripts.get(f) ?? 0), 0);
      const adminFiles = [...scripts.keys()].filter((f) => adminOnly.has(f));
      out.push({
        route,
        initialGzip: sum(initial),
        initialFiles: [...initial],
        afterScrollGzip: sum(scripts.keys()),
        adminFiles,
        adminBytes: sum(adminFiles),
        consoleErrors,
      });
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
