import { definePage } from '../../../../define';
import {
  galleryButton,
  prefab,
  prefabCards,
  prefabCta,
  prefabGallery,
  prefabHero,
  prefabMeta,
  quote,
} from '../_prefab';

const m = prefab('commercial', 'camp-solutions');

/** Camp solutions. Card descriptions and features are not shown in the seed: ours. */
export default definePage({
  path: '/services/containers/commercial/camp-solutions',
  label: 'Camp Solutions',
  meta: prefabMeta({
    title: 'Prefab Camp Solutions & Remote Site Facilities',
    description:
      'Prefab worker camps for remote sites in Kenya: accommodation blocks, management offices, kitchens, dining and recreation units, delivered and installed by our Nairobi team.',
    keywords: [
      'prefab camp Kenya',
      'worker accommodation containers',
      'remote site camp',
      'mining camp units',
      'construction site camp',
    ],
    serviceName: 'Prefab Camp Solutions',
    subPage: true,
  }),
  blocks: [
    prefabHero(m, {
      eyebrow: 'Commercial prefab',
      title: 'Camp Solutions & Remote Facilities',
      subtitle:
        'Complete, self-contained camps for construction, mining, energy and relief sites, from ten beds to several hundred.',
      alts: ['A prefab worker camp at a remote construction site', 'Camp dining hall units being installed'],
      buttons: [quote('Get Camp Quote'), galleryButton()],
    }),
    prefabCards(m, {
      heading: 'Everything a Remote Site Needs',
      lead: 'Each camp is planned around your crew size and the site, then delivered as ready-to-connect units.',
      cards: [
        {
          slug: 'worker-accommodation',
          title: 'Worker Accommodation',
          icon: 'bed',
          description:
            'Insulated sleeping units in 2-, 4- or 8-bed layouts that stay cool in the day and warm at night.',
          features: [
            'Bunk or single-bed layouts',
            'Lockers and storage per bed',
            'Insulated walls and roof',
            'En-suite or shared ablution blocks',
          ],
        },
        {
          slug: 'management-offices',
          title: 'Management Offices',
          icon: 'desk',
          description: 'Site offices for project managers and engineers, with meeting space and a plan room.',
          features: [
            'Open-plan or private offices',
            'Power, data and backup supply',
            'Air conditioning',
            'Secure document storage',
          ],
        },
        {
          slug: 'dining-recreation',
          title: 'Dining & Recreation',
          icon: 'team',
          description: 'Kitchens, mess halls and recreation rooms that keep a crew fed, rested and on site.',
          features: ['Commercial kitchen fit-out', 'Dining for 20 to 200', 'TV and games rooms', 'Laundry units'],
        },
      ],
    }),
    prefabGallery(m, {
      count: 8,
      heading: 'Recent Camp Projects',
      lead: 'Camps we have delivered for contractors and operators across Kenya.',
      altPrefix: 'Camp project',
    }),
    prefabCta({
      heading: 'Planning a remote site?',
      text: 'Tell us the location, crew size and duration; we will plan the camp and give you a delivery date.',
    }),
  ],
});
