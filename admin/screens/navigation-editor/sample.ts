import type { NavigationDetail } from '../../../contracts/navigation';
import { defaultNavigation } from '../../../site-config/navigation';

/** The navigation as GET /api/admin/navigation answers on a new site: the seed's, nothing saved. */
export const sampleNavigation: NavigationDetail = {
  version: 0,
  published: defaultNavigation,
  isDefault: true,
  draft: null,
  issues: [],
  pages: [
    { path: '/', title: 'Prefab Units, Interior Design & Executive Furniture in Nairobi' },
    { path: '/contact', title: 'Contact Us' },
    { path: '/gallery', title: 'Project Gallery' },
    { path: '/services/containers', title: 'Prefab Container Units' },
    { path: '/services/furniture', title: 'Executive Furniture' },
    { path: '/services/interiors', title: 'Interior Design & Build' },
  ],
  updatedAt: null,
  updatedBy: null,
  scheduledAt: null,
  scheduleError: null,
  scheduledVersion: null,
  scheduledVersionAt: null,
};
