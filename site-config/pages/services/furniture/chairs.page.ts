import { definePage } from '../../../define';
import { chairNames } from '../../../furniture-names';
import { furnitureMeta } from '../../../service-info';
import { furnitureCta, furnitureHero, furnitureProducts, portfolio, quote } from './_furniture';

/** Chairs: 'Chair Furniture Collection', Get Chair Quote; failed tiles show the placeholder. Ours: names, copy, labels. */
export default definePage({
  path: '/services/furniture/chairs',
  label: 'Chairs',
  meta: furnitureMeta('chairs'),
  blocks: [
    furnitureHero('chairs', {
      height: 'tall',
      eyebrow: 'Executive Furniture',
      title: 'Chair Furniture Collection',
      subtitle: 'Executive, dining, accent and lounge chairs, upholstered and finished to match your space.',
      alts: ['A row of upholstered dining chairs in Meru oak', 'A leather wingback chair in a study'],
      buttons: [quote('Get Chair Quote'), portfolio()],
    }),
    furnitureProducts('chairs', {
      heading: 'Chair Products',
      lead: 'Executive, dining, accent, wingback and lounge chairs from our seating range.',
      names: chairNames,
      labels: 'showing',
      onImageError: 'placeholder',
    }),
    furnitureCta(
      'Find the Right Chair',
      'Tell us where the chairs will go and how many you need; we will suggest designs and quote.',
      'Get Chair Quote',
    ),
  ],
});
