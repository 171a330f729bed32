import { definePage } from '../../../define';
import { tableLegNames } from '../../../furniture-names';
import { furnitureMeta } from '../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, heroLink, quote } from './_furniture';

/** Table legs: Get Table Legs Quote and a closing call to action. Ours: names, copy, labels, the All Furniture Legs link. */
export default definePage({
  path: '/services/furniture/table-legs',
  label: 'Table Legs',
  meta: furnitureMeta('tableLegs'),
  blocks: [
    furnitureHero('table-legs', {
      height: 'tall',
      eyebrow: 'Furniture Legs',
      title: 'Table Legs',
      subtitle: 'Legs and bases for dining, coffee, desk and conference tables, engineered to keep big tops steady.',
      alts: ['A solid oak trestle base under a dining table', 'Powder-coated steel X-frame table legs'],
      buttons: [quote('Get Table Legs Quote'), heroLink('All Furniture Legs', `${FURNITURE}/legs`)],
    }),
    furnitureProducts('table-legs', {
      heading: 'Table Leg Designs',
      lead: 'Hardwood legs and steel bases for tops of every size, supplied with fixings.',
      names: tableLegNames,
      labels: 'showing',
    }),
    furnitureCta(
      'Order Table Legs',
      'Tell us the size and weight of your table top and we will recommend and quote the right base.',
      'Get Table Legs Quote',
    ),
  ],
});
