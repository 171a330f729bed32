import { serviceLd } from './seo';

/**
 * Predefined search metadata of service pages (furniture pages
 * take theirs from a shared table; bars, outdoor, beds and chairs
 * read title, description and keywords from it). The seed does not show the
 * content; it is ours. Page files call `furnitureMeta(key)`.
 */
export interface ServiceInfo {
  title: string;
  description: string;
  keywords: string[];
  /** The Service name in JSON-LD. */
  serviceName: string;
}

export const furnitureServiceInfo = {
  overview: {
    title: 'Executive Furniture Made in Nairobi',
    description:
      'Executive office, home, bar and restaurant furniture and turned furniture legs, built to order in our Nairobi workshops from Kenyan hardwoods, veneers and powder-coated steel.',
    keywords: [
      'executive furniture Nairobi',
      'custom furniture Kenya',
      'office furniture Nairobi',
      'home furniture Kenya',
      'furniture workshop Nairobi',
    ],
    serviceName: 'Executive Furniture',
  },
  office: {
    title: 'Executive Office Furniture in Nairobi',
    description:
      'Executive desks, boardroom and conference tables and ergonomic office chairs, made to measure in Nairobi and installed across Kenya for offices of every size.',
    keywords: [
      'executive desks Nairobi',
      'office furniture Kenya',
      'conference tables Nairobi',
      'boardroom tables Kenya',
      'office chairs Nairobi',
    ],
    serviceName: 'Executive Office Furniture',
  },
  home: {
    title: 'Home Furniture Made to Order in Nairobi',
    description:
      'Sofas, dining sets, beds, wardrobes and storage for every room, designed and built to order in our Nairobi workshop and delivered to your home.',
    keywords: [
      'home furniture Nairobi',
      'custom sofas Kenya',
      'dining tables Nairobi',
      'wardrobes Nairobi',
      'bedroom furniture Kenya',
    ],
    serviceName: 'Home Furniture',
  },
  kitchen: {
    title: 'Kitchen & Dining Furniture in Nairobi',
    description:
      'Kitchen islands, dining sets and kitchen storage made to fit your space, in solid Kenyan hardwood and durable finishes, built and installed in Nairobi.',
    keywords: [
      'kitchen islands Nairobi',
      'dining sets Kenya',
      'kitchen storage Nairobi',
      'kitchen furniture Kenya',
      'dining tables Nairobi',
    ],
    serviceName: 'Kitchen & Dining Furniture',
  },
  lounge: {
    title: 'Lounge & Living Room Furniture in Nairobi',
    description:
      'Sofas, sectionals, armchairs, coffee tables and TV units for comfortable living spaces, upholstered and finished to order in our Nairobi workshop.',
    keywords: [
      'lounge furniture Nairobi',
      'sofas Kenya',
      'living room furniture Nairobi',
      'armchairs Nairobi',
      'coffee tables Kenya',
    ],
    serviceName: 'Lounge Furniture',
  },
  boudoir: {
    title: 'Boudoir & Bedroom Furniture in Nairobi',
    description:
      'Dressers, vanity tables, wardrobes, nightstands and upholstered benches for the bedroom and dressing room, crafted to order in Nairobi.',
    keywords: [
      'boudoir furniture Nairobi',
      'bedroom furniture Kenya',
      'dressing tables Nairobi',
      'wardrobes Kenya',
      'vanity tables Nairobi',
    ],
    serviceName: 'Boudoir Furniture',
  },
  bars: {
    title: 'Bar & Restaurant Furniture in Nairobi',
    description:
      'Bar counters, bar stools, high tables, booths and restaurant chairs built for heavy daily use, for hotels, bars, cafes and restaurants across Kenya.',
    keywords: [
      'bar furniture Nairobi',
      'restaurant furniture Kenya',
      'bar stools Nairobi',
      'bar counters Kenya',
      'hotel furniture Nairobi',
    ],
    serviceName: 'Bar & Restaurant Furniture',
  },
  legs: {
    title: 'Furniture Legs, Posts & Balustrades in Nairobi',
    description:
      'Turned hardwood and fabricated steel legs for chairs, tables, beds and sofas, plus posts and balustrades, made in Nairobi in any size and finish.',
    keywords: [
      'furniture legs Nairobi',
      'table legs Kenya',
      'chair legs Nairobi',
      'bed legs Kenya',
      'balustrades Nairobi',
    ],
    serviceName: 'Furniture Legs',
  },
  chairLegs: {
    title: 'Chair Legs in Hardwood and Steel, Nairobi',
    description:
      'Tapered, turned, cabriole and hairpin chair legs in Meru oak, mahogany, mvule, walnut and powder-coated steel, made to your height and finish in Nairobi.',
    keywords: [
      'chair legs Nairobi',
      'wooden chair legs Kenya',
      'hairpin legs Nairobi',
      'turned legs Kenya',
      'replacement chair legs',
    ],
    serviceName: 'Chair Legs',
  },
  tableLegs: {
    title: 'Table Legs and Bases in Nairobi',
    description:
      'Trestle, pedestal, hairpin and X-frame table legs and bases in hardwood and steel for dining, coffee, desk and conference tables, made in Nairobi.',
    keywords: [
      'table legs Nairobi',
      'table bases Kenya',
      'steel table legs Nairobi',
      'pedestal base Kenya',
      'hairpin table legs',
    ],
    serviceName: 'Table Legs',
  },
  bedLegs: {
    title: 'Bed Legs and Risers in Nairobi',
    description:
      'Bun, tapered, block and castor bed legs in hardwood and steel, rated for heavy beds and upholstered bases, cut to height in our Nairobi workshop.',
    keywords: [
      'bed legs Nairobi',
      'bed risers Kenya',
      'wooden bed legs Nairobi',
      'metal bed legs Kenya',
      'replacement bed legs',
    ],
    serviceName: 'Bed Legs',
  },
  posts: {
    title: 'Posts and Balustrades in Nairobi',
    description:
      'Newel posts, balusters, handrails and balcony railings in hardwood, wrought iron and stainless steel, made and installed for homes and commercial buildings.',
    keywords: [
      'balustrades Nairobi',
      'newel posts Kenya',
      'stair balusters Nairobi',
      'handrails Kenya',
      'balcony railings Nairobi',
    ],
    serviceName: 'Posts & Balustrades',
  },
  outdoor: {
    title: 'Outdoor & Garden Furniture in Nairobi',
    description:
      'Garden benches, patio dining sets, sun loungers and swing seats in teak and powder-coated steel, built to handle the Kenyan sun and rain.',
    keywords: [
      'outdoor furniture Nairobi',
      'garden furniture Kenya',
      'patio furniture Nairobi',
      'sun loungers Kenya',
      'teak garden benches',
    ],
    serviceName: 'Outdoor Furniture',
  },
  beds: {
    title: 'Beds and Bed Frames Made in Nairobi',
    description:
      'King, queen, upholstered, storage and four-poster beds in solid hardwood, made to order in Nairobi for homes, hotels and lodges across Kenya.',
    keywords: [
      'beds Nairobi',
      'bed frames Kenya',
      'upholstered beds Nairobi',
      'king size beds Kenya',
      'hotel beds Nairobi',
    ],
    serviceName: 'Beds',
  },
  chairs: {
    title: 'Chairs for Office, Dining and Lounge in Nairobi',
    description:
      'Executive, dining, accent, wingback and lounge chairs, upholstered and finished to order in Nairobi for homes, offices, hotels and restaurants.',
    keywords: [
      'chairs Nairobi',
      'dining chairs Kenya',
      'executive chairs Nairobi',
      'accent chairs Kenya',
      'upholstered chairs Nairobi',
    ],
    serviceName: 'Chairs',
  },
} satisfies Record<string, ServiceInfo>;

export type FurnitureKey = keyof typeof furnitureServiceInfo;

/** Page meta from a service-info entry: title, description, keywords, service type and Service JSON-LD. */
export function serviceMeta(info: ServiceInfo, serviceType: string) {
  return {
    title: info.title,
    description: info.description,
    keywords: info.keywords,
    serviceName: info.serviceName,
    serviceType,
    structuredData: [serviceLd(info.serviceName, serviceType, info.description)],
  };
}

/** Furniture pages set the service type 'Executive Furniture'. */
export const furnitureMeta = (key: FurnitureKey) => serviceMeta(furnitureServiceInfo[key], 'Executive Furniture');
