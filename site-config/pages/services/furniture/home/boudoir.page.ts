import { definePage } from '../../../../define';
import { numbered } from '../../../../furniture-products';
import { furnitureMeta } from '../../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, heroLink, quote } from '../_furniture';

/**
 * Boudoir: hero 'Boudoir Furniture', Get Boudoir Quote, a
 * 100-tile grid ('Boudoir Furniture Product N') and a closing call to action.
 * Ours: the copy, the count-style toggle labels and the All Home Furniture link.
 */
export default definePage({
  path: '/services/furniture/home/boudoir',
  label: 'Boudoir',
  meta: furnitureMeta('boudoir'),
  blocks: [
    furnitureHero('boudoir', {
      height: 'full',
      eyebrow: 'Home Furniture',
      title: 'Boudoir Furniture',
      subtitle: 'Dressers, vanity tables, wardrobes and upholstered benches that make the bedroom a retreat.',
      alts: [
        'A vanity table with an oval mirror and upholstered stool',
        'A bedroom with fitted wardrobes and a velvet bench',
      ],
      buttons: [quote('Get Boudoir Quote'), heroLink('All Home Furniture', `${FURNITURE}/home`)],
    }),
    furnitureProducts('boudoir', {
      heading: 'Boudoir Products',
      lead: 'Dressers, vanity tables, wardrobes, nightstands and benches from our boudoir range.',
      names: numbered('Boudoir Furniture Product'),
      labels: 'count',
    }),
    furnitureCta(
      'Design Your Dream Bedroom',
      'Tell us about your room and we will design pieces that fit it perfectly.',
      'Get Boudoir Quote',
    ),
  ],
});
