import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../deps';
import type { DB } from '../db';
import { BUILTIN_ASSETS_DIR, type MediaStore } from '../../media/store';
import { getMediaRecord, toSlotRecord } from '../../media/records';
import { serveBlob } from './serve-uploads';
import { mountShareImages } from './share-image-route';
import { onlySiteMedia } from './upload-types';

/** GET /uploads/*: the site's media, from the folder or the bucket, and the built-in placeholder image. */
export function servedUploads(db: DB, media: MediaStore) {
  const app = new Hono<AppEnv>();
  // A named slot answers with the library file it names (served in place: the slot can name another file tomorrow).
  const fromFolder = serveStatic({
    root: media.root,
    rewriteRequestPath: (p) => `/${media.storedKey(p.replace(/^\/uploads\//, ''))}`,
  });
  const serveStored = async (c: Context): Promise<Response | undefined> => {
    if (media.blobs.kind !== 's3') return (await fromFolder(c, async () => {})) ?? undefined;
    const res = await serveBlob(c, media.blobs, media.storedKey);
    return res.status === 404 ? undefined : res;
  };
  const notFound = (c: Context) => c.json({ error: `No file at ${c.req.path}` }, 404);
  /** Reads the slot's record from the database, and keeps it when it names a file this instance did not know of. */
  const learnSlot = async (url: string) => {
    const rec = await getMediaRecord(db, url).catch(() => undefined);
    if (rec?.assetUrl && media.getRecord(url)?.assetUrl !== rec.assetUrl) media.setRecord(url, toSlotRecord(rec));
  };
  app.use('/uploads/*', onlySiteMedia);
  app.get('/uploads/placeholder.jpg', async (c, next) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return serveStatic({ root: BUILTIN_ASSETS_DIR, path: 'placeholder.jpg' })(c, next);
  });
  app.get(
    '/uploads/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) {
        c.header('Cache-Control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
    },
    async (c) => {
      const tried = media.getRecord(c.req.path)?.assetUrl;
      const found = await serveStored(c);
      if (found) return found;
      // Not known here yet: another instance may have pointed this slot at a file a moment ago, before this one's
      // content poll. The database is the shared truth; asked only on a miss, so a 404 is never one a CDN keeps wrongly.
      // The poll itself can land while this request waits; either way, a slot naming another file than the one tried
      // is served again.
      await learnSlot(c.req.path);
      if (media.getRecord(c.req.path)?.assetUrl !== tried) return (await serveStored(c)) ?? notFound(c);
      return notFound(c);
    },
  );
  app.get('/uploads/*', (c) => c.json({ error: `No file at ${c.req.path}` }, 404));
  mountShareImages(app, media);
  return app;
}
