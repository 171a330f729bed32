import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readField, readMultipart } from './multipart';

const BOUNDARY = 'xYz0123456789abcdef';

/** A stream delivering `bytes` cut at the given positions. */
function chunked(bytes: Buffer, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let last = 0;
  for (const p of [...points, bytes.length]) {
    if (p > last) pieces.push(bytes.subarray(last, p));
    last = p;
  }
  return new ReadableStream({
    pull(ctrl) {
      const next = pieces.shift();
      if (next) ctrl.enqueue(new Uint8Array(next));
      else ctrl.close();
    },
  });
}

function form(file: Buffer) {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\nx.jpg\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function parse(stream: ReadableStream<Uint8Array>) {
  const out: Record<string, Buffer | string> = {};
  for await (const part of readMultipart(stream, BOUNDARY)) {
    if (part.filename === undefined) out[part.name] = await readField(part);
    else {
      const chunks: Buffer[] = [];
      for await (const c of part.body) chunks.push(Buffer.from(c));
      out[part.name] = Buffer.concat(chunks);
    }
  }
  return out;
}

describe('readMultipart', () => {
  // File bytes full of near-misses of the delimiter, cut anywhere: the file comes back exactly.
  it('property: any file content, any chunking, gives the file back byte for byte', async () => {
    const near = fc.constantFrom(
      '\r',
      '\n',
      '\r\n',
      '\r\n-',
      '\r\n--',
      `\r\n--${BOUNDARY.slice(0, 5)}`,
      `\r\n--${BOUNDARY.slice(0, -1)}`,
      `--${BOUNDARY}`,
      '-',
      'x',
    );
    const piece = fc.oneof(
      near.map((s) => Buffer.from(s)),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        async (pieces, cuts) => {
          const file = Buffer.concat(pieces);
          // A sender picks a boundary that its content does not contain (counting the line break before the content).
          fc.pre(!Buffer.concat([Buffer.from('\r\n'), file]).includes(`\r\n--${BOUNDARY}`));
          const body = form(file);
          const parsed = await parse(chunked(body, cuts));
          expect(parsed.fileName).toBe('x.jpg');
          expect(Buffer.compare(parsed.file as Buffer, file)).toBe(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a file that ends in part of the delimiter, cut byte by byte', async () => {
    const file = Buffer.from(`data\r\n--${BOUNDARY.slice(0, 7)}`);
    const body = form(file);
    const parsed = await parse(
      chunked(
        body,
        Array.from({ length: body.length }, (_, i) => i),
      ),
    );
    expect(parsed.file).toEqual(file);
  });
});

describe('a connection lost between a file part and its bytes', () => {
  it('ends the file part with the interruption instead of leaving its reader waiting', async () => {
    let ctrl!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
    ctrl.enqueue(
      new TextEncoder().encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\n\r\nfirst bytes`,
      ),
    );
    const parts = readMultipart(stream, BOUNDARY);
    const file = (await parts.next()).value!;
    expect(file.filename).toBe('x.jpg');
    // The client is gone before the server has read one byte of the file.
    ctrl.error(new Error('connection reset'));
    await new Promise((r) => setImmediate(r));
    let outcome = 'still reading';
    void (async () => {
      for await (const _ of file.body) void _;
    })().then(
      () => (outcome = 'ended without an error'),
      (err: Error) => (outcome = err.message),
    );
    // A reader that hangs on the cut-off body fails here after 5 s, saying it was still reading.
    await expect
      .poll(() => outcome, { timeout: 5_000, interval: 5, message: 'how reading the cut-off upload ended' })
      .toBe('The upload was interrupted before it finished.');
  });
});
