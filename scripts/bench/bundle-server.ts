import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { findPageFiles } from '../../engine/pages';
import { PAGE_DIRS, SYSTEM_PAGE_DIR } from '../../site-config/routes';

/**
 * Experiment (npm run bench -- --bundled-server): the production server
 * precompiled into one ES module run by plain `node`, to measure what the
 * server would cost without tsx (whose loader thread and transpile caches
 * hold ~90 MB). Page files are imported at run time by path
 * (engine/pages.ts), so the bundle maps each page file to a static import.
 * Not how `npm start` runs today: a recipe and a figure for the lead.
 */
export async function bundleServer(outDir: string): Promise<string> {
  const pageFiles = [...PAGE_DIRS, SYSTEM_PAGE_DIR].flatMap((d) => findPageFiles(resolve(d)));
  const pages: Plugin = {
    name: 'bench-static-pages',
    enforce: 'pre',
    transform(code, id) {
      if (!/engine[\\/]pages\.ts$/.test(id)) return null;
      const dynamicImport = 'await import(pathToFileURL(full).href)';
      if (!code.includes(dynamicImport)) throw new Error('engine/pages.ts no longer imports page files the way bundle-server.ts expects');
      const table = pageFiles.map((f) => `  ${JSON.stringify(f)}: () => import(${JSON.stringify(f)}),`).join('\n');
      return `const __pageModules: Record<string, () => Promise<{ default?: unknown }>> = {\n${table}\n};\n${code.replace(dynamicImport, 'await __pageModules[full]()')}`;
    },
  };
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [pages],
    build: {
      ssr: 'scripts/bench/serve.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { entryFileNames: 'serve.mjs', codeSplitting: false } },
    },
  });
  // media/store.ts finds its built-in files next to itself (import.meta.url).
  cpSync('media/assets', join(outDir, 'assets'), { recursive: true });
  return join(outDir, 'serve.mjs');
}
