import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { FIRST_ADMIN_USERNAME } from '../../api/auth/first-admin';
import { createSession } from '../../api/auth/sessions';
import type { AppConfig } from '../../api/config';
import type { ManifestSource } from '../../media/manifest';
import { gallery, home } from '../../site-config/media';
import { silentLogger } from '../../api/logging';
import { composeServer } from '../compose';
import { testDatabase } from './database';
export const SITE = 'http://media.test';

/** A small page set with one target of each kind, named by the real conventions. */
export const fixturePages: ManifestSource[] = [
  { path: '/', label: 'Home', meta: { title: 'Home' }, blocks: [{ props: { slides: [{ media: home.heroVideo('prefab-units', 1), alt: 'Hero' }] } }] },
  {
    path: '/gallery',
    label: 'Gallery',
    meta: { title: 'Gallery' },
    blocks: [
      { props: { items: [1, 2].map((n) => ({ media: gallery.productImage('prefab-units', n), alt: `Prefab unit ${n}`, title: `Prefab Product ${n}` })) } },
      { props: { videos: [gallery.projectVideo('prefab-units', 1)], catalog: gallery.catalog('prefab-units') } },
    ],
  },
];

/** The whole app, composed as in production, on a temp DATA_DIR with a signed-in admin and the upload targets of `pages`. */
export async function mediaTestApp(pages: ManifestSource[] = fixturePages) {
  const dataDir = mkdtempSync(join(tmpdir(), 'media-test-'));
  const config: AppConfig = { port: 0, host: 'localhost', dataDir, siteUrl: SITE, secureCookies: false, production: true, trustProxy: 0, ...testDatabase() };
  const server = await composeServer({ config, assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } }, manifestPages: pages, log: () => {}, logger: silentLogger() });
  const { app } = server;
  const { db, media: store } = server.deps;
  const user = await db.selectFrom('adminUsers').select('id').where('username', '=', FIRST_ADMIN_USERNAME).executeTakeFirstOrThrow();
  const session = await createSession(db, user.id);
  const cookie = `sid=${session.id}`;

  function form(fields: { targetPath?: string; fileName?: string; file?: Blob | Uint8Array | string }, filename = 'upload.bin') {
    const fd = new FormData();
    if (fields.targetPath !== undefined) fd.append('targetPath', fields.targetPath);
    if (fields.fileName !== undefined) fd.append('fileName', fields.fileName);
    if (fields.file !== undefined) fd.append('file', fields.file instanceof Blob ? fields.file : new Blob([fields.file as BlobPart]), filename);
    return fd;
  }

  async function upload(fields: Parameters<typeof form>[0], headers: Record<string, string> = { cookie, origin: SITE }) {
    const res = await app.request(`${SITE}/api/admin/upload-file`, { method: 'POST', body: form(fields), headers });
    return { status: res.status, body: (await res.json()) as { status: string; message: string; url?: string } };
  }

  /** Every file under DATA_DIR/uploads and the temp folder (to prove a refusal wrote nothing). */
  const files = () => {
    const list = (dir: string): string[] => {
      try {
        return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name));
      } catch {
        return [];
      }
    };
    return [...list(store.root), ...list(store.tmpDir)];
  };

  return {
    app,
    db,
    store,
    dataDir,
    cookie,
    form,
    upload,
    files,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real JPEG/PNG/WebP of a given size and colour. */
export function testImage(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 750, color = '#2f6f4f') {
  const img = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'jpeg' ? img.jpeg() : format === 'png' ? img.png() : img.webp()).toBuffer();
}

/** The smallest bytes that sniff as an MP4 (ftyp box) and as a PDF. */
export const MP4_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2'), Buffer.alloc(2048, 7)]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Who took a photo and where, as phones and cameras write it; none of it may be served. */
export const PHOTO_AUTHOR = 'Jane Wambui Photographer';
const PHOTO_EXIF = {
  IFD0: { Make: 'Canon', Model: 'EOS R5 Secret Body', Artist: PHOTO_AUTHOR, Copyright: PHOTO_AUTHOR },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 2533/100', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 1234/100' },
};
const PHOTO_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHOTO_AUTHOR}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A photo carrying EXIF (camera, author, GPS) and XMP, optionally turned by an
 * EXIF orientation (6: the camera was held upright, the pixels lie on their
 * side), in a Display P3 colour profile, or in CMYK (JPEG only).
 */
export async function photoWithMetadata(
  format: 'jpeg' | 'png' | 'webp',
  { width = 1200, height = 800, color = '#c83232', orientation, profile }: { width?: number; height?: number; color?: string; orientation?: number; profile?: 'p3' | 'cmyk' } = {},
) {
  let img = sharp({ create: { width, height, channels: 3, background: color } });
  if (profile === 'cmyk') img = img.toColourspace('cmyk');
  img = img.withExif(PHOTO_EXIF).withXmp(PHOTO_XMP);
  if (orientation) img = img.withMetadata({ orientation });
  if (profile === 'p3') img = img.withIccProfile('p3');
  return (format === 'jpeg' ? img.jpeg({ quality: 95 }) : format === 'png' ? img.png() : img.webp({ quality: 95 })).toBuffer();
}

/** A JPEG segment (APPn, COM...) with its marker and length, to splice into a file. */
export const jpegSegment = (marker: number, body: string | Buffer) => {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** `segments` inserted right after the start-of-image marker, and `trailer` after the end of the image. */
export const spliceJpeg = (jpeg: Buffer, segments: Buffer[], trailer: Buffer = Buffer.alloc(0)) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2), trailer]);

function pngChunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid PNG of width × height black pixels that is about a thousandth of
 * its decoded size (16000 × 16000: ~1 MB on disk, 768 MB decoded): one
 * compressed row repeated, which deflate allows because every back-reference
 * points at zeros whichever copy it is in.
 */
export function pngBomb(width: number, height: number): Buffer {
  const rowBytes = 1 + width * 3;
  const block = deflateRawSync(Buffer.alloc(rowBytes), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((rowBytes * height) % 65521) * 65536 + 1) >>> 0);
  const zlib = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(height).fill(block), Buffer.from([0x03, 0x00]), adler]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', zlib), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A real small JPEG whose frame header claims width × height: what a reader
 * of headers sees, while the data holds far fewer pixels (decoding it fails).
 */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await testImage('jpeg', 64, 64));
  for (let i = 2; i + 9 < jpeg.length; ) {
    const marker = jpeg[i + 1];
    const length = jpeg.readUInt16BE(i + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + length;
  }
  throw new Error('no frame header in the test JPEG');
}

/** A real small lossy WebP whose frame header claims width × height (up to 16383 each). */
export async function webpClaiming(width: number, height: number): Promise<Buffer> {
  const webp = Buffer.from(await testImage('webp', 64, 64));
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('the test WebP is not a simple lossy one');
  webp.writeUInt16LE(width & 0x3fff, 26);
  webp.writeUInt16LE(height & 0x3fff, 28);
  return webp;
}
