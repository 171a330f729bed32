import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sample } from '../_shared/story';
import { me, renderAdmin } from '../_shared/test-utils';
import { Inquiries } from './Inquiries';

const props = { heading: 'Contact Inquiries', intro: 'Inbox.' };
const api = {
  'GET /api/admin/me': me,
  'GET /api/admin/inquiries': sample.inquiries,
  'PATCH /api/admin/inquiries/:id': ({ path, body }: { path: string; body: object }) => ({ ...sample.inquiries.find((i) => path.endsWith(`/${i.id}`))!, ...body }),
  'DELETE /api/admin/inquiries/:id': { message: 'Inquiry deleted' },
};

describe('inquiries inbox', () => {
  it('lists inquiries in the order the server gives (newest first) with their status', async () => {
    renderAdmin(<Inquiries {...props} />, { api });
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(names).toEqual(['Amina Hassan', 'Otieno Odhiambo']);
    expect(screen.getByRole('button', { name: /New\s*1/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Handled\s*1/ })).toBeTruthy();
  });

  it('reads an inquiry: the full message and its details', async () => {
    renderAdmin(<Inquiries {...props} />, { api });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    expect(item.textContent).not.toContain('Budget');
    const read = within(item).getByRole('button', { name: 'Read' });
    fireEvent.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    expect(item.textContent).toContain('KSh 500,000 - 1,000,000');
    expect(item.textContent).toContain('Executive Furniture');
  });

  it('marks handled and filters', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api });
    const item = (await screen.findByRole('article', { name: 'Amina Hassan' })) as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Mark handled' }));
    expect(await within(item).findByRole('button', { name: 'Mark as new' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/admin/inquiries/2', body: { handled: true } });
    fireEvent.click(screen.getByRole('button', { name: /^New/ }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('No new inquiries.')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const { calls } = renderAdmin(<Inquiries {...props} />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete inquiry from Otieno Odhiambo' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Otieno Odhiambo');
    fireEvent.click(screen.getByRole('button', { name: 'Delete inquiry' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Otieno Odhiambo' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/inquiries/1');
  });

  it('says when the inbox is empty', async () => {
    renderAdmin(<Inquiries {...props} />, { api: { ...api, 'GET /api/admin/inquiries': [] } });
    expect(await screen.findByText(/No inquiries yet/)).toBeTruthy();
  });
});
