import type { z } from 'zod';
import type { schema as gallerySchema } from '../blocks/gallery/schema';
import type { videoCard } from '../blocks/video-carousel/schema';
import { gallery, range, type GalleryCategory } from './media';

/**
 * Gallery content: 100 titled product images per
 * category, one PDF catalog per category and three project videos per
 * category, all generated from naming conventions. The seed names no
 * products; the titles below (piece x place or finish) are ours.
 */
type GalleryInput = z.input<typeof gallerySchema>;
type CategoryInput = GalleryInput['categories'][number];

const PER_CATEGORY = 100;

interface CategorySpec {
  id: GalleryCategory;
  label: string;
  description: string;
  queryNames: string[];
  /** 10 x 10 names: title n combines kinds[(n-1) % 10] with places[floor((n-1) / 10)], so the first 20 vary. */
  kinds: string[];
  places: string[];
  join: (kind: string, place: string) => string;
}

const specs: CategorySpec[] = [
  {
    id: 'prefab-units',
    label: 'Prefab Units',
    description:
      'Container site offices, classrooms, clinics, homes and camp accommodation, fabricated in our Nairobi yard and ready for deployment in 48 hours.',
    queryNames: ['Prefab Unit', 'Containers'],
    kinds: [
      'Site Office',
      'Classroom Block',
      'Clinic Unit',
      'Two-Bedroom Home',
      'Retail Kiosk',
      'Boardroom Pod',
      'Guard House',
      'Ablution Block',
      'Staff Quarters',
      'Library Unit',
    ],
    places: [
      'Athi River',
      'Machakos',
      'Kitengela',
      'Naivasha',
      'Thika',
      'Nakuru',
      'Kajiado',
      'Nanyuki',
      'Mombasa Road',
      'Ruiru',
    ],
    join: (k, p) => `${k}, ${p}`,
  },
  {
    id: 'interior-designs',
    label: 'Interior Design',
    description:
      'Residential, commercial and hospitality interiors, from 3D concepts to finished rooms with custom joinery, lighting and finishes.',
    queryNames: ['Interior Designs', 'Interiors'],
    kinds: [
      'Executive Office',
      'Open-Plan Workspace',
      'Hotel Lobby',
      'Restaurant Dining Hall',
      'Family Lounge',
      'Master Bedroom',
      'Fitted Kitchen',
      'Reception Area',
      'Boardroom',
      'Cocktail Bar',
    ],
    places: [
      'Westlands',
      'Karen',
      'Kilimani',
      'Upper Hill',
      'Lavington',
      'Runda',
      'Gigiri',
      'Kileleshwa',
      'Muthaiga',
      'Riverside',
    ],
    join: (k, p) => `${k}, ${p}`,
  },
  {
    id: 'executive-furniture',
    label: 'Executive Furniture',
    description:
      'Boardroom tables, executive desks, lounge, bar, outdoor and bedroom pieces built to order in our own Nairobi workshops.',
    queryNames: ['Furniture'],
    kinds: [
      'Executive Desk',
      'Boardroom Table',
      'Lounge Sofa',
      'Bar Counter',
      'Bar Stool Set',
      'Upholstered Bed',
      'Dining Set',
      'Reception Desk',
      'Outdoor Lounge Set',
      'Credenza',
    ],
    places: [
      'in Walnut',
      'in Mahogany',
      'in Oak Veneer',
      'in Mvule',
      'in Black Steel',
      'in Teak',
      'in Leather',
      'in Brushed Brass',
      'in Grey Fabric',
      'in Cypress',
    ],
    join: (k, p) => `${k} ${p}`,
  },
];

function category(spec: CategorySpec): CategoryInput {
  return {
    id: spec.id,
    label: spec.label,
    description: spec.description,
    queryNames: spec.queryNames,
    items: range(PER_CATEGORY).map((n) => {
      const title = spec.join(spec.kinds[(n - 1) % 10], spec.places[Math.floor((n - 1) / 10) % 10]);
      return { media: gallery.productImage(spec.id, n), title, alt: `${spec.label} project photo ${n}: ${title}` };
    }),
  };
}

export const galleryCategories = (): CategoryInput[] => specs.map(category);

/** Which categories have catalogs is not shown in the seed: one each. */
export const galleryCatalogs = (): GalleryInput['catalogs'] => [
  {
    category: 'prefab-units',
    title: 'Prefab Units Catalog',
    description:
      'Floor plans, specifications, finishes and lead times for our office, classroom, clinic, home and camp units.',
    file: gallery.catalog('prefab-units'),
  },
  {
    category: 'interior-designs',
    title: 'Interior Design Portfolio',
    description:
      'Completed residential, office and hospitality interiors, with our design-and-build process and material options.',
    file: gallery.catalog('interior-designs'),
  },
  {
    category: 'executive-furniture',
    title: 'Executive Furniture Catalog',
    description:
      'Desks, boardroom tables, seating, lounge, bar and bedroom ranges with dimensions, timbers and fabric options.',
    file: gallery.catalog('executive-furniture'),
  },
];

type VideoCardInput = z.input<typeof videoCard>;

/** Executive-furniture, interior-design and prefab-units, 3 videos each. */
export const projectVideoCards = (): VideoCardInput[] => [
  {
    category: 'executive-furniture',
    title: 'Executive Furniture',
    subtitle: 'Boardrooms, desks and lounges from our workshops',
    gradient: 'amber',
    videos: range(3).map((n) => gallery.projectVideo('executive-furniture', n)),
  },
  {
    category: 'interior-design',
    title: 'Interior Design',
    subtitle: 'Homes, offices and hotels, designed and built',
    gradient: 'plum',
    videos: range(3).map((n) => gallery.projectVideo('interior-design', n)),
  },
  {
    category: 'prefab-units',
    title: 'Prefab Units',
    subtitle: 'Offices, classrooms and clinics on site in 48 hours',
    gradient: 'emerald',
    videos: range(3).map((n) => gallery.projectVideo('prefab-units', n)),
  },
];
