import { describe, expect, it } from 'vitest';
import type { AnyPage } from '../../engine/registry';
import { fixtureProjects } from '../../tests/support/projects';
import { fillListings } from './project-listings';
import { parseProjectFiles } from './site-projects';

/** Listing blocks with a source are filled from the live projects, in each block's own item shape. */
const projects = [...parseProjectFiles(fixtureProjects).values()];
const page = (path: string, blocks: AnyPage['blocks']) => ({ path, layout: 'site', blocks }) as unknown as AnyPage;

describe('fillListings', () => {
  it('fills a recent-projects block: cover, title linking to the project’s page, summary, facts and "sector · place", newest first', () => {
    const [filled] = fillListings(
      [
        page('/a', [
          {
            type: 'recent-projects',
            props: { heading: 'Recent', projects: [], source: { featured: false, limit: 2 } },
          },
        ]),
      ],
      projects,
    ).pages;
    expect((filled.blocks[0].props as { projects: unknown[] }).projects).toEqual([
      {
        title: 'Athi River Site Office',
        href: '/projects/athi-river-site-office',
        description: 'A site office with a meeting room for a road contractor.',
        specs: ['2 × 20 ft units'],
        media: '/uploads/projects/athi/office-1.jpg',
        alt: 'The site office',
      },
      {
        title: 'Kilimani Office Fit-Out',
        href: '/projects/kilimani-office-fit-out',
        description: 'A 600m² open-plan office with a boardroom, fitted out in eight weeks.',
        specs: ['600m² floor', 'Handed over in 8 weeks'],
        media: '/uploads/projects/kilimani/office-1.jpg',
        alt: 'The open-plan floor',
        tag: 'Commercial · Kilimani, Nairobi',
      },
    ]);
  });

  it('fills only the portfolio groups and gallery categories with a source, and records what each page lists', () => {
    const hand = { media: '/uploads/x.jpg', alt: 'x', caption: 'By hand' };
    const { pages, selections } = fillListings(
      [
        page('/p', [
          {
            type: 'portfolio-grid',
            props: {
              groups: [
                { items: [hand] },
                { items: [], source: { service: '/services/containers', featured: true, limit: 6 } },
              ],
            },
          },
        ]),
        page('/g', [
          {
            type: 'gallery',
            props: {
              categories: [
                {
                  id: 'offices',
                  label: 'Offices',
                  items: [],
                  source: { service: '/services/interiors', featured: false, limit: 6 },
                },
              ],
            },
          },
        ]),
        page('/none', [{ type: 'stats', props: {} }]),
      ],
      projects,
    );
    const groups = (pages[0].blocks[0].props as { groups: { items: unknown[] }[] }).groups;
    expect(groups[0].items).toEqual([hand]);
    expect(groups[1].items).toEqual([
      {
        media: '/uploads/projects/machakos/clinic-1.jpg',
        alt: 'The clinic',
        caption: 'Machakos Clinic',
        href: '/projects/machakos-clinic',
      },
    ]);
    const items = (pages[1].blocks[0].props as { categories: { items: { title: string }[] }[] }).categories[0].items;
    expect(items.map((i) => i.title)).toEqual(['Kilimani Office Fit-Out', 'Kilimani Office Fit-Out']);
    expect(selections).toEqual(
      new Map([
        ['/p', new Set(['machakos-clinic'])],
        ['/g', new Set(['kilimani-office-fit-out'])],
      ]),
    );
    // A page without a listing is handed back as it was, the same object.
    const plain = page('/plain', [{ type: 'stats', props: {} }]);
    expect(fillListings([plain], projects).pages[0]).toBe(plain);
  });
});
