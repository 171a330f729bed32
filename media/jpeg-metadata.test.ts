import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './jpeg-metadata';
import { PHOTO_AUTHOR, jpegSegment, photoWithMetadata, spliceJpeg } from './test-images';
import { testImage } from '../tests/support/media';

const author = Buffer.from(PHOTO_AUTHOR);
const clean = async () => Buffer.from(await testImage('jpeg', 160, 100, '#336699'));
const pixels = (b: Buffer) => sharp(b).raw().toBuffer();

describe('stripJpegMetadata', () => {
  it('leaves a JPEG with nothing to drop byte for byte the same', async () => {
    const jpeg = await clean();
    expect(stripJpegMetadata(jpeg)).toEqual(jpeg);
  });

  const jfifWithThumbnail = Buffer.concat([
    Buffer.from('JFIF\0\x01\x01\x00\x00\x01\x00\x01\x02\x02', 'latin1'),
    Buffer.alloc(12, 0x80),
  ]);
  it.each([
    ['EXIF in APP1', () => jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), author]))],
    ['XMP in APP1', () => jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${PHOTO_AUTHOR}</x:xmpmeta>`)],
    ['an ICC profile in APP2', () => jpegSegment(0xe2, `ICC_PROFILE\0\x01\x01${PHOTO_AUTHOR}`)],
    ['IPTC in APP13', () => jpegSegment(0xed, `Photoshop 3.0\0${PHOTO_AUTHOR}`)],
    ['a comment', () => jpegSegment(0xfe, PHOTO_AUTHOR)],
    [
      'a JFIF header with a thumbnail',
      () => Buffer.concat([jpegSegment(0xe0, jfifWithThumbnail), jpegSegment(0xe0, `JFXX\0\x10${PHOTO_AUTHOR}`)]),
    ],
    [
      'an Adobe segment with more than the colour transform',
      () => jpegSegment(0xee, `Adobe\0\x64\0\0\0\0\x01${PHOTO_AUTHOR}`),
    ],
    ['APP15', () => jpegSegment(0xef, PHOTO_AUTHOR)],
  ])('drops %s and keeps the image', async (_, segment) => {
    const jpeg = await clean();
    const dirty = spliceJpeg(jpeg, [segment()]);
    const out = stripJpegMetadata(dirty)!;
    expect(out.includes(author)).toBe(false);
    expect(await pixels(out)).toEqual(await pixels(jpeg));
  });

  it('drops what follows the end of the image (a second picture with its own EXIF)', async () => {
    const jpeg = await clean();
    const second = Buffer.from(await photoWithMetadata('jpeg', { width: 32, height: 32 }));
    const out = stripJpegMetadata(
      spliceJpeg(jpeg, [], Buffer.concat([second, Buffer.from('PK\x03\x04 appended zip')])),
    )!;
    expect(out).toEqual(jpeg);
  });

  it('copies progressive scans and restart markers intact, dropping segments between scans', async () => {
    const jpeg = Buffer.from(
      await sharp({
        create: {
          width: 300,
          height: 200,
          channels: 3,
          background: '#000000',
          noise: { type: 'gaussian', mean: 120, sigma: 40 },
        },
      })
        .jpeg({ progressive: true })
        .toBuffer(),
    );
    // A comment slipped in before the second scan.
    const second = jpeg.indexOf(Buffer.from([0xff, 0xda]), jpeg.indexOf(Buffer.from([0xff, 0xda])) + 2);
    expect(second).toBeGreaterThan(0);
    const dirty = Buffer.concat([jpeg.subarray(0, second), jpegSegment(0xfe, PHOTO_AUTHOR), jpeg.subarray(second)]);
    const out = stripJpegMetadata(dirty)!;
    expect(out).toEqual(jpeg);
  });

  it.each([
    ['not a JPEG', () => Buffer.from('GIF89a')],
    ['no end of image', async () => (await clean()).subarray(0, -2)],
    [
      'a segment longer than the file',
      async () => Buffer.concat([(await clean()).subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xff, 1, 2, 3])]),
    ],
    [
      'a segment length below 2',
      async () =>
        Buffer.concat([
          (await clean()).subarray(0, 2),
          Buffer.from([0xff, 0xe1, 0x00, 0x01]),
          (await clean()).subarray(2),
        ]),
    ],
    [
      'garbage where a marker should be',
      async () => Buffer.concat([(await clean()).subarray(0, 2), Buffer.from('garbage'), (await clean()).subarray(2)]),
    ],
    ['an end of image before any scan', () => Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a lone start marker', () => Buffer.from([0xff, 0xd8])],
  ])('answers undefined (re-encode instead) for %s', async (_, make) => {
    expect(stripJpegMetadata(await make())).toBeUndefined();
  });
});
