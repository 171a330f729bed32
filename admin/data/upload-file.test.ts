import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from './api';
import { admin } from './api-client';
import { CANCELLED, answerOf, uploadFile, uploadedOrThrow } from './upload-file';

const asset = {
  id: 'a'.repeat(32),
  url: `/uploads/_assets/${'a'.repeat(32)}.jpg`,
  kind: 'image',
  fileName: 'roof.jpg',
};

/** A stand-in XMLHttpRequest: records where each form went and in what order its fields came; answers when told. */
class FakeXhr {
  static sent: { url: string; fields: string[] }[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  static hold = false;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, fields: [...form.keys()] });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    if (FakeXhr.hold) return;
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  FakeXhr.hold = false;
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'roof.jpg', { type: 'image/jpeg' });

describe('the one upload client', () => {
  it('reads every route’s answer as one shape: the slot route’s, the library’s file, the resumable route’s', () => {
    expect(
      answerOf(200, JSON.stringify({ status: 'success', message: 'x.jpg uploaded to Gallery.', url: '/u' }), 'x.jpg'),
    ).toEqual({
      httpStatus: 200,
      answer: { status: 'success', message: 'x.jpg uploaded to Gallery.', url: '/u' },
    });
    expect(answerOf(201, JSON.stringify(asset), 'roof.jpg').answer).toEqual({
      status: 'success',
      message: 'roof.jpg uploaded.',
      url: asset.url,
      asset,
    });
    const resumable = { status: 'success', message: 'roof.jpg added to the media library.', url: asset.url, asset };
    expect(answerOf(200, JSON.stringify(resumable), 'roof.jpg').answer.asset).toEqual(asset);
    // A refusal: the server's own words; no answer at all: what happened, in words staff can act on.
    expect(
      answerOf(415, JSON.stringify({ status: 'error', message: 'm', error: 'Not a picture.' }), 'a').answer,
    ).toEqual({
      status: 'error',
      message: 'Not a picture.',
    });
    expect(answerOf(0, '', 'site.mp4').answer.message).toBe(
      'The connection was lost while sending site.mp4. Check the connection and upload it again.',
    );
    expect(answerOf(502, '<html>Bad gateway</html>', 'a').answer.message).toBe('502: <html>Bad gateway</html>');
    expect(
      errorText(
        catchOf(() => uploadedOrThrow(answerOf(413, '{"error":"Too large."}', 'a'))),
        'fallback',
      ),
    ).toBe('Too large.');
  });

  it('sends a file to the library, or with its slot’s fields first to the slot route, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, body: asset };
    const progress: number[] = [];
    const library = await uploadFile(photo(), { alt: 'A roof', onProgress: (f) => progress.push(f) });
    expect(library.answer.asset).toEqual(asset);
    FakeXhr.answer = { status: 200, body: { status: 'success', message: 'ok' } };
    await uploadFile(photo(), { target: { folder: 'Gallery/product-images/prefab-units', fileName: 'p-1.jpg' } });
    expect(FakeXhr.sent).toEqual([
      { url: admin.media.$path(), fields: ['alt', 'file'] },
      { url: admin['upload-file'].$path(), fields: ['targetPath', 'fileName', 'file'] },
    ]);
    expect(progress).toEqual([0.25]);
  });

  it('is cancelled by its signal, and says so', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.hold = true;
    const stop = new AbortController();
    const pending = uploadFile(photo(), { signal: stop.signal });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    stop.abort();
    expect(await pending).toEqual({ httpStatus: 0, answer: { status: 'error', message: CANCELLED } });
  });
});

function catchOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}
