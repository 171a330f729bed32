import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../_shared/test-utils';
import { samplePageActivity, samplePageList } from '../page-editor/sample';
import { PageList } from './PageList';
import { slug } from './NewPageDialog';

const list = ({ query }: { query: URLSearchParams }) => {
  const q = (query.get('q') ?? '').toLowerCase();
  return { items: samplePageList.filter((p) => p.path.includes(q) || p.title.toLowerCase().includes(q)) };
};

describe('the page list', () => {
  it('shows each page with its source, draft, file change and last edit, and searches with ?q=', async () => {
    const { calls } = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      api: { 'GET /api/admin/pages': list },
      route: '/admin/pages',
    });
    const row = (await screen.findByText('/services/containers/commercial/offices')).closest('li')!;
    expect(within(row).getByText('File changed')).toBeTruthy();
    expect(within(row).getByText(/by grace\.wanjiru/)).toBeTruthy();
    const fresh = screen.getByText('/kitchen-fit-outs').closest('li')!;
    expect(within(fresh).getByText('Admin page')).toBeTruthy();
    expect(within(fresh).getByText('Not published')).toBeTruthy();
    expect(within(fresh).queryByRole('link', { name: /^View/ })).toBeNull();
    expect(document.getElementById('page-list-title')?.textContent).toBe('4 pages · 2 with a draft');

    fireEvent.change(screen.getByLabelText('Search pages'), { target: { value: 'kitchen' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages'));
    await screen.findByRole('heading', { name: /1 page matching “kitchen”/ });
    expect(calls.at(-1)?.query.get('q')).toBe('kitchen');
  });

  it('creates a page and shows the server’s refusal at the address field', async () => {
    const { calls } = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': list,
        'POST /api/admin/page': ({ query }: { query: URLSearchParams }) =>
          query.get('path') === '/contact'
            ? { status: 409, body: { error: 'The path /contact is taken by the page “Contact Us”.' } }
            : { status: 201, body: { path: query.get('path'), version: 1 } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '+ New page' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    expect(within(dialog).getByText(/Give the page a title/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Contact' } });
    const address = within(dialog).getByLabelText(/^Address/) as HTMLInputElement;
    expect(address.value).toBe('/contact');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    await within(dialog).findByText('The path /contact is taken by the page “Contact Us”.');
    expect(address.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(address, { target: { value: '/Kitchens Now' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    expect(within(dialog).getByText(/Use lowercase letters/)).toBeTruthy();

    fireEvent.change(address, { target: { value: '/kitchen-fit-outs' } });
    fireEvent.change(within(dialog).getByLabelText('Start from'), { target: { value: '/contact' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages/edit'));
    expect(calls.find((c) => c.method === 'POST' && c.query.get('path') === '/kitchen-fit-outs')?.body).toEqual({
      title: 'Contact',
      copyFrom: '/contact',
    });
  });

  it('shows the latest publishes and deletions of any page under the list, with who and when', async () => {
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      api: { 'GET /api/admin/pages': list, 'GET /api/admin/pages/activity': samplePageActivity },
      route: '/admin/pages',
    });
    const card = (await screen.findByRole('heading', { name: 'Recent activity' })).closest('section')!;
    const first = within(card).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe('Deleted /services/steel-gates · version 4 · 23 Nov 2026, 12:30 by grace.wanjiru');
  });

  it('suggests an address from the title', () => {
    expect(slug('Executive Desks & Chairs')).toBe('executive-desks-chairs');
    expect(slug('  Café Fit-outs ')).toBe('cafe-fit-outs');
  });
});
