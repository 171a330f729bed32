import { blendNames, crossNames } from './furniture-products';

/**
 * Product names of the furniture collections. The requirements say each page has
 * its own list but does not show them: these are ours, written as a workshop
 * would name its stock (material or collection + product). Collections are
 * named after Nairobi neighbourhoods and Kenyan coast and rift towns; Mvule and
 * Meru Oak are the local hardwoods we use. Each list has 100 distinct names.
 */
const woods = ['Walnut', 'Meru Oak', 'Mahogany', 'Mvule', 'Oak', 'Beech', 'Teak', 'Ash', 'Cypress', 'Ebonised Oak'];
const metals = ['Black Steel', 'Chrome', 'Brushed Brass', 'Gunmetal', 'Stainless Steel'];

/** Turned and carved shapes come in wood, tube and rod shapes in metal: 10 woods × 6 + 5 metals × 8 = 100. */
const legs = (woodShapes: string[], metalShapes: string[], suffix: string) =>
  blendNames(
    crossNames(woods, woodShapes, (m, s) => `${m} ${s}${suffix}`),
    crossNames(metals, metalShapes, (m, s) => `${m} ${s}${suffix}`),
  );

export const chairLegNames = legs(
  ['Tapered', 'Turned', 'Splayed', 'Sabre', 'Cabriole', 'Fluted'],
  ['Hairpin', 'Sled', 'Tapered', 'Square Tube', 'Wire Frame', 'Cantilever', 'Dowel', 'Angled'],
  ' Chair Leg',
);

export const tableLegNames = legs(
  ['Trestle', 'Pedestal', 'Tapered', 'Turned', 'Square', 'Fluted'],
  ['Hairpin', 'X-Frame', 'U-Frame', 'Tulip', 'Spider', 'Trapezoid', 'Square Post', 'A-Frame'],
  ' Table Leg',
);

export const bedLegNames = legs(
  ['Bun', 'Tapered', 'Block', 'Turned', 'Cone', 'Square'],
  ['Castor', 'Plinth', 'Angled', 'Bracket', 'Square Tube', 'Adjustable', 'Pin', 'Cup'],
  ' Bed Leg',
);

export const postNames = crossNames(
  [
    'Mahogany',
    'Mvule',
    'Meru Oak',
    'Teak',
    'Cypress',
    'Wrought Iron',
    'Stainless Steel',
    'Black Steel',
    'Brass',
    'Cast Aluminium',
  ],
  [
    'Newel Post',
    'Baluster',
    'Handrail',
    'Stair Spindle',
    'Balcony Railing',
    'Balustrade Post',
    'Turned Column',
    'Porch Post',
    'Gate Post',
    'Twisted Baluster',
  ],
  (m, item) => `${m} ${item}`,
);

const places = ['Karen', 'Naivasha', 'Diani', 'Malindi', 'Nanyuki', 'Lamu', 'Watamu', 'Runda', 'Limuru', 'Kilifi'];
export const outdoorNames = crossNames(
  places,
  [
    'Garden Bench',
    'Patio Dining Set',
    'Sun Lounger',
    'Safari Chair',
    'Parasol Table',
    'Swing Seat',
    'Rope Armchair',
    'Bistro Set',
    'Outdoor Daybed',
    'Planter Bench',
  ],
  (c, item) => `${c} ${item}`,
);

export const bedNames = crossNames(
  [
    'Muthaiga',
    'Lavington',
    'Kileleshwa',
    'Gigiri',
    'Runda',
    'Karen',
    'Loresho',
    'Spring Valley',
    'Riverside',
    'Kitisuru',
  ],
  [
    'King Bed',
    'Queen Bed',
    'Upholstered Bed',
    'Four-Poster Bed',
    'Storage Bed',
    'Sleigh Bed',
    'Platform Bed',
    'Bunk Bed',
    'Panel Headboard',
    'Day Bed',
  ],
  (c, item) => `${c} ${item}`,
);

export const chairNames = crossNames(
  [
    'Kilimani',
    'Westlands',
    'Upper Hill',
    'Gigiri',
    'Parklands',
    'Lavington',
    'Hurlingham',
    'Kileleshwa',
    'Muthaiga',
    'Riverside',
  ],
  [
    'Executive Chair',
    'Dining Chair',
    'Accent Chair',
    'Wingback Chair',
    'Armchair',
    'Visitor Chair',
    'Rocking Chair',
    'Lounge Chair',
    'Barrel Chair',
    'Swivel Chair',
  ],
  (c, item) => `${c} ${item}`,
);

export const barNames = crossNames(
  ['Westlands', 'Kilimani', 'Lavington', 'Karen', 'Gigiri', 'Hurlingham', 'Parklands', 'Runda', 'Langata', 'Muthaiga'],
  [
    'Bar Stool',
    'Bar Counter',
    'High Table',
    'Wine Rack',
    'Booth Seat',
    'Bar Cabinet',
    'Restaurant Chair',
    'Bistro Table',
    'Back Bar Shelf',
    'Banquette',
  ],
  (c, item) => `${c} ${item}`,
);

/** The legs hub's 100 names (explicit, not shown): every kind of leg and base the workshop makes. */
export const legNames = legs(
  ['Tapered Sofa Leg', 'Turned Chair Leg', 'Bun Bed Leg', 'Cabriole Leg', 'Trestle Base', 'Pedestal Base'],
  [
    'Hairpin Table Leg',
    'X-Frame Base',
    'Sled Chair Base',
    'Castor Bed Leg',
    'Tulip Base',
    'Square Tube Leg',
    'Spider Base',
    'U-Frame Bench Leg',
  ],
  '',
);

/** The 20 home products, exactly. */
export const homeProductNames = [
  'Living Room Sofa',
  'Dining Table',
  'Coffee Table',
  'Bed Frame',
  'Wardrobe',
  'TV Unit',
  'Bookshelf',
  'Side Table',
  'Armchair',
  'Dresser',
  'Mirror',
  'Storage Ottoman',
  'Floor Lamp',
  'Nightstand',
  'Dining Chair',
  'Console Table',
  'Bean Bag',
  'Shoe Rack',
  'Cushions',
  'Wall Shelves',
] as const;
