import { describe, expect, it } from 'vitest';
import { restoreRemovedLinks, unlinkNavigation } from './unlink';

const nav = () => ({
  header: {
    items: [
      { label: 'Home', href: '/' },
      {
        label: 'Kitchens',
        href: '/kitchens',
        submenus: [
          { label: 'Offices', href: '/offices' },
          { label: 'Kitchen offers', href: '/kitchens#offers' },
        ],
      },
      { label: 'Kitchens again', href: '/kitchens?from=menu' },
      { label: 'Kitchenware', href: '/kitchenware' },
    ],
    cta: { label: 'Contact Us', href: '/contact' },
  },
  footer: {
    serviceLinks: [{ label: 'Kitchens', href: '/kitchens' }],
    companyLinks: [
      { label: 'About', href: '/about' },
      { label: 'Kitchens', href: '/kitchens' },
    ],
    copyrightYear: 2026,
  },
});

describe('unlinkNavigation', () => {
  it('removes links to the page, keeps what the menu needs, and names both in document order', () => {
    const out = unlinkNavigation(nav(), '/kitchens');
    expect(out?.names).toEqual(['Menu: Kitchen offers', 'Menu: Kitchens again', 'Footer: Kitchens']);
    expect(out?.kept).toEqual([
      'The menu group “Kitchens” leads there and holds other links: point it at another page in Navigation',
      '“Kitchens” is the last link of its list: point it at another page in Navigation',
    ]);
    expect(out?.doc.header.items.map((i) => i.label)).toEqual(['Home', 'Kitchens', 'Kitchenware']);
    expect(out?.doc.header.items[1].submenus).toEqual([{ label: 'Offices', href: '/offices' }]);
    expect(out?.doc.footer.serviceLinks).toHaveLength(1);
    expect(out?.doc.footer.companyLinks).toEqual([{ label: 'About', href: '/about' }]);
  });

  it('answers null when nothing leads there', () => {
    expect(unlinkNavigation(nav(), '/gallery')).toBeNull();
  });

  it('a restore puts every removed link back at its place, and the navigation reads as before', () => {
    const before = nav();
    const out = unlinkNavigation(before, '/kitchens')!;
    const kept: string[] = [];
    expect(restoreRemovedLinks(out.doc, out.removed, kept)).toEqual(before);
    expect(kept).toEqual([]);
  });

  it('a restore leaves a link staff put back by hand, and names a group that is gone', () => {
    const out = unlinkNavigation(nav(), '/kitchens')!;
    const edited = structuredClone(out.doc);
    edited.footer.companyLinks.push({ label: 'Kitchens', href: '/kitchens' });
    delete (edited.header.items[1] as { submenus?: unknown }).submenus;
    const kept: string[] = [];
    const back = restoreRemovedLinks(edited, out.removed, kept)!;
    expect(back.footer.companyLinks.filter((l) => l.href === '/kitchens')).toHaveLength(1);
    expect(back.header.items.map((i) => i.label)).toEqual(['Home', 'Kitchens', 'Kitchens again', 'Kitchenware']);
    expect(kept).toEqual(['the menu group that held “Kitchen offers” is gone, so that link was not put back']);
  });
});
