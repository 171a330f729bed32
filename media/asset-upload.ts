import { createHash } from 'node:crypto';
import { assetAddress, cleanFileName, getAsset, indexEntry, insertAsset, KIND_OF, type AssetRow } from './assets';
import { MultipartError, boundaryOf, readField, readMultipart } from './multipart';
import type { MediaDatabaseHandle } from './records';
import type { MediaStore } from './store';
import { MAX_UPLOAD, SIZE_LIMITS, SNIFF_BYTES, removeQuietly, sniff, tempFile, withSlotLock } from './storage';
import { Refusal, refusalOf, storeMediaFile, type UploadResult } from './upload';
import { enqueueVideo } from './video/jobs';

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const ALT_MAX = 255;

export type AssetUploadResult = { ok: true; asset: AssetRow; created: boolean } | { ok: false; refusal: UploadResult };

/** What was received of the form: the file in a temp file, with its hash, size, first bytes and name. */
interface Received {
  tmp: string;
  hash: string;
  size: number;
  head: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Reads multipart `file` (and optional `alt`) into a temp file, refusing what
 * can be refused early: a wrong type on its first bytes, a size over the
 * largest limit while it streams.
 */
async function receive(store: MediaStore, req: Request): Promise<Received> {
  const boundary = boundaryOf(req.headers.get('content-type') ?? undefined);
  if (!boundary || !req.body) throw new Refusal(400, 'Send the file as multipart/form-data in the form field "file".');
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > MAX_UPLOAD + 64 * 1024)
    throw new Refusal(413, `The upload is larger than the largest allowed file (${MB(MAX_UPLOAD)}).`);
  const fields: Record<string, string> = {};
  let got: Received | undefined;
  try {
    for await (const part of readMultipart(req.body, boundary, req.signal)) {
      if (part.filename === undefined) {
        if (Object.keys(fields).length > 8) throw new Refusal(400, 'Too many form fields.');
        fields[part.name] = await readField(part);
        continue;
      }
      if (part.name !== 'file' || got) throw new Refusal(400, 'Send exactly one file, in the form field "file".');
      const t = await tempFile(store.tmpDir, 'asset');
      got = { tmp: t.path, hash: '', size: 0, head: Buffer.alloc(0), fileName: cleanFileName(part.filename), fields };
      const sha = createHash('sha256');
      try {
        for await (const chunk of part.body) {
          got.size += chunk.length;
          if (got.size > MAX_UPLOAD)
            throw new Refusal(413, `The file is larger than the ${MB(MAX_UPLOAD)} allowed for any upload.`);
          if (got.head.length < SNIFF_BYTES) {
            got.head = Buffer.concat([got.head, chunk.subarray(0, SNIFF_BYTES)]);
            if (got.head.length >= SNIFF_BYTES && !sniff(got.head)) throw unknownType(got.fileName);
          }
          sha.update(chunk);
          await t.fh.write(chunk);
        }
      } finally {
        await t.fh.close();
      }
      got.hash = sha.digest('hex');
    }
  } catch (err) {
    if (got) await removeQuietly(got.tmp);
    throw err;
  }
  if (!got) throw new Refusal(400, 'No file was sent (form field "file").');
  return got;
}

const unknownType = (name: string) =>
  new Refusal(415, `${name} is not a JPEG, PNG or WebP image, an MP4 or MOV video, or a PDF document.`);

/**
 * POST /api/admin/media: one file becomes a library asset. The same checks as
 * every upload (real type from the magic bytes, the kind's size limit, image
 * pixel limits, a real video), then the file, its variants and (for a video)
 * its transcode job are stored under the content address. Sending a file the
 * library already holds answers that asset and stores nothing twice.
 */
export async function handleAssetUpload(
  store: MediaStore,
  db: MediaDatabaseHandle,
  req: Request,
  by: string,
): Promise<AssetUploadResult> {
  let tmp: string | undefined;
  try {
    const got = await receive(store, req);
    tmp = got.tmp;
    if (got.size === 0) throw new Refusal(400, 'The file is empty.');
    const type = sniff(got.head);
    if (!type) throw unknownType(got.fileName);
    const kind = KIND_OF[type];
    if (got.size > SIZE_LIMITS[kind])
      throw new Refusal(413, `The file is larger than the ${MB(SIZE_LIMITS[kind])} allowed for a ${kind}.`);
    const alt = got.fields.alt?.trim() || null;
    if (alt && alt.length > ALT_MAX) throw new Refusal(400, `The alt text is longer than ${ALT_MAX} characters.`);
    const address = assetAddress(got.hash, type);
    const file = got.tmp;
    tmp = undefined;
    return await withSlotLock(address.url, async () => {
      const existing = await getAsset(db, address.id);
      if (existing) {
        await removeQuietly(file);
        return { ok: true as const, asset: existing, created: false };
      }
      const target = { slot: address.url, kind, fileName: address.fileName };
      const size = await storeMediaFile(store, target, file, type).catch(async (err) => {
        await removeQuietly(file);
        throw err;
      });
      const asset = await insertAsset(db, {
        id: address.id,
        url: address.url,
        kind,
        fileName: got.fileName,
        alt,
        ...size,
        bytes: got.size,
        contentHash: got.hash,
        createdAt: new Date().toISOString(),
        createdBy: by,
      });
      store.setAsset(asset.url, indexEntry(asset));
      if (kind === 'video' && store.video?.enabled) {
        await enqueueVideo(db, asset.url, got.hash);
        store.video.kick();
      }
      return { ok: true as const, asset, created: true };
    });
  } catch (err) {
    if (tmp) await removeQuietly(tmp);
    const refusal = refusalOf(err instanceof MultipartError ? new Refusal(400, err.message) : err);
    if (refusal) return { ok: false, refusal };
    throw err;
  }
}
