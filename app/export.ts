import { cpSync, createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../api/config';
import { silentLogger } from '../api/logging';
import { assetsFromManifest } from '../engine/server/assets';
import { assetIdOfKey, shippedInExport, slotFileCopies } from '../media/asset-files';
import { assetRefsIn } from '../media/asset-refs';
import { listMediaRecords } from '../media/records';
import { BUILTIN_ASSETS_DIR } from '../media/store';
import { aliasPrefixes } from '../site-config/routes';
import { CLIENT_ENTRIES } from './client/entries';
import { composeServer } from './compose';

/**
 * The public site as static files for any static host or CDN: every page
 * reachable from the sitemap and its links (aliases included) as
 * path/index.html, the 404 page, sitemap.xml, robots.txt, the built assets,
 * the favicon and placeholder, the uploads and the pictures shared links show. Rendered by the same server
 * code as the live site. With `apiOrigin`, pages carry
 * <meta name="api-origin">, so the contact form and the chat button call
 * that API (which allows the site's origin, SITE_URL, cross-origin).
 */
export interface ExportResult {
  pages: string[];
  files: number;
}

const INTERNAL = /^\/(api|admin|assets|uploads)(\/|$)/;

export async function exportSite(opts: {
  config: AppConfig;
  clientDir: string;
  outDir: string;
  apiOrigin?: string;
  log?: (s: string) => void;
}): Promise<ExportResult> {
  const log = opts.log ?? (() => {});
  const server = await composeServer({
    // The export writes its own folder; the mirror's consumer is the running site's.
    config: { ...opts.config, mirrorDir: undefined },
    clientDir: opts.clientDir,
    assets: assetsFromManifest(opts.clientDir, CLIENT_ENTRIES),
    log: () => {},
    logger: silentLogger(),
  });
  try {
    const base = new URL(opts.config.siteUrl).origin;
    const get = (path: string) => server.app.request(`${base}${path}`);
    const sitemap = await (await get('/sitemap.xml')).text();
    const queue = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1].replace(/&amp;/g, '&')).pathname,
    );
    // Aliases are not linked from the pages, but people and search engines know them.
    for (const page of server.pages.filter((p) => p.layout === 'site')) queue.push(...page.aliases);
    for (const { from, to } of aliasPrefixes)
      for (const path of [...queue])
        if (path === to || path.startsWith(`${to}/`)) queue.push(from + path.slice(to.length));
    const seen = new Set<string>();
    const meta = opts.apiOrigin ? `<meta name="api-origin" content="${opts.apiOrigin.replace(/"/g, '&quot;')}">` : '';
    const withMeta = (html: string) => (meta ? html.replace('<head>', `<head>${meta}`) : html);
    const write = (file: string, body: string | Buffer) => {
      const full = join(opts.outDir, file);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, body);
    };

    // The pictures shared links show (engine/share.ts) are made by the server; the export writes them as files.
    const sharePictures = new Set<string>();
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path) || INTERNAL.test(path)) continue;
      seen.add(path);
      const res = await get(path);
      if (res.status !== 200)
        throw new Error(`${path} answered ${res.status}; the export needs every linked page to render`);
      const html = await res.text();
      write(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, withMeta(html));
      log(`page ${path}`);
      for (const m of html.matchAll(/<meta property="og:image" content="[^"]*?(\/share-image\/[^"?]+)/g))
        sharePictures.add(m[1]);
      for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) {
        const next = m[1].replace(/\/+$/, '') || '/';
        if (!seen.has(next) && !INTERNAL.test(next) && !/\.[a-z0-9]+$/i.test(next)) queue.push(next);
      }
    }
    for (const picture of sharePictures) {
      const res = await get(picture);
      if (res.status === 200) write(picture.slice(1), Buffer.from(await res.arrayBuffer()));
    }
    const notFound = await get('/this-page-is-not-part-of-the-site');
    write('404.html', withMeta(await notFound.text()));
    write('sitemap.xml', sitemap);
    write('robots.txt', await (await get('/robots.txt')).text());

    cpSync(join(opts.clientDir, 'assets'), join(opts.outDir, 'assets'), { recursive: true });
    cpSync(join(BUILTIN_ASSETS_DIR, 'favicon.svg'), join(opts.outDir, 'favicon.svg'));
    mkdirSync(join(opts.outDir, 'uploads'), { recursive: true });
    cpSync(join(BUILTIN_ASSETS_DIR, 'placeholder.jpg'), join(opts.outDir, 'uploads/placeholder.jpg'));
    // From the folder or the bucket alike: the stored files under uploads/, of the library only what published pages show.
    // The library files published pages show, and those the page files' named slots show.
    const shown = assetRefsIn(server.pages);
    const records = await listMediaRecords(server.deps.db);
    for (const rec of records) if (rec.assetUrl) shown.add(rec.assetUrl);
    const published = new Set([...shown].map((url) => assetIdOfKey(url.slice('/uploads/'.length))!));
    const copy = async (outKey: string, storedKey: string) => {
      const found = await server.deps.media.blobs.read(storedKey);
      if (!found) return;
      const out = join(opts.outDir, 'uploads', outKey);
      mkdirSync(dirname(out), { recursive: true });
      await pipeline(found.body, createWriteStream(out));
    };
    for await (const m of server.deps.media.blobs.list())
      if (shippedInExport(m.key, published)) await copy(m.key, m.key);
    // Pages print a named slot's own addresses: the library file it names is written there too.
    for (const rec of records)
      if (rec.assetUrl)
        for (const [outKey, storedKey] of slotFileCopies(server.deps.media, rec.url)) await copy(outKey, storedKey);
    return { pages: [...seen].sort(), files: seen.size + 3 };
  } finally {
    await server.close();
  }
}
