import { definePage } from '../../../../define';
import { numbered } from '../../../../furniture-products';
import { furnitureMeta } from '../../../../service-info';
import { furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from '../_furniture';

/**
 * Kitchen: two-video hero with the badges Kitchen Islands,
 * Dining Sets, Storage Solutions, and the Kitchen Products grid with the plain
 * toggle. Hero and closing copy are not shown in the seed: ours.
 */
export default definePage({
  path: '/services/furniture/home/kitchen',
  label: 'Kitchen',
  meta: furnitureMeta('kitchen'),
  blocks: [
    furnitureHero('kitchen', {
      height: 'tall',
      eyebrow: 'Home Furniture',
      title: 'Kitchen & Dining Furniture',
      subtitle:
        'Islands, dining sets and storage built to fit your kitchen exactly, in hardwoods that take daily family life.',
      badges: ['Kitchen Islands', 'Dining Sets', 'Storage Solutions'],
      alts: ['A kitchen island in Meru oak with bar stools', 'A six-seat dining set beside an open-plan kitchen'],
      buttons: [quote('Request Quote'), portfolio()],
    }),
    furnitureProducts('kitchen', {
      heading: 'Kitchen Products',
      lead: 'Islands, dining tables and chairs, pantry units and open shelving from our kitchen range.',
      names: numbered('Kitchen Product'),
      labels: 'plain',
    }),
    furnitureCta(
      'Plan Your Kitchen With Us',
      'Share your kitchen measurements and we will send a layout and a quote.',
      'Request Quote',
    ),
  ],
});
