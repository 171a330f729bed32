import { describe, expect, it } from 'vitest';
import { testSiteContent } from '../../tests/support/content';
import { affectedAddresses, SITEMAP } from './affected-addresses';

/** Which public addresses a change touches, on the site's own pages. */
describe('affectedAddresses', async () => {
  const content = await testSiteContent();
  const site = { pages: content.pages, shell: content.shell };
  const paths = (change: Parameters<typeof affectedAddresses>[0]) => {
    const affected = affectedAddresses(change, site);
    if (affected === 'all') throw new Error('expected some addresses, not all');
    return affected.paths;
  };

  it('a page: itself, the pages below it (breadcrumbs), the pages linking to it (cards) and the sitemap', () => {
    const touched = paths({ kind: 'page', key: '/services/containers/public' });
    expect(touched).toContain('/services/containers/public');
    expect(touched).toContain('/services/containers/public/classrooms');
    expect(touched).toContain(SITEMAP);
    // The containers page's cards link to it.
    expect(touched).toContain('/services/containers');
    // A page that neither links to it nor sits below it.
    expect(touched).not.toContain('/contact');
    // A longer path that merely starts with it is another page.
    expect(paths({ kind: 'page', key: '/services/containers/public/clinics' })).not.toContain(
      '/services/containers/public/classrooms',
    );
  });

  it('the home page is in every breadcrumb trail', () => {
    const touched = paths({ kind: 'page', key: '/' });
    for (const p of content.pages.filter((p) => p.layout === 'site')) expect(touched).toContain(p.path);
  });

  it('the navigation, the contact details and a library file touch every page; a redirect, its source', () => {
    expect(affectedAddresses({ kind: 'navigation', key: '' }, site)).toBe('all');
    expect(affectedAddresses({ kind: 'contact', key: '' }, site)).toBe('all');
    expect(affectedAddresses({ kind: 'media', key: '/uploads/_assets/12-roof.jpg' }, site)).toBe('all');
    expect(paths({ kind: 'redirect', key: '/old-address' })).toEqual(['/old-address']);
  });

  it('a page’s own picture: the pages that show it', () => {
    const slot = '/uploads/Gallery/product-images/prefab-units/gallery-product-images-prefab-units-image-1.jpg';
    const touched = paths({ kind: 'media', key: slot });
    expect(touched).toContain('/gallery');
    expect(touched).not.toContain('/services/containers/public/clinics');
  });

  it('a project: its page, the index, the sitemap and the listing pages that show it before or after', () => {
    const listedBy = (slug: string) => (slug === 'machakos-clinic' ? ['/services/containers', '/'] : []);
    const touched = affectedAddresses({ kind: 'project', key: 'machakos-clinic' }, { ...site, listedBy });
    expect(touched).toEqual({
      paths: ['/projects/machakos-clinic', '/projects', SITEMAP, '/services/containers', '/'],
    });
    // In no listing: its own page, the index and the sitemap only.
    expect(paths({ kind: 'project', key: 'kilimani-office' })).toEqual([
      '/projects/kilimani-office',
      '/projects',
      SITEMAP,
    ]);
  });
});
