import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewQueueItem } from '../../contracts/reviews';
import { apiRoutes, me, renderAdmin } from '../../tests/support/admin/test-utils';
import { AdminFrame } from './AdminFrame';

/** The top bar tells each staff member what review work is theirs, without opening the queue. */
const item = (over: Partial<ReviewQueueItem>): ReviewQueueItem => ({
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
  ...over,
});
const queue = {
  required: true,
  items: [
    item({}),
    item({ key: '/gallery', title: 'Gallery', submittedBy: 'otieno' }),
    item({
      key: '/contact',
      title: 'Contact',
      state: 'sent-back',
      comment: 'Check the phone number',
      decidedBy: 'admin',
    }),
  ],
};
const editor = (username: string) => ({ admin: { ...me.admin, username, role: 'editor' } });
const frame = (
  <AdminFrame>
    <p>Screen</p>
  </AdminFrame>
);

describe('the review badge in the top bar', () => {
  it('shows an admin how many drafts wait for review, linking to the queue', async () => {
    renderAdmin(frame, { api: { 'GET /api/admin/me': me, 'GET /api/admin/reviews': queue } });
    const badge = await screen.findByRole('link', { name: '2 waiting for review' });
    expect(badge.getAttribute('href')).toBe('/admin/reviews');
    expect(badge.textContent).toContain('2');
    fireEvent.click(badge);
    expect(screen.getByTestId('location').textContent).toBe('/admin/reviews');
  });

  it('shows an editor their own drafts sent back, not others’ nor what waits', async () => {
    renderAdmin(frame, { api: { 'GET /api/admin/me': editor('akinyi'), 'GET /api/admin/reviews': queue } });
    const badge = await screen.findByRole('link', { name: '1 draft sent back to you' });
    expect(badge.getAttribute('href')).toBe('/admin/reviews');
  });

  it('shows nothing when nothing is the user’s to do', async () => {
    const { calls } = renderAdmin(frame, {
      api: { 'GET /api/admin/me': editor('otieno'), 'GET /api/admin/reviews': queue },
    });
    expect(await screen.findByRole('link', { name: /otieno/ })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === apiRoutes.reviews.$path())).toBe(true));
    // The queue's answer is rendered once the pending promises settle.
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /sent back|waiting/ })).toBeNull();
  });

  it('links the signed-in user’s name to their account', async () => {
    renderAdmin(frame, { api: { 'GET /api/admin/me': me, 'GET /api/admin/reviews': { required: false, items: [] } } });
    const who = await screen.findByRole('link', { name: /Signed in as\s*admin/ });
    expect(who.getAttribute('href')).toBe('/admin/account');
  });
});
