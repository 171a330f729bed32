import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { loadConfig } from '../api/config';
import { buildServer } from '../api/server';
import { assetsFromManifest } from '../engine/server/assets';

/** Production server: serves the built client, the API and every page on PORT/HOST. */
const config = loadConfig();
const clientDir = resolve('dist/client');
const server = await buildServer({ config, clientDir, assets: assetsFromManifest(clientDir) });
const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Site and API on ${config.siteUrl} (listening on ${info.address}:${info.port}; data in ${config.dataDir})`);
});
const stop = () => {
  http.close(() => void server.close().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
