import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Hostile and realistic image files, made on the fly for the media tests and
 * the bench (scripts/bench/bomb.ts): photos carrying who took them and where,
 * and decompression bombs.
 */

const plainImage = (format: 'jpeg' | 'webp', width: number, height: number) => {
  const img = sharp({ create: { width, height, channels: 3, background: '#2f6f4f' } });
  return (format === 'jpeg' ? img.jpeg() : img.webp()).toBuffer();
};

/** Who took a photo and where, as phones and cameras write it; none of it may be served. */
export const PHOTO_AUTHOR = 'Jane Wambui Photographer';
const PHOTO_EXIF = {
  IFD0: { Make: 'Canon', Model: 'EOS R5 Secret Body', Artist: PHOTO_AUTHOR, Copyright: PHOTO_AUTHOR },
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '1/1 17/1 2533/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '36/1 49/1 1234/100',
  },
};
const PHOTO_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHOTO_AUTHOR}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A photo carrying EXIF (camera, author, GPS) and XMP, optionally turned by an
 * EXIF orientation (6: the camera was held upright, the pixels lie on their
 * side), in a Display P3 colour profile, or in CMYK (JPEG only).
 */
export async function photoWithMetadata(
  format: 'jpeg' | 'png' | 'webp',
  {
    width = 1200,
    height = 800,
    color = '#c83232',
    orientation,
    profile,
    texture = false,
  }: {
    width?: number;
    height?: number;
    color?: string;
    orientation?: number;
    profile?: 'p3' | 'cmyk';
    texture?: boolean;
  } = {},
) {
  // texture: soft noise instead of one flat colour, so the file is about the size of a real photo's.
  let img = texture
    ? sharp(
        await sharp({
          create: {
            width: Math.ceil(width / 8),
            height: Math.ceil(height / 8),
            channels: 3,
            background: color,
            noise: { type: 'gaussian', mean: 128, sigma: 50 },
          },
        })
          .raw()
          .toBuffer(),
        { raw: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3 } },
      ).resize(width, height, { kernel: 'cubic' })
    : sharp({ create: { width, height, channels: 3, background: color } });
  if (profile === 'cmyk') img = img.toColourspace('cmyk');
  img = img.withExif(PHOTO_EXIF).withXmp(PHOTO_XMP);
  if (orientation) img = img.withMetadata({ orientation });
  if (profile === 'p3') img = img.withIccProfile('p3');
  return (
    format === 'jpeg'
      ? img.jpeg({ quality: texture ? 88 : 95 })
      : format === 'png'
        ? img.png()
        : img.webp({ quality: 95 })
  ).toBuffer();
}

/** A JPEG segment (APPn, COM...) with its marker and length, to splice into a file. */
export const jpegSegment = (marker: number, body: string | Buffer) => {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** `segments` inserted right after the start-of-image marker, and `trailer` after the end of the image. */
export const spliceJpeg = (jpeg: Buffer, segments: Buffer[], trailer: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2), trailer]);

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
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(height).fill(block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real small JPEG whose frame header claims width × height: what a reader
 * of headers sees, while the data holds far fewer pixels (decoding it fails).
 */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await plainImage('jpeg', 64, 64));
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
  const webp = Buffer.from(await plainImage('webp', 64, 64));
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('the test WebP is not a simple lossy one');
  webp.writeUInt16LE(width & 0x3fff, 26);
  webp.writeUInt16LE(height & 0x3fff, 28);
  return webp;
}
