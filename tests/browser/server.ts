import { serve } from '@hono/node-server';
import { loadConfig } from '../../api/config';
import { buildServer } from '../../api/server';
import { assetsFromManifest } from '../../engine/server/assets';

/**
 * The browser suite's server: scripts/start.ts, but serving a private copy of
 * the client build (CLIENT_DIR), so another build of the shared dist/ during a
 * run cannot swap the asset files under the pages being tested.
 */
const config = loadConfig();
const clientDir = process.env.CLIENT_DIR!;
const server = await buildServer({ config, clientDir, assets: assetsFromManifest(clientDir), log: () => {} });
const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host });
const stop = () => {
  http.close(() => void server.close().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
