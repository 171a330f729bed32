/**
 * A new page's first content, as staff get it from "New page" in the admin
 * (and as `npm run new:page` writes it to a file): a hero with the page's
 * title and a call to action, valid as it is and meant to be rewritten.
 */
export function starterPage(path: string, title: string) {
  return {
    path,
    meta: {
      title,
      // Short enough for a WhatsApp card (80 characters) with any title that fits a search result's (about 31 here).
      description: `${title}: made by our Nairobi team. Ask for a free quote.`,
      keywords: [title.toLowerCase(), 'nairobi', 'kenya'],
    },
    blocks: [
      {
        type: 'hero-carousel',
        props: {
          slides: [],
          title,
          subtitle: 'Tell visitors what this page offers.',
          buttons: [{ label: 'Get a Quote', href: '/contact' }],
          emptyMessage: 'Photos coming soon',
        },
      },
      {
        type: 'call-to-action',
        props: {
          heading: 'Ready to start your project?',
          text: 'Talk to our team for a free consultation and quote.',
          buttons: [{ label: 'Contact Us', href: '/contact' }],
        },
      },
    ],
  };
}
