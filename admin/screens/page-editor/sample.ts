import type { PageActivityEntry, PageDetail, PageDocument, PageListItem } from '../../../contracts/pages';
import { starters } from '../../../site-config/starters';

/** Realistic answers of the pages API, for stories and component tests (not shipped). */
export const samplePage: PageDocument = {
  path: '/services/containers/commercial/offices',
  label: 'Offices',
  meta: {
    title: 'Prefab Container Offices in Nairobi',
    description:
      'Prefab container offices delivered across Kenya in 48 hours: insulated, wired and ready to work in, from a single site office to a complex.',
    keywords: ['container offices', 'prefab offices Nairobi'],
  },
  blocks: [
    { type: 'hero-carousel', props: starters['hero-carousel'] },
    { type: 'stats', props: starters.stats },
    { type: 'call-to-action', props: starters['call-to-action'] },
  ],
};

export const sampleDetail = (over: Partial<PageDetail> = {}): PageDetail => ({
  path: samplePage.path,
  source: 'file',
  version: 4,
  published: samplePage,
  draft: null,
  issues: [],
  fileChanged: false,
  file: samplePage,
  fileAtEdit: samplePage,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'grace.wanjiru',
  ...over,
});

export const samplePageList: PageListItem[] = [
  {
    path: '/',
    title: 'Prefab Units, Interior Design & Executive Furniture in Nairobi',
    source: 'file',
    hasDraft: false,
    version: 0,
    updatedAt: null,
    updatedBy: null,
    fileChanged: false,
    live: true,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    source: 'file',
    hasDraft: true,
    version: 3,
    updatedAt: '2026-11-22T14:05:00.000Z',
    updatedBy: 'admin',
    fileChanged: false,
    live: true,
  },
  {
    path: '/services/containers/commercial/offices',
    title: 'Prefab Container Offices in Nairobi',
    source: 'file',
    hasDraft: false,
    version: 4,
    updatedAt: '2026-11-20T09:30:00.000Z',
    updatedBy: 'grace.wanjiru',
    fileChanged: true,
    live: true,
  },
  {
    path: '/kitchen-fit-outs',
    title: 'Kitchen Fit-outs',
    source: 'admin',
    hasDraft: true,
    version: 1,
    updatedAt: '2026-11-23T08:12:00.000Z',
    updatedBy: 'admin',
    fileChanged: false,
    live: false,
  },
];

/** GET /api/admin/pages/activity: the latest actions across the pages, a deletion among them. */
export const samplePageActivity: { items: PageActivityEntry[]; nextCursor: null } = {
  items: [
    {
      id: 9,
      path: '/services/steel-gates',
      action: 'delete',
      version: 4,
      at: '2026-11-23T09:30:00.000Z',
      by: 'grace.wanjiru',
      detail: null,
    },
    {
      id: 8,
      path: '/services/containers/commercial/offices',
      action: 'publish',
      version: 7,
      at: '2026-11-23T08:40:00.000Z',
      by: 'grace.wanjiru',
      detail: null,
    },
    {
      id: 7,
      path: '/kitchen-fit-outs',
      action: 'create',
      version: 1,
      at: '2026-11-23T08:12:00.000Z',
      by: 'admin',
      detail: 'starter',
    },
  ],
  nextCursor: null,
};
