import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../api/config';
import { exportSite } from '../app/export';

/**
 * npm run export -- DIR: the public site as static files (run npm run build
 * first). Set SITE_URL to the static site's address, so canonical links and
 * the sitemap point there, and API_ORIGIN to the running API the contact form
 * should reach (its server runs with the same SITE_URL, which allows the
 * static site's origin). Reads DATA_DIR (or DATABASE_URL) for the stored
 * contact details and media.
 */
const out = process.argv[2];
if (!out || out.startsWith('-')) {
  console.error('Usage: SITE_URL=https://www.example.com API_ORIGIN=https://api.example.com npm run export -- DIR');
  process.exit(1);
}
const clientDir = resolve('dist/client');
if (!existsSync(`${clientDir}/.vite/manifest.json`)) {
  console.error('No client build in dist/client: run npm run build first.');
  process.exit(1);
}
const apiOrigin = process.env.API_ORIGIN?.replace(/\/$/, '');
if (apiOrigin && !/^https?:\/\/[^/]+$/.test(apiOrigin)) {
  console.error(`API_ORIGIN must be an origin like https://api.example.com, got "${process.env.API_ORIGIN}"`);
  process.exit(1);
}
if (!apiOrigin)
  console.warn('API_ORIGIN is not set: the exported contact form posts to /api/contact on the static host itself.');
const started = performance.now();
const result = await exportSite({
  config: loadConfig(),
  clientDir,
  outDir: resolve(out),
  apiOrigin,
  log: (s) => process.stdout.isTTY && process.stdout.write(`\r${s.padEnd(70)}`),
});
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(
  `Exported ${result.pages.length} pages, the 404 page, assets and uploads to ${resolve(out)} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
