import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../../contracts/assets';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { MediaPicker } from './MediaPicker';
import { libraryAnswer, sampleAssets } from './sample';

function Field({ kinds }: { kinds?: Asset['kind'][] }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose
      </button>
      <output data-testid="value">{value}</output>
      <MediaPicker open={open} onOpenChange={setOpen} kinds={kinds} onPick={(a) => setValue(a.url)} />
    </>
  );
}

describe('the media picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the library, searches and filters', async () => {
    const { calls } = renderAdmin(<Field />, {
      api: { 'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
    await within(dialog).findByText('Kitchen island walnut.jpg');
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(sampleAssets.length);

    fireEvent.change(within(dialog).getByLabelText('Search files'), { target: { value: 'kitchen' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('kitchen'));
    await waitFor(() => expect(within(dialog).queryByText('Reception desk oak.png')).toBeNull());

    fireEvent.change(within(dialog).getByLabelText('Search files'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Kind of file'), { target: { value: 'video' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('kind')).toBe('video'));
    await within(dialog).findByText('Site walk-through IMG_4411.MOV');
    fireEvent.click(within(dialog).getByLabelText(/Unused only/));
    await waitFor(() => expect(calls.at(-1)?.query.get('unused')).toBe('1'));
    await within(dialog).findByText('No file matches. Try other words.');
  });

  it('hands the chosen file to the field and closes', async () => {
    renderAdmin(<Field />, {
      api: { 'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('Container office dusk.jpg'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use Container office dusk.jpg' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('value').textContent).toBe(sampleAssets[2].url);
  });

  it('uploads a new file into the library and chooses it at once; a refusal is shown with the reason', async () => {
    const fresh = {
      ...sampleAssets[0],
      id: 'f'.repeat(32),
      url: `/uploads/_assets/${'f'.repeat(32)}.jpg`,
      fileName: 'new.jpg',
    };
    let refuse = true;
    // Uploads go with XMLHttpRequest (the one upload client reports progress): answered here as the server would.
    const posted: string[] = [];
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload = {};
      onload?: () => void;
      withCredentials = false;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      send() {
        posted.push(this.url);
        const answer = refuse
          ? {
              status: 415,
              body: { status: 'error', message: 'x', error: 'notes.txt is not a JPEG, PNG or WebP image.' },
            }
          : { status: 201, body: fresh };
        queueMicrotask(() => {
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = renderAdmin(<Field kinds={['image']} />, {
      api: { 'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog');
    // A field that takes images asks for images only.
    await waitFor(() => expect(calls.at(-1)?.query.get('kind')).toBe('image'));
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [new File(['words'], 'notes.txt', { type: 'text/plain' })] } });
    await within(dialog).findByText(/notes\.txt: notes\.txt is not a JPEG/);
    refuse = false;
    const drop = dialog.querySelector('.media-lib__drop')!;
    fireEvent.drop(drop, { dataTransfer: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'new.jpg')] } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(fresh.url));
    expect(posted).toEqual([apiRoutes.media.$path(), apiRoutes.media.$path()]);
  });
});

describe('the media picker with a large file', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the upload’s progress, then chooses the file', async () => {
    const video = sampleAssets[1];
    const sent: FormData[] = [];
    let finish = () => {};
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      withCredentials = false;
      open() {}
      send(form: FormData) {
        sent.push(form);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
        finish = () => {
          this.status = 201;
          this.responseText = JSON.stringify(video);
          this.onload?.();
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderAdmin(<Field kinds={['video']} />, {
      api: { 'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog');
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'site-walk.mov', { type: 'video/quicktime' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [big] } });
    await within(dialog).findByText('Uploading site-walk.mov (1 of 1): 40 %');
    expect((sent[0].get('file') as File).name).toBe('site-walk.mov');
    finish();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(video.url));
  });
});
