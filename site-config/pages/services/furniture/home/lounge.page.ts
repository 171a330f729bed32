import { definePage } from '../../../../define';
import { numbered } from '../../../../furniture-products';
import { furnitureMeta } from '../../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, heroLink, quote } from '../_furniture';

/**
 * Lounge: hero 'Lounge Furniture' with Get Lounge Quote,
 * the badges Comfort Design, Living Spaces, Premium Materials, and All Home
 * Furniture; the grid's subtitle follows the toggle ('(20/100 products shown)').
 * Ours: subtitle and closing copy, the count-style toggle labels.
 */
export default definePage({
  path: '/services/furniture/home/lounge',
  label: 'Lounge',
  meta: furnitureMeta('lounge'),
  blocks: [
    furnitureHero('lounge', {
      height: 'full',
      eyebrow: 'Home Furniture',
      title: 'Lounge Furniture',
      subtitle: 'Deep, comfortable sofas, armchairs and tables for the room where your family spends its evenings.',
      badges: ['Comfort Design', 'Living Spaces', 'Premium Materials'],
      alts: [
        'A sectional sofa and walnut coffee table in a sunlit lounge',
        'Close-up of hand-stitched sofa upholstery',
      ],
      buttons: [quote('Get Lounge Quote'), heroLink('All Home Furniture', `${FURNITURE}/home`)],
    }),
    furnitureProducts('lounge', {
      heading: 'Lounge Products',
      lead: 'Sofas, sectionals, armchairs, coffee tables and TV units from our lounge range.',
      names: numbered('Lounge Product'),
      labels: 'count',
      countSubtitle: true,
    }),
    furnitureCta(
      'Create Your Perfect Lounge',
      'Choose the shape, fabric and finish; we build it and deliver it to your door.',
      'Get Lounge Quote',
    ),
  ],
});
