import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../contracts/assets';
import type { PictureSettingsDetail } from '../../../contracts/picture-settings';
import { apiRoutes, me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { MediaLibrary } from './MediaLibrary';
import { libraryAnswer, sampleAssets } from './sample';

const rowOf = async (name: string) =>
  (await screen.findAllByText(name))[0]!.closest('li.media-lib__row') as HTMLElement;
const screenOf = () => <MediaLibrary heading="Media library" intro="Every file." />;
const numbers = (row: HTMLElement) =>
  ['Left', 'Top', 'Width', 'Height'].map((l) => Number((within(row).getByLabelText(l) as HTMLInputElement).value));

/** The library answering `assets`, and a PATCH answering the file with what was sent. */
function libraryWith(assets: Asset[]) {
  return renderAdmin(screenOf(), {
    api: {
      'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req, assets),
      'PATCH /api/admin/media/:id': ({ body }: { body: { edit: Asset['edit'] } }) => ({
        ...assets[0],
        edit: body.edit && { ...body.edit, original: { width: 1600, height: 1067 } },
      }),
    },
    route: '/admin/media',
  });
}

describe('crop and rotate in the media library', () => {
  it('turns the picture, takes a shape, a drag and typed numbers, and saves turns and a crop of the turned picture', async () => {
    const { calls } = libraryWith(sampleAssets);
    expect(
      within(await rowOf('Site walk-through IMG_4411.MOV')).queryByRole('button', { name: /Crop and rotate/ }),
    ).toBeNull();
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Crop and rotate \(as uploaded\)/ }));
    expect(within(row).getByRole('button', { name: 'Save crop' })).toHaveProperty('disabled', true);
    expect(within(row).getByRole('button', { name: 'Reset to original' })).toHaveProperty('disabled', true);
    expect(numbers(row)).toEqual([0, 0, 100, 100]);

    // A quarter turn to the right: the 1600 × 1067 photo is drawn 1067 wide and 1600 high, turned.
    fireEvent.click(within(row).getByRole('button', { name: /Turn right/ }));
    const picture = within(row).getByTestId('crop-picture');
    expect(picture.style.getPropertyValue('--crop-w')).toBe('213px');
    expect(picture.style.getPropertyValue('--crop-ratio')).toBe('213 / 320');
    expect((picture.querySelector('img') as HTMLImageElement).style.transform).toContain('rotate(90deg)');

    // Square: as wide as the turned picture, as high as it is wide, around the middle.
    fireEvent.click(within(row).getByRole('button', { name: '1:1' }));
    expect(within(row).getByRole('button', { name: '1:1' }).getAttribute('aria-pressed')).toBe('true');
    expect(numbers(row)).toEqual([0, 16.7, 100, 66.7]);

    // Free, then a drag from a quarter to three quarters of the picture each way.
    fireEvent.click(within(row).getByRole('button', { name: 'Free' }));
    picture.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 300 }) as DOMRect;
    fireEvent.pointerDown(picture, { clientX: 50, clientY: 75, pointerId: 1 });
    fireEvent.pointerMove(picture, { clientX: 150, clientY: 225, pointerId: 1 });
    fireEvent.pointerUp(picture, { clientX: 150, clientY: 225, pointerId: 1 });
    expect(numbers(row)).toEqual([25, 25, 50, 50]);

    // Typed: the crop stays inside the picture (a left of 80 % with a width of 50 % is moved back to 50 %).
    fireEvent.change(within(row).getByLabelText('Left'), { target: { value: '80' } });
    expect(numbers(row)).toEqual([50, 25, 50, 50]);

    fireEvent.click(within(row).getByRole('button', { name: 'Save crop' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      edit: { turns: 1, crop: { x: 0.5, y: 0.25, width: 0.5, height: 0.5 } },
    });
    await screen.findByText('Crop and rotation of Kitchen island walnut.jpg saved');
  });

  it('turning left twice from an edited picture carries its crop round, and Reset sends the original back', async () => {
    const edited: Asset = {
      ...sampleAssets[0]!,
      width: 800,
      height: 1067,
      edit: { turns: 0, crop: { x: 0, y: 0, width: 0.5, height: 1 }, original: { width: 1600, height: 1067 } },
    };
    const { calls } = libraryWith([edited, ...sampleAssets.slice(1)]);
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Crop and rotate \(edited\)/ }));
    expect(numbers(row)).toEqual([0, 0, 50, 100]);
    // The left half, turned a quarter to the left, is the bottom half; twice, the right half.
    fireEvent.click(within(row).getByRole('button', { name: /Turn left/ }));
    expect(numbers(row)).toEqual([0, 50, 100, 50]);
    fireEvent.click(within(row).getByRole('button', { name: /Turn left/ }));
    expect(numbers(row)).toEqual([50, 0, 50, 100]);
    fireEvent.click(within(row).getByRole('button', { name: 'Reset to original' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ edit: null });
    await screen.findByText('Kitchen island walnut.jpg is shown as uploaded again');
  });
});

describe('the crop of a picture on live pages', () => {
  const live: Asset = { ...sampleAssets[0]!, usedBy: [{ path: '/kitchen-fit-outs', state: 'published' }] };
  const detail = (over: Partial<PictureSettingsDetail> = {}): PictureSettingsDetail => ({
    id: live.id,
    url: live.url,
    fileName: live.fileName,
    version: 3,
    published: { focus: { x: 0.4, y: 0.5 }, edit: null },
    draft: null,
    draftSrc: null,
    original: { width: 1600, height: 1067 },
    issues: [],
    updatedAt: null,
    updatedBy: null,
    scheduledAt: null,
    scheduleError: null,
    ...over,
  });
  const liveLibrary = (o: { picture?: PictureSettingsDetail; required?: boolean; role?: 'admin' | 'editor' } = {}) =>
    renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/me': { admin: { ...me.admin, role: o.role ?? 'admin' } },
        'GET /api/admin/media': (req: { query: URLSearchParams }) =>
          libraryAnswer(req, [live, ...sampleAssets.slice(1)]),
        'GET /api/admin/picture': o.picture ?? detail(),
        'PUT /api/admin/picture/draft': { version: 4, issues: [] },
        'POST /api/admin/picture/publish': ({ body }: { body: { at?: string } }) =>
          body.at ? { status: 202, body: { scheduledAt: body.at, version: 4, versionAt: null } } : { version: 5 },
        'GET /api/admin/picture/review': { required: !!o.required, review: null },
        'POST /api/admin/picture/review': { required: true, review: null },
        'PATCH /api/admin/media/:id': { status: 500, body: { error: 'must not be called' } },
      },
      route: '/admin/media',
    });

  it('is saved as a draft with the focal point kept, and published; the library never crops the pages at once', async () => {
    const { calls } = liveLibrary();
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Crop and rotate/ }));
    await within(row).findByRole('button', { name: 'Save draft' });
    expect(within(row).queryByRole('button', { name: 'Save crop' })).toBeNull();
    expect(within(row).getByRole('status').textContent).toMatch(/keep showing the picture as uploaded/);
    fireEvent.click(within(row).getByRole('button', { name: /Turn right/ }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      picture: { focus: { x: 0.4, y: 0.5 }, edit: { turns: 1, crop: null } },
      baseVersion: 3,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Publish picture change' }));
    await screen.findByText('Crop of Kitchen island walnut.jpg published');
    expect(calls.find((c) => c.path === apiRoutes.picture.publish.$path())!.body).toEqual({ baseVersion: 4 });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('opens on the saved draft crop and shows it as the pages will; Publish at… schedules it', async () => {
    const draft = { focus: { x: 0.4, y: 0.5 }, edit: { turns: 0, crop: { x: 0, y: 0, width: 0.5, height: 1 } } };
    const { calls } = liveLibrary({
      picture: detail({ draft, draftSrc: '/uploads/_variants/_assets/x.e0123456789ab-800w.webp?v=1' }),
    });
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Crop and rotate/ }));
    await within(row).findByText('The draft, as the pages will show it once it is published.');
    expect(numbers(row)).toEqual([0, 0, 50, 100]);
    const shown = row.querySelector('.media-lib__crop-draft img') as HTMLImageElement;
    expect(shown.getAttribute('src')).toBe('/uploads/_variants/_assets/x.e0123456789ab-800w.webp?v=1');
    expect([shown.getAttribute('width'), shown.getAttribute('height')]).toEqual(['800', '1067']);
    fireEvent.click(within(row).getByRole('button', { name: 'Publish at…' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByLabelText(/Publish at…/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === apiRoutes.picture.publish.$path() && (c.body as { at?: string }).at)).toBe(
        true,
      ),
    );
    await screen.findByText('Publish scheduled');
  });

  it('an editor submits the crop for review when review before publish is on', async () => {
    const { calls } = liveLibrary({ role: 'editor', required: true });
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Crop and rotate/ }));
    fireEvent.click(await within(row).findByRole('button', { name: /Turn left/ }));
    const submit = await within(row).findByRole('button', { name: 'Submit for review' });
    expect(within(row).queryByRole('button', { name: 'Publish at…' })).toBeNull();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === apiRoutes.picture.review.$path())).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ picture: { edit: { turns: 3 } } });
  });
});
