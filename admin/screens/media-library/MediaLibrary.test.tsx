import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../contracts/assets';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { MediaLibrary } from './MediaLibrary';
import { libraryAnswer, sampleAssets } from './sample';

const many: Asset[] = Array.from({ length: 60 }, (_, i) => ({
  ...sampleAssets[2],
  id: (i + 100).toString(16).padStart(32, '0'),
  fileName: `yard-photo-${i + 1}.jpg`,
}));

/** A file's row (its name is also in the hidden words of its buttons). */
const rowOf = async (name: string) =>
  (await screen.findAllByText(name))[0]!.closest('li.media-lib__row') as HTMLElement;

const screenOf = () => <MediaLibrary heading="Media library" intro="Every file." />;

describe('the media library screen', () => {
  it('shows each file with where it is used, its size and date, and pages through the library', async () => {
    renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req, [...sampleAssets, ...many]),
      },
      route: '/admin/media',
    });
    const row = await rowOf('Kitchen island walnut.jpg');
    expect(within(row).getByRole('link', { name: '/kitchen-fit-outs' }).getAttribute('href')).toBe(
      '/admin/pages/edit?path=%2Fkitchen-fit-outs',
    );
    expect(within(row).getByText('draft')).toBeTruthy();
    expect(within(row).getByText(/1600×1067 · 402 KB · 24 Nov 2026/)).toBeTruthy();
    const unused = await rowOf('Container office dusk.jpg');
    expect(within(unused).getByText('Unused')).toBeTruthy();
    expect(within(unused).queryByText('Unpublished change')).toBeNull();
    // A live picture with a saved draft of its crop or focal point says so in the list.
    expect(within(await rowOf('Reception desk oak.png')).getByText('Unpublished change')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '50+ files' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await rowOf('yard-photo-60.jpg');
    expect(screen.getByRole('heading', { name: '65 files' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('saves a default alt text', async () => {
    const { calls } = renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
        'PATCH /api/admin/media/:id': ({ body }: { body: unknown }) => ({ ...sampleAssets[2], ...(body as object) }),
      },
    });
    const row = await rowOf('Container office dusk.jpg');
    fireEvent.change(within(row).getByLabelText(/Default alt text of Container office/), {
      target: { value: 'A container office at dusk' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(apiRoutes.media[':id'].$path({ param: { id: sampleAssets[2].id } }));
    expect(patch.body).toEqual({ alt: 'A container office at dusk' });
  });

  it('sets a focal point by clicking on the picture or with the arrow keys, and shows the crops it gives', async () => {
    const { calls } = renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
        'PATCH /api/admin/media/:id': ({ body }: { body: unknown }) => ({ ...sampleAssets[0], ...(body as object) }),
      },
    });
    const row = await rowOf('Kitchen island walnut.jpg');
    // Files that are not pictures have no focal point.
    expect(
      within(await rowOf('Site walk-through IMG_4411.MOV')).queryByRole('button', { name: /Focal point/ }),
    ).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /Focal point \(centre\)/ }));
    const dot = within(row).getByRole('button', { name: /50% from the left, 50% from the top/ });
    expect(within(row).getByRole('button', { name: 'Save focal point' })).toHaveProperty('disabled', true);
    // A click 50 px across and 80 px down a 200×100 picture.
    const pic = dot.parentElement as HTMLElement;
    // Measured on the picture itself (its box may be wider on a desktop layout).
    pic.querySelector('img')!.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(pic, { clientX: 50, clientY: 80 });
    expect(dot.getAttribute('aria-label')).toMatch(/25% from the left, 80% from the top/);
    expect(dot.style.left).toBe('25%');
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    fireEvent.keyDown(dot, { key: 'ArrowUp', shiftKey: true });
    expect(dot.getAttribute('aria-label')).toMatch(/27% from the left, 70% from the top/);
    const crops = row.querySelectorAll<HTMLImageElement>('.media-lib__focus-crop img');
    expect([...crops].map((i) => i.style.objectPosition)).toEqual(['27% 70%', '27% 70%', '27% 70%']);
    // The wide (a hero on a computer) and tall (on a phone) previews show where the hero's text covers the picture.
    expect(
      [...row.querySelectorAll('.media-lib__focus-crop')].map(
        (c) => !!c.querySelector('[data-testid="hero-text-over"]'),
      ),
    ).toEqual([false, true, true]);
    fireEvent.click(within(row).getByRole('button', { name: 'Save focal point' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(apiRoutes.media[':id'].$path({ param: { id: sampleAssets[0].id } }));
    expect(patch.body).toEqual({ focus: { x: 0.27, y: 0.7 } });
    await screen.findByText('Focal point of Kitchen island walnut.jpg saved');
  });

  it('deletes an unused file after a confirmation, and refuses a used one at once, naming the page (no confirmation first)', async () => {
    const { calls } = renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
        'DELETE /api/admin/media/:id': ({ path }: { path: string }) =>
          path.endsWith(sampleAssets[1].id)
            ? {
                status: 409,
                body: {
                  error:
                    'Site walk-through IMG_4411.MOV is in use on /. Choose another file there (and publish) before deleting it.',
                  usedBy: [{ path: '/', state: 'published' }],
                },
              }
            : { status: 204 },
      },
    });
    const used = await rowOf('Site walk-through IMG_4411.MOV');
    // The home page's use reads as a name, linked to its editor, not a one-character “/”.
    expect(within(used).getByRole('link', { name: 'Home page (/)' }).getAttribute('href')).toMatch(/path=%2F$/);
    fireEvent.click(within(used).getByRole('button', { name: /Delete/ }));
    await within(used).findByRole('alert');
    expect(within(used).getByRole('alert').textContent).toContain('is in use on /');
    expect(screen.queryByRole('button', { name: 'Delete file' })).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(sampleAssets[1].id))).toBe(false);

    const spare = await rowOf('Container office dusk.jpg');
    fireEvent.click(within(spare).getByRole('button', { name: /Delete/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(sampleAssets[2].id))).toBe(true),
    );
    await screen.findByText('Container office dusk.jpg deleted');
  });

  it('opens the file a review names (?file=) above the list, and says so when it was deleted', async () => {
    const opened = sampleAssets[2];
    const first = renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
        'GET /api/admin/media/:id': (req: { path: string }) => sampleAssets.find((a) => req.path.endsWith(a.id)),
      },
      route: `/admin/media?file=${opened.id}`,
    });
    const heading = await screen.findByRole('heading', { name: `The file you opened: ${opened.fileName}` });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText(opened.fileName, { selector: 'strong' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Close and show every file' }).getAttribute('href')).toBe(
      '/admin/media',
    );
    expect(first.calls.some((c) => c.path === apiRoutes.media[':id'].$path({ param: { id: opened.id } }))).toBe(true);
    first.unmount();

    renderAdmin(screenOf(), {
      api: {
        'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
        'GET /api/admin/media/:id': { status: 404, body: { error: 'There is no such file in the media library.' } },
      },
      route: `/admin/media?file=${'0'.repeat(32)}`,
    });
    expect(
      await screen.findByText(
        /There is no such file in the media library\. Every file still in the library is listed below\./,
      ),
    ).toBeTruthy();
  });
});
