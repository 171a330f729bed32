import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailStatus as Status } from '../../../contracts/notifications';
import { apiRoutes, me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { MailStatus } from './MailStatus';

const status = (s: Partial<Status>): Status => ({
  state: 'ok',
  queued: 0,
  failing: 0,
  lastError: null,
  lastFailureAt: null,
  lastSentAt: null,
  ...s,
});
/** The warning (the test router's location readout is a status too). */
const warningBox = () => screen.findByText((_, el) => !!el?.classList.contains('admin-dashboard__mail'));
const show = (s: Status) =>
  renderAdmin(<MailStatus />, { api: { 'GET /api/admin/me': me, 'GET /api/admin/notifications/status': s } });

describe('the dashboard’s mail warning', () => {
  it('warns while e-mail is not configured', async () => {
    show(status({ state: 'off' }));
    const warning = await warningBox();
    expect(warning.textContent).toContain('E-mail notifications are off.');
    expect(warning.textContent).toContain('no mail server to send through');
    // Staff cannot change server variables: the words name who can, not what to set.
    expect(warning.textContent).not.toMatch(/SMTP_URL|NOTIFY_TO/);
    expect(screen.getByRole('link', { name: 'Contact Inquiries' }).getAttribute('href')).toBe('/admin/inquiries');
  });

  it('warns while sending fails, with the last error and what waits', async () => {
    show(
      status({
        state: 'failing',
        queued: 3,
        failing: 3,
        lastError: 'connect ECONNREFUSED 10.0.0.5:587',
        lastFailureAt: '2024-09-02T07:31:00.000Z',
      }),
    );
    const warning = await warningBox();
    expect(warning.textContent).toContain(
      'Inquiry e-mails are failing. 3 inquiries are waiting to be e-mailed. They are retried on their own.',
    );
    expect(warning.textContent).toContain('connect ECONNREFUSED 10.0.0.5:587');
    expect(warning.textContent).toContain('2 Sept 2024');
  });

  it('warns when nobody would receive the e-mails', async () => {
    show(status({ state: 'no-recipients', queued: 1 }));
    expect((await warningBox()).textContent).toContain('Nobody receives inquiry e-mails.');
    expect(screen.getByRole('link', { name: 'Add recipients in Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });

  it('says nothing while mail goes out', async () => {
    const { calls } = show(status({ state: 'ok', lastSentAt: '2024-09-02T07:31:00.000Z' }));
    await waitFor(() => expect(calls.some((c) => c.path === apiRoutes.notifications.status.$path())).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('.admin-dashboard__mail')).toBeNull();
  });
});
