import type { MenuItemShape } from '../_shared/schemas';
import type { SiteHeaderProps } from './schema';

/**
 * The header's menu as its server-rendered HTML shows it. The menu is on the
 * page twice already (the computer's dropdowns and the phone's list); its
 * island data leaves it out (see `islandProps` in index.ts), and the script
 * reads it back from the dropdowns here, where every field that changes what
 * is rendered can be found: labels, addresses and descriptions in the links,
 * a group's own address and phone-menu label in data attributes. A top item's
 * description is shown nowhere, so it is not needed either.
 */
export function menuFromHtml(header: ParentNode): MenuItemShape[] {
  const bar = header.querySelector('.site-header__menu');
  return [...(bar?.children ?? [])].map((li) => {
    const top = li.querySelector(':scope > .site-header__top');
    const label = top?.textContent ?? '';
    if (!li.classList.contains('site-header__item--dropdown')) return { label, href: top?.getAttribute('href') ?? '' };
    const list = li.querySelector(':scope > .site-header__panel > ul');
    return { label, href: (li as HTMLElement).dataset.href ?? '', ...overview(li), submenus: panelItems(list) };
  });
}

const overview = (li: Element) => {
  const label = (li as HTMLElement).dataset.overview;
  return label ? { overviewLabel: label } : {};
};

function panelItems(list: Element | null): MenuItemShape[] {
  return [...(list?.children ?? [])].map((li) => {
    const link = li.querySelector(':scope > a');
    const description = link?.querySelector(':scope > .site-header__link-desc')?.textContent;
    const group = li.querySelector(':scope > ul');
    return {
      label: link?.querySelector(':scope > .site-header__link-label')?.textContent ?? '',
      href: link?.getAttribute('href') ?? '',
      ...(description ? { description } : {}),
      ...overview(li),
      ...(group ? { submenus: panelItems(group) } : {}),
    };
  });
}

/** The island's whole props: what its JSON carried, and the menu from its HTML. */
export function propsFromHtml(island: HTMLElement, sent: object): SiteHeaderProps {
  return { ...(sent as Omit<SiteHeaderProps, 'items'>), items: menuFromHtml(island) };
}
