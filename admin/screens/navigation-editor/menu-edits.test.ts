import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../../contracts/navigation';
import { addItem, moveItem, removeItem, siblingsOf, updateItem } from './menu-edits';

const menu: NavigationItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Prefab Units',
    href: '/services/containers',
    submenus: [
      { label: 'Commercial', href: '/c', submenus: [{ label: 'Offices', href: '/c/o' }] },
      { label: 'Public', href: '/p' },
    ],
  },
];

describe('menu edits', () => {
  it('renames a nested link without touching the original', () => {
    const next = updateItem(menu, [1, 0, 0], { label: 'Office Units' });
    expect(next[1]!.submenus![0]!.submenus![0]!.label).toBe('Office Units');
    expect(menu[1]!.submenus![0]!.submenus![0]!.label).toBe('Offices');
    expect(next[0]).toBe(menu[0]);
  });

  it('drops an optional text emptied by staff', () => {
    const withText = updateItem(menu, [0], { description: 'Start here' });
    expect(withText[0]).toEqual({ label: 'Home', href: '/', description: 'Start here' });
    expect(updateItem(withText, [0], { description: '' })[0]).toEqual({ label: 'Home', href: '/' });
  });

  it('reorders within a list and stops at its ends', () => {
    expect(moveItem(menu, [1, 1], -1)[1]!.submenus!.map((i) => i.label)).toEqual(['Public', 'Commercial']);
    expect(moveItem(menu, [0], -1)).toEqual(menu);
    expect(moveItem(menu, [1], 1)).toEqual(menu);
    expect(moveItem(menu, [0], 1).map((i) => i.label)).toEqual(['Prefab Units', 'Home']);
  });

  it('adds to a group, and a group emptied by removing its last link becomes a plain link', () => {
    const added = addItem(menu, [0], { label: 'About', href: '/about' });
    expect(added[0]!.submenus).toEqual([{ label: 'About', href: '/about' }]);
    expect(removeItem(added, [0, 0])[0]).toEqual({ label: 'Home', href: '/' });
    expect(addItem(menu, [], { label: 'Gallery', href: '/gallery' })).toHaveLength(3);
  });

  it('counts the siblings of a path', () => {
    expect(siblingsOf(menu, [1])).toBe(2);
    expect(siblingsOf(menu, [1, 0, 0])).toBe(1);
  });
});
