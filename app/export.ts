import { cpSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../api/config';
import { assetsFromManifest } from '../engine/server/assets';
import { SHARE_IMAGE_PREFIX } from '../engine/share';
import { assetIdOfKey, shippedInExport, slotFileCopies } from '../media/asset-files';
import { assetRefsIn } from '../media/asset-refs';
import { listMediaRecords } from '../media/records';
import { createShareImages } from '../media/share-image';
import { BUILTIN_ASSETS_DIR } from '../media/store';
import { CLIENT_ENTRIES } from './client/entries';
import { composeWithoutWorkers } from './compose';
import { mirrorFile, mirrorRenderer } from './live/static-mirror';

/**
 * The public site as static files for any static host or CDN, written by the
 * static mirror's own renderer (app/live/static-mirror.ts) once: every public page
 * and its aliases as path/index.html, the 404 page, sitemap.xml, robots.txt
 * (and the mirror's offline page and nginx maps, for a host that runs nginx),
 * then the built assets, the favicon and placeholder, the uploads and the
 * pictures shared links show. It reads the database and the media store as
 * they are (DATA_DIR or DATABASE_URL, MEDIA_STORE), without starting a server.
 * With `apiOrigin`, pages carry <meta name="api-origin">, so the contact form
 * and the chat button call that API (which allows the site's origin,
 * SITE_URL, cross-origin).
 */
export interface ExportResult {
  pages: string[];
  files: number;
}

export async function exportSite(opts: {
  config: AppConfig;
  clientDir: string;
  outDir: string;
  apiOrigin?: string;
  log?: (s: string) => void;
}): Promise<ExportResult> {
  const log = opts.log ?? (() => {});
  // The worker-less mode of the composition root: the same start-up loading as the server's, read once.
  const { data, live, site, close } = await composeWithoutWorkers({
    config: opts.config,
    assets: assetsFromManifest(opts.clientDir, CLIENT_ENTRIES),
  });
  try {
    const base = new URL(opts.config.siteUrl).origin;
    const meta = opts.apiOrigin ? `<meta name="api-origin" content="${opts.apiOrigin.replace(/"/g, '&quot;')}">` : '';
    // The mirror's renderer, writing everything once: every public page and alias, the 404 page, the sitemap,
    // robots.txt, the offline page and nginx's redirect maps. A static host gets no compressed copies.
    const pages = await mirrorRenderer({
      dir: opts.outDir,
      request: async (path) => {
        log(`page ${path}`);
        return site.app.request(`${base}${path}`);
      },
      pages: live.sitePages.pages,
      shell: live.navigation.shell,
      redirects: () => live.redirects.map,
      contact: () => data.contactDetails.get(),
      compressed: false,
      transform: (html) => (meta ? html.replace('<head>', `<head>${meta}`) : html),
    }).rebuild(data.startPosition);
    const write = (file: string, body: string | Buffer) => {
      const full = join(opts.outDir, file);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, body);
    };

    // The pictures shared links show (engine/share.ts) are made by the server; the export writes them as files.
    const sharePictures = new Set<string>();
    for (const path of pages) {
      const html = readFileSync(join(opts.outDir, mirrorFile(path)), 'utf8');
      for (const m of html.matchAll(/<meta property="og:image" content="[^"]*?(\/share-image\/[^"?]+)/g))
        sharePictures.add(m[1]!);
    }
    const shareImages = createShareImages(data.media);
    for (const picture of sharePictures) {
      const jpeg = await shareImages.render(`/uploads/${decodeURIComponent(picture.slice(SHARE_IMAGE_PREFIX.length))}`);
      if (jpeg) write(picture.slice(1), jpeg);
    }

    cpSync(join(opts.clientDir, 'assets'), join(opts.outDir, 'assets'), { recursive: true });
    cpSync(join(BUILTIN_ASSETS_DIR, 'favicon.svg'), join(opts.outDir, 'favicon.svg'));
    mkdirSync(join(opts.outDir, 'uploads'), { recursive: true });
    cpSync(join(BUILTIN_ASSETS_DIR, 'placeholder.jpg'), join(opts.outDir, 'uploads/placeholder.jpg'));
    // From the folder or the bucket alike: the stored files under uploads/, of the library only what published pages show.
    // The library files published pages show, and those the page files' named slots show.
    const shown = assetRefsIn(live.sitePages.pages());
    const records = await listMediaRecords(data.db);
    for (const rec of records) if (rec.assetUrl) shown.add(rec.assetUrl);
    const published = new Set([...shown].map((url) => assetIdOfKey(url.slice('/uploads/'.length))!));
    const copy = async (outKey: string, storedKey: string) => {
      const found = await data.media.blobs.read(storedKey);
      if (!found) return;
      const out = join(opts.outDir, 'uploads', outKey);
      mkdirSync(dirname(out), { recursive: true });
      await pipeline(found.body, createWriteStream(out));
    };
    for await (const m of data.media.blobs.list()) if (shippedInExport(m.key, published)) await copy(m.key, m.key);
    // Pages print a named slot's own addresses: the library file it names is written there too.
    for (const rec of records)
      if (rec.assetUrl)
        for (const [outKey, storedKey] of slotFileCopies(data.media, rec.url)) await copy(outKey, storedKey);
    return { pages: pages.sort(), files: pages.length + 3 };
  } finally {
    await close();
  }
}
