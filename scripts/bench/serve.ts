import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { loadConfig } from '../../api/config';
import { buildServer } from '../../api/server';
import { assetsFromManifest } from '../../engine/server/assets';

/**
 * The production server exactly as scripts/start.ts builds it, but serving the
 * client from BENCH_CLIENT_DIR: the bench measures its own copy of the build,
 * so a teammate's `npm run build` (which empties dist/) cannot pull the
 * assets from under a running measurement.
 */
const config = loadConfig();
const clientDir = resolve(process.env.BENCH_CLIENT_DIR ?? 'dist/client');
const server = await buildServer({ config, clientDir, assets: assetsFromManifest(clientDir), log: () => {} });
const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`ready ${info.port}`);
});
const stop = () => {
  http.close(() => void server.close().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
