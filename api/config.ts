import { resolve, join } from 'node:path';
import { ConfigError } from './config-error';
import { loadMailConfig, type MailConfig } from './notifications/config';

// Its own module so that the parts of the configuration kept elsewhere (mail) can throw it without importing this one.
export { ConfigError };

export interface AppConfig {
  port: number;
  host: string;
  /** Holds the SQLite file and the uploads. */
  dataDir: string;
  /** Absolute base URL for canonical links, the sitemap and the CSRF origin check. */
  siteUrl: string;
  /** Password for the first admin, used only when no admin exists yet. */
  adminPassword?: string;
  /** Cookies get Secure when the site is served over HTTPS. */
  secureCookies: boolean;
  production: boolean;
  /** postgres://user:pass@host:port/db selects PostgreSQL; unset keeps SQLite in dataDir. */
  databaseUrl?: string;
  /** Reverse proxies in front (TRUST_PROXY): their X-Forwarded-For and X-Forwarded-Proto are believed, nothing else. */
  trustProxy: number;
  /** The PostgreSQL schema for the tables (default: the server's search path); tests give each app its own. */
  databaseSchema?: string;
  /** E-mail notifications of new inquiries; absent means none are sent (tests that need mail set it). */
  mail?: MailConfig;
  /** MEDIA_STORE=s3: media in this bucket; absent keeps media in DATA_DIR/uploads. */
  s3?: S3Config;
  /** BACKUP_KEY: backups are signed with it, and a restore accepts only backups signed with it. */
  backupKey?: string;
  /** Limits on uploads (docs/security.md); absent means the defaults. */
  limits?: UploadLimits;
  /**
   * PAGE_RECOMPRESS_IDLE_MS (default 2000): after this long without a page
   * request, cached pages are recompressed with brotli's best (smaller, but
   * too slow to do while someone waits). 0 turns it off; absent here, off.
   */
  pageRecompressIdleMs?: number;
  /** Where the static mirror of the public site is written (MIRROR_DIR, default DATA_DIR/mirror; "off": none). */
  mirrorDir?: string;
  /**
   * MIRROR_LEASE_MS (default 30000): how long the instance writing the mirror holds it without renewing (it renews
   * every third of it). An instance that died is replaced by another this long after its last renewal.
   */
  mirrorLeaseMs?: number;
  /**
   * With MEDIA_STORE=s3, the static mirror is also written to the bucket under this prefix (MIRROR_S3_PREFIX,
   * default "mirror/"; "off": not to the bucket): hosts without a shared folder serve that copy.
   */
  mirrorPrefix?: string;
}

/** Limits an administrator may change through the environment (defaults sized for this site; see docs/security.md). */
export interface UploadLimits {
  /** VIDEO_MAX_SECONDS: the longest video accepted (default 600, ten minutes). */
  videoMaxSeconds: number;
  /** UPLOAD_UNFINISHED_PER_USER_MB: bytes one admin's unfinished resumable uploads may declare together (default 2048). */
  unfinishedPerUserMb: number;
  /** UPLOAD_UNFINISHED_TOTAL_MB: the same for all admins together (default 6144). */
  unfinishedTotalMb: number;
  /** UPLOAD_EXPIRY_HOURS: an unfinished resumable upload untouched this long is removed (default 3). */
  expiryHours: number;
  /** MIN_FREE_DISK_MB: below this much free space on DATA_DIR's disk, /api/ready fails (default 64). */
  minFreeDiskMb: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  videoMaxSeconds: 600,
  unfinishedPerUserMb: 2048,
  unfinishedTotalMb: 6144,
  expiryHours: 3,
  minFreeDiskMb: 64,
};

function limit(env: NodeJS.ProcessEnv, name: string, fallback: number, [min, max]: [number, number], unit: string) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a number of ${unit} from ${min} to ${max}, got "${raw}"`);
  return n;
}

export function loadUploadLimits(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  const d = DEFAULT_UPLOAD_LIMITS;
  return {
    videoMaxSeconds: limit(env, 'VIDEO_MAX_SECONDS', d.videoMaxSeconds, [1, 4 * 3600], 'seconds'),
    unfinishedPerUserMb: limit(env, 'UPLOAD_UNFINISHED_PER_USER_MB', d.unfinishedPerUserMb, [1, 1024 * 1024], 'MB'),
    unfinishedTotalMb: limit(env, 'UPLOAD_UNFINISHED_TOTAL_MB', d.unfinishedTotalMb, [1, 1024 * 1024], 'MB'),
    expiryHours: limit(env, 'UPLOAD_EXPIRY_HOURS', d.expiryHours, [0.1, 72], 'hours'),
    minFreeDiskMb: limit(env, 'MIN_FREE_DISK_MB', d.minFreeDiskMb, [0, 1024 * 1024], 'MB'),
  };
}

/** The bucket (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE); credentials come from the AWS SDK's usual chain. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

function trustProxy(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new ConfigError(`TRUST_PROXY must be the number of reverse proxies in front (0 to 10), got "${value}"`);
  return n;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL is not a URL; expected postgres://user:password@host:port/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// (got "${url.protocol}//"); leave it unset to use SQLite in DATA_DIR`,
    );
  }
  if (!url.hostname || url.pathname.length < 2)
    throw new ConfigError('DATABASE_URL needs a host and a database name: postgres://user:password@host:port/database');
  return value;
}

function mediaStore(env: NodeJS.ProcessEnv): S3Config | undefined {
  const kind = env.MEDIA_STORE || 'file';
  if (kind === 'file') return undefined;
  if (kind !== 's3')
    throw new ConfigError(`MEDIA_STORE must be "file" (DATA_DIR/uploads, the default) or "s3", got "${kind}"`);
  const bucket = env.S3_BUCKET ?? '';
  // The bucket naming rules S3 itself enforces: 3 to 63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must name the bucket for MEDIA_STORE=s3 (3-63 lowercase letters, digits, dots, hyphens), got "${bucket}"`,
    );
  let endpoint: string | undefined;
  if (env.S3_ENDPOINT) {
    try {
      const url = new URL(env.S3_ENDPOINT);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
      endpoint = env.S3_ENDPOINT.replace(/\/$/, '');
    } catch {
      throw new ConfigError(
        `S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${env.S3_ENDPOINT}"`,
      );
    }
  }
  const path = (env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(path))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: path === 'true' || path === '1',
  };
}

function backupKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Short keys can be guessed offline from any signed archive.
  if (value.length < 16)
    throw new ConfigError(`BACKUP_KEY must be at least 16 characters (a long random phrase), got ${value.length}`);
  return value;
}

/**
 * The start's warning when SITE_URL is not set: every absolute address the site writes (canonical links,
 * the sitemap, the sharing pictures WhatsApp and Facebook fetch, e-mail links) then names this machine's
 * host and port, which is right on a developer's machine and wrong on a server.
 */
export function siteUrlWarning(env: NodeJS.ProcessEnv, config: Pick<AppConfig, 'siteUrl'>): string | undefined {
  if (env.SITE_URL) return undefined;
  return `SITE_URL is not set: links in the sitemap, canonical links and sharing previews name ${config.siteUrl}. On a server, set SITE_URL to the site's public address (e.g. https://www.example.co.ke).`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST ?? 'localhost';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const siteUrl = (env.SITE_URL ?? `http://${shownHost}:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    siteUrl,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    secureCookies: siteUrl.startsWith('https://'),
    production: env.NODE_ENV !== 'development',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    mail: loadMailConfig(env, siteUrl),
    s3: mediaStore(env),
    limits: loadUploadLimits(env),
    backupKey: backupKey(env.BACKUP_KEY),
    pageRecompressIdleMs: recompressIdleMs(env.PAGE_RECOMPRESS_IDLE_MS),
    mirrorLeaseMs: mirrorLeaseMs(env.MIRROR_LEASE_MS),
    ...(env.MIRROR_DIR === 'off'
      ? {}
      : { mirrorDir: resolve(env.MIRROR_DIR || join(env.DATA_DIR ?? './data', 'mirror')) }),
    ...(env.MEDIA_STORE === 's3' && env.MIRROR_S3_PREFIX !== 'off'
      ? { mirrorPrefix: mirrorPrefix(env.MIRROR_S3_PREFIX ?? 'mirror/') }
      : {}),
  };
}

/** A key prefix of the bucket: no leading slash, one trailing one, and not the bucket's root (the media live there). */
function mirrorPrefix(value: string): string {
  const prefix = `${value.replace(/^\/+|\/+$/g, '')}/`;
  if (prefix === '/' || !/^[A-Za-z0-9._\-/]+$/.test(prefix))
    throw new ConfigError(
      `MIRROR_S3_PREFIX must be a folder of the bucket such as "mirror/" (letters, digits, . _ - /), or "off"; got "${value}"`,
    );
  return prefix;
}

/**
 * The mirror's lease. Below 3 s a renewal (every third of it) late by a second on a busy host would hand the
 * mirror to another instance while this one still writes: harmless (every file is replaced whole), but work
 * done twice.
 */
function mirrorLeaseMs(value: string | undefined): number {
  if (value === undefined || value === '') return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 3000 || ms > 3_600_000)
    throw new ConfigError(
      `MIRROR_LEASE_MS must be a whole number of milliseconds from 3000 to 3600000 (default 30000), got "${value}"`,
    );
  return ms;
}

function recompressIdleMs(value: string | undefined): number {
  if (value === undefined || value === '') return 2000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000)
    throw new ConfigError(
      `PAGE_RECOMPRESS_IDLE_MS must be a whole number of milliseconds from 0 (off) to 3600000, got "${value}"`,
    );
  return ms;
}
