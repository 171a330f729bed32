import { definePage } from '../../../define';
import { barNames } from '../../../furniture-names';
import { numbered } from '../../../furniture-products';
import { furnitureMeta } from '../../../service-info';
import { furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from './_furniture';

/**
 * Bar and restaurant: hero 'Bar & Restaurant Collection'
 * with Get Bar Quote; 100 tiles named from the bar list (fallback 'Bar Product
 * N'); failed tiles show the placeholder. Ours: the names, the copy and the
 * 'showing'-style toggle labels.
 */
export default definePage({
  path: '/services/furniture/bars',
  label: 'Bar & Restaurant',
  meta: furnitureMeta('bars'),
  blocks: [
    furnitureHero('bars', {
      height: 'full',
      eyebrow: 'Executive Furniture',
      title: 'Bar & Restaurant Collection',
      subtitle:
        'Counters, stools, booths and dining sets built for long nights and busy service, for hotels, bars and restaurants.',
      alts: ['A hotel bar with a timber counter and leather stools', 'A restaurant dining room with booth seating'],
      buttons: [quote('Get Bar Quote'), portfolio()],
    }),
    furnitureProducts('bars', {
      heading: 'Bar & Restaurant Products',
      lead: 'Bar counters, stools, high tables, wine racks and booth seating from our hospitality range.',
      names: barNames,
      fallback: numbered('Bar Product'),
      labels: 'showing',
      onImageError: 'placeholder',
    }),
    furnitureCta(
      'Fit Out Your Bar or Restaurant',
      'From a single counter to a full fit-out, we build to your layout and your brand.',
      'Get Bar Quote',
    ),
  ],
});
