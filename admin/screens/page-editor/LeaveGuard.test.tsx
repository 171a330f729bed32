import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import { LeaveGuard } from './LeaveGuard';

function Guarded({ dirty, unsaved, save }: { dirty: boolean; unsaved: boolean; save: () => Promise<boolean> }) {
  return (
    <>
      <LeaveGuard draft={{ dirty, unsavedNow: () => unsaved, save }} />
      <Link to="/admin/pages">← All pages</Link>
    </>
  );
}

describe('leaving an editor', () => {
  it('goes at once when the work is saved by the time of leaving, though the last render still said unsaved', async () => {
    // A save has just answered and the editor has not drawn since: Back or a link then is not held for a
    // second save, which the editor, unmounting as the list draws, would never finish.
    const save = vi.fn(async () => true);
    renderAdmin(<Guarded dirty unsaved={false} save={save} />, { route: '/admin/pages/edit?path=%2F' });
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages'));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves unsaved work before leaving, and stays when the save fails', async () => {
    let ok = false;
    const save = vi.fn(async () => ok);
    renderAdmin(<Guarded dirty unsaved save={save} />, { route: '/admin/pages/edit?path=%2F' });
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location').textContent).toBe('/admin/pages/edit');
    ok = true;
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages'));
    expect(save).toHaveBeenCalledTimes(2);
  });
});
