import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../_shared/test-utils';
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
});
