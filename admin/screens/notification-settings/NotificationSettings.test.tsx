import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../.storybook/mock-api';
import type { NotificationSettings as Settings } from '../../../contracts/notifications';
import { me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { NotificationSettings } from './NotificationSettings';

const props = { heading: 'E-mail notifications', intro: 'Who is told.' };
const base: Settings = {
  recipients: [],
  defaultRecipients: ['sales@savannah.test'],
  effectiveRecipients: ['sales@savannah.test'],
  smtp: { configured: true, server: 'smtp://127.0.0.1:2525', from: 'no-reply@savannah.test' },
};

function api(overrides: Record<string, unknown> = {}) {
  let current = base;
  return {
    'GET /api/admin/me': me,
    'GET /api/admin/notifications/settings': () => current,
    'PUT /api/admin/notifications/settings': ({ body }: MockRequest) => {
      const recipients = (body as { recipients: string[] }).recipients;
      current = { ...base, recipients, effectiveRecipients: recipients.length ? recipients : base.defaultRecipients };
      return current;
    },
    'POST /api/admin/notifications/test': { ok: true, to: ['sales@savannah.test'], response: '250 Message 1 accepted' },
    ...overrides,
  };
}

describe('notification settings', () => {
  it('shows how mail is sent and who gets it', async () => {
    renderAdmin(<NotificationSettings {...props} />, { api: api() });
    expect(await screen.findByText('smtp://127.0.0.1:2525')).toBeTruthy();
    expect(screen.getByText('Inquiries are e-mailed to: sales@savannah.test')).toBeTruthy();
  });

  it('saves recipients over NOTIFY_TO, refusing a bad address first', async () => {
    const { calls } = renderAdmin(<NotificationSettings {...props} />, { api: api() });
    const box = await screen.findByLabelText('Recipients');
    fireEvent.change(box, { target: { value: 'grace@savannah.test\nnot-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    expect(await screen.findByText('“not-an-address” is not an e-mail address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(box, { target: { value: 'Grace@Savannah.test, ops@savannah.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    expect(await screen.findByText('Inquiries are e-mailed to: grace@savannah.test, ops@savannah.test')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      recipients: ['grace@savannah.test', 'ops@savannah.test'],
    });
  });

  it('sends a test e-mail and shows the SMTP answer, also when refused', async () => {
    renderAdmin(<NotificationSettings {...props} />, { api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('250 Message 1 accepted')).toBeTruthy();
    expect(screen.getByText(/Test e-mail accepted for sales@savannah.test/)).toBeTruthy();
  });

  it('shows a refusal in the server’s own words', async () => {
    renderAdmin(<NotificationSettings {...props} />, {
      api: api({
        'POST /api/admin/notifications/test': {
          ok: false,
          to: ['sales@savannah.test'],
          response: '550 Relaying denied',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('550 Relaying denied')).toBeTruthy();
    expect(screen.getByText(/The test e-mail was not sent/)).toBeTruthy();
  });

  it('says mail is off, and offers no test, when SMTP_URL is unset', async () => {
    renderAdmin(<NotificationSettings {...props} />, {
      api: api({
        'GET /api/admin/notifications/settings': {
          ...base,
          defaultRecipients: [],
          effectiveRecipients: [],
          smtp: { configured: false, server: null, from: 'no-reply@x.test' },
        },
        'PUT /api/admin/notifications/settings': ({ body }: MockRequest) => ({
          ...base,
          recipients: (body as { recipients: string[] }).recipients,
          smtp: { configured: false, server: null, from: 'no-reply@x.test' },
        }),
      }),
    });
    const off = await screen.findByText(/E-mail is off:/);
    expect(off.closest('p')?.textContent).not.toMatch(/SMTP_URL|NOTIFY_TO/);
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    expect(await screen.findByText(/E-mail is off, so nobody is e-mailed yet/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send test e-mail' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
