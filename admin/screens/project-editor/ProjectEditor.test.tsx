import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../contracts/project-requests';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { ProjectEditor } from './ProjectEditor';

const props = { heading: 'Edit project', intro: 'Drafts save by themselves.', autosaveMs: 100 };
const PICTURE = '/uploads/_assets/0123456789abcdef0123456789abcdef.jpg';
const SERVICES = {
  items: [
    { path: '/services/containers', title: 'Containers' },
    { path: '/services/interiors', title: 'Interiors' },
  ],
};

/** A project made in the admin, live, with nothing waiting. */
const detail: ProjectDetail = {
  slug: 'kilimani-office',
  source: 'admin',
  version: 4,
  isDefault: false,
  updatedAt: '2026-11-30T09:00:00.000Z',
  updatedBy: 'admin',
  scheduledAt: null,
  scheduleError: null,
  scheduledVersion: null,
  scheduledVersionAt: null,
  live: {
    title: 'Kilimani office',
    sector: 'Offices',
    place: 'Kilimani, Nairobi',
    completed: '2026-10-30',
    services: ['/services/interiors'],
    media: [{ media: PICTURE, alt: 'The open-plan floor' }],
    cover: PICTURE,
    summary: 'Forty desks, handed over in six weeks.',
    description: 'Planned in 3D, built at night.',
    facts: ['40 desks'],
    featured: true,
  },
  draft: null,
  issues: [],
  shownOn: { live: ['/', '/services/interiors'], draft: null },
};

const render = (api = {}) =>
  renderAdmin(<ProjectEditor {...props} />, {
    route: '/admin/projects/edit?slug=kilimani-office',
    api: {
      'GET /api/admin/project': detail,
      'GET /api/admin/projects/services': SERVICES,
      'GET /api/admin/project/review': { required: false, review: null },
      ...api,
    },
  });

describe('the project editor', () => {
  it("shows the live project's fields and saves a change as a draft by itself, with the server's problems at their fields", async () => {
    const { calls } = render({
      'PUT /api/admin/project/draft': {
        version: 5,
        issues: [
          {
            path: ['services', 1],
            message: "/services/containers is not one of the site's service pages: choose one from the list",
          },
        ],
      },
    });
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(title.value).toBe('Kilimani office');
    expect(((await screen.findByLabelText('Interiors')) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('The open-plan floor') as HTMLInputElement).checked).toBe(true);

    // Both edits in one go: under load, awaiting the second field could outlast the autosave's pause.
    const containers = screen.getByLabelText('Containers');
    fireEvent.change(title, { target: { value: 'Kilimani HQ' } });
    fireEvent.click(containers);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 3000 });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(apiRoutes.project.draft.$path({ query: { slug: 'kilimani-office' } }).split('?')[0]);
    expect(put.query.get('slug')).toBe('kilimani-office');
    expect(put.body).toMatchObject({
      baseVersion: 4,
      project: { title: 'Kilimani HQ', services: ['/services/interiors', '/services/containers'] },
    });
    expect(await screen.findByText(/is not one of the site's service pages/)).toBeTruthy();
  });

  it('says where it shows: the listing pages, now and once the draft is published', async () => {
    render({
      'GET /api/admin/project': {
        ...detail,
        draft: { ...detail.live, featured: false },
        shownOn: { live: ['/', '/services/interiors'], draft: ['/services/interiors'] },
      },
    });
    const where = (await screen.findByRole('heading', { name: 'Where it shows' })).closest('section')!;
    expect(Array.from(where.querySelectorAll('ul')).map((ul) => ul.textContent)).toEqual([
      '//services/interiors',
      '/services/interiors',
    ]);
    expect(where.textContent).toMatch(/Once the draft is published/);
  });

  it("previews the form's project as the site's page, naming it by its slug", async () => {
    const { calls } = render({
      'POST /api/admin/project/preview': {
        status: 200,
        text: '<!doctype html><title>Kilimani office</title><h1>Kilimani office</h1>',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await screen.findByTitle('Preview of the project');
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe(apiRoutes.project.preview.$path());
    expect(sent.body).toMatchObject({ slug: 'kilimani-office', project: { title: 'Kilimani office' } });
  });

  it('adds and removes key facts', async () => {
    render();
    await screen.findByLabelText('Fact 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add a fact' }));
    fireEvent.change(screen.getByLabelText('Fact 2'), { target: { value: 'Handed over in 6 weeks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove fact 1' }));
    expect((screen.getByLabelText('Fact 1') as HTMLInputElement).value).toBe('Handed over in 6 weeks');
    expect(screen.queryByLabelText('Fact 2')).toBeNull();
  });

  it('says when the project cannot be loaded', async () => {
    render({
      'GET /api/admin/project': {
        status: 404,
        body: { error: 'The project kilimani-office is in the trash: restore it from the Projects list to edit it.' },
      },
    });
    expect(await screen.findByText(/is in the trash: restore it/)).toBeTruthy();
  });
});
