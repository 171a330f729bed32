import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { cleanFileName } from './assets';
import type { MediaTarget } from './manifest';
import { MultipartError, boundaryOf, readField, readMultipart } from './multipart';
import type { MediaStore } from './store';
import {
  ACCEPTED,
  MAX_UPLOAD,
  SIZE_LIMITS,
  SNIFF_BYTES,
  removeQuietly,
  sniff,
  tempFile,
  type SniffedType,
} from './storage';

/** A refused upload: the status and the words staff read. */
export class Refusal extends Error {
  constructor(
    public httpStatus: 400 | 403 | 413 | 415 | 422 | 429 | 500 | 503 | 507,
    message: string,
  ) {
    super(message);
  }
}

export const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** A complete file on this server's disk, whichever way it came (a form or a resumable upload). */
export interface ReceivedFile {
  path: string;
  /** SHA-256 of its bytes. */
  hash: string;
  size: number;
  /** Its first bytes, for the magic-number check. */
  head: Buffer;
  /** The name it had on the sender's computer (shown in the library, searched). */
  name: string;
}

/** A multipart upload as received: the file and the form's other fields (targetPath, fileName, alt). */
export interface ReceivedForm {
  file: ReceivedFile;
  fields: Record<string, string>;
  /** The slot named by targetPath and fileName, when the form names one. */
  target?: MediaTarget;
}

/** The slot that `targetPath` and `fileName` name, or a refusal naming what was asked for. */
export function findTarget(store: MediaStore, targetPath: string, fileName: string): MediaTarget {
  const target = store.manifest?.find(targetPath.replace(/^\/?uploads\//, '').replace(/\/+$/, ''), fileName);
  if (!target)
    throw new Refusal(
      400,
      `${targetPath}/${fileName} is not an upload target. Pick a file from the upload manager's list.`,
    );
  return target;
}

/** The file's type if a slot of `target`'s kind takes it; a 415 naming what the slot takes otherwise. */
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

export const unknownType = (name: string) =>
  new Refusal(415, `${name} is not a JPEG, PNG or WebP image, an MP4 or MOV video, or a PDF document.`);

/** The largest file a target (or, without one, any library file) may be, and the words for refusing more. */
export function sizeRule(target: MediaTarget | undefined, kind?: MediaTarget['kind']) {
  if (target) return { limit: SIZE_LIMITS[target.kind], words: `${target.kind} targets` };
  if (kind) return { limit: SIZE_LIMITS[kind], words: `a ${kind}` };
  return { limit: MAX_UPLOAD, words: 'any upload' };
}

export const tooLarge = (rule: ReturnType<typeof sizeRule>) =>
  new Refusal(413, `The file is larger than the ${MB(rule.limit)} allowed for ${rule.words}.`);

/**
 * A wrong type is refused on its first bytes, not after the whole body: by
 * the slot's rule when the slot is known, as no file at all otherwise (unless
 * a slot named after the file may still take what it is).
 */
function checkHead(target: MediaTarget | undefined, head: Buffer, name: string, slotLater: boolean) {
  if (target) checkType(target, head);
  else if (!slotLater && !sniff(head)) throw unknownType(name);
}

/**
 * Reads a multipart form (`file`, and optionally targetPath, fileName, alt)
 * into a temp file, refusing what can be refused early: fields sent before
 * the file (as the admin's client sends them) let a wrong target, a wrong
 * type or a size over the limit be refused before or while the bytes come,
 * and `beforeTarget` (the review rule) runs as soon as the target is known.
 */
export async function receiveForm(
  store: MediaStore,
  req: Request,
  o: { requireTarget?: boolean; beforeTarget?: (target: MediaTarget) => Promise<void> } = {},
): Promise<ReceivedForm> {
  const boundary = boundaryOf(req.headers.get('content-type') ?? undefined);
  if (!boundary || !req.body)
    throw new Refusal(
      400,
      'Send the file as multipart/form-data in the form field "file" (with targetPath and fileName to put it in a page\'s slot), and a boundary of 1 to 70 letters, digits or \'()+_,-./:=? (no spaces).',
    );
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > MAX_UPLOAD + 64 * 1024)
    throw new Refusal(413, `The upload is larger than the largest allowed file (${MB(MAX_UPLOAD)}).`);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let target: MediaTarget | undefined;
  const targetOf = async () => {
    if (target || fields.targetPath === undefined || fields.fileName === undefined) return target;
    target = findTarget(store, fields.targetPath, fields.fileName);
    await o.beforeTarget?.(target);
    return target;
  };
  try {
    for await (const part of readMultipart(req.body, boundary, req.signal)) {
      if (part.filename === undefined) {
        if (Object.keys(fields).length > 8) throw new Refusal(400, 'Too many form fields.');
        fields[part.name] = await readField(part);
        continue;
      }
      if (part.name !== 'file' || file) throw new Refusal(400, 'Send exactly one file, in the form field "file".');
      const early = await targetOf();
      const rule = sizeRule(early);
      const t = await tempFile(store.tmpDir, fields.fileName ?? 'upload');
      file = { path: t.path, hash: '', size: 0, head: Buffer.alloc(0), name: cleanFileName(part.filename) };
      const sha = createHash('sha256');
      try {
        for await (const chunk of part.body) {
          file.size += chunk.length;
          if (file.size > rule.limit) throw tooLarge(rule);
          if (file.head.length < SNIFF_BYTES) {
            file.head = Buffer.concat([file.head, chunk.subarray(0, SNIFF_BYTES)]);
            if (file.head.length >= SNIFF_BYTES) checkHead(early, file.head, file.name, !!o.requireTarget);
          }
          sha.update(chunk);
          await t.fh.write(chunk);
        }
      } finally {
        await t.fh.close();
      }
      file.hash = sha.digest('hex');
    }
    const named = fields.targetPath !== undefined || fields.fileName !== undefined;
    if ((o.requireTarget || named) && (fields.targetPath === undefined || fields.fileName === undefined))
      throw new Refusal(400, 'targetPath and fileName are required.');
    await targetOf();
    if (!file) throw new Refusal(400, 'No file was sent (form field "file").');
    return { file, fields, ...(target ? { target } : {}) };
  } catch (err) {
    if (file) await removeQuietly(file.path);
    throw err instanceof MultipartError ? new Refusal(400, err.message) : err;
  }
}

/** A file that arrived whole another way (a resumable upload): its hash, size and first bytes. */
export async function readReceivedFile(path: string, name: string | undefined): Promise<ReceivedFile> {
  const sha = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    const b = chunk as Buffer;
    if (head.length < SNIFF_BYTES) head = Buffer.concat([head, b.subarray(0, SNIFF_BYTES)]);
    sha.update(b);
    size += b.length;
  }
  return { path, hash: sha.digest('hex'), size, head, name: cleanFileName(name) };
}
