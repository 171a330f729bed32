import { registry } from '../../blocks';
import { contactDefaults } from '../../site-config/company';
import type { ProjectFile } from '../../site-config/projects';
import { placeholderResolver } from '../../engine/context';
import { createSite } from '../../engine/server/site';
import type { AnyPage } from '../../engine/registry';
import { fillListings } from '../../app/live/project-listings';
import { projectPages } from '../../app/live/project-pages';
import { createSiteProjects } from '../../app/live/site-projects';
import { testSiteContent } from './content';
import { mainLinks, mainText } from './page-text';

/** Three projects of two services: one dated, two undated (they keep their entry order after it). */
export const fixtureProjects: ProjectFile[] = [
  {
    slug: 'kilimani-office-fit-out',
    project: {
      title: 'Kilimani Office Fit-Out',
      sector: 'Commercial',
      place: 'Kilimani, Nairobi',
      services: ['/services/interiors'],
      media: [
        { media: '/uploads/projects/kilimani/office-1.jpg', alt: 'The open-plan floor' },
        { media: '/uploads/projects/kilimani/office-2.jpg', alt: 'The boardroom', caption: 'Boardroom for 12' },
      ],
      cover: '/uploads/projects/kilimani/office-1.jpg',
      summary: 'A 600m² open-plan office with a boardroom, fitted out in eight weeks.',
      description: 'Partitions, ceilings, lighting and joinery for a consultancy moving into Kilimani.',
      facts: ['600m² floor', 'Handed over in 8 weeks'],
    },
  },
  {
    slug: 'machakos-clinic',
    project: {
      title: 'Machakos Clinic',
      sector: 'Healthcare',
      services: ['/services/containers', '/services/containers/public/clinics'],
      media: [{ media: '/uploads/projects/machakos/clinic-1.jpg', alt: 'The clinic' }],
      cover: '/uploads/projects/machakos/clinic-1.jpg',
      summary: 'A three-room container clinic.',
      description: 'Consultation room, pharmacy and waiting area in two 40 ft units.',
      featured: true,
    },
  },
  {
    slug: 'athi-river-site-office',
    project: {
      title: 'Athi River Site Office',
      completed: '2026-03-01',
      services: ['/services/containers'],
      media: [{ media: '/uploads/projects/athi/office-1.jpg', alt: 'The site office' }],
      cover: '/uploads/projects/athi/office-1.jpg',
      summary: 'A site office with a meeting room for a road contractor.',
      description: 'Two 20 ft units joined, insulated and wired.',
      facts: ['2 × 20 ft units'],
    },
  },
];

/** The site's page files with the projects' pages added, rendered as the server renders them. */
export async function renderWithProjects(files: readonly ProjectFile[], pages?: AnyPage[]) {
  const content = await testSiteContent();
  const projects = createSiteProjects(undefined, files, () => {});
  await projects.reloadAll();
  const filled = fillListings(pages ?? content.pages, projects.projects());
  const all = [...filled.pages, ...projectPages(projects.projects(), filled.pages, () => {})];
  const site = createSite({
    registry,
    pages: all,
    notFound: content.notFound,
    shell: { header: [], footer: [] },
    siteUrl: 'https://example.test',
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    getSite: (path) => ({ path, contact: contactDefaults }),
    siteName: (s) => s.contact.companyName,
    media: placeholderResolver,
    contentVersion: () => '1',
  });
  const get = async (path: string) => {
    const res = await site.app.request(`https://example.test${path}`);
    const html = await res.text();
    return { status: res.status, html, text: mainText(html), links: mainLinks(html) };
  };
  return { get, pages: all, selections: filled.selections, projects };
}
