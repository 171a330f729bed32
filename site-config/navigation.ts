import type { NavigationDocument, NavigationItem } from '../contracts/navigation';
import { company } from './company';

/**
 * The seed navigation: what the header, the phone menu and the footer show
 * until staff publish their own in the admin (Navigation). No component
 * hard-codes a link; they all read the navigation document.
 */
export type MenuItem = NavigationItem;

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

/** Careers is a placeholder (it sends people to the contact page) and Portfolio links to home, until staff change them. */
export const footerCompanyLinks: MenuItem[] = [
  { label: 'Gallery', href: '/gallery' },
  { label: 'Portfolio', href: '/' },
  { label: 'Careers', href: '/contact' },
  { label: 'Contact Us', href: '/contact' },
];

/** The seed navigation as one document: the default of the navigation staff edit. */
export const defaultNavigation: NavigationDocument = {
  header: { items: mainMenu, cta: contactCta },
  footer: {
    serviceLinks: footerServiceLinks,
    companyLinks: footerCompanyLinks,
    copyrightYear: company.copyrightYear,
  },
};
