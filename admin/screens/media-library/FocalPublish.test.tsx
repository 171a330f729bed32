import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../contracts/assets';
import type { PictureSettingsDetail } from '../../../contracts/picture-settings';
import { apiRoutes, me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { MediaLibrary } from './MediaLibrary';
import { libraryAnswer, sampleAssets } from './sample';

const rowOf = async (name: string) =>
  (await screen.findAllByText(name))[0]!.closest('li.media-lib__row') as HTMLElement;

/** The kitchen photo, shown by a published page: its focal point waits for publish. */
const live: Asset = { ...sampleAssets[0], usedBy: [{ path: '/kitchen-fit-outs', state: 'published' }] };
const assets = [live, ...sampleAssets.slice(1)];

const detail = (over: Partial<PictureSettingsDetail> = {}): PictureSettingsDetail => ({
  id: live.id,
  url: live.url,
  fileName: live.fileName,
  version: 3,
  published: { focus: { x: 0.5, y: 0.5 }, edit: null },
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

function library(o: { role?: 'admin' | 'editor'; required?: boolean; picture?: PictureSettingsDetail } = {}) {
  return renderAdmin(<MediaLibrary heading="Media library" intro="Every file." />, {
    api: {
      'GET /api/admin/me': { admin: { ...me.admin, role: o.role ?? 'admin' } },
      'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req, assets),
      'GET /api/admin/picture': o.picture ?? detail(),
      'PUT /api/admin/picture/draft': { version: 4, issues: [] },
      'POST /api/admin/picture/publish': { version: 5 },
      'GET /api/admin/picture/review': { required: !!o.required, review: null },
      'POST /api/admin/picture/review': { required: true, review: null },
      'GET /api/admin/picture/revisions': {
        items: [
          { version: 3, number: 2, publishedAt: '2026-12-01T09:00:00Z', publishedBy: 'admin' },
          { version: 1, number: 1, publishedAt: '2026-11-20T09:00:00Z', publishedBy: 'admin' },
        ],
        nextCursor: null,
      },
      'POST /api/admin/picture/restore': { version: 4 },
      'GET /api/admin/picture/compare': ({ query }: { query: URLSearchParams }) => ({
        from: { ref: query.get('from'), label: 'On the pages now' },
        to: { ref: query.get('to'), label: 'Draft' },
        changes: [
          {
            path: ['focus', 'x'],
            where: ['Focal point', 'From the left'],
            change: 'changed',
            before: 0.5,
            after: 0.1,
          },
        ],
      }),
      'PATCH /api/admin/media/:id': { status: 500, body: { error: 'must not be called' } },
    },
    route: '/admin/media',
  });
}

/** Opens the focal point panel of the live photo and moves its point with a click at 25 %, 80 %. */
async function movePoint() {
  const row = await rowOf('Kitchen island walnut.jpg');
  fireEvent.click(within(row).getByRole('button', { name: /Focal point/ }));
  const dot = await within(row).findByRole('button', { name: /50% from the left, 50% from the top/ });
  const pic = dot.parentElement as HTMLElement;
  pic.querySelector('img')!.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
  fireEvent.click(pic, { clientX: 50, clientY: 80 });
  return row;
}

describe('the focal point of a picture on live pages', () => {
  it('is saved as a draft and published; the library never saves it straight onto the pages', async () => {
    const { calls } = library();
    const row = await movePoint();
    expect(within(row).queryByRole('button', { name: 'Save focal point' })).toBeNull();
    expect(within(row).getByRole('status').textContent).toMatch(
      /keep showing 50% from the left.*until the change is published/,
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(apiRoutes.picture.draft.$path());
    expect(put.query.get('id')).toBe(live.id);
    expect(put.body).toEqual({ picture: { focus: { x: 0.25, y: 0.8 }, edit: null }, baseVersion: 3 });
    await screen.findByText('Draft saved');

    fireEvent.click(within(row).getByRole('button', { name: 'Publish picture change' }));
    await waitFor(() => expect(calls.some((c) => c.path === apiRoutes.picture.publish.$path())).toBe(true));
    // The draft on screen was saved already: publish names its version.
    expect(calls.find((c) => c.path === apiRoutes.picture.publish.$path())!.body).toEqual({ baseVersion: 4 });
    await screen.findByText('Focal point of Kitchen island walnut.jpg published');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('an editor submits the change for review when review before publish is on', async () => {
    const { calls } = library({ role: 'editor', required: true });
    const row = await movePoint();
    const submit = await within(row).findByRole('button', { name: 'Submit for review' });
    expect(within(row).queryByRole('button', { name: 'Publish picture change' })).toBeNull();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === apiRoutes.picture.review.$path())).toBe(true),
    );
    expect(calls.find((c) => c.path === apiRoutes.picture.review.$path() && c.method === 'POST')!.body).toEqual({
      baseVersion: 4,
    });
    expect(calls.some((c) => c.path === apiRoutes.picture.publish.$path())).toBe(false);
    await screen.findByText('Submitted for review');
  });

  it('opens on the saved draft, and History restores an earlier version as the draft (the undo)', async () => {
    const { calls } = library({ picture: detail({ draft: { focus: { x: 0.1, y: 0.2 } } }) });
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Focal point/ }));
    await within(row).findByRole('button', { name: /10% from the left, 20% from the top/ });
    fireEvent.click(within(row).getByRole('button', { name: 'History' }));
    const restore = await within(row).findByRole('button', { name: 'Restore version 1' });
    // The version on the pages now has nothing to restore.
    expect(within(row).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    fireEvent.click(restore);
    await waitFor(() => expect(calls.some((c) => c.path === apiRoutes.picture.restore.$path())).toBe(true));
    expect(calls.find((c) => c.path === apiRoutes.picture.restore.$path())!.body).toEqual({
      version: 1,
      baseVersion: 3,
    });
    await screen.findByText('Version 1 is the draft');
  });

  it('History compares the draft with what the pages show, like every other document', async () => {
    const { calls } = library({ picture: detail({ draft: { focus: { x: 0.1, y: 0.2 } } }) });
    const row = await rowOf('Kitchen island walnut.jpg');
    fireEvent.click(within(row).getByRole('button', { name: /Focal point/ }));
    fireEvent.click(await within(row).findByRole('button', { name: 'History' }));
    fireEvent.click(await within(row).findByRole('button', { name: 'Compare versions' }));
    expect(await within(row).findByText('From the left', { exact: false })).toBeTruthy();
    const asked = calls.find((c) => c.path === apiRoutes.picture.compare.$path());
    expect(asked?.query?.get('id')).toBe(live.id);
  });
});
