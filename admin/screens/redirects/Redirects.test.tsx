import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import { samplePageList } from '../page-editor/sample';
import { Redirects } from './Redirects';

const refusal = {
  status: 400,
  body: {
    error: "The redirect cannot be saved: from: is a page's address",
    issues: [{ field: 'from', path: ['from'], message: "is a page's address" }],
  },
};

const api = () => ({
  'GET /api/admin/pages': { items: samplePageList },
  'GET /api/admin/redirects': {
    items: [
      { from: '/brochure-2023', to: null, createdAt: '2026-11-20T08:00:00.000Z' },
      { from: '/old-offers', to: '/contact', createdAt: '2026-11-21T05:30:00.000Z' },
    ],
  },
  'POST /api/admin/redirects': ({ body }: { body: { from: string } }) =>
    body.from === '/contact' ? refusal : { status: 201, body },
  'DELETE /api/admin/redirects': { status: 204 },
});

describe('the Redirects screen', () => {
  it('lists each redirect with its target and when it was made, in the site’s time zone', async () => {
    renderAdmin(<Redirects heading="Redirects" intro="Old addresses." />, { api: api(), route: '/admin/redirects' });
    const gone = (await screen.findByText('/brochure-2023')).closest('li')!;
    // Read aloud or seen, the row says what a visitor meets there, not "sends visitors to gone (410)".
    expect(gone.textContent).not.toMatch(/sends visitors to gone/);
    expect(gone.textContent).toContain(
      'says the page is gone: visitors see “Page Not Found”, and search engines drop it',
    );
    const moved = screen.getByText('/old-offers').closest('li')!;
    expect(within(moved).getByText('/contact')).toBeTruthy();
    // 05:30 UTC is 08:30 in Nairobi, whatever the test machine's zone.
    expect(within(moved).getByText('Since 21 Nov 2026, 08:30')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 redirects' })).toBeTruthy();
  });

  it('offers only live pages as targets, and shows the server’s refusal at its field', async () => {
    const { calls } = renderAdmin(<Redirects heading="Redirects" intro="Old addresses." />, {
      api: api(),
      route: '/admin/redirects',
    });
    const target = (await screen.findByLabelText('Send visitors to')) as HTMLSelectElement;
    await waitFor(() => expect(target.options.length).toBe(1 + samplePageList.filter((p) => p.live).length));
    expect([...target.options].some((o) => o.value === '/kitchen-fit-outs')).toBe(false);

    const from = screen.getByLabelText(/Old address/);
    fireEvent.change(from, { target: { value: '/contact' } });
    fireEvent.change(target, { target: { value: '/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText("is a page's address")).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(from, { target: { value: ' /old-kitchens ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Redirect added')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ from: '/old-kitchens', to: '/' });
    expect((from as HTMLInputElement).value).toBe('');
  });

  it('removes a redirect only after the confirmation', async () => {
    const { calls } = renderAdmin(<Redirects heading="Redirects" intro="Old addresses." />, {
      api: api(),
      route: '/admin/redirects',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the redirect from /old-offers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the redirect from /old-offers?' });
    expect(dialog.textContent).toContain('instead of being sent to /contact');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the redirect from /old-offers' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove redirect' }));
    expect(await screen.findByText('Redirect removed')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.query.get('from')).toBe('/old-offers');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
