import { definePage } from '../../../define';
import { outdoorNames } from '../../../furniture-names';
import { numbered } from '../../../furniture-products';
import { furnitureMeta } from '../../../service-info';
import { furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from './_furniture';

/** Outdoor: 'Outdoor Furniture Collection', Get Outdoor Quote; fallback 'Outdoor Product N'; failed tiles show the placeholder. Ours: names, copy, labels. */
export default definePage({
  path: '/services/furniture/outdoor',
  label: 'Outdoor Furniture',
  meta: furnitureMeta('outdoor'),
  blocks: [
    furnitureHero('outdoor', {
      height: 'full',
      eyebrow: 'Executive Furniture',
      title: 'Outdoor Furniture Collection',
      subtitle:
        'Benches, loungers and dining sets for gardens, terraces and poolsides, built to stand up to sun and rain.',
      alts: ['A teak patio dining set on a garden terrace', 'Sun loungers beside a hotel pool'],
      buttons: [quote('Get Outdoor Quote'), portfolio()],
    }),
    furnitureProducts('outdoor', {
      heading: 'Outdoor Products',
      lead: 'Garden benches, patio sets, loungers and swing seats in teak and powder-coated steel.',
      names: outdoorNames,
      fallback: numbered('Outdoor Product'),
      labels: 'showing',
      onImageError: 'placeholder',
    }),
    furnitureCta(
      'Furnish Your Outdoor Space',
      'From a family garden to a hotel poolside, we build outdoor furniture that lasts.',
      'Get Outdoor Quote',
    ),
  ],
});
