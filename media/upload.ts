import type { MediaTarget } from './manifest';
import { MultipartError } from './multipart';
import { assetAddress, getAsset, indexEntry, insertAsset, KIND_OF, type AssetRow } from './assets';
import { saveMediaRecord, toSlotRecord, type MediaDatabaseHandle } from './records';
import type { MediaStore } from './store';
import {
  DISK_FULL_MESSAGE,
  isDiskFull,
  removeQuietly,
  sniff,
  targetFormat,
  withSlotLock,
  type SniffedType,
} from './storage';
import {
  Refusal,
  checkType,
  readReceivedFile,
  receiveForm,
  sizeRule,
  tooLarge,
  unknownType,
  type ReceivedFile,
} from './upload-receive';
import { enqueueVideo } from './video/jobs';
import { VideoLimitError, checkVideoLimits } from './video/limits';
import { NotAVideoError, VideoToolFault, probeVideo } from './video/probe';
import { cleanCopy } from './video/transcode';
import { ImageBusyError, ImageError, ImageTooLargeError, commitVariants, prepareImage } from './variants';

export { Refusal, findTarget } from './upload-receive';

/**
 * The one way a file comes in, whatever the route: a form (POST
 * /api/admin/upload-file, POST /api/admin/media) or a resumable upload
 * (/api/admin/uploads). The file becomes a library file (stored once under
 * the address of its bytes), and only when the upload names a slot
 * (targetPath and fileName) is that slot pointed at it.
 *
 * The answer: clients read `message` and `status`; `error` is the team's API error field.
 */
export interface UploadResult {
  httpStatus: Refusal['httpStatus'] | 200;
  body: { status: 'success' | 'error'; message: string; error?: string; url?: string; target?: string };
  /** Seconds to wait before trying again (503 when the image queue is full). */
  retryAfter?: number;
  /** On success: the library file, and whether this upload added it (false: the library held these bytes already). */
  asset?: AssetRow;
  created?: boolean;
  /** On success into a slot: what the slot named before and names now (the route records it in the page's activity). */
  change?: SlotChange;
}

/** What an upload is for: a slot to point at the file (none: the library only), its default alt text, who sends it. */
export interface UploadIntent {
  target?: MediaTarget;
  alt?: string | null;
  by: string;
}

const ALT_MAX = 255;

/**
 * A multipart upload, from the request to the answer. `requireTarget`: the
 * slot route's rule (a form without targetPath and fileName is refused);
 * `beforeTarget` runs once the slot is known, before its bytes are stored
 * when the form names it first (the review rule for a live slot).
 */
export async function handleUpload(
  store: MediaStore,
  db: MediaDatabaseHandle,
  req: Request,
  o: { by: string; requireTarget?: boolean; beforeTarget?: (target: MediaTarget) => Promise<void> },
): Promise<UploadResult> {
  try {
    const form = await receiveForm(store, req, o);
    return await takeUpload(store, db, form.file, { target: form.target, alt: form.fields.alt, by: o.by });
  } catch (err) {
    const answer = refusalOf(err);
    if (answer) return answer;
    throw err;
  }
}

/**
 * A complete file that arrived another way (a resumable upload), under the
 * same rules and through the same steps as a form. The file is consumed
 * (committed or removed) either way.
 */
export async function commitReceivedFile(
  store: MediaStore,
  db: MediaDatabaseHandle,
  path: string,
  o: UploadIntent & { name?: string },
): Promise<UploadResult> {
  try {
    const file = await readReceivedFile(path, o.name ?? o.target?.fileName);
    return await takeUpload(store, db, file, o);
  } catch (err) {
    await removeQuietly(path);
    const answer = refusalOf(err);
    if (answer) return answer;
    throw err;
  }
}

/** The checks every upload meets: not empty, the size limit of its kind (or slot), the real type from its magic bytes. */
function checkFile(file: ReceivedFile, target: MediaTarget | undefined): SniffedType {
  if (file.size === 0) throw new Refusal(400, 'The file is empty.');
  if (target) {
    if (file.size > sizeRule(target).limit) throw tooLarge(sizeRule(target));
    return checkType(target, file.head);
  }
  const type = sniff(file.head);
  if (!type) throw unknownType(file.name);
  if (file.size > sizeRule(undefined, KIND_OF[type]).limit) throw tooLarge(sizeRule(undefined, KIND_OF[type]));
  return type;
}

/**
 * A received file becomes a library file, and the slot it names (if any) is
 * pointed at it. One finisher per slot at a time; the slot's previous file
 * stays in the library, so the change can be undone by pointing the slot back.
 * Throws a Refusal (or an image, video or disk error) for `refusalOf`.
 */
async function takeUpload(
  store: MediaStore,
  db: MediaDatabaseHandle,
  file: ReceivedFile,
  o: UploadIntent,
): Promise<UploadResult> {
  const { target } = o;
  try {
    const sniffed = checkFile(file, target);
    const alt = o.alt?.trim() || null;
    if (alt && alt.length > ALT_MAX) throw new Refusal(400, `The alt text is longer than ${ALT_MAX} characters.`);
    if (!target) {
      const { asset, created } = await storeLibraryFile(store, db, file, sniffed, { alt, by: o.by });
      if (created && asset.kind === 'video' && store.video?.enabled) {
        await enqueueVideo(db, asset.url, file.hash);
        store.video.kick();
      }
      const message = `${file.name} ${created ? 'added to' : 'is in'} the media library.`;
      return { httpStatus: 200, asset, created, body: { status: 'success', message, url: asset.url } };
    }
    const taken = await withSlotLock(target.slot, async () => {
      const stored = await storeLibraryFile(store, db, file, sniffed, { alt, by: o.by, target });
      const change = await pointSlot(store, db, target, stored.asset);
      // The transcode starts after the commit: until it is done, this upload is what the page plays. A file the
      // library held already is queued again for this slot too, so the manager shows the slot's own state (a
      // re-encode of the web version: rare, and cheaper than keeping every original beside its web copy).
      if (target.kind === 'video' && store.video?.enabled) await enqueueVideo(db, target.slot, file.hash);
      return { ...stored, change };
    });
    if (target.kind === 'video') store.video?.kick();
    return {
      ...taken,
      httpStatus: 200,
      body: {
        status: 'success',
        message: `${target.fileName} uploaded to ${target.folder}.`,
        url: store.resolve(target.slot).src,
        target: target.slot,
      },
    };
  } finally {
    // Stored (moved away) or refused: either way the temp file is done with.
    await removeQuietly(file.path);
  }
}

/**
 * The file as a library file: stored once under the address of its bytes and
 * the type it is stored as (an image for a .jpg slot is stored as JPEG), or
 * the library's file of the same bytes, untouched.
 */
async function storeLibraryFile(
  store: MediaStore,
  db: MediaDatabaseHandle,
  file: ReceivedFile,
  sniffed: SniffedType,
  o: { alt: string | null; by: string; target?: MediaTarget },
): Promise<{ asset: AssetRow; created: boolean }> {
  const kind = o.target?.kind ?? KIND_OF[sniffed];
  const storedAs = o.target && kind === 'image' ? targetFormat(o.target.fileName) : sniffed;
  const address = assetAddress(file.hash, storedAs);
  return withSlotLock(address.url, async () => {
    const existing = await getAsset(db, address.id);
    if (existing) return { asset: existing, created: false };
    const size = await storeMediaFile(
      store,
      { slot: address.url, kind, fileName: address.fileName },
      file.path,
      sniffed,
    );
    const asset = await insertAsset(db, {
      id: address.id,
      url: address.url,
      kind,
      // A slot's file is known by the slot's name; a library upload by the name it had on the sender's computer.
      fileName: o.target?.fileName ?? file.name,
      alt: o.alt,
      ...size,
      bytes: file.size,
      contentHash: file.hash,
      createdAt: new Date().toISOString(),
      createdBy: o.by,
    });
    store.setAsset(asset.url, indexEntry(asset));
    return { asset, created: true };
  });
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
    if (err instanceof VideoToolFault) console.error(`video upload not stored: ${err.detail}`);
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
  if (err instanceof VideoToolFault) return { ...refuse(new Refusal(503, err.message)), retryAfter: 60 };
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
  asset: Pick<AssetRow, 'url' | 'contentHash' | 'bytes' | 'width' | 'height'>,
): Promise<SlotChange> {
  return withSlotLock(target.slot, () => pointSlot(store, db, target, asset));
}

/** The slot names `asset` from now on; the caller holds the slot's lock. */
async function pointSlot(
  store: MediaStore,
  db: MediaDatabaseHandle,
  target: MediaTarget,
  asset: Pick<AssetRow, 'url' | 'contentHash' | 'bytes' | 'width' | 'height'>,
): Promise<SlotChange> {
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
}
