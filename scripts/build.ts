import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cpSync } from 'node:fs';
import { build } from 'vite';
import { CLIENT_ENTRIES } from '../app/client/entries';
import { checkPages } from '../app/content';

/**
 * Validates every page, builds the client with Vite, precompresses text
 * assets (brotli + gzip), and compiles the server into one ES module
 * (dist/server/server.mjs) that plain node runs: no TypeScript loader in
 * production, and ~90 MB less memory than running the sources through tsx.
 */
const started = performance.now();
const step = (s: string) => console.log(`[build] ${s} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

step('validating page files');
const { pages, problems } = await checkPages();
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`\nBuild stopped: ${problems.length} problem(s) in page files.`);
  process.exit(1);
}
step(`${pages.length} pages valid; building the client`);
await build({ logLevel: 'warn' });

const dir = 'dist/client/assets';
let count = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(dir, name);
  if (statSync(file).size < 1024) continue;
  const buf = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
  count++;
}
step(`client built; ${count} assets precompressed`);

// Code every public page loads (the entry and its static imports) must not carry zod;
// an island that validates forms (contact) may load it lazily, within the JS budget.
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[] }
>;
const publicFiles = new Set<string>();
const walk = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || publicFiles.has(chunk.file)) return;
  publicFiles.add(chunk.file);
  (chunk.imports ?? []).forEach(walk);
};
walk(CLIENT_ENTRIES.public);
const offenders = [...publicFiles].filter((f) =>
  /ZodError|\$ZodType/.test(readFileSync(join('dist/client', f), 'utf8')),
);
if (offenders.length) {
  console.error(
    `[build] zod is bundled into code every public page loads: ${offenders.join(', ')}. A component imports a schema at run time; use "import type".`,
  );
  process.exit(1);
}

/**
 * The pure-JavaScript packages the server imports (app/server-entry.ts and what it reaches), bundled.
 * The admin's own packages (the router, React Query, Radix) never run on the server: naming them here
 * bundled nothing and misled the reader. scheduler comes with react-dom.
 */
const BUNDLED_DEPENDENCIES = [
  'zod',
  'hono',
  '@hono/node-server',
  '@hono/zod-validator',
  'kysely',
  'react',
  'react-dom',
  'scheduler',
  'temporal-polyfill',
];
step('compiling the server');
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  // Pure-JavaScript dependencies go into the bundle: resolving and compiling
  // their hundreds of files one by one was most of the start time (ESM
  // loading ~0.5 s of ~1.1 s). Native addons (better-sqlite3, argon2, sharp),
  // packages that find files next to themselves (the ffmpeg binaries) and ones
  // loaded only for an optional backend (pg, the AWS SDK) stay external.
  ssr: { noExternal: BUNDLED_DEPENDENCIES },
  build: {
    ssr: 'app/server-entry.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      output: { entryFileNames: 'server.mjs', codeSplitting: false },
      // "use client" marks (Radix's files carry them) matter to React Server Components, which the server does not use.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
// media/store.ts finds the built-in placeholder and favicon next to itself (import.meta.url).
cpSync('media/assets', 'dist/server/assets', { recursive: true });
step('server compiled: dist/server/server.mjs');
