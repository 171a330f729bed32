import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../.storybook/mock-api';
import { me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { ReviewSettings } from './ReviewSettings';

const props = { heading: 'Review before publish', intro: 'Editors submit, admins publish.' };

function api() {
  let reviewBeforePublish = false;
  return {
    'GET /api/admin/me': me,
    'GET /api/admin/settings': () => ({ timeZone: 'Africa/Nairobi', reviewBeforePublish }),
    'PUT /api/admin/settings': ({ body }: MockRequest) => {
      reviewBeforePublish = (body as { reviewBeforePublish: boolean }).reviewBeforePublish;
      return { timeZone: 'Africa/Nairobi', reviewBeforePublish };
    },
  };
}

describe('the review setting', () => {
  it('is off until an admin ticks it and saves', async () => {
    const { calls } = renderAdmin(<ReviewSettings {...props} />, { api: api() });
    const box = (await screen.findByLabelText(/Editors submit their changes for review/)) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Save review setting' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(box);
    fireEvent.click(save);
    expect(await screen.findByText('Review before publish is on')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reviewBeforePublish: true });
  });
});
