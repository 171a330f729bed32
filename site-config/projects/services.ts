import { furniture, home, prefab, service } from '../media';
import { captioned, pictureProjects } from './pictures';

/** The interior design page's recent projects (8), as its portfolio listed them. */
const interiorsRecent: [string, string][] = [
  ['Executive office suite with walnut panelling', 'Executive office suite, Westlands'],
  ['Open-plan living room with a feature TV wall', 'Family living room, Karen'],
  ['Hotel lobby with a timber slatted ceiling', 'Boutique hotel lobby, Nanyuki'],
  ['Restaurant dining hall with banquette seating', 'Restaurant dining hall, Kilimani'],
  ['Kitchen with an island and quartz worktops', 'Open-plan kitchen, Runda'],
  ['Co-working floor with glass meeting pods', 'Co-working floor, Upper Hill'],
  ['Master bedroom with a padded headboard wall', 'Master bedroom, Lavington'],
  ['Retail showroom with backlit display shelving', 'Furniture showroom, Mombasa Road'],
];
const interiorSlots = service('interiors', 'main').images('recent-projects', interiorsRecent.length);
export const interiorsProjects = pictureProjects(
  interiorsRecent.map(([alt, caption], i) => ({ caption, media: interiorSlots[i], alt })),
  { services: ['/services/interiors'] },
);

/** The furniture page's recent installations (6). */
export const furnitureProjects = pictureProjects(
  captioned(
    furniture('overview').sectionImages('installations', 6),
    [
      'Boardroom table for 16, Upper Hill',
      'Executive office suite, Westlands',
      'Hotel bar counter and stools, Kilimani',
      'Family lounge set, Karen',
      'Restaurant dining room, Lavington',
      'Upholstered bedroom suite, Runda',
    ],
    (i) => `Executive furniture installation ${i + 1}`,
  ),
  // The interiors page lists an "Executive office suite, Westlands" too, with another photo: two entries.
  { services: ['/services/furniture'] },
);

const PREFAB_CAPTIONS = [
  'Site office with meeting room',
  'Two-classroom school block',
  'Rural health clinic',
  'Worker camp accommodation',
  'Pop-up retail village',
  'Two-bedroom container home',
];

/** The containers overview's projects (6). */
export const containersProjects = pictureProjects(
  captioned(prefab('landing', 'overview').gallery(6), PREFAB_CAPTIONS, (i) => `Prefab unit project ${i + 1}`),
  { services: ['/services/containers'] },
);

/** The classrooms page's projects (8). */
export const classroomsProjects = pictureProjects(
  captioned(
    prefab('public', 'classrooms').gallery(8),
    [
      'Two-classroom block, Machakos',
      'Science room with lab benches',
      'Early-years classroom with play corner',
      'Computer classroom, Nairobi',
      'Four-classroom block on foundations',
      'Solar-powered classroom, Kajiado',
      'Classroom interior with flexible seating',
      'Staffroom and classroom combination',
    ],
    (i) => `Prefab classroom project ${i + 1}`,
  ),
  { services: ['/services/containers/public/classrooms'] },
);

/** The gazebos page's projects (8). */
export const gazebosProjects = pictureProjects(
  captioned(
    prefab('residential', 'gazebos').gallery(8),
    [
      'Garden gazebo with dining set, Karen',
      'Poolside pavilion, Runda',
      'Hotel event pavilion, Naivasha',
      'Louvred-roof gazebo, Lavington',
      'Rooftop gazebo, Westlands',
      'Pavilion with bar counter',
      'Wedding venue pavilion, Limuru',
      'Lakeside gazebo at dusk',
    ],
    (i) => `Prefab gazebo project ${i + 1}`,
  ),
  { services: ['/services/containers/residential/gazebos'] },
);

/**
 * The home page's portfolio (3 groups of 6): featured projects, each group
 * its service's. Some repeat a service page's caption with another photo;
 * they stay two entries (the later one's address ends in "-home") so each page keeps its photo.
 */
export const homeProjects = [
  ...pictureProjects(
    captioned(home.portfolioImages('prefab-units'), PREFAB_CAPTIONS, (i) => `Prefab unit project ${i + 1}`),
    { services: ['/services/containers'], featured: true },
  ),
  ...pictureProjects(
    captioned(
      home.portfolioImages('interior-design'),
      [
        'Executive office suite, Westlands',
        'Family living room, Karen',
        'Boutique hotel lobby',
        'Restaurant dining hall',
        'Open-plan kitchen',
        'Co-working floor, Upper Hill',
      ],
      (i) => `Interior design project ${i + 1}`,
    ),
    { services: ['/services/interiors'], featured: true },
  ),
  ...pictureProjects(
    captioned(
      home.portfolioImages('executive-furniture'),
      [
        'Boardroom table for 16',
        'Walnut executive desk',
        'Hotel bar counter and stools',
        'Lounge sofa set',
        'Outdoor terrace set',
        'Upholstered king bed',
      ],
      (i) => `Executive furniture project ${i + 1}`,
    ),
    { services: ['/services/furniture'], featured: true },
  ),
];
