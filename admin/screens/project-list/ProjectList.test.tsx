import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../../../contracts/project-requests';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { ProjectList } from './ProjectList';

const SERVICES = {
  items: [
    { path: '/services/containers', title: 'Containers' },
    { path: '/services/interiors', title: 'Interiors' },
  ],
};
const PROJECTS: ProjectListItem[] = [
  {
    slug: 'kilimani-office',
    title: 'Kilimani office',
    state: 'live',
    source: 'admin',
    hasDraft: true,
    services: ['/services/interiors'],
    featured: true,
    updatedAt: '2026-11-30T09:00:00.000Z',
  },
  {
    slug: 'karen-kitchen',
    title: 'Karen kitchen',
    state: 'trashed',
    source: 'admin',
    hasDraft: false,
    services: [],
    featured: false,
    updatedAt: '2026-11-29T09:00:00.000Z',
  },
];

/** The list as the API filters it. */
const list = ({ query }: { query: URLSearchParams }) => ({
  items: PROJECTS.filter(
    (p) =>
      (!query.get('service') || p.services.includes(query.get('service')!)) &&
      (!query.get('state') || p.state === query.get('state')),
  ),
});

const render = (api = {}) =>
  renderAdmin(<ProjectList heading="Projects" intro="Every project." />, {
    route: '/admin/projects',
    api: { 'GET /api/admin/projects': list, 'GET /api/admin/projects/services': SERVICES, ...api },
  });

describe('the project list', () => {
  it('shows each project with its state, and filters by service and by state', async () => {
    const { calls } = render();
    const row = (await screen.findByRole('link', { name: 'Kilimani office' })).closest('tr')!;
    expect(within(row).getByText(/Live, with a draft · Featured/)).toBeTruthy();
    // A project in the trash is not opened for editing: it is restored first.
    expect(screen.queryByRole('link', { name: 'Karen kitchen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore Karen kitchen' })).toBeTruthy();

    await screen.findByRole('option', { name: 'Interiors' });
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: '/services/containers' } });
    await screen.findByText(/No project matches/);
    expect(calls.at(-1)?.query.get('service')).toBe('/services/containers');
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'trashed' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kilimani office' })).toBeNull());
    expect(calls.at(-1)?.path).toBe(apiRoutes.projects.$path());
    expect(calls.at(-1)?.query.get('state')).toBe('trashed');
  });

  it('makes a new project with a slug suggested from its title, and opens it', async () => {
    const { calls } = render({
      'POST /api/admin/projects': { status: 201, body: { slug: 'westlands-clinic', version: 1 } },
    });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Westlands Clinic' } });
    expect((screen.getByLabelText(/Address name/) as HTMLInputElement).value).toBe('westlands-clinic');
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    // The editor opens at /admin/projects/edit?slug=westlands-clinic (the location shows the path).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/projects/edit'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      slug: 'westlands-clinic',
      title: 'Westlands Clinic',
    });
  });

  it('says at the field why a slug is refused (taken by a project in the trash)', async () => {
    render({
      'POST /api/admin/projects': {
        status: 409,
        body: {
          error:
            'karen-kitchen is taken by a project in the trash: restore it from the trash, or choose another address name.',
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Karen Kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(/taken by a project in the trash/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/projects');
  });

  it('puts a project in the trash, saying that its schedule is cancelled', async () => {
    const { calls } = render({
      'DELETE /api/admin/projects': { trashed: 'kilimani-office', cancelledSchedule: '2026-12-05T06:00:00.000Z' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kilimani office' }));
    expect(await screen.findByText(/Its scheduled publish is cancelled/)).toBeTruthy();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.query.get('slug')).toBe('kilimani-office');
  });
});
