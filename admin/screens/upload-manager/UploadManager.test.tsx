import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TargetsView } from '../../../contracts/media';
import { AdminProviders } from '../../ui/providers';
import { resetToasts } from '../../data/toast-store';
import { sampleAssets } from '../media-library/sample';
import { UploadManager } from './UploadManager';
import { apiRoutes } from '../../../tests/support/admin/test-utils';

/** Where the screen asks for every upload target, as the typed client names it. */
const TARGETS = apiRoutes.media.targets.$path();

const view: TargetsView = {
  total: 103,
  stored: 1,
  groups: [
    {
      id: '/#home/hero/prefab-units',
      label: 'Home › Hero › prefab-units',
      page: '/',
      pageLabel: 'Home',
      folder: 'home/hero/prefab-units',
      targets: [1, 2].map((n) => ({
        fileName: `home-hero-prefab-units-video-${n}.mp4`,
        kind: 'video' as const,
        exists: n === 1,
        url: n === 1 ? `/uploads/x-${n}.mp4?v=1` : undefined,
        ...(n === 1 ? { fileId: 'b'.repeat(32) } : {}),
        alt: null,
        productName: null,
        hidden: false,
      })),
    },
    {
      id: '/gallery#Gallery/product-images/prefab-units',
      label: 'Gallery › Product images › prefab-units',
      page: '/gallery',
      pageLabel: 'Gallery',
      folder: 'Gallery/product-images/prefab-units',
      targets: Array.from({ length: 100 }, (_, i) => ({
        fileName: `gallery-product-images-prefab-units-image-${i + 1}.jpg`,
        kind: 'image' as const,
        exists: false,
        alt: null,
        productName: null,
        hidden: false,
        defaultAlt: `Prefab unit ${i + 1}`,
      })),
    },
    {
      id: '/gallery#Gallery/pdf-catalogs/prefab-units',
      label: 'Gallery › PDF catalogs › prefab-units',
      page: '/gallery',
      pageLabel: 'Gallery',
      folder: 'Gallery/pdf-catalogs/prefab-units',
      targets: [
        {
          fileName: 'gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf',
          kind: 'pdf',
          exists: false,
          alt: null,
          productName: null,
          hidden: false,
        },
      ],
    },
  ],
};

/** A stand-in XMLHttpRequest: records sends, reports progress, answers with the queued status. */
class FakeXhr {
  static sent: { url: string; form: FormData }[] = [];
  static answers: { status: number; body: unknown }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private url = '';
  open(_m: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form });
    const answer = FakeXhr.answers.shift() ?? { status: 200, body: { status: 'success', message: 'ok' } };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 5);
    }, 5);
  }
}

beforeEach(() => {
  resetToasts();
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith(TARGETS)) return new Response(JSON.stringify(view), { status: 200 });
      return new Response(JSON.stringify({ error: 'nope' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  render(
    <MemoryRouter>
      <AdminProviders>
        <UploadManager
          heading="Upload Manager"
          intro="Intro"
          backLabel="Back to Admin Panel"
          backHref="/admin/dashboard"
        />
      </AdminProviders>
    </MemoryRouter>,
  );
}

// DOM lookups, not role queries: role queries over 100 expanded rows are slow in jsdom.
const group = (label: string) =>
  [...document.querySelectorAll('.admin-upload-manager__group')].find((li) =>
    li.querySelector('.admin-upload-manager__toggle')!.textContent!.includes(label),
  )!;
const openPage = (label: string) =>
  fireEvent.click(
    [...document.querySelectorAll('.admin-upload-manager__toggle--page')].find((b) =>
      b.textContent!.startsWith(label),
    )!,
  );
const section = (label: string) => group(label).querySelector<HTMLButtonElement>('.admin-upload-manager__toggle')!;
const uploadButton = (label: string) =>
  group(label).querySelector<HTMLButtonElement>('.admin-upload-manager__group-head .admin-btn')!;
const row = (fileName: string) => screen.getByText(fileName).closest('li')!;
const pick = (fileName: string, file: File) =>
  fireEvent.change(row(fileName).querySelector('input[type=file]')!, { target: { files: [file] } });

describe('upload manager', () => {
  it("shows the total, the sections collapsed, and a section's targets only when expanded", async () => {
    setup();
    expect(await screen.findByText('103')).toBeTruthy();
    expect(screen.getByText(/target files · 1 stored · 0 selected/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Admin Panel/ }).getAttribute('href')).toBe('/admin/dashboard');
    // Pages first, collapsed: no section is rendered until its page opens.
    expect(document.querySelectorAll('.admin-upload-manager__group')).toHaveLength(0);
    expect(screen.getByText(/\(2 sections, 101 files\)/)).toBeTruthy();
    openPage('Home');
    openPage('Gallery');
    const toggle = section('Gallery › Product images › prefab-units');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('gallery-product-images-prefab-units-image-1.jpg')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText(/^gallery-product-images-prefab-units-image-\d+\.jpg$/)).toHaveLength(100);
    // The picker offers the target's kind.
    fireEvent.click(section('PDF catalogs'));
    expect(
      row('gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf').querySelector('input')!.getAttribute('accept'),
    ).toBe('application/pdf');
    expect(row('gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf').querySelector('button')!.textContent).toBe(
      'Choose PDF for gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf',
    );
    fireEvent.click(section('Home › Hero'));
    expect(row('home-hero-prefab-units-video-2.mp4').querySelector('input')!.getAttribute('accept')).toBe(
      'video/mp4,video/quicktime',
    );
  });

  it('refuses a section upload with nothing selected', async () => {
    setup();
    await screen.findByText('103');
    openPage('Home');
    openPage('Gallery');
    fireEvent.click(uploadButton('Gallery › Product images'));
    expect(await screen.findByText('No Files Selected')).toBeTruthy();
    expect(screen.getByText('Please select files first by clicking on individual file buttons')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('selects, uploads with progress, clears the selection, and reports the result', async () => {
    setup();
    await screen.findByText('103');
    openPage('Home');
    openPage('Gallery');
    fireEvent.click(section('Gallery › Product images'));
    pick(
      'gallery-product-images-prefab-units-image-7.jpg',
      new File([new Uint8Array(2048)], 'site-office.jpg', { type: 'image/jpeg' }),
    );
    pick(
      'gallery-product-images-prefab-units-image-8.jpg',
      new File([new Uint8Array(10)], 'bad.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('File Selected')).toBeTruthy();
    expect(screen.getByText(/Selected: site-office\.jpg \(2 KB\)/)).toBeTruthy();
    expect(screen.getByText(/2 selected/, { selector: '.admin-upload-manager__total' })).toBeTruthy();
    FakeXhr.answers = [
      {
        status: 200,
        body: {
          status: 'success',
          message: 'gallery-product-images-prefab-units-image-7.jpg uploaded to Gallery/product-images/prefab-units.',
        },
      },
      { status: 415, body: { status: 'error', message: 'needs a JPEG, PNG or WebP image' } },
    ];
    fireEvent.click(uploadButton('Gallery › Product images'));
    await waitFor(() => expect(uploadButton('Gallery › Product images').textContent).toMatch(/^Uploading…/));
    expect(uploadButton('Home › Hero').disabled).toBe(true);
    expect(await screen.findByText('Upload Failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('1 file uploaded. 1 failed.')).toBeTruthy();
    const sent = FakeXhr.sent[0].form;
    expect([sent.get('targetPath'), sent.get('fileName')]).toEqual([
      'Gallery/product-images/prefab-units',
      'gallery-product-images-prefab-units-image-7.jpg',
    ]);
    // The uploaded file leaves the selection; the failed one stays, with its reason.
    expect(screen.queryByText(/Selected: site-office\.jpg/)).toBeNull();
    expect(screen.getByText(/Selected: bad\.jpg/)).toBeTruthy();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    const log = document.querySelector<HTMLElement>('[role=log]')!;
    expect(within(log).getByText(/✓ gallery-product-images-prefab-units-image-7\.jpg/)).toBeTruthy();
    expect(within(log).getByText(/✗ gallery-product-images-prefab-units-image-8\.jpg: needs a JPEG/)).toBeTruthy();
    fireEvent.click(screen.getByText('Clear Log'));
    expect(within(log).queryByText(/✓/)).toBeNull();
  });

  it('says Upload Complete when every file went up, and Session Expired on a 401', async () => {
    setup();
    await screen.findByText('103');
    openPage('Home');
    openPage('Gallery');
    fireEvent.click(section('Home › Hero'));
    pick('home-hero-prefab-units-video-2.mp4', new File([new Uint8Array(100)], 'hero.mp4', { type: 'video/mp4' }));
    fireEvent.click(uploadButton('Home › Hero'));
    expect(await screen.findByText('Upload Complete')).toBeTruthy();
    expect(screen.getByText('1 file uploaded. 0 failed.')).toBeTruthy();
    pick('home-hero-prefab-units-video-1.mp4', new File([new Uint8Array(100)], 'hero.mp4', { type: 'video/mp4' }));
    FakeXhr.answers = [{ status: 401, body: { error: 'Not signed in' } }];
    await act(async () => {
      fireEvent.click(uploadButton('Home › Hero'));
    });
    expect(await screen.findByText('Session Expired')).toBeTruthy();
  });

  it('refuses a file over the kind limit before sending it', async () => {
    setup();
    await screen.findByText('103');
    openPage('Home');
    openPage('Gallery');
    fireEvent.click(section('Gallery › Product images'));
    const big = new File([new Uint8Array(1)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    pick('gallery-product-images-prefab-units-image-1.jpg', big);
    expect(await screen.findByText('File too large')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Selected: huge/)).toBeNull());
  });

  it('narrows the slots with the library’s filter: a kind, and the slots with no file yet', async () => {
    setup();
    await screen.findByText('103');
    fireEvent.change(screen.getByLabelText('Kind of file'), { target: { value: 'video' } });
    // A narrowed tree opens every match: the two hero videos, nothing else.
    await waitFor(() => expect(document.querySelectorAll('.admin-upload-manager__target')).toHaveLength(2));
    fireEvent.click(screen.getByLabelText('Empty slots only'));
    await waitFor(() => expect(document.querySelectorAll('.admin-upload-manager__target')).toHaveLength(1));
    expect(screen.getByText('home-hero-prefab-units-video-2.mp4')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind of file'), { target: { value: 'pdf' } });
    await screen.findByText('gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf');
    expect(document.querySelectorAll('.admin-upload-manager__target')).toHaveLength(1);
    // The slots are one of the library's views.
    expect(screen.getByRole('navigation', { name: 'Media library views' })).toBeTruthy();
  });

  it('shows a stored slot’s library file in its details, read through the library', async () => {
    const file = { ...sampleAssets[1], id: 'b'.repeat(32), usedBy: [{ path: '/', state: 'published' }] };
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(String(url));
        if (String(url).endsWith(TARGETS)) return new Response(JSON.stringify(view), { status: 200 });
        if (String(url).endsWith(`/media/${file.id}`)) return new Response(JSON.stringify(file), { status: 200 });
        return new Response(JSON.stringify({ error: 'nope' }), { status: 404 });
      }),
    );
    setup();
    await screen.findByText('103');
    openPage('Home');
    fireEvent.click(section('Home › Hero'));
    fireEvent.click(within(row('home-hero-prefab-units-video-1.mp4')).getByRole('button', { name: /^Details/ }));
    const panel = await screen.findByRole('region', {
      name: 'The library file home-hero-prefab-units-video-1.mp4 shows',
    });
    expect(await within(panel).findByText(file.fileName, { selector: 'strong' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Home page (/)' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /^Open in the media library/ })
        .getAttribute('href'),
    ).toBe(`/admin/media?file=${file.id}`);
    // The slot's own words stay beside it; an empty slot's details ask for no file.
    expect(within(row('home-hero-prefab-units-video-1.mp4')).getByLabelText('Alt text')).toBeTruthy();
    fireEvent.click(within(row('home-hero-prefab-units-video-2.mp4')).getByRole('button', { name: /^Details/ }));
    expect(within(row('home-hero-prefab-units-video-2.mp4')).queryByRole('region')).toBeNull();
    expect(asked.filter((u) => u.includes('/media/b')).length).toBe(1);
  });

  it('finds a file across sections with the search box', async () => {
    setup();
    await screen.findByText('103');
    fireEvent.change(screen.getByLabelText('Find a section or file'), { target: { value: 'image-42' } });
    expect(await screen.findByText('gallery-product-images-prefab-units-image-42.jpg')).toBeTruthy();
    expect(screen.queryByText('gallery-product-images-prefab-units-image-41.jpg')).toBeNull();
  });
});

describe('upload manager: videos', () => {
  const withVideo = (
    video: NonNullable<TargetsView['groups'][0]['targets'][0]['video']>,
    pipeline: TargetsView['videoPipeline'],
  ): TargetsView => ({
    ...view,
    videoPipeline: pipeline,
    groups: view.groups.map((g, i) =>
      i === 0 ? { ...g, targets: g.targets.map((t, j) => (j === 0 ? { ...t, video } : t)) } : g,
    ),
  });
  const answer = (v: TargetsView) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(v), { status: 200 })),
    );

  it('shows a video’s state, and a failure’s reason with the note that the upload still plays', async () => {
    answer(
      withVideo(
        { state: 'failed', reason: 'The file is not a video that can be played: moov atom not found.' },
        { enabled: true, missing: [] },
      ),
    );
    setup();
    await screen.findByText('103');
    openPage('Home');
    fireEvent.click(section('Home › Hero'));
    const r = row('home-hero-prefab-units-video-1.mp4');
    expect(within(r).getByText('Failed')).toBeTruthy();
    expect(r.textContent).toMatch(
      /Web-ready copy failed: The file is not a video that can be played: moov atom not found\. The uploaded file is still shown on the site\./,
    );
    expect(row('home-hero-prefab-units-video-2.mp4').querySelector('.admin-upload-manager__video')).toBeNull();
    expect(screen.queryByText(/Videos are stored exactly as uploaded/)).toBeNull();
  });

  it('asks again while a video is processing, until it is web-ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The targets are asked for again while a video is processing (the site's time zone is asked for once).
      const targetCalls = () => fetch.mock.calls.filter(([u]) => String(u).includes('/targets')).length;
      const fetch = vi.fn(
        async (u: string | URL | Request) =>
          new Response(
            JSON.stringify(
              String(u).includes(apiRoutes.settings.$path())
                ? { timeZone: 'Africa/Nairobi' }
                : withVideo(
                    { state: targetCalls() > 1 ? 'ready' : 'processing', reason: null },
                    { enabled: true, missing: [] },
                  ),
            ),
            { status: 200 },
          ),
      );
      vi.stubGlobal('fetch', fetch);
      setup();
      await screen.findByText('103');
      openPage('Home');
      fireEvent.click(section('Home › Hero'));
      expect(within(row('home-hero-prefab-units-video-1.mp4')).getByText('Processing')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(3500));
      await waitFor(() =>
        expect(within(row('home-hero-prefab-units-video-1.mp4')).getByText('Web-ready')).toBeTruthy(),
      );
      const calls = targetCalls();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(targetCalls()).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what the server is missing when videos are not transcoded', async () => {
    answer(
      withVideo(
        { state: 'queued', reason: null },
        { enabled: false, missing: ["ffmpeg (install the operating system's ffmpeg package, or set FFMPEG_PATH)"] },
      ),
    );
    setup();
    const note = await screen.findByText(/Videos are stored exactly as uploaded/);
    expect(note.closest('[role=note]')!.textContent).toMatch(
      /The server is missing ffmpeg \(install the operating system's ffmpeg package, or set FFMPEG_PATH\)\./,
    );
  });
});

describe('upload manager: a file from the library', () => {
  it('points a target at a library file of its kind, live at once, and says so', async () => {
    const asset = {
      id: 'a'.repeat(32),
      url: `/uploads/_assets/${'a'.repeat(32)}.mp4`,
      kind: 'video',
      fileName: 'Site walk-through.mov',
      alt: null,
      width: 1920,
      height: 1080,
      bytes: 4_000_000,
      createdAt: '2026-11-24T10:00:00.000Z',
      createdBy: 'admin',
      usedBy: [],
    };
    const calls: { url: string; method: string; body?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body as string | undefined });
        if (String(url).endsWith(TARGETS)) return new Response(JSON.stringify(view), { status: 200 });
        if (String(url).startsWith(`${apiRoutes.media.$path()}?`))
          return new Response(JSON.stringify({ items: [asset], nextCursor: null }), { status: 200 });
        if (String(url) === apiRoutes.media.targets.file.$path())
          return new Response(
            JSON.stringify({
              status: 'success',
              message: 'home-hero-prefab-units-video-2.mp4 now shows Site walk-through.mov.',
            }),
            { status: 200 },
          );
        return new Response(JSON.stringify({ error: 'nope' }), { status: 404 });
      }),
    );
    setup();
    await screen.findByText('103');
    openPage('Home');
    fireEvent.click(section('Home › Hero'));
    fireEvent.click(within(row('home-hero-prefab-units-video-2.mp4')).getByRole('button', { name: /^From library/ }));
    const dialog = await screen.findByRole('dialog', { name: 'A file for home-hero-prefab-units-video-2.mp4' });
    // A video target is offered videos only.
    await waitFor(() => expect(calls.some((c) => c.url.includes('kind=video'))).toBe(true));
    fireEvent.click(await within(dialog).findByText('Site walk-through.mov'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use Site walk-through.mov' }));
    await screen.findByText('home-hero-prefab-units-video-2.mp4 now shows Site walk-through.mov.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toEqual({
      targetPath: 'home/hero/prefab-units',
      fileName: 'home-hero-prefab-units-video-2.mp4',
      assetId: asset.id,
    });
    // The list is asked again, so the row shows what is stored now.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith(TARGETS)).length).toBe(2));
  });
});
