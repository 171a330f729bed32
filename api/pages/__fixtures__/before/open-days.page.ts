import { definePage } from '../../../../site-config/define';

/** The same page file in two releases (before the deploy), for the "page file has changed since this edit" tests. */
export default definePage({
  path: '/fixtures/open-days',
  meta: {
    title: 'Open Days',
    description: 'A fixture page whose file changes between two releases, to show staff that a deploy changed it.',
    keywords: ['fixture'],
  },
  blocks: [
    {
      type: 'call-to-action',
      props: {
        heading: 'Workshop open days',
        text: 'Visit our Nairobi workshop on the first Saturday of every month.',
        buttons: [{ label: 'Contact Us', href: '/contact' }],
      },
    },
    {
      type: 'call-to-action',
      props: { heading: 'Questions?', buttons: [{ label: 'Call us', href: 'tel:+254700000000' }] },
    },
  ],
});
