import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../deps';
import { couldBeStored } from '../../media/folders';
import { BUILTIN_ASSETS_DIR, type MediaStore } from '../../media/store';
import type { ChangeFollower } from '../../platform/change-follower';
import { serveBlob } from './serve-uploads';
import { mountShareImages } from './share-image-route';
import { onlySiteMedia } from './upload-types';

/** How long a request for a file this instance does not have waits for the change feed before its 404. */
export const MISS_CATCH_UP_MS = 1500;

/**
 * GET /uploads/*: the site's media, from the folder or the bucket, and the built-in placeholder image.
 *
 * Another instance may have pointed a slot at a new file a moment ago, and sent a page that names the file's
 * variants, its poster or its phone rendition, before this instance's content poll. So on a miss the route reads
 * the change feed at once (one pass for every request that missed meanwhile) and serves again when the address
 * now names another stored file: a 404 is never one a browser or a CDN keeps wrongly. The catch-up never hurries
 * a retry of a change that failed (a bucket that is down is not asked more often because files are missing).
 * A name nothing the site stores can have (not a slot, a library file or a derived file) is a 404 at once:
 * neither the store nor the feed is asked, so made-up names cost nothing.
 */
export function servedUploads(
  media: MediaStore,
  changes: Pick<ChangeFollower, 'catchUp'>,
  isSharedPicture?: (slot: string) => boolean,
) {
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
  /** Where the bytes of an address live now, as the folder (raw path) and the bucket (decoded) look for them. */
  const storedAt = (path: string) => {
    const raw = path.replace(/^\/uploads\//, '');
    let decoded = raw;
    try {
      decoded = decodeURIComponent(raw);
    } catch {}
    return `${media.storedKey(raw)}\0${media.storedKey(decoded)}`;
  };
  const notFound = (c: Context) => c.json({ error: `No file at ${c.req.path}` }, 404);
  const possible = (path: string) => {
    try {
      return couldBeStored(decodeURIComponent(path.replace(/^\/uploads\//, '')));
    } catch {
      return false;
    }
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
      if (!possible(c.req.path)) return notFound(c);
      const tried = storedAt(c.req.path);
      const found = await serveStored(c);
      if (found) return found;
      // The poll can also land while this request waits: whoever applied the change, a new place is tried.
      await changes.catchUp(MISS_CATCH_UP_MS, false);
      if (storedAt(c.req.path) !== tried) return (await serveStored(c)) ?? notFound(c);
      return notFound(c);
    },
  );
  app.get('/uploads/*', (c) => c.json({ error: `No file at ${c.req.path}` }, 404));
  mountShareImages(app, media, isSharedPicture);
  return app;
}
