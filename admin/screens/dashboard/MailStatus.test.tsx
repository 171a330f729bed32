import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MailStatus as Status } from '../../../contracts/notifications';
import { notificationsApi } from '../../data/api-client';
import { MAIL_STATUS_KEY } from '../../data/query';
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

/**
 * Reads the same query as MailStatus and says when its answer is in: both re-render in the same pass, so once
 * this shows, MailStatus has rendered the status too (an absence can then be asserted without a pause).
 */
function Loaded() {
  const { data } = useQuery({ queryKey: MAIL_STATUS_KEY, queryFn: notificationsApi.status, staleTime: 0 });
  return data ? <output data-testid="mail-status-loaded">{data.state}</output> : null;
}

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
    const { calls } = renderAdmin(
      <>
        <MailStatus />
        <Loaded />
      </>,
      {
        api: {
          'GET /api/admin/me': me,
          'GET /api/admin/notifications/status': status({ state: 'ok', lastSentAt: '2024-09-02T07:31:00.000Z' }),
        },
      },
    );
    expect((await screen.findByTestId('mail-status-loaded')).textContent).toBe('ok');
    expect(calls.map((c) => c.path)).toContain(apiRoutes.notifications.status.$path());
    expect(document.querySelector('.admin-dashboard__mail')).toBeNull();
  });
});
