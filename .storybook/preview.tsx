import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { ContactDetailsData } from '../contracts/contact-details';
import { BlockProviders, mapResolver, type ResolvedMedia } from '../engine/context';
import { contactDefaults } from '../site-config/company';
import { installMockApi, type MockApi } from './mock-api';
import '../engine/styles/base.css';

// The same stylesheets the site and the admin load: every block's and admin screen's own CSS.
import.meta.glob('../blocks/**/*.css', { eager: true });
import '../admin/ui/admin.css';
import '../admin/screens/styles';

/**
 * Story parameters the decorator reads:
 * - site.path: the page path the block believes it is on (nav highlighting)
 * - site.contact: overrides of the stored contact details
 * - media: resolved media per slot (default: every slot is empty and shows the placeholder, as on a fresh install)
 * - route: the admin path, for blocks that use react-router
 * - mockApi: see mock-api.ts
 */
interface BlockParameters {
  site?: { path?: string; contact?: Partial<ContactDetailsData> };
  media?: Record<string, ResolvedMedia>;
  route?: string;
  mockApi?: MockApi;
}

const withBlockProviders: Decorator = (Story, ctx) => {
  const p = ctx.parameters as BlockParameters;
  installMockApi(p.mockApi);
  // Each story starts with no cached API answers (the chat button caches contact details for 5 minutes).
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
  const site = { path: p.site?.path ?? '/', contact: { ...contactDefaults, ...p.site?.contact } };
  return (
    <MemoryRouter initialEntries={[p.route ?? site.path]}>
      <BlockProviders site={site} media={mapResolver(p.media ?? {})}>
        <Story />
      </BlockProviders>
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withBlockProviders],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    mockApi: {
      'GET /api/contact-details': {
        facebook_url: null,
        twitter_url: null,
        whatsapp: contactDefaults.whatsapp,
        company_name: contactDefaults.companyName,
      },
    },
  },
};

export default preview;
