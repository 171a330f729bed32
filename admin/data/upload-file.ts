import type { Asset } from '../../contracts/assets';
import { ApiRequestError } from './api';
import { admin } from './api-client';

/**
 * The admin's one upload client, for the media library and the upload
 * manager alike. A file goes to the one upload pipeline on the server: as a
 * form with progress events (XMLHttpRequest: fetch has none) when it is
 * small, resumably (tus) when it is large, so a dropped connection costs
 * seconds, not the whole transfer. Naming a slot (`target`) points the slot
 * at the file; without one the file only joins the library.
 */

/** Files at least this large (most videos) go through the resumable endpoint. */
export const RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;

/** A page's slot: its folder and file name, as the upload manager lists them. */
export interface UploadTarget {
  folder: string;
  fileName: string;
}

/** The server's answer, the same whichever way the file went: `message` is staff's to read. */
export interface UploadAnswer {
  status: 'success' | 'error';
  message: string;
  url?: string;
  /** The library file the upload is (when the server answered it). */
  asset?: Asset;
}

/** `httpStatus` 0: no answer (the connection failed, or the upload was cancelled). */
export interface UploadOutcome {
  httpStatus: number;
  answer: UploadAnswer;
}

export interface UploadOptions {
  /** The slot to point at the file; none: the library only. */
  target?: UploadTarget;
  /** The file's default alt text in the library. */
  alt?: string;
  onProgress?: (fraction: number) => void;
  /** Cancels the upload (the outcome then says so). */
  signal?: AbortSignal;
}

export const CANCELLED = 'The upload was cancelled';
const lost = (name: string) =>
  `The connection was lost while sending ${name}. Check the connection and upload it again.`;

/** Any answer body as the one shape: a slot route's { status, message }, an error's { error }, the library's file. */
export function answerOf(httpStatus: number, text: string | undefined, name: string): UploadOutcome {
  let body: (Partial<UploadAnswer> & Partial<Asset> & { error?: string }) | undefined;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    body = undefined;
  }
  const ok = httpStatus >= 200 && httpStatus < 300;
  if (!body || typeof body !== 'object')
    return {
      httpStatus,
      answer: ok
        ? { status: 'success', message: `${name} uploaded.` }
        : { status: 'error', message: httpStatus ? `${httpStatus}: ${text || 'the upload was refused'}` : lost(name) },
    };
  // The library route answers the file itself.
  const asset = body.asset ?? (body.id && body.url && body.kind ? (body as Asset) : undefined);
  return {
    httpStatus,
    answer: {
      status: ok && body.status !== 'error' ? 'success' : 'error',
      message:
        (ok ? body.message : (body.error ?? body.message)) ??
        (ok ? `${name} uploaded.` : `${httpStatus}: the upload was refused`),
      ...(body.url ? { url: body.url } : {}),
      ...(asset ? { asset } : {}),
    },
  };
}

/** Sends one file; never throws: a refusal, a lost connection and a cancel are outcomes with staff's words. */
export async function uploadFile(file: File, o: UploadOptions = {}): Promise<UploadOutcome> {
  if (o.signal?.aborted) return { httpStatus: 0, answer: { status: 'error', message: CANCELLED } };
  return file.size >= RESUMABLE_FROM_BYTES ? sendResumable(file, o) : sendForm(file, o);
}

/** Throws what the typed API client throws for a failed upload (errorText shows its words); answers the outcome otherwise. */
export function uploadedOrThrow(outcome: UploadOutcome): UploadAnswer {
  if (outcome.answer.status === 'success') return outcome.answer;
  // Status 0 too (no answer): the words say what happened, which NetworkError's fixed text would not.
  throw new ApiRequestError(outcome.httpStatus, JSON.stringify({ error: outcome.answer.message }), '');
}

/**
 * A form: to the slot route when a slot is named, to the library otherwise.
 * Fields go before the file, so the server can refuse a wrong slot before
 * storing a byte.
 */
function sendForm(file: File, o: UploadOptions): Promise<UploadOutcome> {
  const form = new FormData();
  if (o.target) {
    form.append('targetPath', o.target.folder);
    form.append('fileName', o.target.fileName);
  }
  if (o.alt) form.append('alt', o.alt);
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', o.target ? admin['upload-file'].$path() : admin.media.$path());
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(e.loaded / e.total);
    };
    const stop = () => xhr.abort();
    o.signal?.addEventListener('abort', stop, { once: true });
    const done = (outcome: UploadOutcome) => {
      o.signal?.removeEventListener('abort', stop);
      resolve(outcome);
    };
    xhr.onload = () => done(answerOf(xhr.status, xhr.responseText, file.name));
    xhr.onerror = () => done({ httpStatus: 0, answer: { status: 'error', message: lost(file.name) } });
    xhr.onabort = () => done({ httpStatus: 0, answer: { status: 'error', message: CANCELLED } });
    xhr.send(form);
  });
}

/**
 * The tus protocol (tus-js-client, loaded only when a large file is sent). A
 * lost connection is retried from the server's offset (after 0, 1, 3, 5, 10
 * and 20 s), and the browser remembers unfinished uploads, so choosing the
 * same file for the same slot again after a page reload continues where it
 * stopped.
 */
async function sendResumable(file: File, o: UploadOptions): Promise<UploadOutcome> {
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve) => {
    const where = o.target ? `${o.target.folder}/${o.target.fileName}` : 'library';
    const upload = new Upload(file, {
      endpoint: admin.uploads.$path(),
      metadata: {
        ...(o.target ? { targetPath: o.target.folder, fileName: o.target.fileName } : { fileName: file.name }),
        ...(o.alt ? { alt: o.alt } : {}),
        filetype: file.type,
      },
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      removeFingerprintOnSuccess: true,
      // The fingerprint names the slot too: the same file for another slot is another upload.
      fingerprint: async (f) =>
        `site-upload:${where}:${(f as File).name}:${(f as File).size}:${(f as File).lastModified}`,
      onProgress: (sent, total) => total > 0 && o.onProgress?.(sent / total),
      onSuccess: ({ lastResponse }) => finish(answerOf(lastResponse.getStatus(), lastResponse.getBody(), file.name)),
      onError: (err) => {
        const res = (err as import('tus-js-client').DetailedError).originalResponse;
        finish(answerOf(res?.getStatus() ?? 0, res?.getBody(), file.name));
      },
    });
    const stop = () => {
      void upload.abort(true);
      finish({ httpStatus: 0, answer: { status: 'error', message: CANCELLED } });
    };
    o.signal?.addEventListener('abort', stop, { once: true });
    let settled = false;
    function finish(outcome: UploadOutcome) {
      if (settled) return;
      settled = true;
      o.signal?.removeEventListener('abort', stop);
      resolve(outcome);
    }
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
