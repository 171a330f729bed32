import { definePage } from '../../define';
import { furniture } from '../../media';
import { furnitureMeta } from '../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, heroLink, quote } from './furniture/_furniture';

const m = furniture('overview');
const categoryImages = m.sectionImages('categories', 4);

/**
 * Executive furniture overview.
 * Seed defects fixed: the four category cards link to their collection pages
 * (the source defined those hrefs but sent every card to /contact), and View
 * Portfolio opens the Executive Furniture gallery instead of the home page.
 * Not shown in the seed, ours: hero copy, card copy, the Quality & Craftsmanship
 * points and the installation captions.
 */
export default definePage({
  path: '/services/furniture',
  label: 'Executive Furniture',
  meta: furnitureMeta('overview'),
  blocks: [
    furnitureHero('overview', {
      height: 'full',
      eyebrow: 'Executive Furniture',
      title: 'Furniture Crafted for Work and Home',
      subtitle:
        'Executive desks, boardroom tables, lounge, bar and bedroom collections, built to order in our Nairobi workshops from Kenyan hardwoods and powder-coated steel.',
      alts: [
        'A walnut executive desk being finished in our Nairobi workshop',
        'A furnished boardroom with a twelve-seat conference table',
      ],
      buttons: [quote('Browse Catalog'), heroLink('View Collections', '#categories')],
    }),
    {
      type: 'card-grid',
      props: {
        id: 'categories',
        eyebrow: 'Collections',
        heading: 'Explore Our Furniture Categories',
        lead: 'Four collections, one workshop: every piece is designed, built and finished by our own team.',
        columns: 4,
        cards: [
          {
            title: 'Office Furniture',
            icon: 'desk',
            description: 'Executive desks, conference tables and office chairs for boardrooms and open-plan floors.',
            features: ['Executive desks', 'Conference tables', 'Ergonomic chairs'],
            media: [categoryImages[0]],
            link: { label: 'View Collection', href: `${FURNITURE}/office` },
          },
          {
            title: 'Home Furniture',
            icon: 'sofa',
            description: 'Kitchen, lounge and boudoir pieces made to fit your rooms and your style.',
            features: ['Kitchen and dining', 'Lounge and living', 'Boudoir and bedroom'],
            media: [categoryImages[1]],
            link: { label: 'View Collection', href: `${FURNITURE}/home` },
          },
          {
            title: 'Bar & Restaurants',
            icon: 'wine',
            description: 'Bar counters, stools, booths and dining sets built for busy hotels, bars and cafes.',
            features: ['Bar counters and stools', 'Booths and banquettes', 'Restaurant dining sets'],
            media: [categoryImages[2]],
            link: { label: 'View Collection', href: `${FURNITURE}/bars` },
          },
          {
            title: 'Furniture Legs',
            icon: 'column',
            description: 'Turned hardwood and fabricated steel legs, posts and balustrades in any size and finish.',
            features: ['Chair and table legs', 'Bed legs', 'Posts and balustrades'],
            media: [categoryImages[3]],
            link: { label: 'View Collection', href: `${FURNITURE}/legs` },
          },
        ],
      },
    },
    {
      type: 'feature-list',
      props: {
        id: 'quality',
        eyebrow: 'Why our furniture lasts',
        heading: 'Quality & Craftsmanship',
        lead: 'Backed by our parent engineering company, we control every step from timber yard to installation.',
        tone: 'alt',
        layout: 'tiles',
        columns: 4,
        items: [
          {
            icon: 'leaf',
            title: 'Seasoned Kenyan Hardwoods',
            text: 'Meru oak, mahogany and mvule, kiln-dried so joints stay tight in Nairobi’s dry and rainy seasons.',
          },
          {
            icon: 'ruler',
            title: 'Precision Joinery',
            text: 'Mortise-and-tenon and dowelled joints, cut on our CNC machines and finished by hand.',
          },
          {
            icon: 'spray',
            title: 'Durable Finishes',
            text: 'Catalysed lacquers on timber and powder coating on steel, in the colour you choose.',
          },
          {
            icon: 'truck',
            title: 'Delivered and Installed',
            text: 'Our own team delivers, assembles and levels every piece, anywhere in Kenya.',
          },
        ],
      },
    },
    {
      type: 'portfolio-grid',
      props: {
        id: 'installations',
        eyebrow: 'Recent work',
        heading: 'Recent Installations',
        lead: 'Furniture we have built and installed for offices, homes and hotels.',
        groups: [
          {
            items: [],
            // The furniture projects of the collection (site-config/projects), newest first.
            source: { service: '/services/furniture', limit: 6 },
          },
        ],
      },
    },
    furnitureCta(
      'Ready to Furnish Your Space?',
      'Tell us about your office, home or restaurant and we will send drawings and a quote within three working days.',
      'Request Quote',
    ),
  ],
});
