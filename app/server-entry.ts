import { useBundledPages } from './content';
import { startServer } from './server';

/**
 * The compiled server's entry (npm run build bundles it to dist/server/server.mjs;
 * npm start runs it with plain node). The bundler turns the glob below into a
 * table of every page file, so pages load without a TypeScript loader.
 */
const pageModules = import.meta.glob<{ default?: unknown }>(
  ['../site-config/pages/**/*.page.ts', '../site-config/system/**/*.page.ts'],
  { eager: true },
);
// biome-ignore lint/correctness/useHookAtTopLevel: useBundledPages is a setter of the page source, not a React hook
useBundledPages(
  Object.fromEntries(Object.entries(pageModules).map(([file, mod]) => [file.replace(/^\.\.\//, ''), async () => mod])),
);

await startServer({ clientDir: process.env.CLIENT_DIR });
