import { Hono } from 'hono';
import { sql } from 'kysely';
import { statfs } from 'node:fs/promises';
import { DEFAULT_UPLOAD_LIMITS, type AppConfig } from './config';
import { publicCors } from './cors';
import type { AppDeps, AppEnv } from './deps';
import { refuseControlCharacters, sizedJson } from './http';
import type { Logger } from './logging';
import { mirrorStatus } from './mirror-status';
import { clockStatus } from '../platform/database-clock';

/** A part of the API the host mounts: a sub-app with its full paths, or one made from the deps. */
// biome-ignore lint/suspicious/noExplicitAny: any feature's sub-app, whatever its routes' types
export type ApiModule = Hono<any, any, any> | ((deps: AppDeps) => Hono<any, any, any>);

/** 'ok', or why this instance is not to be trusted with traffic: it has fallen behind the change feed. */
function changesApplied(deps: AppDeps): string {
  const status = deps.changes.status();
  const limit = deps.changeLagLimitMs ?? 30_000;
  // Not a lag that may pass on its own: what this instance shows may predate the restore until everything is reloaded.
  if (status.movedBack)
    return `The database moved back in time (${status.movedBack}); this instance is reloading all content and may show pages the database no longer holds until then.`;
  if (status.behindMs <= limit) return 'ok';
  return `This instance has not shown a content change for ${Math.round(status.behindMs / 1000)} s (${status.failures} failed reloads); the server log says why.`;
}

/**
 * Whether DATA_DIR's disk has the room the server needs (MIN_FREE_DISK_MB):
 * the SQLite database, uploads on their way in and the contact spool all
 * live there, and a full disk makes every write fail.
 */
async function diskSpace(config: AppConfig): Promise<string> {
  const minMb = (config.limits ?? DEFAULT_UPLOAD_LIMITS).minFreeDiskMb;
  try {
    const fs = await statfs(config.dataDir);
    const freeMb = (fs.bavail * fs.bsize) / 1024 / 1024;
    if (freeMb >= minMb && fs.bavail > 0) return 'ok';
    return `The disk holding the site's data is full (${freeMb.toFixed(1)} MB free, less than the ${minMb} MB the server keeps in reserve); free some space or grow the disk.`;
  } catch (err) {
    console.error('readiness: the disk check failed:', err);
    return "The disk holding the site's data cannot be checked; the server log says why.";
  }
}

/**
 * Liveness (/api/health): the process answers. Readiness (/api/ready): the
 * database and the media store answer too, so a load balancer sends traffic
 * only to instances that can serve it.
 */
function healthRoutes(app: Hono<AppEnv>, deps: AppDeps, logger: Logger | undefined) {
  app.get('/api/health', (c) => sizedJson(c, { ok: true }));
  // The parts failing now, by the error they failed with: a load balancer probes every few seconds, so an
  // outage is logged when it starts (or its error changes) and when it ends, not as a stack trace per probe.
  const failing = new Map<string, string>();
  app.get('/api/ready', async (c) => {
    // The answer is public: it says which part fails in words; the error itself (paths, hosts) goes to the log.
    const check = async (name: string, part: () => Promise<unknown>) => {
      try {
        await part();
        if (failing.delete(name)) {
          if (logger) logger.info({ part: name }, 'readiness check passes again');
          else console.log(`readiness: the ${name} check passes again`);
        }
        return 'ok';
      } catch (err) {
        const said = err instanceof Error ? err.message : String(err);
        if (failing.get(name) !== said) {
          failing.set(name, said);
          if (logger) logger.error({ err, part: name }, 'readiness check failed');
          else console.error(`readiness: the ${name} check failed:`, err);
        }
        return `The ${name} cannot be used; the server log says why.`;
      }
    };
    const [database, media, disk] = await Promise.all([
      check('database', () => sql`select 1`.execute(deps.db)),
      check('media store', () => deps.media.blobs.check()),
      diskSpace(deps.config),
    ]);
    const feed = changesApplied(deps);
    // A published document that no longer passes is off the site: the deploy broke content, and says where.
    const problems = deps.documentProblems?.() ?? [];
    const documents = problems.length ? problems : 'ok';
    const ok = database === 'ok' && media === 'ok' && feed === 'ok' && disk === 'ok' && documents === 'ok';
    c.header('Cache-Control', 'no-store');
    // Reported, not a reason to take traffic away: visitors are served by the app meanwhile.
    const mirror = deps.mirror && mirrorStatus(deps.mirror.status());
    // Reported, not unready: every time instances compare is the database's (platform/database-clock.ts), so a
    // wrong host clock harms no shared data; only what this host stamps by itself (its log lines) is off.
    const { clock, skewMs } = clockStatus();
    return c.json(
      {
        ok,
        database,
        media,
        changes: feed,
        disk,
        documents,
        clock,
        clockSkewMs: skewMs,
        ...(mirror ? { mirror } : {}),
      },
      ok ? 200 : 503,
    );
  });
}

/**
 * The API as one sub-app for the HTTP host (app/http-host.ts) to mount:
 * health and readiness, the guards every API request passes (control
 * characters in the address, CORS on the two public endpoints, the change
 * feed's catch-up after a staff write), the feature modules in their order,
 * and a JSON 404 for any other /api address.
 */
export function createApi(deps: AppDeps, modules: ApiModule[], logger?: Logger) {
  const api = new Hono<AppEnv>();
  healthRoutes(api, deps, logger);

  // A staff write has committed its change to the feed: let this instance apply it before answering, so
  // the next page it serves shows it. Bounded, and never an error: the write stands whatever the reload does.
  api.use('/api/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await deps.changes.catchUp();
  });

  api.use('/api/*', refuseControlCharacters);

  const cors = publicCors(() => deps.config.siteUrl);
  api.use('/api/contact', cors);
  api.use('/api/contact-details', cors);

  for (const mod of modules) api.route('/', typeof mod === 'function' ? mod(deps) : mod);

  api.all('/api/*', (c) => c.json({ error: `No API endpoint ${c.req.method} ${c.req.path}` }, 404));
  return api;
}
