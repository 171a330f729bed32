export default {
  path: '/Fixtures/Bad Meta',
  meta: { title: '', description: 'too short', keywords: [] },
  blocks: [],
};
