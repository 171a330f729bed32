/**
 * The media types the site makes and serves, by file extension: uploads are
 * stored, sent to a bucket and served from /uploads under these, and nothing
 * else is served from there (api/media/upload-types.ts).
 */
export const SITE_MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** The type a name's extension gives, or undefined when the site makes no such file. */
export function siteMediaTypeOf(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? SITE_MEDIA_TYPES[name.slice(dot + 1).toLowerCase()] : undefined;
}
