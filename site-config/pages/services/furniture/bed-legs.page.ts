import { definePage } from '../../../define';
import { bedLegNames } from '../../../furniture-names';
import { numbered } from '../../../furniture-products';
import { furnitureMeta } from '../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, heroLink, quote } from './_furniture';

/** Bed legs: Get Bed Legs Quote, fallback names 'Bed Leg Design N'. Ours: names, copy, labels, the All Furniture Legs link. */
export default definePage({
  path: '/services/furniture/bed-legs',
  label: 'Bed Legs',
  meta: furnitureMeta('bedLegs'),
  blocks: [
    furnitureHero('bed-legs', {
      height: 'tall',
      eyebrow: 'Furniture Legs',
      title: 'Bed Legs',
      subtitle: 'Strong, quiet bed legs in hardwood and steel, cut to the height you want under your bed.',
      alts: ['Walnut bun legs under an upholstered bed base', 'Brass-capped tapered bed legs'],
      buttons: [quote('Get Bed Legs Quote'), heroLink('All Furniture Legs', `${FURNITURE}/legs`)],
    }),
    furnitureProducts('bed-legs', {
      heading: 'Bed Leg Designs',
      lead: 'Hardwood and steel bed legs, supplied in sets with centre supports and fixing plates.',
      names: bedLegNames,
      fallback: numbered('Bed Leg Design'),
      labels: 'showing',
    }),
    furnitureCta(
      'Order Bed Legs',
      'Tell us the bed size and the height you want and we will quote a matching set.',
      'Get Bed Legs Quote',
    ),
  ],
});
