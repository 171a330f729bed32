import type { PageInput } from '../../define';
import { service } from '../../media';
import { serviceLd } from '../../seo';

/**
 * Shared data of the engineering pages (predefined titles and
 * descriptions for 'main' and the three services; engineering pages
 * also set a canonical url, a social image and structured data). Not a page
 * file: the loader only picks up *.page.ts.
 */

export type EngineeringPage = 'main' | 'cnc-laser-cutting' | 'powder-coating' | 'steel-fabrication';

export const ENGINEERING_HOME = '/engineering-services';
export const CONTACT = '/contact';

interface EngineeringInfo {
  path: string;
  /** Short name for breadcrumbs and the sitemap. */
  label: string;
  title: string;
  description: string;
  keywords: string[];
  serviceName: string;
}

// The seed does not show the copy of this table; ours is written for Nairobi search terms.
export const engineeringInfo: Record<EngineeringPage, EngineeringInfo> = {
  main: {
    path: ENGINEERING_HOME,
    label: 'Engineering Services',
    title: 'Engineering Services: Laser Cutting, Powder Coating & Steel Fabrication',
    description:
      'CNC laser cutting, metal powder coating and steel fabrication from our Industrial Area workshop in Nairobi, for contractors, manufacturers and architects across Kenya.',
    keywords: [
      'engineering services Nairobi',
      'CNC laser cutting Kenya',
      'powder coating Nairobi',
      'steel fabrication Kenya',
      'metal workshop Industrial Area',
    ],
    serviceName: 'Engineering Services',
  },
  'cnc-laser-cutting': {
    path: `${ENGINEERING_HOME}/cnc-laser-cutting`,
    label: 'CNC Laser Cutting',
    title: 'CNC Laser Cutting Services in Nairobi',
    description:
      '12kW fibre laser cutting in Nairobi: stainless steel up to 25mm, mild steel up to 30mm, aluminium, copper and brass, accurate to ±0.05mm on a 3000mm x 1500mm bed.',
    keywords: [
      'CNC laser cutting Nairobi',
      'fibre laser cutting Kenya',
      'sheet metal cutting',
      'stainless steel laser cutting',
      'DXF laser cutting service',
    ],
    serviceName: 'CNC Laser Cutting',
  },
  'powder-coating': {
    path: `${ENGINEERING_HOME}/powder-coating`,
    label: 'Metal Powder Coating',
    title: 'Metal Powder Coating in Nairobi',
    description:
      'Durable metal powder coating in Nairobi: 25-100 micron coats cured at 160-220°C, in matte, satin, gloss, textured and metallic finishes and any RAL or Pantone colour.',
    keywords: [
      'powder coating Nairobi',
      'metal powder coating Kenya',
      'RAL powder coating',
      'gate and railing coating',
      'aluminium powder coating',
    ],
    serviceName: 'Metal Powder Coating',
  },
  'steel-fabrication': {
    path: `${ENGINEERING_HOME}/steel-fabrication`,
    label: 'Steel Fabrication',
    title: 'Steel Fabrication & Welding in Nairobi',
    description:
      'Structural and stainless steel fabrication in Nairobi with 25+ years of experience: a 2000m² workshop, 15 ton overhead crane, AWS D1.1 welding and ISO 3834 quality.',
    keywords: [
      'steel fabrication Nairobi',
      'structural steel Kenya',
      'welding services Nairobi',
      'stainless steel fabrication',
      'warehouse steel structures Kenya',
    ],
    serviceName: 'Steel Fabrication',
  },
};

/** Media slots of one engineering page: /uploads/engineering/{page}/{section}/... */
export const engineeringMedia = (page: EngineeringPage) => service('engineering', page);

/** Page path, label and meta: canonical on its own path, the hero image as social image, Service JSON-LD. */
export function engineeringPage(page: EngineeringPage): Pick<PageInput, 'path' | 'label' | 'meta'> {
  const info = engineeringInfo[page];
  return {
    path: info.path,
    label: info.label,
    meta: {
      title: info.title,
      description: info.description,
      keywords: info.keywords,
      canonical: info.path,
      socialImage: engineeringMedia(page).images('hero', 1)[0],
      serviceName: info.serviceName,
      serviceType: 'Engineering Services',
      structuredData: [serviceLd(info.serviceName, 'Engineering Services', info.description)],
    },
  };
}
