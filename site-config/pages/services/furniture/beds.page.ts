import { definePage } from '../../../define';
import { bedNames } from '../../../furniture-names';
import { numbered } from '../../../furniture-products';
import { furnitureMeta } from '../../../service-info';
import { furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from './_furniture';

/** Beds: 'Bed Furniture Collection', Get Bed Quote; fallback 'Bed Product N'; failed tiles show the placeholder. Ours: names, copy, labels. */
export default definePage({
  path: '/services/furniture/beds',
  label: 'Beds',
  meta: furnitureMeta('beds'),
  blocks: [
    furnitureHero('beds', {
      height: 'full',
      eyebrow: 'Executive Furniture',
      title: 'Bed Furniture Collection',
      subtitle:
        'King, queen, upholstered and storage beds in solid hardwood, built to order for homes, hotels and lodges.',
      alts: ['An upholstered king bed with a tall headboard', 'A four-poster bed in mahogany in a lodge suite'],
      buttons: [quote('Get Bed Quote'), portfolio()],
    }),
    furnitureProducts('beds', {
      heading: 'Bed Products',
      lead: 'King, queen, storage, four-poster and bunk beds, with headboards to match.',
      names: bedNames,
      fallback: numbered('Bed Product'),
      labels: 'showing',
      onImageError: 'placeholder',
    }),
    furnitureCta(
      'Sleep Better in a Bed Made for You',
      'Choose the size, wood and headboard; we build it and set it up in your bedroom.',
      'Get Bed Quote',
    ),
  ],
});
