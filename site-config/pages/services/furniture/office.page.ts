import { definePage } from '../../../define';
import { numbered } from '../../../furniture-products';
import { furniture } from '../../../media';
import { furnitureMeta } from '../../../service-info';
import { furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from './_furniture';

const m = furniture('office');

/**
 * Office furniture: two-video hero, three collection cards
 * with 3-image carousels every 3 s, and the Office Products grid with the plain
 * 'Show All Products' / 'Show Less' toggle. Hero, card and closing copy are not
 * shown in the seed: ours.
 */
export default definePage({
  path: '/services/furniture/office',
  label: 'Office Furniture',
  meta: furnitureMeta('office'),
  blocks: [
    furnitureHero('office', {
      height: 'tall',
      eyebrow: 'Executive Furniture',
      title: 'Executive Office Furniture',
      subtitle:
        'Desks, conference tables and seating that make an office work well and look the part, built to your floor plan.',
      alts: [
        'An executive office with a walnut desk and leather chair',
        'A conference room with a long veneered table and mesh chairs',
      ],
      buttons: [quote('Request Quote'), portfolio()],
    }),
    {
      type: 'card-grid',
      props: {
        id: 'collections',
        eyebrow: 'Collections',
        heading: 'Office Collections',
        lead: 'Three ranges that furnish a whole floor, from the reception to the boardroom.',
        rotateMs: 3000,
        cards: [
          {
            title: 'Executive Desks',
            icon: 'desk',
            description:
              'Statement desks in veneer and solid hardwood, with matching returns, credenzas and cable management.',
            features: [
              'Walnut, oak and mahogany veneers',
              'Built-in cable trays and power',
              'Matching credenzas and pedestals',
            ],
            media: m.sectionImages('executive-desks', 3),
          },
          {
            title: 'Conference Tables',
            icon: 'team',
            description:
              'Boardroom and meeting tables for 4 to 24 people, with flush power, data boxes and modular tops.',
            features: ['Seats 4 to 24', 'Flush power and data boxes', 'Modular tops for large rooms'],
            media: m.sectionImages('conference-tables', 3),
          },
          {
            title: 'Office Chairs',
            icon: 'chair',
            description:
              'Executive, task and visitor chairs with proper lumbar support, upholstered in leather, fabric or mesh.',
            features: ['Adjustable lumbar and arms', 'Leather, fabric or mesh', 'Visitor and meeting chairs to match'],
            media: m.sectionImages('office-chairs', 3),
          },
        ],
      },
    },
    furnitureProducts('office', {
      heading: 'Office Products',
      lead: 'A selection of desks, tables, storage and seating from our office range.',
      names: numbered('Office Product'),
      labels: 'plain',
    }),
    furnitureCta(
      'Ready to Furnish Your Office?',
      'Send us your floor plan and we will propose a layout, finishes and a fixed quote.',
      'Request Quote',
    ),
  ],
});
