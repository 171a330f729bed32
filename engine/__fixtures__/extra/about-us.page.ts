import { definePage } from '../../../site-config/define';

/** A valid extra page: the route-table and sitemap tests load it beside the real pages. */
export default definePage({
  path: '/fixtures/about-us',
  aliases: ['/fixtures/about'],
  meta: {
    title: 'About Us Fixture',
    description: 'A fixture page used by the engine tests to prove that one new file is one new route.',
    keywords: ['fixture'],
  },
  blocks: [
    {
      type: 'call-to-action',
      props: { heading: 'Fixture call to action', buttons: [{ label: 'Contact Us', href: '/contact' }] },
    },
  ],
});
