import { resolve } from 'node:path';

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
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
  };
}
