import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'vite';
import { loadConfig } from '../api/config';
import { CLIENT_ENTRIES } from '../app/client/entries';
import { composeServer } from '../app/compose';
import { devAssets } from '../engine/server/assets';

/**
 * npm run dev: Vite (hot reload for islands, admin and styles) in front of the
 * Hono app (pages, API, uploads) on one port. Run under "tsx watch" so server
 * code changes restart it.
 */
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const vite = await createServer({
  server: { middlewareMode: true, hmr: { port: config.port + 1 } },
  appType: 'custom',
});
const preamble = `<script type="module">import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;</script>`;
const server = await composeServer({ config, assets: devAssets(preamble, CLIENT_ENTRIES), dev: true });
const hono = getRequestListener(server.app.fetch);
createHttpServer((req, res) => vite.middlewares(req, res, () => hono(req, res))).listen(
  config.port,
  config.host,
  () => {
    console.log(`Dev server on ${config.siteUrl} (Vite HMR on port ${config.port + 1})`);
  },
);
