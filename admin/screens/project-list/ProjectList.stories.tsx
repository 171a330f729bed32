import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import type { ProjectListItem } from '../../../contracts/project-requests';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminProjectList = adminBlock('admin/project-list');

const SERVICES = {
  items: [
    { path: '/services/containers', title: 'Prefab Units' },
    { path: '/services/furniture', title: 'Executive Furniture' },
    { path: '/services/interiors', title: 'Interior Design' },
  ],
};

const PROJECTS: ProjectListItem[] = [
  {
    slug: 'runda-family-home',
    title: 'Runda Family Home Fit-Out',
    state: 'live',
    source: 'admin',
    hasDraft: true,
    services: ['/services/interiors', '/services/furniture'],
    featured: true,
    updatedAt: '2026-11-30T09:00:00.000Z',
  },
  {
    slug: 'athi-river-site-office',
    title: 'Athi River Site Office',
    state: 'scheduled',
    source: 'admin',
    hasDraft: false,
    services: ['/services/containers'],
    featured: false,
    updatedAt: '2026-11-29T09:00:00.000Z',
  },
  {
    slug: 'executive-office-suite-westlands',
    title: 'Executive office suite, Westlands',
    state: 'live',
    source: 'file',
    hasDraft: false,
    services: ['/services/interiors'],
    featured: true,
    updatedAt: null,
  },
  {
    slug: 'karen-kitchen',
    title: 'Karen kitchen',
    state: 'trashed',
    source: 'admin',
    hasDraft: false,
    services: [],
    featured: false,
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
];

/** /admin/projects: every project with its state and services, filters, New project, and the trash's Restore. */
const meta = {
  title: 'Admin/Project list',
  component: blockComponent(adminProjectList),
  render: renderBlock(adminProjectList),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/projects',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/projects/services': SERVICES,
      'GET /api/admin/projects': ({ query }: { query: URLSearchParams }) => ({
        items: PROJECTS.filter(
          (p) =>
            (!query.get('service') || p.services.includes(query.get('service')!)) &&
            (!query.get('state') || p.state === query.get('state')),
        ),
      }),
    },
  },
} satisfies Meta<BlockArgs<typeof adminProjectList>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live, scheduled, from a project file and in the trash. */
export const Default: Story = {};

/** No project yet: the list says what to do first. */
export const Empty: Story = {
  parameters: { mockApi: { ...meta.parameters.mockApi, 'GET /api/admin/projects': { items: [] } } },
};
