import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { samplePageActivity, samplePageList } from '../page-editor/sample';
import { PageList } from './PageList';
import { slug } from './NewPageDialog';
import { relinked } from './MovePageDialog';
import { addressTree } from './PageTree';

const list = ({ query }: { query: URLSearchParams }) => {
  const q = (query.get('q') ?? '').toLowerCase();
  return { items: samplePageList.filter((p) => p.path.includes(q) || p.title.toLowerCase().includes(q)) };
};

/** A page in the trash, as the API lists it. */
const trashedPage = {
  id: 7,
  path: '/old-offers',
  title: 'Old Offers',
  deletedAt: '2026-11-20T08:00:00.000Z',
  deletedBy: 'admin',
  expiresAt: '2026-12-20T08:00:00.000Z',
  redirectTo: null,
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

  it('shows where a search found words on a page, live or in its draft', async () => {
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages?q=48%20hours',
      api: {
        'GET /api/admin/pages': {
          items: [
            {
              ...samplePageList[0],
              match: {
                in: 'live',
                before: '…units ready for deployment in ',
                found: '48 hours',
                after: ', delivered…',
              },
            },
          ],
        },
      },
    });
    const match = await screen.findByText(/On the page:/);
    expect(match.textContent).toBe('On the page: …units ready for deployment in 48 hours, delivered…');
    expect(match.querySelector('mark')?.textContent).toBe('48 hours');
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
    expect(first.textContent).toBe('Deleted /services/steel-gates · 23 Nov 2026, 12:30 by grace.wanjiru');
  });

  it('suggests an address from the title', () => {
    expect(slug('Executive Desks & Chairs')).toBe('executive-desks-chairs');
    expect(slug('  Café Fit-outs ')).toBe('cafe-fit-outs');
  });

  it('deletes an admin page to the trash, sending its address to another page, and restores one from the trash', async () => {
    const trash = {
      items: [
        {
          id: 7,
          path: '/old-offers',
          title: 'Old Offers',
          deletedAt: '2026-11-20T08:00:00.000Z',
          deletedBy: 'admin',
          expiresAt: '2026-12-20T08:00:00.000Z',
          redirectTo: null,
        },
      ],
    };
    const live = samplePageList.map((p) => ({ ...p, live: true }));
    const { calls } = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': { items: live },
        'GET /api/admin/pages/trash': trash,
        'GET /api/admin/redirects': { items: [] },
        'DELETE /api/admin/page': { deleted: '/kitchen-fit-outs' },
        'GET /api/admin/page/links': {
          path: '/kitchen-fit-outs',
          links: [
            { in: 'the navigation', where: 'menu', label: 'Kitchens', href: '/kitchen-fit-outs', draftOnly: false },
            { in: '/offers', where: 'page', label: 'Get a quote', href: '/kitchen-fit-outs#quote', draftOnly: true },
          ],
        },
        'POST /api/admin/pages/trash/restore': { restored: '/old-offers', linksRestored: ['the navigation'] },
      },
    });
    // Page files have neither Delete nor Change address.
    const file = (await screen.findByText('/services/containers/commercial/offices')).closest('li')!;
    expect(within(file).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kitchen Fit-outs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Kitchen Fit-outs”?' });
    fireEvent.click(within(dialog).getByLabelText(/Send visitors to another page/));
    fireEvent.change(within(dialog).getByLabelText('Send them to'), { target: { value: '/contact' } });
    // Every link that leads to the page is named, with what the choice does to it.
    expect(await within(dialog).findByText('2 links lead to /kitchen-fit-outs:')).toBeTruthy();
    expect(within(dialog).getByText('Menu: Kitchens')).toBeTruthy();
    expect(within(dialog).getByText('Page /offers: Get a quote (in a draft)')).toBeTruthy();
    expect(dialog.textContent).toMatch(/Menu and footer links will lead to \/contact \(a restore puts them back\)/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(await screen.findByText('Page moved to the trash')).toBeTruthy();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect([del.query.get('path'), del.body]).toEqual(['/kitchen-fit-outs', { redirectTo: '/contact' }]);

    const trashed = screen.getByText('Old Offers').closest('li')!;
    expect(trashed.textContent).toMatch(/its address says the page is gone/);
    fireEvent.click(within(trashed).getByRole('button', { name: 'Restore Old Offers' }));
    expect(await screen.findByText('Page restored')).toBeTruthy();
    expect(await screen.findByText(/Links to it in the navigation lead to it again/)).toBeTruthy();
    // By identity: the trash may hold several pages that had this address.
    expect(calls.find((c) => c.path === apiRoutes.pages.trash.restore.$path())?.body).toEqual({ id: 7 });
  });

  it('while review is on, offers an editor no Change address, Delete or Restore, and says why; an admin keeps them', async () => {
    for (const role of ['editor', 'admin']) {
      const view = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
        route: '/admin/pages',
        api: {
          'GET /api/admin/me': { admin: { username: role === 'admin' ? 'grace' : 'akinyi', role, email: null } },
          'GET /api/admin/pages': { items: samplePageList },
          'GET /api/admin/reviews': { required: true, items: [] },
          'GET /api/admin/pages/trash': { items: [trashedPage] },
        },
      });
      const row = (await screen.findByText('/kitchen-fit-outs')).closest('li')!;
      if (role === 'editor') {
        expect(
          await within(row).findByText(/only an admin can change the address of a page or delete it/),
        ).toBeTruthy();
        expect(within(row).queryByRole('button', { name: /^(Delete|Change address)/ })).toBeNull();
        expect(await screen.findByText(/only an admin can restore a page/)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Restore Old Offers' })).toBeNull();
      } else {
        // The admin's row is drawn once the review setting has answered, so the buttons are not an early render's.
        await waitFor(() => expect(view.calls.some((c) => c.path === apiRoutes.reviews.$path())).toBe(true));
        expect(await within(row).findByRole('button', { name: 'Delete Kitchen Fit-outs' })).toBeTruthy();
        expect(within(row).getByRole('button', { name: 'Change address of Kitchen Fit-outs' })).toBeTruthy();
        expect(row.textContent).not.toContain('only an admin');
        expect(await screen.findByRole('button', { name: 'Restore Old Offers' })).toBeTruthy();
      }
      view.unmount();
    }
  });

  it('offers every live page as the place to send visitors, whatever the Pages search shows, and finds one by words', async () => {
    const live = samplePageList.map((p) => ({ ...p, live: true }));
    const { calls } = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages?q=kitchen',
      api: {
        'GET /api/admin/pages': ({ query }: { query: URLSearchParams }) => {
          const q = (query.get('q') ?? '').toLowerCase();
          return { items: live.filter((p) => p.path.includes(q) || p.title.toLowerCase().includes(q)) };
        },
        'GET /api/admin/pages/trash': { items: [] },
        'GET /api/admin/redirects': { items: [] },
        'GET /api/admin/page/links': { path: '/kitchen-fit-outs', links: [] },
        'DELETE /api/admin/page': { deleted: '/kitchen-fit-outs' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kitchen Fit-outs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Kitchen Fit-outs”?' });
    fireEvent.click(within(dialog).getByLabelText(/Send visitors to another page/));
    const select = within(dialog).getByLabelText('Send them to') as HTMLSelectElement;
    const others = live.filter((p) => p.path !== '/kitchen-fit-outs').map((p) => p.path);
    await waitFor(() => expect([...select.options].map((o) => o.value).sort()).toEqual(others.sort()));
    // Words of a title or an address narrow the list; the choice follows what is shown.
    const target = others.find((p) => p.includes('offices'))!;
    fireEvent.change(within(dialog).getByLabelText('Find a page'), { target: { value: 'commercial offices' } });
    expect([...select.options].map((o) => o.value)).toEqual([target]);
    expect(select.value).toBe(target);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(await screen.findByText('Page moved to the trash')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ redirectTo: target });
  });

  it('deletes a page with its menu and footer links when staff leave that ticked, and names what had to stay', async () => {
    const live = samplePageList.map((p) => ({ ...p, live: true }));
    const { calls } = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': { items: live },
        'GET /api/admin/pages/trash': { items: [] },
        'GET /api/admin/redirects': { items: [] },
        'DELETE /api/admin/page': {
          deleted: '/kitchen-fit-outs',
          linksRemoved: ['Menu: Kitchens'],
          linksKept: [
            'The header button “Kitchens” leads there and the menu needs it: point it at another page in Navigation',
          ],
        },
        'GET /api/admin/page/links': {
          path: '/kitchen-fit-outs',
          links: [
            { in: 'the navigation', where: 'menu', label: 'Kitchens', href: '/kitchen-fit-outs', draftOnly: false },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kitchen Fit-outs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Kitchen Fit-outs”?' });
    const remove = (await within(dialog).findByLabelText(/Remove the menu and footer links to it/)) as HTMLInputElement;
    expect(remove.checked).toBe(true);
    // With a redirect the links follow it instead, so the choice is not offered.
    fireEvent.click(within(dialog).getByLabelText(/Send visitors to another page/));
    expect(within(dialog).queryByLabelText(/Remove the menu and footer links to it/)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(/Say the page is gone/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(await screen.findByText('Page moved to the trash')).toBeTruthy();
    expect(await screen.findByText(/Removed from the navigation: Menu: Kitchens\./)).toBeTruthy();
    expect(screen.getByText(/The header button “Kitchens” leads there/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ gone: true, removeLinks: true });
  });

  it('names every button and link of a page’s row with the words it shows, then its page (Change address too)', async () => {
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: { 'GET /api/admin/pages': { items: samplePageList.map((p) => ({ ...p, live: true })) } },
    });
    const row = (await screen.findByText('/kitchen-fit-outs')).closest('li')!;
    expect(within(row).getByRole('button', { name: /^Change address/ })).toBeTruthy();
    // Speech users say what they see: a name that does not contain the visible words fails axe's label-content-name-mismatch.
    const misnamed = {
      name: (name: string, el: Element) => !name.toLowerCase().includes(el.textContent!.trim().toLowerCase()),
    };
    const mismatched = [
      ...within(row).queryAllByRole('button', misnamed),
      ...within(row).queryAllByRole('link', misnamed),
    ];
    expect(mismatched.map((el) => el.textContent)).toEqual([]);
  });

  it('says where links to a moved page were updated, naming the menu and footer and counting pages in words', async () => {
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': list,
        'PATCH /api/admin/page': { path: '/kitchens', version: 4, linksUpdated: ['navigation'], scheduledAt: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /address of Kitchen Fit-outs/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^New address/), { target: { value: '/kitchens' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    const toast = await screen.findByText(/is now at \/kitchens/);
    expect(toast.textContent).toContain('Links to it were updated in the menu and footer.');
    expect(toast.textContent).not.toMatch(/1 page were|: navigation/);
    expect(relinked(['/about'])).toBe(' Links to it were updated on the page /about.');
    expect(relinked(['/about', 'navigation', '/contact'])).toBe(
      ' Links to it were updated in the menu and footer and on 2 pages (/about, /contact).',
    );
    expect(relinked([])).toBe('');
  });

  it('names the links a move will update and the scheduled publish it carries, before anything changes', async () => {
    const scheduled = samplePageList.map((p) =>
      p.path === '/kitchen-fit-outs' ? { ...p, scheduledAt: '2026-12-01T06:00:00.000Z', scheduleError: null } : p,
    );
    const { calls } = renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': { items: scheduled },
        'GET /api/admin/page/links': {
          path: '/kitchen-fit-outs',
          links: [
            { in: 'the navigation', where: 'footer', label: 'Kitchens', href: '/kitchen-fit-outs', draftOnly: false },
            { in: '/offers', where: 'page', label: 'Get a quote', href: '/kitchen-fit-outs#quote', draftOnly: false },
          ],
        },
        'PATCH /api/admin/page': {
          path: '/kitchens',
          version: 4,
          linksUpdated: ['navigation', '/offers'],
          scheduledAt: '2026-12-01T06:00:00.000Z',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /address of Kitchen Fit-outs/ }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('2 links lead to /kitchen-fit-outs:')).toBeTruthy();
    expect(within(dialog).getByText('Footer: Kitchens')).toBeTruthy();
    expect(within(dialog).getByText('Page /offers: Get a quote')).toBeTruthy();
    expect(dialog.textContent).toContain('They will lead to the new address.');
    expect(dialog.textContent).toContain('Its publish scheduled for 1 Dec 2026, 09:00 moves with it.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^New address/), { target: { value: '/kitchens' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    const toast = await screen.findByText(/is now at \/kitchens/);
    expect(toast.textContent).toContain('It still goes live on 1 Dec 2026, 09:00.');
  });

  it('links to the Redirects screen with their count, instead of editing them here', async () => {
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': list,
        'GET /api/admin/pages/trash': { items: [] },
        'GET /api/admin/redirects': {
          items: [
            { from: '/brochure-2023', to: null, createdAt: '2026-11-20T08:00:00.000Z' },
            { from: '/old-offers', to: '/contact', createdAt: '2026-11-20T08:00:00.000Z' },
          ],
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Redirects (2)' });
    expect(link.getAttribute('href')).toBe('/admin/redirects');
    expect(screen.queryByRole('button', { name: 'Add redirect' })).toBeNull();
  });

  it('says when a page is scheduled to go live, and why a scheduled publish failed', async () => {
    const [home, offices] = samplePageList;
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      route: '/admin/pages',
      api: {
        'GET /api/admin/pages': {
          items: [
            { ...home!, scheduledAt: '2026-12-01T06:00:00.000Z', scheduleError: null },
            {
              ...offices!,
              scheduledAt: '2026-11-24T06:00:00.000Z',
              scheduleError: 'Section 2 · Stats › Items: must have at least 1 item.',
            },
          ],
        },
      },
    });
    const scheduled = (await screen.findByText(home!.path)).closest('li')!;
    expect(within(scheduled).getByText('Scheduled for 1 Dec 2026, 09:00')).toBeTruthy();
    const failed = screen.getByText(offices!.path).closest('li')!;
    expect(failed.textContent).toContain(
      'The publish set for 24 Nov 2026, 09:00 did not happen: Section 2 · Stats › Items: must have at least 1 item.',
    );
  });

  it('shows the pages as a tree of address folders, kept in the address', async () => {
    renderAdmin(<PageList heading="Pages" intro="Every page." />, {
      api: {
        'GET /api/admin/pages': list,
        'GET /api/admin/pages/trash': { items: [] },
        'GET /api/admin/redirects': { items: [] },
      },
      route: '/admin/pages',
    });
    await screen.findByText('/kitchen-fit-outs');
    fireEvent.click(screen.getByLabelText('Tree by address'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pages'));
    const services = screen.getByText('/services/').closest('details')!;
    expect(services.open).toBe(true);
    expect(within(services).getByText('/services/containers/commercial/offices')).toBeTruthy();
    // Top-level pages sit outside any folder.
    expect(screen.getByText('/kitchen-fit-outs').closest('details')).toBeNull();
  });
});

describe('addressTree', () => {
  it('puts each page in the folder of its address and counts every page below a folder', () => {
    const page = (path: string) => ({ ...samplePageList[0], path });
    const tree = addressTree(['/', '/contact', '/services/a', '/services/b/c', '/services/b/d'].map(page));
    expect(tree.pages.map((p) => p.path)).toEqual(['/', '/contact']);
    expect(tree.total).toBe(5);
    const services = tree.groups[0];
    expect([services.prefix, services.total, services.pages.map((p) => p.path)]).toEqual([
      '/services/',
      3,
      ['/services/a'],
    ]);
    expect([services.groups[0].prefix, services.groups[0].total]).toEqual(['/services/b/', 2]);
  });
});
