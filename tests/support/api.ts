import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../api/config';
import { silentLogger, type Logger } from '../../api/logging';
import type { MailConfig } from '../../api/notifications/config';
import { composeServer, type ComposeOptions } from '../../app/compose';
import { testSiteContent } from './content';
import { ADMIN_PASSWORD, migratedTestDatabase } from './database';
import { newDataDir, trackRunningApp } from './test-data';

export const TEST_SITE = 'http://localhost:3999';
export { ADMIN_PASSWORD };

export interface TestAppOptions {
  /** E-mail settings (default: none, so nothing is queued). */
  mail?: MailConfig;
  /** The outbox worker's clock, interval and lease. */
  outbox?: ComposeOptions['outbox'];
  /** Request logs (default: none). */
  logger?: Logger;
  /** A second instance on the same database and DATA_DIR; it leaves them to the first (or to the test) on close. */
  sameDataAs?: { config: AppConfig };
  /** Keep the DATA_DIR on close, so another app can start on it (a restart); it goes when the test file ends. */
  keepData?: boolean;
  contentPollMs?: number;
  /** MEDIA_STORE=s3: the bucket (a second instance takes the first's). */
  s3?: AppConfig['s3'];
  /** /api/ready's limit on an unapplied change (default 30 s). */
  changeLagLimitMs?: number;
  /** More page folders (fixtures), relative to the project root. */
  extraPageDirs?: string[];
  /** A database of the test's own (a PostgreSQL server it stops and starts), empty: migrated and given the first admin at start. */
  database?: Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>;
  /** How often the contact spool tries the database while it holds messages. */
  contactSpoolRetryMs?: number;
  /** Keep the static mirror in DATA_DIR/mirror (off by default: most tests do not look at it). */
  mirror?: boolean;
  /** With `s3`: also write the static mirror to the bucket under this prefix (MIRROR_S3_PREFIX). */
  mirrorPrefix?: string;
  /** Runs once the instance has loaded everything, just before it follows the change feed. */
  afterLoads?: () => Promise<void>;
  /** The instance's log lines (its workers' failures and retries; default: none). */
  log?: (line: string) => void;
}

/**
 * The whole app as production composes it, on a temporary DATA_DIR (tests
 * only): the first admin created from ADMIN_PASSWORD, and a small client that
 * keeps the session cookie like a browser.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  // A second instance on the same database and DATA_DIR, as behind a load balancer (or the same one restarted).
  const shared = opts.sameDataAs?.config;
  const dir = shared?.dataDir ?? newDataDir('admin-api-');
  const base: AppConfig = shared
    ? { ...shared }
    : {
        port: 3999,
        host: 'localhost',
        dataDir: dir,
        siteUrl: TEST_SITE,
        adminPassword: ADMIN_PASSWORD,
        secureCookies: false,
        production: true,
        trustProxy: 0,
        ...(opts.database ?? (await migratedTestDatabase(dir))),
      };
  const config: AppConfig = {
    ...base,
    mail: 'mail' in opts ? opts.mail : base.mail,
    ...(opts.s3 ? { s3: opts.s3 } : {}),
    ...(opts.mirror ? { mirrorDir: join(dir, 'mirror') } : {}),
    ...(opts.mirrorPrefix ? { mirrorPrefix: opts.mirrorPrefix } : {}),
  };
  const server = await composeServer({
    config,
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    log: opts.log ?? (() => {}),
    logger: opts.logger ?? silentLogger(),
    contentPollMs: opts.contentPollMs,
    changeLagLimitMs: opts.changeLagLimitMs,
    outbox: opts.outbox,
    content: await testSiteContent(opts.extraPageDirs),
    contactSpoolRetryMs: opts.contactSpoolRetryMs,
    afterLoads: opts.afterLoads,
  });
  const { app } = server;
  const { db, contactDetails, media, notifications } = server.deps;

  /** A request as a browser on the site would send it; `ip` fakes the socket's peer address. */
  async function request(
    method: string,
    path: string,
    opts: { body?: unknown; raw?: string; cookie?: string; headers?: Record<string, string>; ip?: string } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_SITE, ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
    const env = opts.ip ? { incoming: { socket: { remoteAddress: opts.ip } } } : undefined;
    const res = await app.request(`${TEST_SITE}${path}`, { method, headers, body }, env);
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields without a schema per route
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  /** Signs in and answers the Cookie header value for the new session. */
  async function login(username = 'admin', password = ADMIN_PASSWORD) {
    const res = await request('POST', '/api/admin/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return cookieFrom(res.headers);
  }

  return {
    app,
    server,
    db,
    config,
    contactDetails,
    media,
    notifications,
    request,
    login,
    close: trackRunningApp(async () => {
      await server.close();
      if (!shared && !opts.keepData) rmSync(dir, { recursive: true, force: true });
    }),
  };
}

export function cookieFrom(headers: Headers): string {
  const set = headers.get('set-cookie') ?? '';
  const m = /(?:^|,\s*)((?:__Host-)?sid)=([^;]*)/.exec(set);
  if (!m) throw new Error(`no session cookie in "${set}"`);
  return `${m[1]}=${m[2]}`;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
