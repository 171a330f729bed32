import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sample } from '../../../tests/support/admin/story';
import { me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { ContactSettings } from './ContactSettings';

const props = { heading: 'Settings', intro: 'Contact details.' };
const api = {
  'GET /api/admin/me': me,
  'GET /api/admin/contact-details': sample.contactDetails,
  'PUT /api/admin/contact-details': ({ body }: { body: object }) => ({
    ...sample.contactDetails,
    ...body,
    updatedAt: '2024-09-03T10:00:00.000Z',
  }),
};

describe('contact settings', () => {
  it('loads the stored record into labelled fields with the column limits', async () => {
    renderAdmin(<ContactSettings {...props} />, { api });
    const name = (await screen.findByLabelText(/Company name/)) as HTMLInputElement;
    expect(name.value).toBe(sample.contactDetails.companyName);
    expect(screen.getByLabelText(/^Phone/).getAttribute('maxlength')).toBe('20');
    expect(screen.getByLabelText('Saturday').getAttribute('maxlength')).toBe('50');
    expect((screen.getByLabelText('Facebook') as HTMLInputElement).value).toBe('');
  });

  it('shows inline errors and does not save invalid values', async () => {
    const { calls } = renderAdmin(<ContactSettings {...props} />, { api });
    fireEvent.change(await screen.findByLabelText(/WhatsApp/), { target: { value: 'call me' } });
    fireEvent.change(screen.getByLabelText('Saturday'), { target: { value: 'x'.repeat(51) } });
    fireEvent.change(screen.getByLabelText(/Address line 1/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Must be a mobile number WhatsApp can reach, like \+254 711 000 456/)).toBeTruthy();
    expect(screen.getByText('Must be at most 50 characters')).toBeTruthy();
    expect(screen.getByText('Is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows the chat link a WhatsApp number will give as it is typed', async () => {
    renderAdmin(<ContactSettings {...props} />, { api });
    const field = await screen.findByLabelText(/WhatsApp/);
    fireEvent.change(field, { target: { value: '0711 000 456' } });
    // Nothing is saved yet: the hint says what saving will store, not that it was stored.
    expect(screen.queryByText(/Saved as/)).toBeNull();
    expect(screen.getByText(/Will be saved as \+254 711 000 456/)).toBeTruthy();
    expect(screen.getByText('https://wa.me/254711000456')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0711 000' } });
    expect(screen.getByText(/Not a number WhatsApp can reach yet/)).toBeTruthy();
  });

  it('saves the whole record and confirms', async () => {
    const { calls } = renderAdmin(<ContactSettings {...props} />, { api });
    fireEvent.change(await screen.findByLabelText(/WhatsApp/), { target: { value: '+254 733 444 555' } });
    fireEvent.change(screen.getByLabelText('Facebook'), { target: { value: 'https://facebook.com/savannahbuild' } });
    expect(screen.queryByText(/Saved as/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Contact details saved')).toBeTruthy();
    expect(screen.getByText(/^Saved as \+254 733 444 555/)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      whatsapp: '+254 733 444 555',
      facebookUrl: 'https://facebook.com/savannahbuild',
      companyName: sample.contactDetails.companyName,
    });
    expect(put.body).not.toHaveProperty('id');
    await waitFor(() => expect(screen.getByText('Saved. The site shows the new details now.')).toBeTruthy());
  });
});
