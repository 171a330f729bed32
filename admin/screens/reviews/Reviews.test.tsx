import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareAnswer } from '../../../contracts/compare';
import type { ReviewQueueAnswer, ReviewQueueItem } from '../../../contracts/reviews';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { Reviews } from './Reviews';

const props = { heading: 'Waiting for review', intro: 'Editors’ changes wait here.' };
const item: ReviewQueueItem = {
  kind: 'page',
  key: '/services/containers/public',
  title: 'Public Containers',
  where: '/services/containers/public',
  editAt: '/admin/pages/edit?path=%2Fservices%2Fcontainers%2Fpublic',
  state: 'waiting',
  version: 6,
  currentVersion: 6,
  live: true,
  submittedBy: 'akinyi',
  submittedAt: '2026-11-20T08:00:00.000Z',
  comment: null,
  decidedBy: null,
  decidedAt: null,
};
const compare: CompareAnswer = {
  from: { ref: 'live', label: 'Live' },
  to: { ref: 'draft', label: 'Draft' },
  changes: [
    {
      path: ['blocks', 1, 'props', 'heading'],
      where: ['Text section', 'Heading'],
      change: 'changed',
      before: 'Public containers',
      after: '20 ft and 40 ft',
    },
  ],
};

function api(role: 'admin' | 'editor', queue: ReviewQueueAnswer = { required: true, items: [item] }) {
  let items = queue.items;
  return {
    'GET /api/admin/me': { admin: { username: role === 'admin' ? 'admin' : 'akinyi', role, email: null } },
    'GET /api/admin/reviews': () => ({ required: queue.required, items }),
    'GET /api/admin/page/compare': compare,
    'POST /api/admin/page/review/send-back': () => {
      items = [{ ...item, state: 'sent-back' as const, comment: 'Name the sizes.', decidedBy: 'admin' }];
      return { required: true, review: items[0] };
    },
    'POST /api/admin/page/publish': () => {
      items = [];
      return { version: 7 };
    },
  };
}

describe('the review queue', () => {
  it('lets an admin compare a draft with live and send it back with a comment', async () => {
    const { calls } = renderAdmin(<Reviews {...props} />, { api: api('admin') });
    const card = (await screen.findByRole('heading', { name: 'Public Containers' })).closest('li')!;
    expect(within(card).getByText(/Submitted by/).textContent).toMatch(/akinyi on 20 Nov 2026, 11:00/);
    fireEvent.click(within(card).getByRole('button', { name: 'Compare with live' }));
    expect(await within(card).findByText('20 ft and 40 ft')).toBeTruthy();
    expect(calls.find((c) => c.path === apiRoutes.page.compare.$path())?.query.toString()).toBe(
      'path=%2Fservices%2Fcontainers%2Fpublic&from=live&to=draft',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Send back…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Send back' }));
    expect(await within(card).findByText('Say what should change, so they know what to do.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(card).getByLabelText('Comment for akinyi'), { target: { value: '  Name the sizes. ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Sent back')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ baseVersion: 6, comment: 'Name the sizes.' });
    // It moves to the sent-back list, with the comment.
    expect(await screen.findByRole('heading', { name: 'Sent back (1)' })).toBeTruthy();
    expect(screen.getByText('Name the sizes.')).toBeTruthy();
  });

  it('publishes the version the admin compared', async () => {
    const { calls } = renderAdmin(<Reviews {...props} />, { api: api('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Public Containers is live at /services/containers/public.')).toBeTruthy();
    expect(calls.find((c) => c.path === apiRoutes.page.publish.$path())?.body).toEqual({ baseVersion: 6 });
    await waitFor(() => expect(screen.getByText('Nothing waits for review.')).toBeTruthy());
  });

  it('shows an editor the queue without the decisions', async () => {
    renderAdmin(<Reviews {...props} />, { api: api('editor') });
    expect(await screen.findByRole('heading', { name: 'Public Containers' })).toBeTruthy();
    expect(screen.getByText('An admin publishes these or sends them back.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send back…' })).toBeNull();
  });

  it('says when review is off, and where an admin turns it on', async () => {
    renderAdmin(<Reviews {...props} />, { api: api('admin', { required: false, items: [] }) });
    expect(await screen.findByText(/Review before publish is off: editors publish directly/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn it on in Settings' }).getAttribute('href')).toBe('/admin/settings');
  });
});
