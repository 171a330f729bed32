/** The navigation tree. The header, mobile menu and footer read it; no component hard-codes a link. */
export interface MenuItem {
  label: string;
  href: string;
  /** Shown under the label in dropdowns (the Engineering services). */
  description?: string;
  /** The phone menu's link to the group's own page (default 'All {label}'). */
  overviewLabel?: string;
  submenus?: MenuItem[];
}

export const mainMenu: MenuItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Interior Design', href: '/services/interiors' },
  {
    label: 'Prefab Units',
    href: '/services/containers',
    submenus: [
      { label: 'All Prefab Units', href: '/services/containers' },
      {
        label: 'Commercial',
        href: '/services/containers/commercial',
        submenus: [
          { label: 'Camp Solutions', href: '/services/containers/commercial/camp-solutions' },
          { label: 'Shopping Centres', href: '/services/containers/commercial/shopping-centres' },
          { label: 'Offices', href: '/services/containers/commercial/offices' },
          { label: 'Boardrooms', href: '/services/containers/commercial/boardrooms' },
        ],
      },
      {
        label: 'Public',
        href: '/services/containers/public',
        submenus: [
          { label: 'Classrooms', href: '/services/containers/public/classrooms' },
          { label: 'Clinics', href: '/services/containers/public/clinics' },
          { label: 'Library', href: '/services/containers/public/library' },
        ],
      },
      {
        label: 'Residential',
        href: '/services/containers/residential',
        submenus: [
          { label: 'Homes', href: '/services/containers/residential/homes' },
          { label: 'Gazebos', href: '/services/containers/residential/gazebos' },
          { label: 'Cottages', href: '/services/containers/residential/cottages' },
        ],
      },
    ],
  },
  {
    label: 'Executive Furniture',
    href: '/services/furniture',
    submenus: [
      { label: 'All Executive Furniture', href: '/services/furniture' },
      { label: 'Office Furniture', href: '/services/furniture/office' },
      {
        label: 'Home Furniture',
        href: '/services/furniture/home',
        submenus: [
          { label: 'Kitchen', href: '/services/furniture/home/kitchen' },
          { label: 'Lounge', href: '/services/furniture/home/lounge' },
          { label: 'Boudoir', href: '/services/furniture/home/boudoir' },
        ],
      },
      { label: 'Bar & Restaurant', href: '/services/furniture/bars' },
      {
        label: 'Furniture Legs',
        href: '/services/furniture/legs',
        submenus: [
          { label: 'Chair Legs', href: '/services/furniture/legs/chairs' },
          { label: 'Table Legs', href: '/services/furniture/table-legs' },
          { label: 'Bed Legs', href: '/services/furniture/bed-legs' },
          { label: 'Posts & Balustrades', href: '/services/furniture/posts-balustrades' },
        ],
      },
      { label: 'Outdoor', href: '/services/furniture/outdoor' },
      { label: 'Chairs', href: '/services/furniture/chairs' },
      { label: 'Beds', href: '/services/furniture/beds' },
    ],
  },
  {
    label: 'Engineering',
    href: '/engineering-services',
    overviewLabel: 'All Engineering Services',
    submenus: [
      {
        label: 'CNC Laser Cutting',
        href: '/engineering-services/cnc-laser-cutting',
        description: '12kW fibre laser cutting of steel, aluminium and brass to ±0.05mm',
      },
      {
        label: 'Metal Powder Coating',
        href: '/engineering-services/powder-coating',
        description: 'Durable matte, satin, gloss and textured finishes in any RAL colour',
      },
      {
        label: 'Steel Fabrication',
        href: '/engineering-services/steel-fabrication',
        description: 'Structural and architectural steelwork, welded to AWS D1.1',
      },
    ],
  },
  { label: 'Gallery', href: '/gallery' },
];

export const contactCta = { label: 'Contact Us', href: '/contact' };

export const footerServiceLinks: MenuItem[] = [
  { label: 'Prefab Units', href: '/services/containers' },
  { label: 'Interior Design', href: '/services/interiors' },
  { label: 'Executive Furniture', href: '/services/furniture' },
  { label: 'Engineering Services', href: '/engineering-services' },
];

/** Careers is a placeholder (we send it to the contact page); Portfolio links to home. */
export const footerCompanyLinks: MenuItem[] = [
  { label: 'Gallery', href: '/gallery' },
  { label: 'Portfolio', href: '/' },
  { label: 'Careers', href: '/contact' },
  { label: 'Contact Us', href: '/contact' },
];
