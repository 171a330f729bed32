import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { MediaTarget } from './manifest';
import { MultipartError, boundaryOf, readField, readMultipart } from './multipart';
import { assetAddress, getAsset, indexEntry, insertAsset } from './assets';
import { saveMediaRecord, toSlotRecord, type MediaDatabaseHandle } from './records';
import type { MediaStore } from './store';
import {
  ACCEPTED,
  DISK_FULL_MESSAGE,
  isDiskFull,
  MAX_UPLOAD,
  SIZE_LIMITS,
  SNIFF_BYTES,
  removeQuietly,
  sniff,
  targetFormat,
  tempFile,
  withSlotLock,
  type SniffedType,
} from './storage';
import { enqueueVideo } from './video/jobs';
import { VideoLimitError, checkVideoLimits } from './video/limits';
import { NotAVideoError, probeVideo } from './video/probe';
import { cleanCopy } from './video/transcode';
import { ImageBusyError, ImageError, ImageTooLargeError, commitVariants, prepareImage } from './variants';

/** The endpoint's answer: clients read `message` and `status`; `error` is the team's API error field. */
export interface UploadResult {
  httpStatus: 200 | 400 | 413 | 415 | 422 | 429 | 500 | 503 | 507;
  body: { status: 'success' | 'error'; message: string; error?: string; url?: string; target?: string };
  /** Seconds to wait before trying again (503 when the image queue is full). */
  retryAfter?: number;
  /** On success: what the slot named before and names now (the route records it in the page's activity). */
  change?: SlotChange;
}

export class Refusal extends Error {
  constructor(
    public httpStatus: UploadResult['httpStatus'],
    message: string,
  ) {
    super(message);
  }
}

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export function findTarget(store: MediaStore, targetPath: string, fileName: string): MediaTarget {
  const target = store.manifest?.find(targetPath.replace(/^\/?uploads\//, '').replace(/\/+$/, ''), fileName);
  if (!target)
    throw new Refusal(
      400,
      `${targetPath}/${fileName} is not an upload target. Pick a file from the upload manager's list.`,
    );
  return target;
}

export function checkType(target: MediaTarget, head: Buffer): SniffedType {
  const found = sniff(head);
  const want = ACCEPTED[target.kind];
  if (!found || !want.types.includes(found)) {
    throw new Refusal(
      415,
      `${target.fileName} needs ${want.label}; the file sent is ${found ? `a ${found.toUpperCase()} file` : 'not one of the accepted types'}.`,
    );
  }
  return found;
}

/**
 * POST /api/admin/upload-file: multipart with targetPath, fileName and file.
 * The target must be in the manifest (an allow-list); the file's magic bytes
 * must match its kind; its size must be within the kind's limit. The body is
 * streamed to a temp file, fsynced and renamed over the target, so a failed,
 * interrupted or concurrent upload leaves the old file or the new one whole.
 */
export async function handleUpload(
  store: MediaStore,
  db: MediaDatabaseHandle,
  req: Request,
  by: string,
): Promise<UploadResult> {
  const boundary = boundaryOf(req.headers.get('content-type') ?? undefined);
  if (!boundary || !req.body)
    return refuse(
      new Refusal(
        400,
        "Send the file as multipart/form-data with targetPath, fileName and file, and a boundary of 1 to 70 letters, digits or '()+_,-./:=? (no spaces).",
      ),
    );
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > MAX_UPLOAD + 64 * 1024)
    return refuse(new Refusal(413, `The upload is larger than the largest allowed file (${MB(MAX_UPLOAD)}).`));

  const fields: Record<string, string> = {};
  let tmp: string | undefined;
  let head = Buffer.alloc(0);
  let hash = '';
  let size = 0;
  let fileTarget: MediaTarget | undefined;
  try {
    for await (const part of readMultipart(req.body, boundary, req.signal)) {
      if (part.filename === undefined) {
        if (Object.keys(fields).length > 8) throw new Refusal(400, 'Too many form fields.');
        fields[part.name] = await readField(part);
        continue;
      }
      if (part.name !== 'file' || tmp) throw new Refusal(400, 'Send exactly one file, in the form field "file".');
      // Fields sent before the file (as the upload manager does) let a wrong target be refused before any byte is stored.
      fileTarget =
        fields.targetPath !== undefined && fields.fileName !== undefined
          ? findTarget(store, fields.targetPath, fields.fileName)
          : undefined;
      const limit = fileTarget ? SIZE_LIMITS[fileTarget.kind] : MAX_UPLOAD;
      const t = await tempFile(store.tmpDir, fields.fileName ?? 'upload');
      tmp = t.path;
      const sha = createHash('sha256');
      let checked = false;
      try {
        for await (const chunk of part.body) {
          size += chunk.length;
          if (size > limit)
            throw new Refusal(
              413,
              `The file is larger than the ${MB(limit)} allowed for ${fileTarget ? `${fileTarget.kind} targets` : 'any upload'}.`,
            );
          if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
          // A wrong type is refused on its first bytes, not after the whole body.
          if (!checked && fileTarget && head.length >= SNIFF_BYTES) {
            checkType(fileTarget, head);
            checked = true;
          }
          sha.update(chunk);
          await t.fh.write(chunk);
        }
      } finally {
        await t.fh.close();
      }
      hash = sha.digest('hex');
    }
    if (fields.targetPath === undefined || fields.fileName === undefined)
      throw new Refusal(400, 'targetPath and fileName are required.');
    const target = findTarget(store, fields.targetPath, fields.fileName);
    if (!tmp) throw new Refusal(400, 'No file was sent (form field "file").');
    if (size === 0) throw new Refusal(400, 'The file is empty.');
    if (size > SIZE_LIMITS[target.kind])
      throw new Refusal(
        413,
        `The file is larger than the ${MB(SIZE_LIMITS[target.kind])} allowed for ${target.kind} targets.`,
      );
    const found = checkType(target, head);
    const change = await finish(store, db, target, tmp, found, { hash, size }, by);
    tmp = undefined;
    const resolved = store.resolve(target.slot);
    return {
      change,
      httpStatus: 200,
      body: {
        status: 'success',
        message: `${target.fileName} uploaded to ${target.folder}.`,
        url: resolved.src,
        target: target.slot,
      },
    };
  } catch (err) {
    const answer = refusalOf(err);
    if (answer) return answer;
    throw err;
  } finally {
    if (tmp) await removeQuietly(tmp);
  }
}

/**
 * Commits a complete file that arrived another way (a resumable upload) under
 * the same rules as the multipart endpoint: the kind's size limit, the magic
 * bytes, image processing, the atomic commit and the record. The file is
 * consumed (committed or removed) either way.
 */
export async function commitReceivedFile(
  store: MediaStore,
  db: MediaDatabaseHandle,
  target: MediaTarget,
  path: string,
  by: string,
): Promise<UploadResult> {
  try {
    const sha = createHash('sha256');
    let head = Buffer.alloc(0);
    let size = 0;
    for await (const chunk of createReadStream(path)) {
      const b = chunk as Buffer;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, b.subarray(0, SNIFF_BYTES)]);
      sha.update(b);
      size += b.length;
    }
    if (size === 0) throw new Refusal(400, 'The file is empty.');
    if (size > SIZE_LIMITS[target.kind])
      throw new Refusal(
        413,
        `The file is larger than the ${MB(SIZE_LIMITS[target.kind])} allowed for ${target.kind} targets.`,
      );
    const found = checkType(target, head);
    const change = await finish(store, db, target, path, found, { hash: sha.digest('hex'), size }, by);
    const resolved = store.resolve(target.slot);
    return {
      change,
      httpStatus: 200,
      body: {
        status: 'success',
        message: `${target.fileName} uploaded to ${target.folder}.`,
        url: resolved.src,
        target: target.slot,
      },
    };
  } catch (err) {
    await removeQuietly(path);
    const answer = refusalOf(err);
    if (answer) return answer;
    throw err;
  }
}

/** What an upload into a slot changed: the slot now names `asset` instead of `previous` (for the page's activity log). */
export interface SlotChange {
  slot: string;
  page: string;
  fileName: string;
  asset: string;
  previous: string | null;
}

/**
 * One finisher per target at a time. The file becomes a library asset (or is
 * one already: the same bytes are stored once), then the slot is pointed at
 * it; the slot's previous file stays in the library, so the change can be
 * undone by pointing the slot back.
 */
async function finish(
  store: MediaStore,
  db: MediaDatabaseHandle,
  target: MediaTarget,
  tmp: string,
  sniffed: SniffedType,
  file: { hash: string; size: number },
  by: string,
): Promise<SlotChange> {
  const change = await withSlotLock(target.slot, async () => {
    const storedAs = target.kind === 'image' ? targetFormat(target.fileName) : sniffed;
    const address = assetAddress(file.hash, storedAs);
    const { asset } = await withSlotLock(address.url, async () => {
      const existing = await getAsset(db, address.id);
      if (existing) {
        await removeQuietly(tmp);
        return { asset: existing, created: false };
      }
      const size = await storeMediaFile(
        store,
        { slot: address.url, kind: target.kind, fileName: address.fileName },
        tmp,
        sniffed,
      );
      const row = await insertAsset(db, {
        id: address.id,
        url: address.url,
        kind: target.kind,
        fileName: target.fileName,
        alt: null,
        ...size,
        bytes: file.size,
        contentHash: file.hash,
        createdAt: new Date().toISOString(),
        createdBy: by,
      });
      store.setAsset(row.url, indexEntry(row));
      return { asset: row, created: true };
    });
    const previous = store.getRecord(target.slot)?.assetUrl ?? null;
    const rec = await saveMediaRecord(db, target, {
      file: { contentHash: file.hash, size: file.size, width: asset.width, height: asset.height, assetUrl: asset.url },
    });
    store.setRecord(target.slot, toSlotRecord(rec));
    // The transcode starts after the commit: until it is done, this upload is what the page plays. A file the library
    // held already is queued again for this slot too, so the manager shows the slot's own state (a re-encode of the
    // web version: rare, and cheaper than keeping every original beside its web copy).
    if (target.kind === 'video' && store.video?.enabled) await enqueueVideo(db, target.slot, file.hash);
    return { slot: target.slot, page: target.page, fileName: target.fileName, asset: asset.url, previous };
  });
  if (target.kind === 'video') store.video?.kick();
  return change;
}

/**
 * Puts a received file at `slot` (a seed slot or a library asset's URL): an
 * image with its responsive variants, a video as a clean copy, a PDF as it
 * came. The caller holds the slot's lock; the temp file is consumed.
 */
export async function storeMediaFile(
  store: MediaStore,
  target: Pick<MediaTarget, 'slot' | 'kind' | 'fileName'>,
  tmp: string,
  sniffed: SniffedType,
): Promise<{ width: number | null; height: number | null }> {
  if (target.kind === 'image') {
    const img = await prepareImage(store, target.slot, tmp, sniffed, targetFormat(target.fileName));
    try {
      await commitVariants(store, target.slot, img.variants);
      await store.blobs.commit(store.key(target.slot), img.file);
      if (img.file !== tmp) await removeQuietly(tmp);
    } finally {
      await Promise.all(img.temps.map(removeQuietly));
    }
    return { width: img.width, height: img.height };
  }
  if (target.kind === 'video' && store.video) {
    const video = await prepareVideo(store.video, tmp);
    await store.blobs.commit(store.key(target.slot), video.file, 'video/mp4');
    if (video.file !== tmp) await removeQuietly(tmp);
    return { width: video.width, height: video.height };
  }
  await store.blobs.commit(store.key(target.slot), tmp);
  return { width: null, height: null };
}

/**
 * A video upload before it is stored: refused unless ffprobe finds a video
 * picture in it, then copied without its metadata (GPS position, dates,
 * camera) and with its index first, so even the file served while the
 * transcode runs gives nothing away. Without ffprobe or ffmpeg the upload is
 * stored as it came, as it was before the pipeline existed.
 */
async function prepareVideo(
  video: NonNullable<MediaStore['video']>,
  tmp: string,
): Promise<{ file: string; width: number | null; height: number | null }> {
  const { ffmpeg, ffprobe } = video.tools;
  if (!ffprobe) return { file: tmp, width: null, height: null };
  const info = await probeVideo(ffprobe, tmp).catch((err: unknown) => {
    // The refusal reaches staff without paths; what ffprobe said about the file stays in the server log.
    if (err instanceof NotAVideoError) console.error(`video upload refused: ${err.detail}`);
    throw err;
  });
  // Refused here, before it is stored or queued: a clip too long, too large or with broken timing.
  checkVideoLimits(info, video.limits);
  if (!ffmpeg) return { file: tmp, width: info.width, height: info.height };
  const clean = `${tmp}.clean.mp4`;
  try {
    await cleanCopy(ffmpeg, tmp, clean, info.rotation, undefined, video.limits);
    return { file: clean, width: info.width, height: info.height };
  } catch {
    // A track the MP4 format cannot carry as it is: the original serves until the transcode replaces it.
    await removeQuietly(clean);
    return { file: tmp, width: info.width, height: info.height };
  }
}

/** The answer to a failure that is the upload's fault (a bad form, file or image), for both upload paths; undefined for anything else. */
export function refusalOf(err: unknown): UploadResult | undefined {
  if (err instanceof Refusal) return refuse(err);
  // Before the image and multipart cases: a full disk surfaces through either, and is no fault of the file.
  if (isDiskFull(err)) return refuse(new Refusal(507, DISK_FULL_MESSAGE));
  if (err instanceof VideoLimitError) return refuse(new Refusal(err.httpStatus, err.message));
  if (err instanceof MultipartError) return refuse(new Refusal(400, err.message));
  if (err instanceof ImageTooLargeError) return refuse(new Refusal(413, err.message));
  if (err instanceof ImageBusyError) return { ...refuse(new Refusal(503, err.message)), retryAfter: 30 };
  if (err instanceof ImageError || err instanceof NotAVideoError) return refuse(new Refusal(415, err.message));
  return undefined;
}

export function refuse(r: Refusal): UploadResult {
  return { httpStatus: r.httpStatus, body: { status: 'error', message: r.message, error: r.message } };
}

/**
 * Points a slot at a file the library holds already (the upload manager's
 * "From library", which is also how an upload is undone: the earlier file
 * stays in the library). Live at once, like an upload into the slot.
 */
export async function pointSlotAt(
  store: MediaStore,
  db: MediaDatabaseHandle,
  target: MediaTarget,
  asset: { url: string; contentHash: string; bytes: number; width: number | null; height: number | null },
): Promise<SlotChange> {
  return withSlotLock(target.slot, async () => {
    const previous = store.getRecord(target.slot)?.assetUrl ?? null;
    const rec = await saveMediaRecord(db, target, {
      file: {
        contentHash: asset.contentHash,
        size: asset.bytes,
        width: asset.width,
        height: asset.height,
        assetUrl: asset.url,
      },
    });
    store.setRecord(target.slot, toSlotRecord(rec));
    return { slot: target.slot, page: target.page, fileName: target.fileName, asset: asset.url, previous };
  });
}
