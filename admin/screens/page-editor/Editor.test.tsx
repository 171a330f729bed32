import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MockApi, MockRequest } from '../../../.storybook/mock-api';
import { siteTime } from '../../data/site-time';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import { starters } from '../../../site-config/starters';
import Editor from './Editor';
import { sampleDetail, samplePage, samplePageList } from './sample';

const route = `/admin/pages/edit?path=${encodeURIComponent(samplePage.path)}`;
type Draft = { page: typeof samplePage; baseVersion: number };

/** The editor on the sample page; `api` adds routes, or answers the page's own differently. */
function renderEditor(put: (req: MockRequest) => unknown, autosaveMs = 50, api: MockApi = {}) {
  return renderAdmin(<Editor starters={starters} autosaveMs={autosaveMs} />, {
    route,
    api: {
      'GET /api/admin/page': sampleDetail(),
      'GET /api/admin/pages': { items: samplePageList },
      'PUT /api/admin/page/draft': put,
      ...api,
    },
  });
}

const openSection = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Section \\d+ ${name}`) }));

describe('the page editor', () => {
  it('saves the draft by itself after a change, naming the version it was based on; undo brings the old text back', async () => {
    const { calls } = renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Call to action');
    const heading = screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement;
    const before = heading.value;
    fireEvent.change(heading, { target: { value: 'Need an office by Friday?' } });
    await screen.findByText(/^Draft saved/);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.body as Draft).baseVersion).toBe(4);
    expect((put.body as Draft).page.blocks[2]!.props).toMatchObject({ heading: 'Need an office by Friday?' });
    expect(screen.getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement).value).toBe(before);
  });

  it('on a stale version names who changed the page, and can keep this copy as the draft over theirs', async () => {
    let answered409 = false;
    const { calls } = renderEditor(({ body }) => {
      const { baseVersion } = body as Draft;
      if (!answered409) {
        answered409 = true;
        return {
          status: 409,
          body: {
            error: 'The page changed since version 4',
            version: 7,
            changedBy: 'grace.wanjiru',
            changedAt: '2026-11-23T10:15:00.000Z',
          },
        };
      }
      return { version: baseVersion + 1, issues: [] };
    });
    await openSection('Call to action');
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Offices in 48 hours' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'This page was changed by someone else' });
    expect(dialog.textContent).toMatch(/grace\.wanjiru changed this page on 23 Nov 2026, 13:15, after you opened it/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my copy as the draft' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => (c.body as Draft).baseVersion);
    expect(puts).toEqual([4, 7]);
    await screen.findByText(/^Draft saved/);
  });

  it('restores after saving an edit made just before, naming the version that save made; says so once it shows', async () => {
    // The server's page after the reset: its file, here without the Stats section, answered after a pause.
    const reset = { ...samplePage, blocks: samplePage.blocks.filter((b) => b.type !== 'stats') };
    let loads = 0;
    // Autosave far off: the edit is still unsaved when History's button is pressed.
    const { calls } = renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }), 60_000, {
      'GET /api/admin/page': () => {
        loads += 1;
        return loads === 1
          ? sampleDetail()
          : { status: 200, body: sampleDetail({ version: 6, draft: reset }), delayMs: 100 };
      },
      'POST /api/admin/page/restore': ({ body }: MockRequest) => ({
        version: (body as { baseVersion: number }).baseVersion + 1,
      }),
    });
    await openSection('Call to action');
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Offices in 48 hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to the page file' }));
    await screen.findByText('Reset to the page file', { selector: '.admin-toast__title' });
    // When the toast says so, the editor already shows the reset page: a section opened now stays open.
    const rows = [...document.querySelectorAll('.block-row .block-row__name')].map((n) => n.textContent);
    expect(rows).toEqual(['Hero carousel', 'Call to action']);
    const writes = calls
      .filter((c) => c.method !== 'GET')
      .map((c) => `${c.method} ${(c.body as { baseVersion: number }).baseVersion}`);
    // The edit is saved on version 4, making 5; the reset is based on 5, not on the 4 the editor showed.
    expect(writes).toEqual(['PUT 4', 'POST 5']);
  });

  it('opened again while the last visit is still cached, shows the server’s answer, not the cache', async () => {
    // Leaving saves the draft; coming straight back finds the page from before that save in the cache. Shown,
    // it would be replaced when the fetch the editor starts answers, closing what was opened in between.
    const saved = { ...samplePage, meta: { ...samplePage.meta, title: 'Offices, as saved on the way out' } };
    let loads = 0;
    function LeaveAndComeBack() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            {open ? 'Leave' : 'Come back'}
          </button>
          {open && <Editor starters={starters} autosaveMs={60_000} />}
        </>
      );
    }
    renderAdmin(<LeaveAndComeBack />, {
      route,
      api: {
        'GET /api/admin/page': () => {
          loads += 1;
          return loads === 1 ? sampleDetail() : { status: 200, body: sampleDetail({ draft: saved }), delayMs: 50 };
        },
        'GET /api/admin/pages': { items: samplePageList },
      },
    });
    await screen.findByRole('heading', { level: 1, name: samplePage.meta.title });
    // Both in one go: the cache keeps the page until the next turn of the event loop.
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(screen.getByRole('button', { name: 'Come back' }));
    expect(screen.queryByRole('heading', { level: 1, name: samplePage.meta.title })).toBeNull();
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: saved.meta.title });
    expect(loads).toBe(2);
  });

  it('moves a section with Alt+Arrow keys and says so', async () => {
    renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    const stats = await screen.findByRole('button', { name: /^Section 2 Stats/ });
    fireEvent.keyDown(stats, { key: 'ArrowDown', altKey: true });
    const names = [...document.querySelectorAll('.block-row .block-row__name')].map((n) => n.textContent);
    expect(names).toEqual(['Hero carousel', 'Call to action', 'Stats']);
    expect(screen.getByText('Stats moved to position 3 of 3.')).toBeTruthy();
  });

  it('lists what blocks publishing and keeps Publish disabled until it is fixed', async () => {
    renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Call to action');
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: '' } });
    const panel = await screen.findByRole('region', { name: /1 thing to fix before publishing/ });
    expect(within(panel).getByText(/Section 3 · Call to action › Heading/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists a picture with no alt text as soon as its field is emptied, before any Publish', async () => {
    renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Hero carousel');
    fireEvent.click((await screen.findAllByRole('button', { name: /^Slide 1/, expanded: false }))[0]!);
    const alt = screen.getAllByLabelText(/^Alt text/)[0] as HTMLInputElement;
    fireEvent.change(alt, { target: { value: '' } });
    const panel = await screen.findByRole('region', { name: /1 thing to fix before publishing/ });
    expect(within(panel).getByText(/Section 1 · Hero carousel › Slides › #1 › Alt/)).toBeTruthy();
    expect(within(panel).getByText('Describe the picture: blind visitors hear this text')).toBeTruthy();
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(document.getElementById(publish.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Publishing waits until the issue listed is fixed.',
    );
  });

  it('lends a library file’s own alt text to an empty alt, and lists the picture when the file has none', async () => {
    const withFile = (alt: string | null) => {
      const page = structuredClone(samplePage);
      const hero = page.blocks[0]!.props as { slides: { media: string; alt: string }[] };
      hero.slides[0] = { media: '/uploads/_assets/0123456789abcdef0123456789abcdef.jpg', alt: '' };
      return {
        file: { id: '0123456789abcdef0123456789abcdef', url: hero.slides[0].media, fileName: 'office.jpg', alt },
        page,
      };
    };
    for (const [alt, count] of [
      ['A container office on site', 0],
      [null, 1],
    ] as const) {
      const { file, page } = withFile(alt);
      const view = renderAdmin(<Editor starters={starters} autosaveMs={50} />, {
        route,
        api: {
          'GET /api/admin/page': sampleDetail({ draft: page }),
          'GET /api/admin/pages': { items: samplePageList },
          'GET /api/admin/media/0123456789abcdef0123456789abcdef': file,
        },
      });
      await screen.findByRole('button', { name: /^Section 1 Hero carousel/ });
      await waitFor(() =>
        expect(view.calls.some((c) => c.path.endsWith('/media/0123456789abcdef0123456789abcdef'))).toBe(true),
      );
      if (count) {
        const panel = await screen.findByRole('region', { name: /1 thing to fix before publishing/ });
        expect(panel.textContent).toContain(
          'Describe the picture: its file has no alt text in the media library either',
        );
      } else
        await waitFor(() =>
          expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false),
        );
      expect(screen.queryAllByRole('region', { name: /to fix before publishing/ })).toHaveLength(count);
      view.unmount();
    }
  });

  it('after a release changed the page file, names the changed sections and can keep this version', async () => {
    const { calls } = renderAdmin(<Editor starters={starters} autosaveMs={50} />, {
      route,
      api: {
        'GET /api/admin/page': sampleDetail({
          fileChanged: true,
          fileAtEdit: { ...samplePage, blocks: samplePage.blocks.slice(0, 2) },
        }),
        'GET /api/admin/pages': { items: samplePageList },
        'PUT /api/admin/page/draft': ({ body }: MockRequest) => ({
          version: (body as Draft).baseVersion + 1,
          issues: [],
        }),
      },
    });
    const notice = await screen.findByText(/The page file has changed since this edit/);
    expect(notice.closest('div')!.textContent).toContain('section 3 (Call to action) was added');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(screen.queryByText(/The page file has changed/)).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ keepOverFile: true, baseVersion: 4 });
  });

  it('media fields show what each slot holds, from the upload manager’s list', async () => {
    const folder = (service: string) => `home/hero/${service}`;
    const file = (service: string) => `home-hero-${service}-video-1.mp4`;
    renderAdmin(<Editor starters={starters} />, {
      route,
      api: {
        'GET /api/admin/page': sampleDetail(),
        'GET /api/admin/pages': { items: samplePageList },
        'GET /api/admin/media/targets': {
          total: 2,
          stored: 1,
          groups: [
            {
              id: 'a',
              label: 'Hero',
              page: '/',
              pageLabel: 'Home',
              folder: folder('executive-furniture'),
              targets: [
                {
                  fileName: file('executive-furniture'),
                  kind: 'video',
                  exists: true,
                  url: '/uploads/home/hero/executive-furniture/home-hero-executive-furniture-video-1.mp4?v=abc',
                  alt: null,
                  productName: null,
                  hidden: false,
                },
              ],
            },
            {
              id: 'b',
              label: 'Hero',
              page: '/',
              pageLabel: 'Home',
              folder: folder('prefab-units'),
              targets: [
                {
                  fileName: file('prefab-units'),
                  kind: 'video',
                  exists: false,
                  alt: null,
                  productName: null,
                  hidden: false,
                },
              ],
            },
          ],
        },
      },
    });
    // The slides start closed (a list of more than three): open them all.
    for (const slide of await screen.findAllByRole('button', { name: /^Slide \d/, expanded: false }))
      fireEvent.click(slide);
    await screen.findByText('Open current file');
    const items = [...document.querySelectorAll('.media-field')];
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toContain('?v=abc');
    expect(items[0]!.textContent).not.toContain('No file yet');
    expect(items[1]!.textContent).toContain('No file yet');
    expect(items[2]!.textContent).toContain('A named slot no published page uses yet');
  });

  it('adds a section from the palette after the selected one, filled with its starter', async () => {
    renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Hero carousel');
    fireEvent.click(screen.getByRole('button', { name: '+ Add a section' }));
    const palette = screen.getByRole('dialog', { name: 'Add a section' });
    fireEvent.click(within(palette).getByRole('button', { name: /^Process steps/ }));
    const names = [...document.querySelectorAll('.block-row .block-row__name')].map((n) => n.textContent);
    expect(names).toEqual(['Hero carousel', 'Process steps', 'Stats', 'Call to action']);
    expect((screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement).value).toBe(starters['process-steps']!.heading);
  });

  it('names the example text a new section still has in the Publish dialog, and still publishes', async () => {
    const { calls } = renderAdmin(<Editor starters={starters} autosaveMs={60_000} />, {
      route,
      api: {
        'GET /api/admin/page': sampleDetail(),
        'GET /api/admin/pages': { items: samplePageList },
        'PUT /api/admin/page/draft': ({ body }: MockRequest) => ({
          version: (body as Draft).baseVersion + 1,
          issues: [],
        }),
        'POST /api/admin/page/publish': { version: 6 },
      },
    });
    await openSection('Call to action');
    fireEvent.click(screen.getByRole('button', { name: '+ Add a section' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Add a section' })).getByRole('button', { name: /^Card grid/ }),
    );
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Our offices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Publish/ });
    const warning = within(dialog).getByText(/^Section 4 \(Card grid\) still has the example text/);
    expect(warning.textContent).toContain(
      '“What we do”, “One sentence that introduces the cards below.”, “First card” and',
    );
    expect(warning.textContent).not.toContain('Section heading');
    // The sections already live (their words are on the site) are not named.
    expect(dialog.textContent).not.toMatch(/Section [1-3] \(/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/publish'))).toBe(true));
  });

  it('leaving for “All pages” straight after typing saves the edit first, then leaves', async () => {
    const { calls } = renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }), 60_000);
    await openSection('Call to action');
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Offices by Friday' } });
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages'));
    const put = calls.find((c) => c.method === 'PUT');
    expect((put?.body as Draft | undefined)?.page.blocks[2]?.props).toMatchObject({ heading: 'Offices by Friday' });
  });

  it('stays, and says why, when the edit cannot be saved on the way out', async () => {
    renderEditor(() => ({ status: 500, body: { error: 'The database is busy.' } }), 60_000);
    await openSection('Call to action');
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Offices by Friday' } });
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    await screen.findByText(/The database is busy/);
    expect(screen.getByTestId('location').textContent).toBe('/admin/pages/edit');
    expect((screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement).value).toBe('Offices by Friday');
  });

  it('Ctrl+S saves the draft at once; Ctrl+Z undoes and Ctrl+Y / Ctrl+Shift+Z redo; the buttons name their keys', async () => {
    const { calls } = renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }), 60_000);
    await openSection('Call to action');
    const heading = () => screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement;
    const before = heading().value;
    fireEvent.change(heading(), { target: { value: 'Offices by Friday' } });
    fireEvent.keyDown(heading(), { key: 's', ctrlKey: true });
    await screen.findByText(/^Draft saved/);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    fireEvent.keyDown(heading(), { key: 'z', ctrlKey: true });
    expect(heading().value).toBe(before);
    fireEvent.keyDown(heading(), { key: 'y', ctrlKey: true });
    expect(heading().value).toBe('Offices by Friday');
    fireEvent.keyDown(heading(), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(heading(), { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(heading().value).toBe('Offices by Friday');

    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('aria-keyshortcuts')).toBe('Control+Z');
    expect(screen.getByRole('button', { name: 'Save draft' }).title).toMatch(/Ctrl\+S/);
  });

  it('a saved draft is a step of its own: typing straight after a save is undone back to the saved text', async () => {
    // As after "← All pages" (which saves) and Back before the list has drawn: the editor is the same one, and
    // the typing after the save follows the typing before it by less than the time that merges typing.
    // The clock stands still, so both bursts of typing fall within the merge time however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }), 60_000);
      await openSection('Call to action');
      const heading = () => screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement;
      fireEvent.change(heading(), { target: { value: 'Offices by Friday' } });
      fireEvent.keyDown(heading(), { key: 's', ctrlKey: true });
      await screen.findByText(/^Draft saved/);
      fireEvent.change(heading(), { target: { value: 'Offices by Friday, fitted' } });
      fireEvent.keyDown(heading(), { key: 'z', ctrlKey: true });
      expect(heading().value).toBe('Offices by Friday');
      fireEvent.keyDown(heading(), { key: 'y', ctrlKey: true });
      expect(heading().value).toBe('Offices by Friday, fitted');
    } finally {
      vi.useRealTimers();
    }
  });

  it('publishing a page never published before does not speak of a live version', async () => {
    renderAdmin(<Editor starters={starters} autosaveMs={50} />, {
      route,
      api: {
        'GET /api/admin/page': sampleDetail({ source: 'admin', published: null, draft: samplePage }),
        'GET /api/admin/pages': { items: samplePageList },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).not.toMatch(/live now/);
    expect(dialog.textContent).toMatch(/first time/);
  });

  it('publishing a live page says the version live now stays in History', async () => {
    renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Call to action');
    fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Offices by Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alertdialog').textContent).toMatch(/The version live now stays in History/);
  });

  describe('Publish at…', () => {
    // A month ahead on Nairobi's calendar: in the future, within the year the server allows.
    const day = siteTime('Africa/Nairobi').siteWallTime(new Date(Date.now() + 30 * 86_400_000)).date;
    const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day));

    /** The editor with a page list that reports the schedule the API was last given. */
    function renderScheduling(answer: (req: MockRequest) => unknown, timeZone?: string) {
      let scheduledAt: string | null = null;
      const view = renderAdmin(<Editor starters={starters} autosaveMs={60_000} />, {
        route,
        api: {
          ...(timeZone ? { 'GET /api/admin/settings': { timeZone } } : {}),
          'GET /api/admin/page': sampleDetail(),
          'GET /api/admin/pages': () => ({
            items: samplePageList.map((p) => (p.path === samplePage.path ? { ...p, scheduledAt } : p)),
          }),
          'PUT /api/admin/page/draft': ({ body }: MockRequest) => ({
            version: (body as Draft).baseVersion + 1,
            issues: [],
          }),
          'POST /api/admin/page/publish': (req: MockRequest) => {
            const a = answer(req) as { status?: number; body?: { scheduledAt?: string } };
            if (a.status === 202) scheduledAt = a.body?.scheduledAt ?? null;
            return a;
          },
          'DELETE /api/admin/page/schedule': () => {
            scheduledAt = null;
            return { status: 204 };
          },
        },
      });
      return view;
    }

    async function openPublishAt() {
      await openSection('Call to action');
      fireEvent.change(screen.getByLabelText(/^Heading\*?$/), { target: { value: 'Offices by Friday' } });
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.click(within(dialog).getByLabelText(/Publish at/));
      return dialog;
    }

    it('says the chosen day in the site’s words beside the date box, whose format is the browser’s', async () => {
      renderScheduling(() => ({ status: 202, body: {} }));
      const dialog = await openPublishAt();
      const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
      fireEvent.change(date, { target: { value: '2026-12-02' } });
      const hint = document.getElementById(date.getAttribute('aria-describedby')!.split(' ')[0]!)!;
      expect(hint.textContent).toBe('2 Dec 2026');
    });

    it('schedules the saved draft for a Nairobi time, shows it, and can cancel it', async () => {
      const { calls } = renderScheduling(({ body }) => ({
        status: 202,
        body: { scheduledAt: new Date((body as { at: string }).at).toISOString() },
      }));
      const dialog = await openPublishAt();
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
      fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '09:00' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

      const banner = await screen.findByText(`Scheduled to go live on ${shown}, 09:00`);
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).toEqual({ baseVersion: 5, at: `${day}T09:00:00+03:00` });
      expect(calls.findIndex((c) => c.method === 'PUT')).toBeLessThan(calls.indexOf(post));

      fireEvent.click(within(banner.closest('div')!).getByRole('button', { name: 'Cancel the schedule' }));
      await waitFor(() => expect(screen.queryByText(/Scheduled to go live/)).toBeNull());
      expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    });

    it('takes the time in the site’s time zone from Settings (London: BST in June, GMT in December)', async () => {
      const { calls } = renderScheduling(
        ({ body }) => ({ status: 202, body: { scheduledAt: new Date((body as { at: string }).at).toISOString() } }),
        'Europe/London',
      );
      // The next 15 June or 15 December: at most about six months ahead.
      const y = new Date().getUTCFullYear();
      const date = [`${y}-06-15`, `${y}-12-15`, `${y + 1}-06-15`].find(
        (d) => Date.parse(d) > Date.now() + 2 * 86_400_000,
      )!;
      const offset = date.slice(5, 7) === '06' ? '+01:00' : '+00:00';
      const dialog = await openPublishAt();
      await within(dialog).findByText(/Publish at… \(London time\)/);
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: date } });
      fireEvent.change(within(dialog).getByLabelText('Time (London)'), { target: { value: '09:00' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      await screen.findByText(/Scheduled to go live on 15 (Jun|Dec) \d{4}, 09:00/);
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ at: `${date}T09:00:00${offset}` });
      expect(await screen.findByText(/goes live on 15 (Jun|Dec) \d{4}, 09:00 \(London time\)\./)).toBeTruthy();
    });

    it('takes the time on the 24-hour clock whatever the browser’s language, and says how to write one it cannot read', async () => {
      const { calls } = renderScheduling(({ body }) => ({
        status: 202,
        body: { scheduledAt: new Date((body as { at: string }).at).toISOString() },
      }));
      const dialog = await openPublishAt();
      const time = within(dialog).getByLabelText(/^Time/) as HTMLInputElement;
      // A type="time" input shows AM/PM in an English (US) browser: a text field with a 24-hour pattern does not.
      expect(time.type).toBe('text');
      expect(time.value).toBe('09:00');
      expect(new RegExp(`^(?:${time.pattern})$`).test('23:59')).toBe(true);
      expect(new RegExp(`^(?:${time.pattern})$`).test('2:30 PM')).toBe(false);
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
      fireEvent.change(time, { target: { value: '2:30 PM' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(within(dialog).getByRole('alert').textContent).toMatch(/24-hour clock.*14:30/);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      fireEvent.change(time, { target: { value: '17:45' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      await screen.findByText(`Scheduled to go live on ${shown}, 17:45`);
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ at: `${day}T17:45:00+03:00` });
    });

    it('refuses a time that has passed before asking the server, and shows the server’s reason', async () => {
      const { calls } = renderScheduling(() => ({
        status: 400,
        body: { error: 'The draft cannot be scheduled until these are fixed', issues: [] },
      }));
      const dialog = await openPublishAt();
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2020-01-01' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(within(dialog).getByRole('alert').textContent).toMatch(/already passed in Nairobi/);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-12-01' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(within(dialog).getByRole('alert').textContent).toMatch(/within a year/);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/cannot be scheduled until/));
    });
  });

  describe('a schedule of an older version', () => {
    // Saved at 14:05 in Nairobi; scheduled a month ahead.
    const versionAt = '2026-11-23T11:05:00.000Z';
    const at = new Date(Date.now() + 30 * 86_400_000).toISOString();

    /** The editor (at version 4, the sample's) of a page whose version 3 is scheduled, as `role`, review on or off. */
    function renderOlderSchedule(role: 'admin' | 'editor', reviewRequired: boolean) {
      let scheduled = { scheduledAt: at, scheduledVersion: 3, scheduledVersionAt: versionAt };
      return renderAdmin(<Editor starters={starters} autosaveMs={60_000} />, {
        route,
        api: {
          'GET /api/admin/me': { admin: { username: role === 'admin' ? 'admin' : 'akinyi', role, email: null } },
          'GET /api/admin/page/review': { required: reviewRequired, review: null },
          'GET /api/admin/page': sampleDetail(),
          'GET /api/admin/pages': () => ({
            items: samplePageList.map((p) => (p.path === samplePage.path ? { ...p, ...scheduled } : p)),
          }),
          'POST /api/admin/page/publish': ({ body }: MockRequest) => {
            const { baseVersion } = body as { baseVersion: number };
            scheduled = {
              scheduledAt: at,
              scheduledVersion: baseVersion,
              scheduledVersionAt: new Date().toISOString(),
            };
            return {
              status: 202,
              body: { scheduledAt: at, version: baseVersion, versionAt: scheduled.scheduledVersionAt },
            };
          },
        },
      });
    }

    it('says which version goes live and that newer edits are not in it, and reschedules the current draft', async () => {
      const { calls } = renderOlderSchedule('admin', true);
      const banner = await screen.findByText('Scheduled: the version of 14:05; your newer edits are not in it.');
      fireEvent.click(within(banner.closest('div')!).getByRole('button', { name: 'Reschedule with your edits' }));
      await screen.findByText(/^Scheduled to go live on/);
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ baseVersion: 4, at });
      expect(screen.queryByText(/your newer edits are not in it/)).toBeNull();
    });

    it('offers an editor no reschedule while review before publish is on: an admin schedules what they have seen', async () => {
      const { calls } = renderOlderSchedule('editor', true);
      const banner = await screen.findByText('Scheduled: the version of 14:05; your newer edits are not in it.');
      await screen.findByRole('button', { name: 'Submit for review' });
      expect(within(banner.closest('div')!).queryByRole('button', { name: 'Reschedule with your edits' })).toBeNull();
      expect(banner.closest('div')!.textContent).toMatch(/An admin can schedule your edits instead/);
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    });
  });

  it('deleting an admin page from History says it is gone and leaves for the page list', async () => {
    const { calls } = renderAdmin(<Editor starters={starters} autosaveMs={50} />, {
      route,
      api: {
        'GET /api/admin/page': sampleDetail({ source: 'admin' }),
        'GET /api/admin/pages': { items: samplePageList },
        'GET /api/admin/page/revisions': { items: [], nextCursor: null },
        'GET /api/admin/page/history': { items: [], nextCursor: null },
        'DELETE /api/admin/page': { status: 204 },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this page' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages'));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ gone: true });
  });

  it('shows a long list’s items as one line each, and renders only the opened one’s fields', async () => {
    renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Hero carousel');
    const slides = await screen.findAllByRole('button', { name: /^Slide \d/ });
    expect(slides.length).toBeGreaterThan(3);
    expect(slides.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(document.querySelectorAll('[id^="block_slides_"][id$="_alt"]')).toHaveLength(0);
    fireEvent.click(slides[1]!);
    expect(document.querySelectorAll('[id^="block_slides_"][id$="_alt"]')).toHaveLength(1);
  });

  it('flags a list item with a problem, keeps it open, and drops the flag once it is fixed', async () => {
    const products = { type: 'product-grid', props: starters['product-grid'] };
    const page = { ...samplePage, blocks: [...samplePage.blocks, products] } as typeof samplePage;
    renderAdmin(<Editor starters={starters} autosaveMs={50} />, {
      route,
      api: {
        'GET /api/admin/page': sampleDetail({ published: page, file: page, fileAtEdit: page }),
        'GET /api/admin/pages': { items: samplePageList },
        'PUT /api/admin/page/draft': ({ body }: MockRequest) => ({
          version: (body as Draft).baseVersion + 1,
          issues: [],
        }),
      },
    });
    await openSection('Product grid');
    const productName = /^Product \d|^Item \d/;
    const items = () => screen.getAllByRole('button', { name: productName });
    // Finding a button by role and name computes the name of every button on the page (with jsdom's own labels
    // getter, about 3 processor seconds a look on this form; tests/setup-dom.ts has a faster one). Polled on each
    // render, that was 13 of this test's 15. So the wait for the list looks at the titles, the second product's
    // button is then found by role and name once, and the waits below poll that element, which must still be on the
    // page (checked at the end).
    const titles = () => [...document.querySelectorAll('.page-fields__item-title')].map((t) => t.textContent ?? '');
    await waitFor(() => expect(titles().filter((t) => productName.test(t)).length).toBeGreaterThan(1));
    const item = items()[1]!;
    fireEvent.click(item);
    const name = document.querySelector<HTMLInputElement>('[id^="block_items_1_name"]')!;
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(item);
    // A product with a problem stays open and says so, once the page's check has run (just after the keystroke).
    await waitFor(() => expect(item.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(item.textContent).toContain('Needs a fix'));
    expect(item.isConnected).toBe(true);
    // Fixed, the flag goes at once: a stale "Needs a fix" would send staff looking for a problem that is gone.
    fireEvent.change(document.querySelector<HTMLInputElement>('[id^="block_items_1_name"]')!, {
      target: { value: 'Walnut bar stool' },
    });
    await waitFor(() => expect(screen.queryAllByText('Needs a fix')).toHaveLength(0));
  });

  it('drags a list item onto another within its list, as sections are dragged', async () => {
    const { calls } = renderEditor(({ body }) => ({ version: (body as Draft).baseVersion + 1, issues: [] }));
    await openSection('Hero carousel');
    const names = () =>
      [...document.querySelectorAll('.page-fields__item-summary')].map((n) => n.textContent).slice(0, 4);
    const before = names();
    const heads = [...document.querySelectorAll<HTMLElement>('.page-fields__item-head')];
    const data = { setData: () => undefined, getData: () => '', effectAllowed: 'move' };
    fireEvent.dragStart(heads[0]!, { dataTransfer: data });
    fireEvent.dragOver(heads[2]!, { dataTransfer: data });
    fireEvent.drop(heads[2]!, { dataTransfer: data });
    await waitFor(() => expect(names()).toEqual([before[1], before[2], before[0], before[3]]));
    // The move is in the draft, as one change.
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });
});
