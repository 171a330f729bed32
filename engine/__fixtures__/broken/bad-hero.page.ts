/** Deliberately invalid page files for the validation tests (not typed, so tsc accepts them). */
export default {
  path: '/fixtures/bad-hero',
  meta: {
    title: 'Bad hero',
    description: 'A fixture page whose hero carousel has invalid props for the test.',
    keywords: ['fixture'],
  },
  blocks: [
    {
      type: 'hero-carousel',
      props: { slides: [{ media: 'https://cdn.example.com/x.jpg', alt: 'x' }], title: 'T', intervalMs: 50 },
    },
    { type: 'no-such-block', props: {} },
    { type: 'call-to-action', props: { heading: 'Hi' } },
  ],
};
