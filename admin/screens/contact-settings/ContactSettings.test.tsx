import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactDetailsDetail } from '../../../contracts/contact-details';
import { siteTime } from '../../data/site-time';
import { sample } from '../../../tests/support/admin/story';
import { apiRoutes, me, renderAdmin } from '../../../tests/support/admin/test-utils';
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

const { id: _id, updatedAt: _at, ...published } = sample.contactDetails;
/** The contact document as /api/admin/contact answers it: version 3, published twice, nothing scheduled. */
const documentDetail = (over: Partial<ContactDetailsDetail> = {}): ContactDetailsDetail => ({
  version: 3,
  published,
  isDefault: false,
  draft: null,
  issues: [],
  updatedAt: '2024-09-01T08:00:00.000Z',
  updatedBy: 'admin',
  scheduledAt: null,
  scheduleError: null,
  scheduledVersion: null,
  scheduledVersionAt: null,
  ...over,
});
const revisions = {
  items: [
    { version: 3, number: 2, publishedAt: '2024-09-01T08:00:00.000Z', publishedBy: 'admin' },
    { version: 1, number: 1, publishedAt: '2024-08-01T08:00:00.000Z', publishedBy: 'admin' },
  ],
  nextCursor: null,
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

  describe('versions, as pages and the navigation have them', () => {
    // A month ahead on Nairobi's calendar: in the future, within the year the server allows.
    const day = siteTime('Africa/Nairobi').siteWallTime(new Date(Date.now() + 30 * 86_400_000)).date;

    it('Publish at… saves the form as the draft at the current version, then schedules that version', async () => {
      let scheduledAt: string | null = null;
      const { calls } = renderAdmin(<ContactSettings {...props} />, {
        api: {
          ...api,
          'GET /api/admin/contact': () => documentDetail({ scheduledAt }),
          'GET /api/admin/contact/revisions': revisions,
          'PUT /api/admin/contact/draft': { version: 4, issues: [] },
          'POST /api/admin/contact/publish': ({ body }: { body: { at: string } }) => {
            scheduledAt = new Date(body.at).toISOString();
            return { status: 202, body: { scheduledAt, version: 4, versionAt: '2024-09-03T10:00:00.000Z' } };
          },
        },
      });
      fireEvent.change(await screen.findByLabelText(/WhatsApp/), { target: { value: '+254 733 444 555' } });
      fireEvent.click(screen.getByRole('button', { name: 'Publish at…' }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.click(within(dialog).getByLabelText(/Publish at/));
      fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
      fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '09:00' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(await screen.findByText('Publish scheduled')).toBeTruthy();
      const draft = calls.find((c) => c.method === 'PUT' && c.path === apiRoutes.contact.draft.$path())!;
      expect(draft.body).toMatchObject({ baseVersion: 3, details: { whatsapp: '+254 733 444 555' } });
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).toEqual({ baseVersion: 4, at: `${day}T09:00:00+03:00` });
      expect(await screen.findByText(/^New details go live on/)).toBeTruthy();
      // Nothing was published now: the record's PUT is Save changes' alone.
      expect(calls.some((c) => c.method === 'PUT' && c.path === apiRoutes['contact-details'].$path())).toBe(false);
    });

    it('History restores a published version into the form, to look over and save', async () => {
      let restored = false;
      const { calls } = renderAdmin(<ContactSettings {...props} />, {
        api: {
          ...api,
          'GET /api/admin/contact': () =>
            documentDetail(restored ? { version: 4, draft: { ...published, city: 'Mombasa' } } : {}),
          'GET /api/admin/contact/revisions': revisions,
          'POST /api/admin/contact/restore': () => {
            restored = true;
            return { version: 4 };
          },
        },
      });
      await screen.findByLabelText(/Company name/);
      fireEvent.click(screen.getByRole('button', { name: 'History' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
      await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Mombasa'));
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ version: 1, baseVersion: 3 });
    });

    it('Save draft keeps the form as typed, problems and all, and the saved draft opens into the form', async () => {
      let draft: ContactDetailsDetail['draft'] = null;
      const { calls } = renderAdmin(<ContactSettings {...props} />, {
        api: {
          ...api,
          'GET /api/admin/contact': () => documentDetail(draft ? { version: 4, draft } : {}),
          'GET /api/admin/contact/revisions': revisions,
          'PUT /api/admin/contact/draft': ({ body }: { body: { details: NonNullable<typeof draft> } }) => {
            draft = body.details;
            return { version: 4, issues: [{ path: ['saturday'], message: 'must be at most 50 characters' }] };
          },
        },
      });
      fireEvent.change(await screen.findByLabelText('Saturday'), { target: { value: 'x'.repeat(51) } });
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByText('Some fields still need correcting before it can go live.')).toBeTruthy();
      expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
        baseVersion: 3,
        details: { saturday: 'x'.repeat(51) },
      });
      fireEvent.change(screen.getByLabelText('Saturday'), { target: { value: '9 AM - 1 PM' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Open the draft' }));
      expect((screen.getByLabelText('Saturday') as HTMLInputElement).value).toBe('x'.repeat(51));
    });
  });
});
