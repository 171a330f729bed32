import { defineBlock } from '../../engine/block';
import { schema } from './schema';
import { SiteHeader } from './SiteHeader';

/** The fixed navigation bar with dropdowns and the mobile menu. */
export const siteHeader = defineBlock({
  type: 'site-header',
  schema,
  component: SiteHeader,
  interactive: true,
  // The menu is read back from the HTML (menu-from-html.ts): the island's data would otherwise repeat every link.
  islandProps: ({ items: _inHtml, ...rest }) => rest,
});
