import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, siteUrlWarning } from '../api/config';
import { assetsFromManifest } from '../engine/server/assets';
import { CLIENT_ENTRIES } from './client/entries';
import { composeWhenDatabaseReachable } from './wait-for-database';

export interface StartOptions {
  /** The built client to serve (default dist/client): the browser suite and the bench serve private copies. */
  clientDir?: string;
  /** Keep the first-admin lines and the listening line out of the output. */
  quiet?: boolean;
  onListening?: (port: number) => void;
}

/**
 * The production server: serves the built client, the API and every page on
 * PORT/HOST, and closes the database on SIGINT/SIGTERM.
 */
export async function startServer(opts: StartOptions = {}) {
  let config: ReturnType<typeof loadConfig>;
  let server: Awaited<ReturnType<typeof composeWhenDatabaseReachable>>;
  const clientDir = resolve(opts.clientDir ?? 'dist/client');
  try {
    config = loadConfig();
    // PostgreSQL down at start: the page files and the contact form are served meanwhile (app/wait-for-database.ts).
    server = await composeWhenDatabaseReachable({
      config,
      clientDir,
      assets: assetsFromManifest(clientDir, CLIENT_ENTRIES),
      log: opts.quiet ? () => {} : undefined,
    });
  } catch (err) {
    // A setting that cannot work is one clear line, not a stack trace in a restart loop.
    if (err instanceof ConfigError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const http = serve({ fetch: server.fetch, port: config.port, hostname: config.host }, (info) => {
    if (!opts.quiet) {
      console.log(
        `Site and API on ${config.siteUrl} (Node ${process.versions.node}; listening on ${info.address}:${info.port}; data in ${config.dataDir})`,
      );
      const warning = siteUrlWarning(process.env, config);
      if (warning) console.warn(warning);
    }
    opts.onListening?.(info.port);
  }) as Server;
  // An idle keep-alive connection stays open longer than the 5 s Node closes it after by default. A client that
  // sends its next request on a connection just as the server closes it gets a reset ("socket hang up") and no
  // answer: browsers send such a request again, but Node's and playwright's HTTP clients do not, and a proxy
  // that keeps connections to the app (nginx's upstream `keepalive`, 60 s) turns it into a 502 for the
  // visitor. The admin browser suite met it on a busy machine. Idle connections cost a socket each; a stop
  // closes them at once (below).
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above the keep-alive time, so that a request's headers are never timed out by a connection left idle.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Drain: no new connections, idle keep-alive ones closed, in-flight requests (an upload too)
    // get up to 10 s to finish; then the rest are cut (a cut upload leaves only its temp file,
    // which the next start clears) and the database is closed last.
    server.logger.info({ signal }, 'stopping: draining in-flight requests (up to 10 s)');
    const done = () =>
      void server
        .close()
        .catch(() => {})
        .then(() => {
          server.logger.flush();
          process.exit(0);
        });
    http.close(done);
    // A keep-alive connection whose request finishes during the drain would otherwise hold the close for its idle timeout.
    setInterval(() => http.closeIdleConnections(), 100).unref();
    http.closeIdleConnections();
    setTimeout(() => {
      server.logger.warn('stopping: requests still running after 10 s were cut');
      http.closeAllConnections();
      done();
    }, DRAIN_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return { server, http };
}

/** How long a keep-alive connection may stay idle: above the 60 s proxies keep theirs to the app. */
export const KEEP_ALIVE_MS = 65_000;

/** How long in-flight requests may run after SIGTERM. */
export const DRAIN_MS = 10_000;
