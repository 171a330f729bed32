import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '../blocks';
import { createSite } from '../engine/server/site';
import type { SiteAssets } from '../engine/server/assets';
import { loadPagesStrict, parseBlocks } from '../engine/pages';
import { contactDefaults } from '../site-config/company';
import { PAGE_DIRS, SYSTEM_PAGE_DIR, aliasPrefixes } from '../site-config/routes';
import { shell } from '../site-config/shell';
import { siteManifest } from '../media/manifest';
import { loadMediaRecords } from '../media/records';
import { createMediaStore } from '../media/store';
import { removeQuietly } from '../media/storage';
import { createApp } from './app';
import { ensureFirstAdmin } from './auth/first-admin';
import type { AppConfig } from './config';
import { createContactDetailsRepo } from './contact/details';
import { openDatabase } from './db';
import { apiModules } from './modules';

export interface BuildServerOptions {
  config: AppConfig;
  assets: SiteAssets;
  /** dist/client, for /assets; omitted in development (Vite serves them). */
  clientDir?: string;
  dev?: boolean;
  log?: (line: string) => void;
  root?: string;
}

/**
 * The composition root: opens and migrates the database, creates the first
 * admin, loads and validates every page, and builds the one Hono app that
 * serves pages, assets, uploads and the API.
 */
export async function buildServer(opts: BuildServerOptions) {
  const { config } = opts;
  const log = opts.log ?? console.log;
  const { db, sqlite } = await openDatabase(join(config.dataDir, 'site.db'));
  await ensureFirstAdmin(db, config.adminPassword, log);
  const contactDetails = createContactDetailsRepo(db, contactDefaults);
  await contactDetails.load();
  const media = createMediaStore({ root: join(config.dataDir, 'uploads') });
  mkdirSync(media.root, { recursive: true });
  const pages = await loadPagesStrict(registry, PAGE_DIRS, opts.root);
  const system = await loadPagesStrict(registry, [SYSTEM_PAGE_DIR], opts.root);
  const notFound = system.find((p) => p.meta.noindex);
  if (!notFound) throw new Error(`${SYSTEM_PAGE_DIR} needs the 'Page Not Found' page (meta.noindex: true)`);
  // Upload targets come from the pages; uploads cut off by a crash leave temp files only, cleared here.
  media.setManifest(siteManifest([...pages, ...system], [...shell.header, ...shell.footer]));
  await loadMediaRecords(db, media);
  await removeQuietly(media.tmpDir);
  const site = createSite({
    registry,
    pages,
    notFound,
    shell: {
      header: parseBlocks(registry, shell.header, 'site-config/shell.ts: header'),
      footer: parseBlocks(registry, shell.footer, 'site-config/shell.ts: footer'),
    },
    aliasPrefixes,
    siteUrl: config.siteUrl,
    assets: opts.assets,
    getSite: (path) => ({ path, contact: contactDetails.get() }),
    media: media.resolve,
    contentVersion: () => `${contactDetails.version}.${media.generation}`,
    cache: !opts.dev,
  });
  const deps = { db, media, config, contactDetails };
  const app = createApp({ ...deps, clientDir: opts.clientDir, site: site.app, modules: apiModules, dev: opts.dev });
  return {
    app,
    deps,
    site,
    pages,
    async close() {
      await db.destroy().catch(() => {});
      if (sqlite.open) sqlite.close();
    },
  };
}

export type Server = Awaited<ReturnType<typeof buildServer>>;
