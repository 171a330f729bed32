import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusInView, type Inquiry, type InquiryView } from '../../../contracts/inquiries';
import type { MockRequest } from '../../../.storybook/mock-api';
import { sample } from '../../../tests/support/admin/story';
import { apiRoutes, me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { Inquiries } from './Inquiries';

/** One inquiry's address, as the typed client builds it. */
const inquiry = (id: number) => apiRoutes.inquiries[':id'].$path({ param: { id: String(id) } });

const props = { heading: 'Contact Inquiries', intro: 'Inbox.' };

// The search waits for a pause in typing, then a page loads: on a busy 2-core machine that can take over the default second.
configure({ asyncUtilTimeout: 5000 });

/** The API over an in-memory list: views, search by name, pages of `size`. */
function inbox(list: Inquiry[] = sample.inquiries, size = 50) {
  let rows = [...list];
  return {
    'GET /api/admin/me': me,
    'GET /api/admin/inquiries/counts': () => ({
      new: rows.filter((i) => i.status === 'new').length,
      read: rows.filter((i) => i.status === 'read').length,
      replied: rows.filter((i) => i.status === 'replied').length,
      archived: rows.filter((i) => i.status === 'archived').length,
      spam: rows.filter((i) => i.status === 'spam').length,
    }),
    'GET /api/admin/inquiries/:id': ({ path }: MockRequest) =>
      rows.find((i) => path.endsWith(`/${i.id}`)) ?? { status: 404, body: { error: 'No inquiry' } },
    'GET /api/admin/inquiries': ({ query }: MockRequest) => {
      const view = (query.get('status') ?? 'all') as InquiryView;
      const q = (query.get('q') ?? '').toLowerCase();
      const cursor = Number(query.get('cursor') ?? Infinity);
      const matching = rows.filter(
        (i) => statusInView(i.status, view) && i.name.toLowerCase().includes(q) && i.id < cursor,
      );
      const items = matching.slice(0, size);
      return { items, nextCursor: matching.length > size ? String(items.at(-1)!.id) : null };
    },
    'PATCH /api/admin/inquiries/:id': ({ path, body }: MockRequest) => {
      rows = rows.map((i) => (path.endsWith(`/${i.id}`) ? { ...i, ...(body as object) } : i));
      return rows.find((i) => path.endsWith(`/${i.id}`));
    },
    'DELETE /api/admin/inquiries/:id': ({ path }: MockRequest) => {
      rows = rows.filter((i) => !path.endsWith(`/${i.id}`));
      return { message: 'Inquiry deleted' };
    },
    'POST /api/admin/inquiries/bulk': ({ body }: MockRequest) => {
      const b = body as { action: string; ids: number[]; status?: Inquiry['status'] };
      rows =
        b.action === 'delete'
          ? rows.filter((i) => !b.ids.includes(i.id))
          : rows.map((i) => (b.ids.includes(i.id) ? { ...i, status: b.status! } : i));
      return { action: b.action, affected: b.ids.length };
    },
    'POST /api/admin/inquiries/erase': ({ body }: MockRequest) => {
      const email = (body as { email: string }).email.toLowerCase();
      const before = rows.length;
      rows = rows.filter((i) => i.email.toLowerCase() !== email);
      return { email, deleted: before - rows.length };
    },
  };
}

const many = (n: number): Inquiry[] =>
  Array.from({ length: n }, (_, k) => ({
    ...sample.inquiries[0],
    id: n - k,
    name: `Visitor ${n - k}`,
    email: `v${n - k}@example.co.ke`,
    status: 'new' as const,
  }));

/** The sample with Otieno's inquiry read but not yet answered. */
const readOtieno = sample.inquiries.map((i) => (i.id === 1 ? { ...i, status: 'read' as const } : i));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('inquiries inbox', () => {
  it('lists inquiries in the order the server gives (newest first) with their status', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(names).toEqual(['Amina Hassan', 'Otieno Odhiambo']);
    expect(await screen.findByRole('button', { name: /New\s*1/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Replied\s*1/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Inbox\s*2/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says the From and To days of the filter in the site’s words, whatever the browser’s date format', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-12-02' } });
    fireEvent.change(screen.getByLabelText('To') as HTMLInputElement, { target: { value: '2026-12-31' } });
    const day = (name: RegExp) => screen.getByLabelText(name).closest('label')!.querySelector('.admin-field__hint');
    await waitFor(() => expect(day(/^From/)?.textContent).toBe('2 Dec 2026'));
    expect(day(/^To/)?.textContent).toBe('31 Dec 2026');
  });

  it('shows where each notification e-mail stands', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const amina = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    expect(amina.textContent).toContain('E-mailed to staff');
    const otieno = screen.getByRole('article', { name: 'Otieno Odhiambo' });
    expect(otieno.textContent).toContain(
      'E-mail to staff failing (3 attempts), retrying on its own. Last error: connect ECONNREFUSED 10.0.0.5:587',
    );
  });

  it('reads an inquiry: the full message and its details, and a new one becomes read', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    expect(item.textContent).not.toContain('Budget');
    const read = within(item).getByRole('button', { name: 'Read' });
    fireEvent.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    expect(item.textContent).toContain('KSh 500,000 - 1,000,000');
    expect(item.textContent).toContain('Executive Furniture');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: inquiry(2),
        body: { status: 'read' },
      }),
    );
    expect(await within(item).findByText('Read', { selector: '.admin-badge' })).toBeTruthy();
  });

  it('marks replied and filters by folder', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    fireEvent.change(within(item).getByRole('combobox', { name: 'Status of the inquiry from Amina Hassan' }), {
      target: { value: 'replied' },
    });
    expect(await within(item).findByText('Replied', { selector: '.admin-badge' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: inquiry(2),
      body: { status: 'replied' },
    });
    expect(await screen.findByText('Marked as replied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^New/ }));
    expect(await screen.findByText('No new inquiries.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      calls
        .filter((c) => c.path === apiRoutes.inquiries.$path())
        .at(-1)!
        .query.get('status'),
    ).toBe('new');
  });

  it('archiving moves an inquiry out of the inbox', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    fireEvent.change(within(item).getByRole('combobox', { name: /Status of the inquiry/ }), {
      target: { value: 'archived' },
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Amina Hassan' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /^Archived/ }));
    expect(await screen.findByRole('article', { name: 'Amina Hassan' })).toBeTruthy();
  });

  it('offers Reply as a mail link with the subject filled in', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    const reply = within(item).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!;
    expect(reply.startsWith('mailto:amina@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(reply.split('subject=')[1])).toMatch(/^Re: Your inquiry about Executive Furniture/);
  });

  it('offers Reply on WhatsApp and Call when the visitor gave a phone number, and neither when not', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    const otieno = (await screen.findByRole('article', { name: 'Otieno Odhiambo' })) as HTMLElement;
    const whatsapp = within(otieno).getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')!;
    expect(whatsapp.startsWith('https://wa.me/254711222333?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp.split('text=')[1])).toMatch(
      /^Hello Otieno Odhiambo, thank you for your inquiry/,
    );
    expect(within(otieno).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+254711222333');
    const amina = screen.getByRole('article', { name: 'Amina Hassan' });
    expect(within(amina).queryByRole('link', { name: 'Reply on WhatsApp' })).toBeNull();
    expect(within(amina).queryByRole('link', { name: 'Call' })).toBeNull();
  });

  it('marks an inquiry Replied when staff reply by WhatsApp, and Undo puts the earlier status back', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox(readOtieno) });
    const otieno = (await screen.findByRole('article', { name: 'Otieno Odhiambo' })) as HTMLElement;
    const whatsapp = within(otieno).getByRole('link', { name: 'Reply on WhatsApp' });
    // The link still opens WhatsApp: marking happens beside it, not instead of it.
    expect(whatsapp.getAttribute('href')!.startsWith('https://wa.me/254711222333?text=')).toBe(true);
    whatsapp.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(whatsapp);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toMatchObject([
        { path: inquiry(1), body: { status: 'replied' } },
      ]),
    );
    expect(await within(otieno).findByText('Replied', { selector: '.admin-badge' })).toBeTruthy();
    expect(await screen.findByText('Marked Replied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
        path: inquiry(1),
        body: { status: 'read' },
      }),
    );
    expect(await within(otieno).findByText('Read', { selector: '.admin-badge' })).toBeTruthy();
  });

  it('marks an inquiry Replied from Reply by e-mail and Call too, but not again once it is', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox(readOtieno) });
    const amina = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    const mail = within(amina).getByRole('link', { name: 'Reply by e-mail' });
    mail.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(mail);
    expect(await within(amina).findByText('Replied', { selector: '.admin-badge' })).toBeTruthy();
    fireEvent.click(mail);
    const call = within(screen.getByRole('article', { name: 'Otieno Odhiambo' })).getByRole('link', { name: 'Call' });
    call.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(call);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')).toMatchObject([
      { path: inquiry(2), body: { status: 'replied' } },
      { path: inquiry(1), body: { status: 'replied' } },
    ]);
  });

  it('searches as staff type, and keeps the search in the address', async () => {
    const { calls, getByTestId } = renderAdmin(<Inquiries {...props} />, { api: inbox(), route: '/admin/inquiries' });
    await screen.findByRole('article', { name: 'Amina Hassan' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inquiries' }), { target: { value: 'otieno' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Amina Hassan' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'Otieno Odhiambo' })).toBeTruthy();
    expect(
      calls
        .filter((c) => c.path === apiRoutes.inquiries.$path())
        .at(-1)!
        .query.get('q'),
    ).toBe('otieno');
    expect(getByTestId('location').textContent).toBe('/admin/inquiries');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inquiries' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No inquiries in Inbox match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Amina Hassan' })).toBeTruthy();
  });

  it('loads more pages on demand', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox(many(7), 3) });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(
      calls
        .filter((c) => c.path === apiRoutes.inquiries.$path())
        .at(-1)!
        .query.get('cursor'),
    ).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 7 inquiries.')).toBeTruthy();
  });

  it('archives and deletes a selection', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox(many(4)) });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the inquiry from Visitor 4' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the inquiry from Visitor 2' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive selected' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(calls.find((c) => c.path === apiRoutes.inquiries.bulk.$path())!.body).toEqual({
      action: 'set-status',
      status: 'archived',
      ids: [4, 2],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete the 2 selected inquiries?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete inquiries' }));
    expect(await screen.findByText(/No inquiries in the inbox/)).toBeTruthy();
    expect(calls.filter((c) => c.path === apiRoutes.inquiries.bulk.$path()).at(-1)!.body).toEqual({
      action: 'delete',
      ids: [3, 1],
    });
  });

  it('deletes after confirmation', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete inquiry from Otieno Odhiambo' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Otieno Odhiambo');
    fireEvent.click(screen.getByRole('button', { name: 'Delete inquiry' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Otieno Odhiambo' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(inquiry(1));
  });

  it('exports the current filter as CSV, showing progress, then saves the file', async () => {
    const csv = `\uFEFFID,Name\r\n${Array.from({ length: 3 }, (_, i) => `${3 - i},"Visitor\nwith a line break"\r\n`).join('')}`;
    let clicked: HTMLAnchorElement | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = this;
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const { calls } = renderAdmin(<Inquiries {...props} />, {
      api: {
        // Before the ':id' route, which would match export.csv too.
        'GET /api/admin/inquiries/export.csv': {
          status: 200,
          text: csv,
          headers: {
            'Content-Type': 'text/csv',
            'X-Total-Count': '3',
            'Content-Disposition': 'attachment; filename="inquiries-inbox-2024-09-02.csv"',
          },
        },
        ...inbox(),
      },
      route: '/admin/inquiries?service=furniture',
    });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('3 inquiries saved to inquiries-inbox-2024-09-02.csv.')).toBeTruthy();
    expect(clicked!.download).toBe('inquiries-inbox-2024-09-02.csv');
    expect(clicked!.href).toBe('blob:export');
    const exportCall = calls.find((c) => c.path === apiRoutes.inquiries['export.csv'].$path())!;
    expect(Object.fromEntries(exportCall.query)).toEqual({ status: 'inbox', service: 'furniture' });
  });

  it('opens the inquiry an e-mail links to, and reads it', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api: inbox(), route: '/admin/inquiries?id=2' });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(item).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: inquiry(2),
        body: { status: 'read' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all inquiries' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('erases every message from one address after confirmation', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox() });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByText('Privacy request: delete everything from one e-mail address'));
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'OTIENO@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete all from this address' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Every message from OTIENO@example.co.ke');
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('1 message from otieno@example.co.ke deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Otieno Odhiambo' })).toBeNull());
  });

  it('says when the inbox is empty', async () => {
    renderAdmin(<Inquiries {...props} />, { api: inbox([]) });
    expect(await screen.findByText(/No inquiries yet/)).toBeTruthy();
  });
});

describe('export progress', () => {
  it('counts CSV records by their CRLF ends, also when a chunk splits one', async () => {
    const { countRecords } = await import('./ExportCsv');
    const enc = (s: string) => new TextEncoder().encode(s);
    const state = { afterCr: false };
    expect(countRecords(enc('ID,Name\r\n1,"two\nlines"\r'), state)).toBe(1);
    expect(countRecords(enc('\n2,x\r\n'), state)).toBe(2);
    expect(countRecords(enc('3,"a\rb"\n'), state)).toBe(0);
  });
});
