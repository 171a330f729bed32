import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockProviders, placeholderResolver } from '../../engine/context';
import { contactDefaults } from '../../site-config/company';
import { defaultNavigation } from '../../site-config/navigation';
import { aliasPrefixes } from '../../site-config/routes';
import { siteHeader } from '.';
import { propsFromHtml } from './menu-from-html';
import { schema, type SiteHeaderProps } from './schema';
import { SiteHeader } from './SiteHeader';

/**
 * The header's island reads its menu back from the HTML instead of carrying
 * it twice: what it reads must render exactly the same HTML, or hydration
 * would redraw the header (and the menu would flash).
 */
const html = (props: SiteHeaderProps, path: string) =>
  renderToString(
    <BlockProviders site={{ path, contact: contactDefaults }} media={placeholderResolver}>
      <SiteHeader {...props} />
    </BlockProviders>,
  );

function roundTrip(props: SiteHeaderProps, path: string) {
  const first = html(props, path);
  const island = document.createElement('div');
  island.innerHTML = first;
  const sent = JSON.parse(JSON.stringify(siteHeader.islandProps!(props)));
  const read = propsFromHtml(island, sent);
  return { first, again: html(read, path), sent };
}

const seed = schema.parse({
  brand: { name: 'Savannah Build', tagline: 'Build · Furnish · Deliver' },
  items: defaultNavigation.header.items,
  cta: defaultNavigation.header.cta,
  aliasPrefixes,
});

describe('the header read back from its HTML', () => {
  it.each(['/', '/services/containers/commercial/offices', '/services/prefab-units/public/clinics', '/contact'])(
    'renders the same header for the seed navigation on %s',
    (path) => {
      const { first, again, sent } = roundTrip(seed, path);
      expect(again).toBe(first);
      expect(JSON.stringify(sent)).not.toContain('Camp Solutions');
    },
  );

  it('keeps what only a group shows: its own address, its phone-menu label, descriptions, nesting, odd text', () => {
    const props = schema.parse({
      brand: { name: 'B' },
      cta: { label: 'Talk to us', href: '/contact' },
      items: [
        { label: 'Plain & "quoted" <b>', href: '/?a=1&b=2' },
        {
          label: 'Group',
          href: '/services',
          overviewLabel: 'Everything we do',
          submenus: [
            { label: 'One', href: '/one', description: 'First <one> & only' },
            { label: 'Empty group', href: '/empty', submenus: [] },
            {
              label: 'Nested',
              href: '/nested',
              overviewLabel: 'All the nested ones',
              submenus: [{ label: 'Deep', href: '/nested/deep', description: 'Down here' }],
            },
          ],
        },
        { label: 'Group without its page', href: '/other', submenus: [{ label: 'Two', href: '/two' }] },
      ],
    });
    const { first, again } = roundTrip(props, '/nested/deep');
    expect(again).toBe(first);
  });
});
