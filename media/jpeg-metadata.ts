/**
 * Drops every metadata segment from a JPEG without decoding it: EXIF (camera,
 * GPS position, author, a thumbnail that may show the uncropped photo), XMP,
 * IPTC, ICC profiles, comments, and anything after the end of the image (the
 * extra pictures of multi-picture files, appended data). The compressed image
 * data is copied as it is, so a clean photo loses no quality and a file that
 * had nothing to drop comes out byte for byte the same.
 *
 * Only safe for a JPEG whose pixels need no change: one with an orientation
 * or a colour profile to apply is re-encoded instead (media/variants.ts).
 * Answers undefined for a structure it does not understand, so the caller
 * falls back to re-encoding rather than serving something half-cleaned.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

/** Markers with no length field: RST0–RST7 (inside scans), SOI, EOI, TEM. */
const standalone = (m: number) => (m >= 0xd0 && m <= 0xd9) || m === 0x01;

/**
 * Which segments stay: everything that describes the image data (tables,
 * frame and scan headers, restart interval), a bare JFIF header (version and
 * pixel density, without the optional thumbnail) and a standard Adobe segment
 * (it says how the colour components are coded; 12 bytes, nothing personal).
 */
function keep(marker: number, body: Buffer): boolean {
  if (marker === COM) return false;
  if (marker === APP0)
    return body.length === 14 && body.toString('latin1', 0, 5) === 'JFIF\0' && body[12] === 0 && body[13] === 0;
  if (marker === APP14) return body.length === 12 && body.toString('latin1', 0, 5) === 'Adobe';
  if (marker >= APP0 && marker <= APP15) return false;
  return true;
}

export function stripJpegMetadata(input: Buffer): Buffer | undefined {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== SOI) return undefined;
  const out: Buffer[] = [input.subarray(0, 2)];
  let i = 2;
  let sawScan = false;
  for (;;) {
    // Fill bytes (0xFF repeated) may precede a marker.
    if (i >= input.length || input[i] !== 0xff) return undefined;
    while (i < input.length && input[i] === 0xff) i++;
    if (i >= input.length) return undefined;
    const marker = input[i++];
    if (marker === EOI) {
      // Whatever follows the end of the image is dropped.
      out.push(Buffer.from([0xff, EOI]));
      return sawScan ? Buffer.concat(out) : undefined;
    }
    if (standalone(marker) || marker === 0x00) return undefined;
    if (i + 2 > input.length) return undefined;
    const length = input.readUInt16BE(i);
    if (length < 2 || i + length > input.length) return undefined;
    const body = input.subarray(i + 2, i + length);
    if (keep(marker, body)) out.push(input.subarray(i - 2, i + length));
    i += length;
    if (marker !== SOS) continue;
    sawScan = true;
    // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
    const start = i;
    for (;;) {
      const ff = input.indexOf(0xff, i);
      if (ff === -1 || ff + 1 >= input.length) return undefined;
      const next = input[ff + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
        i = next === 0xff ? ff + 1 : ff + 2;
        continue;
      }
      out.push(input.subarray(start, ff));
      i = ff;
      break;
    }
  }
}
