import { definePage } from '../../../../define';
import { chairLegNames } from '../../../../furniture-names';
import { furnitureMeta } from '../../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, heroLink, quote } from '../_furniture';

/**
 * Chair legs: heading Chair Legs, Get Chair Quote (the seed
 * gives both Get Legs Quote and Get Chair Quote; the hub keeps Get Legs Quote,
 * this page Get Chair Quote), All Furniture Legs, closing call to action.
 * Ours: the names, the copy and the toggle label style.
 */
export default definePage({
  path: '/services/furniture/legs/chairs',
  label: 'Chair Legs',
  meta: furnitureMeta('chairLegs'),
  blocks: [
    furnitureHero('chair-legs', {
      height: 'tall',
      eyebrow: 'Furniture Legs',
      title: 'Chair Legs',
      subtitle: 'Tapered, turned, cabriole and hairpin chair legs, matched to your chair’s height, angle and finish.',
      alts: ['Turned mahogany chair legs on the workshop bench', 'Black steel hairpin legs fitted to a dining chair'],
      buttons: [quote('Get Chair Quote'), heroLink('All Furniture Legs', `${FURNITURE}/legs`)],
    }),
    furnitureProducts('chair-legs', {
      heading: 'Chair Leg Designs',
      lead: 'Hardwood and steel chair legs, supplied in sets or fitted to your chairs.',
      names: chairLegNames,
      labels: 'showing',
    }),
    furnitureCta(
      'Order Chair Legs',
      'Tell us the number of chairs, the height and the finish, and we will quote the full set.',
      'Get Chair Quote',
    ),
  ],
});
