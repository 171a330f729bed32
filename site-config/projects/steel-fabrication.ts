import { service } from '../media';
import type { ProjectFile } from './project-file';

const STEEL = '/engineering-services/steel-fabrication';
const slots = service('engineering', 'steel-fabrication').images('projects', 3);

/**
 * The steel fabrication page's three case studies. The hand list's tag said
 * "Industrial · 2024": the sector is kept, the year is not (a project's date
 * is a whole day, and the day is not known), and the place is the one the
 * title names.
 */
const studies = [
  {
    slug: 'logistics-warehouse-athi-river',
    title: 'Logistics Warehouse, Athi River',
    sector: 'Industrial',
    place: 'Athi River',
    summary:
      'A 40m x 60m portal-frame warehouse with a two-storey mezzanine office block, fabricated in our workshop and erected on a live site.',
    facts: ['85 tonnes of S355 steel', '2,400m² floor area', 'Erected in 6 weeks'],
    alt: 'Steel portal frame warehouse in Athi River',
  },
  {
    slug: 'dairy-processing-line-thika',
    title: 'Dairy Processing Line, Thika',
    sector: 'Food processing',
    place: 'Thika',
    summary:
      'Hygienic conveyor frames, access platforms and handrails for a dairy processor, welded and finished to food-grade standards.',
    facts: ['Grade 316 stainless steel', 'TIG welded, pickled and passivated', '48m of conveyor frames'],
    alt: 'Stainless steel conveyor frames and platforms in a dairy plant',
  },
  {
    slug: 'mall-atrium-staircase-westlands',
    title: 'Mall Atrium Staircase, Westlands',
    sector: 'Commercial',
    place: 'Westlands',
    summary:
      'A feature staircase and balustrades for a shopping mall atrium, installed overnight so the mall could stay open.',
    facts: ['S275 stringers, 4.2m rise', 'Powder coated RAL 7016', 'Grade 304 glass balustrade fixings'],
    alt: 'Steel feature staircase with glass balustrades in a mall atrium',
  },
];

export const steelFabricationProjects: ProjectFile[] = studies.map(({ slug, alt, ...s }, i) => ({
  slug,
  project: {
    ...s,
    services: [STEEL],
    media: [{ media: slots[i], alt }],
    cover: slots[i],
    description: s.summary,
  },
}));
