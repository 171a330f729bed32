import { definePage } from '../../../define';
import { postNames } from '../../../furniture-names';
import { furnitureMeta } from '../../../service-info';
import { FURNITURE, furnitureCta, furnitureHero, furnitureProducts, heroLink, quote } from './_furniture';

/** Posts and balustrades: Get Posts Quote; failed tiles show the placeholder. Ours: names, copy, labels, the All Furniture Legs link. */
export default definePage({
  path: '/services/furniture/posts-balustrades',
  label: 'Posts & Balustrades',
  meta: furnitureMeta('posts'),
  blocks: [
    furnitureHero('posts-balustrades', {
      height: 'tall',
      eyebrow: 'Furniture Legs',
      title: 'Posts & Balustrades',
      subtitle:
        'Newel posts, balusters, handrails and railings for staircases, balconies and verandas, made and installed.',
      alts: ['A mahogany staircase with turned balusters', 'A stainless steel balcony railing with glass panels'],
      buttons: [quote('Get Posts Quote'), heroLink('All Furniture Legs', `${FURNITURE}/legs`)],
    }),
    furnitureProducts('posts-balustrades', {
      heading: 'Posts & Balustrade Designs',
      lead: 'Turned hardwood and fabricated metal posts, balusters and rails, made to your stair or balcony.',
      names: postNames,
      labels: 'showing',
      onImageError: 'placeholder',
    }),
    furnitureCta(
      'Plan Your Staircase or Balcony',
      'Send us photos and measurements; we will design, make and install the posts and rails.',
      'Get Posts Quote',
    ),
  ],
});
