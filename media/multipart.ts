/**
 * A streaming multipart/form-data reader: parts arrive one by one and a file
 * part's body is read chunk by chunk, so a 300 MB upload never sits in
 * memory. Each part's body must be read (or skipped) before the next part.
 */

export class MultipartError extends Error {}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  /** The part's bytes; iterate once. */
  body: AsyncIterable<Buffer>;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;

export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : undefined;
}

function disposition(headers: string) {
  const line = /^content-disposition:\s*form-data(.*)$/im.exec(headers);
  if (!line) throw new MultipartError('A form part has no Content-Disposition: form-data header.');
  const param = (key: string) => {
    const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(line[1]) ?? new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(line[1]);
    return m ? m[1].replace(/\\(.)/g, '$1') : undefined;
  };
  const name = param('name');
  if (name === undefined) throw new MultipartError('A form part has no name.');
  const contentType = /^content-type:\s*([^\r\n]+)$/im.exec(headers)?.[1]?.trim();
  return { name, filename: param('filename'), contentType };
}

/** The length of the longest end of `buf` that is the beginning of `needle` (0 when none). */
function partialMatch(buf: Buffer, needle: Buffer): number {
  for (let i = buf.indexOf(needle[0], Math.max(0, buf.length - needle.length + 1)); i !== -1; i = buf.indexOf(needle[0], i + 1)) {
    if (buf.subarray(i).equals(needle.subarray(0, buf.length - i))) return buf.length - i;
  }
  return 0;
}

/** `signal`: the request's; a client that disconnects mid-body may leave the stream pending, never ended. */
export async function* readMultipart(stream: ReadableStream<Uint8Array>, boundary: string, signal?: AbortSignal): AsyncGenerator<Part> {
  const reader = stream.getReader();
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => reject(new MultipartError('The upload was interrupted before it finished.'));
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
  aborted.catch(() => {});
  const delimiter = Buffer.from(`--${boundary}`);
  const bodyEnd = Buffer.concat([CRLF, delimiter]);
  let buf: Buffer = Buffer.alloc(0);
  let ended = false;

  async function more(): Promise<boolean> {
    if (ended) return false;
    let r: ReadableStreamReadResult<Uint8Array>;
    try {
      r = await Promise.race([reader.read(), aborted]);
    } catch (err) {
      if (err instanceof MultipartError) {
        void reader.cancel().catch(() => {});
        throw err;
      }
      throw new MultipartError('The upload was interrupted before it finished.');
    }
    if (r.done) {
      ended = true;
      return false;
    }
    buf = buf.length ? Buffer.concat([buf, r.value]) : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    return true;
  }
  const truncated = () => new MultipartError('The upload ended before the form data was complete.');

  try {
    // Preamble, then the first delimiter.
    for (;;) {
      const i = buf.indexOf(delimiter);
      if (i !== -1) {
        buf = buf.subarray(i + delimiter.length);
        break;
      }
      if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('No multipart boundary found in the body.');
      if (!(await more())) throw truncated();
    }
    for (;;) {
      // After a delimiter: '--' closes the form, CRLF starts a part.
      while (buf.length < 2) if (!(await more())) throw truncated();
      if (buf[0] === 0x2d && buf[1] === 0x2d) return;
      if (!buf.subarray(0, 2).equals(CRLF)) throw new MultipartError('Malformed multipart delimiter.');
      buf = buf.subarray(2);
      let h: number;
      while ((h = buf.indexOf(HEADER_END)) === -1) {
        if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('A form part has oversized headers.');
        if (!(await more())) throw truncated();
      }
      const info = disposition(buf.subarray(0, h).toString('utf8'));
      buf = buf.subarray(h + HEADER_END.length);
      let done = false;
      async function* body(): AsyncGenerator<Buffer> {
        for (;;) {
          const i = buf.indexOf(bodyEnd);
          if (i !== -1) {
            if (i > 0) yield buf.subarray(0, i);
            buf = buf.subarray(i + bodyEnd.length);
            done = true;
            return;
          }
          // Hold back only a tail that could be the start of the delimiter. Usually there is none,
          // so the next chunk is used as it arrives instead of being copied onto the tail.
          const safe = buf.length - partialMatch(buf, bodyEnd);
          if (safe > 0) {
            const chunk = buf.subarray(0, safe);
            buf = buf.subarray(safe);
            yield chunk;
          }
          if (!(await more())) throw truncated();
        }
      }
      const part: Part = { ...info, body: body() };
      yield part;
      if (!done) for await (const _ of part.body) void _; // the consumer skipped it
      if (!done) throw truncated();
    }
  } finally {
    try {
      reader.releaseLock();
    } catch {
      /* a read is still pending (aborted); the stream is cancelled */
    }
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
