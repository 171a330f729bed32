import { definePage } from '../define';

/** Served with HTTP 404 for any path no page file serves. Not a route itself. */
export default definePage({
  path: '/404',
  meta: {
    title: 'Page Not Found',
    description:
      'The page you were looking for does not exist or has moved. Browse our prefab units, interiors and executive furniture instead.',
    keywords: ['page not found'],
    noindex: true,
  },
  blocks: [
    {
      type: 'call-to-action',
      props: {
        heading: 'Page Not Found',
        text: 'Sorry, we could not find that page. It may have moved, or the address may be mistyped.',
        tone: 'light',
        headingLevel: 1,
        buttons: [
          { label: 'Go to the home page', href: '/', variant: 'primary' },
          { label: 'Contact Us', href: '/contact', variant: 'outline' },
        ],
      },
    },
  ],
});
