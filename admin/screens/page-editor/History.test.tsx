import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import { History } from './History';
import { samplePage } from './sample';

const by = 'grace.wanjiru';
/** Three publishes; the content versions between them were used up by draft saves. */
const revisions = {
  items: [
    { version: 17, number: 3, publishedAt: '2026-11-23T10:15:00.000Z', publishedBy: by },
    { version: 9, number: 2, publishedAt: '2026-11-20T21:30:00.000Z', publishedBy: by },
    { version: 4, number: 1, publishedAt: '2026-11-18T06:00:00.000Z', publishedBy: by },
  ],
  nextCursor: null,
};
const log = {
  items: [
    { id: 30, action: 'restore', version: 18, at: '2026-11-23T11:00:00.000Z', by, detail: 'revision 9' },
    { id: 29, action: 'publish', version: 17, at: '2026-11-23T10:15:00.000Z', by, detail: null },
  ],
  nextCursor: null,
};

function renderHistory(onRestore = vi.fn()) {
  renderAdmin(
    <History
      path={samplePage.path}
      source="file"
      hasDraft
      busy={false}
      onRestore={onRestore}
      onResetToFile={() => undefined}
      onDelete={() => undefined}
      onClose={() => undefined}
    />,
    {
      api: {
        'GET /api/admin/page/revisions': revisions,
        'GET /api/admin/page/history': log,
        'GET /api/admin/page/compare': ({ query }: { query: URLSearchParams }) => ({
          from: { ref: query.get('from'), label: query.get('from') === 'live' ? 'Live' : 'Version 2' },
          to: { ref: query.get('to'), label: query.get('to') === 'draft' ? 'Draft' : 'Version 3' },
          changes: [
            {
              path: ['blocks', 0, 'props', 'slides', 0, 'media'],
              where: ['Hero carousel', 'Slide 1', 'Media'],
              change: 'changed',
              before: '/uploads/_assets/0123456789abcdef0123456789abcdef.jpg',
              after: '/uploads/_assets/fedcba9876543210fedcba9876543210.jpg',
            },
            {
              path: ['meta', 'title'],
              where: ['Page settings', 'Title'],
              change: 'changed',
              before: 'Public Containers',
              after: 'Public Spaces',
            },
            { path: ['blocks', 3], where: ['Call to action'], change: 'added', after: { type: 'call-to-action' } },
          ],
        }),
      },
    },
  );
  return onRestore;
}

describe('History', () => {
  it('numbers a page’s published versions 1, 2, 3 and shows their times in Nairobi', async () => {
    renderHistory();
    const rows = await screen.findAllByRole('listitem');
    const versions = rows.filter((r) => r.classList.contains('history__row'));
    expect(versions.map((r) => r.querySelector('strong')?.textContent)).toEqual([
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    // 21:30 UTC is 00:30 the next day in Nairobi.
    expect(versions[1]!.textContent).toContain('21 Nov 2026, 00:30 by grace.wanjiru');
    expect(document.body.textContent).not.toMatch(/[Vv]ersion (17|9|4|18)\b/);
  });

  it('names the activity by those numbers too', async () => {
    renderHistory();
    const list = (await screen.findByText(/^Restored/)).closest('ul')!;
    const lines = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Restored (version 2) · 23 Nov 2026, 14:00 by grace.wanjiru',
      'Published version 3 · 23 Nov 2026, 13:15 by grace.wanjiru',
    ]);
  });

  it('restores by the version the server knows while saying the number staff saw', async () => {
    const onRestore = renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    expect(onRestore).toHaveBeenCalledWith(9, 2);
  });

  it('compares the draft with what is live, field by field, pictures as thumbnails; any two versions on request', async () => {
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Compare versions' }));
    const table = await screen.findByRole('table', { name: 'What changed from Live to Draft' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Hero carousel › Slide 1 › Media Changed',
      'Page settings › Title Changed',
      'Call to action New section',
    ]);
    expect(rows[0]!.querySelectorAll('img')).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Public Containers');
    expect(rows[1]!.textContent).toContain('Public Spaces');
    fireEvent.change(screen.getByLabelText('Compare'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('with'), { target: { value: '17' } });
    await screen.findByRole('table', { name: 'What changed from Version 2 to Version 3' });
  });

  it('while review is on, offers an editor no Delete this page, and says to ask an admin', async () => {
    renderAdmin(
      <History
        path="/kitchen-fit-outs"
        source="admin"
        hasDraft={false}
        busy={false}
        onRestore={() => undefined}
        onResetToFile={() => undefined}
        onDelete={() => undefined}
        onClose={() => undefined}
      />,
      {
        api: {
          'GET /api/admin/me': { admin: { username: 'akinyi', role: 'editor', email: null } },
          'GET /api/admin/reviews': { required: true, items: [] },
          'GET /api/admin/page/revisions': revisions,
          'GET /api/admin/page/history': log,
        },
      },
    );
    expect(await screen.findByText(/only an admin can change the address of a page or delete it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this page' })).toBeNull();
  });
});
