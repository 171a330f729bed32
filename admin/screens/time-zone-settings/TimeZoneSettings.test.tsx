import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../.storybook/mock-api';
import { me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { TimeZoneSettings } from './TimeZoneSettings';

const props = { heading: 'Time zone', intro: 'The admin’s clock.' };

function api(overrides: Record<string, unknown> = {}) {
  let timeZone = 'Africa/Nairobi';
  return {
    'GET /api/admin/me': me,
    'GET /api/admin/settings': () => ({ timeZone }),
    'PUT /api/admin/settings': ({ body }: MockRequest) => {
      timeZone = (body as { timeZone: string }).timeZone;
      return { timeZone };
    },
    ...overrides,
  };
}

describe('the time zone setting', () => {
  it('shows the saved zone with its clock, and saves another', async () => {
    const { calls } = renderAdmin(<TimeZoneSettings {...props} />, { api: api() });
    const select = (await screen.findByLabelText('Site time zone')) as HTMLSelectElement;
    expect(select.value).toBe('Africa/Nairobi');
    expect(screen.getByText(/^Now .* in Nairobi\.$/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save time zone' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'Europe/London' } });
    expect(screen.getByText(/^Now .* in London\.$/)).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Time zone saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ timeZone: 'Europe/London' });
    await waitFor(() =>
      expect((screen.getByLabelText('Site time zone') as HTMLSelectElement).value).toBe('Europe/London'),
    );
  });

  it('offers UTC and the zones by region', async () => {
    renderAdmin(<TimeZoneSettings {...props} />, { api: api() });
    const select = (await screen.findByLabelText('Site time zone')) as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(expect.arrayContaining(['Africa', 'America', 'Europe', 'Other']));
    expect([...select.options].map((o) => o.value)).toEqual(expect.arrayContaining(['UTC', 'America/New_York']));
    expect(select.querySelector('option[value="America/New_York"]')?.textContent).toBe('America/New York');
  });

  it('shows the server’s refusal at the field', async () => {
    renderAdmin(<TimeZoneSettings {...props} />, {
      api: api({
        'PUT /api/admin/settings': {
          status: 400,
          body: {
            error: 'timeZone: is not a time zone the server knows',
            issues: [{ field: 'timeZone', path: ['timeZone'], message: 'is not a time zone the server knows' }],
          },
        },
      }),
    });
    const select = await screen.findByLabelText('Site time zone');
    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('is not a time zone the server knows')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('tells an editor that only an admin can change it', async () => {
    renderAdmin(<TimeZoneSettings {...props} />, {
      api: api({ 'GET /api/admin/me': { admin: { ...me.admin, role: 'editor' } } }),
    });
    expect(await screen.findByText(/Only an admin can change the site’s time zone/)).toBeTruthy();
    expect(screen.queryByLabelText('Site time zone')).toBeNull();
  });
});
