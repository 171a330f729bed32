import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../.storybook/mock-api';
import type { AdminMe } from '../../../contracts/admin';
import { me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { AccountSettings } from './AccountSettings';
import { schema } from './schema';

const props = schema.parse({});

function api(start: AdminMe['admin'] = me.admin) {
  let current = start;
  return {
    'GET /api/admin/me': () => ({ admin: current }),
    'PATCH /api/admin/me': ({ body }: MockRequest) => {
      const b = body as { email?: string; reviewEmails?: boolean };
      if (b.email && !b.email.includes('@'))
        return { status: 400, body: { error: 'email: must be an e-mail address' } };
      current = { ...current, ...b, email: b.email || null } as AdminMe['admin'];
      return { admin: current };
    },
  };
}

describe('your account: review e-mails', () => {
  it('saves the address and turns review e-mails off for the signed-in user', async () => {
    const { calls } = renderAdmin(<AccountSettings {...props} />, { api: api() });
    const box = (await screen.findByLabelText('E-mail me about reviews')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save my e-mail settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: ' owner@savannah.test ' } });
    fireEvent.click(box);
    fireEvent.click(save);
    expect(await screen.findByText('You will get no review e-mails.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      email: 'owner@savannah.test',
      reviewEmails: false,
    });
    expect(((await screen.findByLabelText('E-mail me about reviews')) as HTMLInputElement).checked).toBe(false);
  });

  it('says why an address was refused, and that without one no e-mail comes', async () => {
    renderAdmin(<AccountSettings {...props} />, { api: api() });
    expect(await screen.findByText(/Without an address you get no e-mails/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'owner at savannah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my e-mail settings' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/must be an e-mail address/);
  });
});
