import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import type { ProjectDetail } from '../../../contracts/project-requests';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { sampleAssets } from '../media-library/sample';
import { adminBlock } from '../index';

const adminProjectEditor = adminBlock('admin/project-editor');

const cover = sampleAssets[0]!;
const second = sampleAssets[1]!;

/** A project made in the admin, live, with a draft that adds a picture. */
const detail: ProjectDetail = {
  slug: 'runda-family-home',
  source: 'admin',
  version: 5,
  isDefault: false,
  updatedAt: '2026-11-30T09:00:00.000Z',
  updatedBy: 'grace.wanjiru',
  scheduledAt: null,
  scheduleError: null,
  scheduledVersion: null,
  scheduledVersionAt: null,
  live: {
    title: 'Runda Family Home Fit-Out',
    sector: 'Residential',
    place: 'Runda, Nairobi',
    completed: '2026-11-20',
    services: ['/services/interiors'],
    media: [{ media: cover.url, alt: 'The kitchen island' }],
    cover: cover.url,
    summary: 'A four-bedroom family home fitted out room by room, from the kitchen to the study.',
    description: 'Oak floors, a walnut kitchen and a built-in study desk.',
    facts: ['Handed over in 9 weeks'],
    featured: true,
  },
  draft: {
    title: 'Runda Family Home Fit-Out',
    sector: 'Residential',
    place: 'Runda, Nairobi',
    completed: '2026-11-20',
    services: ['/services/interiors', '/services/furniture'],
    media: [
      { media: cover.url, alt: 'The kitchen island' },
      { media: second.url, alt: '' },
    ],
    cover: cover.url,
    summary: 'A four-bedroom family home fitted out room by room, from the kitchen to the study.',
    description: 'Oak floors, a walnut kitchen and a built-in study desk.',
    facts: ['Handed over in 9 weeks', '4 bedrooms'],
    featured: true,
  },
  issues: [],
  shownOn: { live: ['/', '/services/interiors'], draft: ['/', '/services/furniture', '/services/interiors'] },
};

/** /admin/projects/edit?slug=: the project's fields, pictures from the library, the bar, and where it shows. */
const meta = {
  title: 'Admin/Project editor',
  component: blockComponent(adminProjectEditor),
  render: renderBlock(adminProjectEditor),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/projects/edit?slug=runda-family-home',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/project': detail,
      'GET /api/admin/project/review': { required: false, review: null },
      'GET /api/admin/projects/services': {
        items: [
          { path: '/services/containers', title: 'Prefab Units' },
          { path: '/services/furniture', title: 'Executive Furniture' },
          { path: '/services/interiors', title: 'Interior Design' },
        ],
      },
      'GET /api/admin/media/:id': ({ path }: { path: string }) => sampleAssets.find((a) => path.endsWith(a.id)),
    },
  },
} satisfies Meta<BlockArgs<typeof adminProjectEditor>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live project with a draft waiting: a second picture and a second service. */
export const Default: Story = {};

/** A draft with a problem, shown at its field. */
export const WithProblem: Story = {
  parameters: {
    mockApi: {
      ...meta.parameters.mockApi,
      'GET /api/admin/project': {
        ...detail,
        draft: { ...detail.draft, summary: '' },
        issues: [{ path: ['summary'], message: 'Required: fill this in.' }],
      },
    },
  },
};
