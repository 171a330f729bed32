import type { Hono } from 'hono';
import { SHARE_IMAGE_PREFIX } from '../../engine/share';
import { QueueFullError } from '../../media/job-queue';
import { createShareImages } from '../../media/share-image';
import type { MediaStore } from '../../media/store';

/**
 * GET /share-image/<slot path>: the 1200 × 630 JPEG a shared link shows
 * (media/share-image.ts), for the apps that fetch a page's og:image. Only
 * stored images answer, and with `isShared` (the composition root's) only the picture a live page shares; the ?v= in the address the page prints changes with
 * the photo and its focal point, so such an answer is kept for a year.
 */
// biome-ignore lint/suspicious/noExplicitAny: mounted on the app whatever its variables
export function mountShareImages(app: Hono<any>, media: MediaStore, isShared?: (slot: string) => boolean) {
  const images = createShareImages(media);
  app.get(`${SHARE_IMAGE_PREFIX}*`, async (c) => {
    const notFound = () => c.json({ error: `No picture at ${c.req.path}` }, 404);
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice(SHARE_IMAGE_PREFIX.length));
    } catch {
      return notFound();
    }
    if (!rel || rel.split('/').some((part) => part === '' || part === '.' || part === '..')) return notFound();
    if (isShared && !isShared(`/uploads/${rel}`)) return notFound();
    let jpeg: Buffer | undefined;
    try {
      jpeg = await images.render(`/uploads/${rel}`);
    } catch (err) {
      if (err instanceof QueueFullError)
        return c.json({ error: 'The server is busy making pictures; try again in a few seconds.' }, 503, {
          'Retry-After': '5',
        });
      throw err;
    }
    if (!jpeg) return notFound();
    return c.body(new Uint8Array(jpeg), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': c.req.query('v') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });
}
