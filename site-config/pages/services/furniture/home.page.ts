import { definePage } from '../../../define';
import { homeProductNames } from '../../../furniture-names';
import { productTiles } from '../../../furniture-products';
import { furniture } from '../../../media';
import { furnitureMeta } from '../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, portfolio, quote } from './_furniture';

const m = furniture('home');
const roomImages = m.sectionImages('rooms', 3);

/** Where each home product's 'View Details' leads: the collection that makes it. */
const productRoom: Record<(typeof homeProductNames)[number], string> = {
  'Living Room Sofa': 'home/lounge',
  'Dining Table': 'home/kitchen',
  'Coffee Table': 'home/lounge',
  'Bed Frame': 'beds',
  Wardrobe: 'home/boudoir',
  'TV Unit': 'home/lounge',
  Bookshelf: 'home/lounge',
  'Side Table': 'home/lounge',
  Armchair: 'chairs',
  Dresser: 'home/boudoir',
  Mirror: 'home/boudoir',
  'Storage Ottoman': 'home/boudoir',
  'Floor Lamp': 'home/lounge',
  Nightstand: 'home/boudoir',
  'Dining Chair': 'home/kitchen',
  'Console Table': 'home/lounge',
  'Bean Bag': 'home/lounge',
  'Shoe Rack': 'home/boudoir',
  Cushions: 'home/lounge',
  'Wall Shelves': 'home/kitchen',
};

/**
 * Home furniture: a full-screen hero cycling 2 images (2 s
 * each) and 1 video (20 s), and the 20 named Home Products with a 'View Details'
 * hover label (20 of 20: no toggle). Ours: the copy, the 'Shop by Room' cards
 * leading to the kitchen, lounge and boudoir pages (the seed's hero and stock
 * photos came from third-party hosts; here they are local slots), and each
 * product's link to its collection page.
 */
export default definePage({
  path: '/services/furniture/home',
  label: 'Home Furniture',
  meta: furnitureMeta('home'),
  blocks: [
    furnitureHero('home', {
      height: 'full',
      eyebrow: 'Executive Furniture',
      title: 'Home Furniture',
      subtitle: 'Sofas, dining sets, beds and storage made to fit your rooms, in hardwoods and fabrics you choose.',
      slides: [...m.heroImages(2), ...m.heroVideos(1)],
      alts: [
        'A bright living room with a custom sofa and coffee table',
        'A dining room set for eight in Meru oak',
        'A tour of a fully furnished family home',
      ],
      imageIntervalMs: 2000,
      videoIntervalMs: 20000,
      buttons: [quote('Request Quote'), portfolio()],
    }),
    {
      type: 'card-grid',
      props: {
        id: 'rooms',
        eyebrow: 'Collections',
        heading: 'Shop by Room',
        columns: 3,
        cards: [
          {
            title: 'Kitchen',
            icon: 'home',
            description: 'Kitchen islands, dining sets and storage built around the way you cook and eat.',
            media: [roomImages[0]],
            link: { label: 'View Collection', href: `${FURNITURE}/home/kitchen` },
          },
          {
            title: 'Lounge',
            icon: 'sofa',
            description: 'Sofas, armchairs, coffee tables and TV units for comfortable living spaces.',
            media: [roomImages[1]],
            link: { label: 'View Collection', href: `${FURNITURE}/home/lounge` },
          },
          {
            title: 'Boudoir',
            icon: 'bed',
            description: 'Dressers, wardrobes, nightstands and vanity tables for the bedroom and dressing room.',
            media: [roomImages[2]],
            link: { label: 'View Collection', href: `${FURNITURE}/home/boudoir` },
          },
        ],
      },
    },
    {
      type: 'product-grid',
      props: {
        id: 'products',
        heading: 'Home Products',
        lead: 'Twenty of our most requested pieces, each made to order in your size and finish.',
        items: productTiles('home', homeProductNames, homeProductNames.length).map((t) => ({
          ...t,
          href: `${FURNITURE}/${productRoom[t.name as keyof typeof productRoom]}`,
        })),
        initialCount: 20,
        hoverLabel: 'View Details',
        tone: 'alt',
      },
    },
    furnitureCta(
      'Make Your House a Home',
      'Tell us about your rooms and we will design furniture that fits them, and you.',
      'Request Quote',
    ),
  ],
});
