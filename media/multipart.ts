import { controlCharacterIn, controlCharacterMessage } from '../contracts/text';
import { Readable } from 'node:stream';
import busboy from 'busboy';

/**
 * multipart/form-data for the small-file upload path, read by busboy (the
 * streaming parser most Node servers use) instead of a parser of our own:
 * parts arrive one by one and a file part's body is read chunk by chunk, so a
 * 300 MB upload never sits in memory. Each part's body must be read (or
 * skipped) before the next part arrives. Large files go through the
 * resumable (tus) endpoint instead.
 */

export class MultipartError extends Error {}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  /** The part's bytes; iterate once. */
  body: AsyncIterable<Buffer>;
}

/**
 * The boundary of a multipart/form-data Content-Type, or undefined when the
 * type is something else. Only the characters browsers and HTTP clients
 * really use (RFC 2046's set without the space, 1 to 70 of them) are taken,
 * quoted or not; anything else (a space, a quote left open, a character
 * outside ASCII) is refused by the caller as a malformed request instead of
 * reaching the parser, which throws on some of them.
 */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const m = /;\s*boundary=(?:"([^"]*)"|([^\s;"]*))\s*(?:;|$)/i.exec(contentType);
  const boundary = m ? (m[1] ?? m[2]) : undefined;
  return boundary && /^[0-9A-Za-z'()+_,\-./:=?]{1,70}$/.test(boundary) ? boundary : undefined;
}

/** The upload form is three parts; anything far beyond that is not our form. */
const LIMITS = { fields: 16, files: 2, parts: 24, fieldSize: 8 * 1024, headerPairs: 16 };

/** busboy's words, in the words the upload endpoint answers with. */
function describe(err: Error): string {
  if (/Unexpected end of (form|file)/i.test(err.message)) return 'The upload ended before the form data was complete.';
  if (/boundary/i.test(err.message)) return 'No multipart boundary found in the body.';
  if (/header/i.test(err.message)) return 'A form part has malformed or oversized headers.';
  return `The form data could not be read: ${err.message}`;
}

/** `signal`: the request's; a client that disconnects mid-body may leave the stream pending, never ended. */
export async function* readMultipart(
  stream: ReadableStream<Uint8Array>,
  boundary: string,
  signal?: AbortSignal,
): AsyncGenerator<Part> {
  const source = Readable.fromWeb(stream as import('node:stream/web').ReadableStream<Uint8Array>);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
      limits: LIMITS,
      defParamCharset: 'utf8',
    });
  } catch (err) {
    // busboy refuses a Content-Type it cannot use by throwing here; that is the client's mistake, not ours.
    throw new MultipartError(`The multipart/form-data header could not be read: ${(err as Error).message}.`);
  }
  // What busboy has said and the generator has not handed on yet: a part, the end (null), or a failure.
  const inbox: (Part | MultipartError | null)[] = [];
  let wake: (() => void) | undefined;
  let failure: MultipartError | undefined;
  // The file whose bytes the consumer is reading: a failure ends it, so the consumer's loop throws instead of waiting.
  let current: Readable | undefined;
  const say = (item: Part | MultipartError | null) => {
    inbox.push(item);
    wake?.();
  };
  const fail = (err: MultipartError) => {
    if (failure) return;
    failure = err;
    current?.destroy(err);
    say(err);
  };
  async function* bodyOf(file: Readable): AsyncGenerator<Buffer> {
    current = file;
    if (failure) {
      file.destroy();
      throw failure;
    }
    try {
      for await (const chunk of file) yield chunk as Buffer;
    } catch (err) {
      throw failure ?? (err instanceof MultipartError ? err : new MultipartError(describe(err as Error)));
    } finally {
      current = undefined;
    }
    if (failure) throw failure;
  }
  parser.on('field', (name, value, info) => {
    const control = controlCharacterIn(name) ?? controlCharacterIn(value);
    if (info.valueTruncated) fail(new MultipartError(`The form field "${name}" is too long.`));
    else if (control) fail(new MultipartError(`The form field "${name}" ${controlCharacterMessage(control)}.`));
    else
      say({
        name,
        body: (async function* () {
          yield Buffer.from(value, 'utf8');
        })(),
      });
  });
  parser.on('file', (name, file, info) => {
    file.on('error', () => {});
    const control = controlCharacterIn(info.filename ?? '');
    if (control) {
      file.resume();
      return fail(new MultipartError(`The file's name ${controlCharacterMessage(control)}.`));
    }
    // Known from the start, not only once the consumer reads it: a failure that lands before the first read
    // (a client gone between the part's headers and its bytes) must still end it, or that read waits forever.
    current = file;
    say({ name, filename: info.filename ?? '', contentType: info.mimeType, body: bodyOf(file) });
  });
  parser.on('partsLimit', () => fail(new MultipartError('The form has too many parts.')));
  parser.on('filesLimit', () => fail(new MultipartError('Send exactly one file, in the form field "file".')));
  parser.on('fieldsLimit', () => fail(new MultipartError('Too many form fields.')));
  parser.on('error', (err: Error) => fail(new MultipartError(describe(err))));
  parser.on('close', () => say(null));
  const stop = () => {
    fail(new MultipartError('The upload was interrupted before it finished.'));
    source.destroy();
  };
  source.on('error', stop);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  source.pipe(parser);
  try {
    for (;;) {
      while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const item = inbox.shift()!;
      if (item === null) {
        if (failure) throw failure;
        return;
      }
      if (item instanceof MultipartError) throw item;
      yield item;
      // The consumer skipped a file's bytes: drain them so the parser moves on.
      if (item.filename !== undefined && !failure) for await (const _ of item.body) void _;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    source.unpipe(parser);
    source.destroy();
    parser.removeAllListeners('file');
    parser.destroy();
  }
}

/** Reads a small text field, refusing more than `max` bytes. */
export async function readField(part: Part, max = 2048): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of part.body) {
    size += c.length;
    if (size > max) throw new MultipartError(`The form field "${part.name}" is too long.`);
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}
