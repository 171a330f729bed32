import type { PageInput } from '../../define';
import { serviceLd } from '../../seo';

/**
 * Interior design metadata variants (interior pages take predefined
 * titles and descriptions for main, residential, commercial and hospitality).
 * Only 'main' has a route today; the others are ready for sub-pages. The seed
 * does not show the copy; ours is written for Nairobi search terms. Not a page
 * file: the loader only picks up *.page.ts.
 */
export type InteriorVariant = 'main' | 'residential' | 'commercial' | 'hospitality';

export const interiorInfo: Record<
  InteriorVariant,
  { title: string; description: string; keywords: string[]; serviceName: string }
> = {
  main: {
    title: 'Interior Design & Build Services in Nairobi',
    description:
      'Residential, commercial and hospitality interiors in Nairobi, designed in 3D and built by our own craftsmen, from the first consultation to handover.',
    keywords: [
      'interior design Nairobi',
      'interior design and build Kenya',
      'office fit-out Nairobi',
      '3D interior visualization',
      'home interior designers Kenya',
    ],
    serviceName: 'Interior Design & Build',
  },
  residential: {
    title: 'Residential Interior Design in Nairobi',
    description:
      'Home interiors for apartments, townhouses and villas in Nairobi: space planning, custom kitchens and wardrobes, lighting and finishes, designed and built by one team.',
    keywords: [
      'residential interior design Nairobi',
      'home interior designers Kenya',
      'kitchen and wardrobe design',
      'apartment interiors Nairobi',
    ],
    serviceName: 'Residential Interior Design',
  },
  commercial: {
    title: 'Commercial & Office Interior Design in Nairobi',
    description:
      'Office fit-outs, reception areas, boardrooms and retail interiors in Nairobi, planned in 3D and delivered on programme with minimal disruption to your business.',
    keywords: [
      'office fit-out Nairobi',
      'commercial interior design Kenya',
      'office partitioning Nairobi',
      'retail interior design',
    ],
    serviceName: 'Commercial Interior Design',
  },
  hospitality: {
    title: 'Hotel & Restaurant Interior Design in Kenya',
    description:
      'Hospitality interiors for hotels, lodges, restaurants and bars across Kenya: guest rooms, lobbies and dining spaces with furniture made in our own workshops.',
    keywords: [
      'hotel interior design Kenya',
      'restaurant interior design Nairobi',
      'lodge interiors Kenya',
      'bar fit-out Nairobi',
    ],
    serviceName: 'Hospitality Interior Design',
  },
};

export function interiorMeta(variant: InteriorVariant): PageInput['meta'] {
  const info = interiorInfo[variant];
  return {
    title: info.title,
    description: info.description,
    keywords: info.keywords,
    serviceName: info.serviceName,
    serviceType: 'Interior Design',
    structuredData: [serviceLd(info.serviceName, 'Interior Design', info.description)],
  };
}
