import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLive } from '../_shared/useLive';
import { useSite } from '../../engine/context';
import type { MenuItemShape } from '../_shared/schemas';
import { isActive } from '../_shared/ui';
import type { SiteHeaderProps } from './schema';
import { useDropdowns } from './useDropdowns';

function canonical(path: string, aliases: SiteHeaderProps['aliasPrefixes']) {
  for (const a of aliases)
    if (path === a.from || path.startsWith(`${a.from}/`)) return a.to + path.slice(a.from.length);
  return path;
}

const itemActive = (item: MenuItemShape, path: string): boolean =>
  isActive(item.href, path) || !!item.submenus?.some((s) => itemActive(s, path));

/** Links of a dropdown panel: nested submenus render as labelled groups. */
function PanelLinks({ items, path, level = 0 }: { items: MenuItemShape[]; path: string; level?: number }) {
  return (
    <ul className={`site-header__list site-header__list--l${level}`}>
      {items.map((item) => {
        const current = path === item.href;
        return (
          <li
            key={item.href + item.label}
            className={item.submenus ? 'site-header__group' : undefined}
            data-overview={item.overviewLabel}
          >
            <a
              href={item.href}
              className={`site-header__link${isActive(item.href, path) ? ' is-active' : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              <span className="site-header__link-label">{item.label}</span>
              {item.description && <span className="site-header__link-desc">{item.description}</span>}
            </a>
            {item.submenus && <PanelLinks items={item.submenus} path={path} level={level + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

interface DropdownProps {
  item: MenuItemShape;
  path: string;
  index: number;
  open: boolean;
  menu: ReturnType<typeof useDropdowns>;
  /** Hydrated: React drives the panel. Before, CSS opens it on hover and when focus is inside. */
  live: boolean;
}

/** A top-level dropdown: opens on hover and from the keyboard (disclosure pattern). */
function Dropdown({ item, path, index, open, menu, live }: DropdownProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const links = () => [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const onKeyDown = (e: KeyboardEvent) => {
    const all = links();
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      menu.close(index);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) menu.openNow(index, true);
      requestAnimationFrame(() => links()[i < 0 ? 0 : Math.min(i + 1, all.length - 1)]?.focus());
    } else if (e.key === 'ArrowUp' && i >= 0) {
      e.preventDefault();
      if (i === 0) buttonRef.current?.focus();
      else all[i - 1]?.focus();
    } else if ((e.key === 'Home' || e.key === 'End') && i >= 0) {
      e.preventDefault();
      all[e.key === 'Home' ? 0 : all.length - 1]?.focus();
    }
  };

  return (
    <li
      className={`site-header__item site-header__item--dropdown${open ? ' is-open' : ''}`}
      data-href={item.href}
      data-overview={item.overviewLabel}
      {...menu.hover(index)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) menu.close(index);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`site-header__top${itemActive(item, path) ? ' is-active' : ''}`}
        aria-expanded={live ? open : undefined}
        aria-controls={id}
        onClick={() => {
          // A click on a dropdown that hover opened keeps it open (it would otherwise flicker shut under the pointer).
          if (open && !menu.open?.pinned) menu.openNow(index, true);
          else if (open) menu.close(index);
          else menu.openNow(index, true);
        }}
      >
        {item.label}
        <svg className="site-header__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div
        id={id}
        ref={(el) => {
          panelRef.current = el;
          menu.panelRef(index)(el);
        }}
        className="site-header__panel"
        hidden={live ? !open : undefined}
      >
        <PanelLinks items={item.submenus ?? []} path={path} />
      </div>
    </li>
  );
}

/** Mobile menu group: a collapsible list of the same items. */
function MobileGroup({ item, path, onNavigate }: { item: MenuItemShape; path: string; onNavigate: () => void }) {
  const [open, setOpen] = useState(() => itemActive(item, path));
  const id = useId();
  if (!item.submenus) {
    return (
      <li>
        <a
          href={item.href}
          className={`site-header__mlink${isActive(item.href, path) ? ' is-active' : ''}`}
          aria-current={path === item.href ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.label}
        </a>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`site-header__mlink site-header__mtoggle${itemActive(item, path) ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {item.label}
        <svg className="site-header__chevron" width="14" height="14" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={id} className="site-header__msub" hidden={!open}>
        {/* The group's own page comes first: on the phone the row itself only folds the group out. */}
        {!item.submenus.some((s) => s.href === item.href) && (
          <MobileGroup
            item={{ label: item.overviewLabel ?? `All ${item.label}`, href: item.href }}
            path={path}
            onNavigate={onNavigate}
          />
        )}
        {item.submenus.map((s) => (
          <MobileGroup key={s.href + s.label} item={s} path={path} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The site's bar. It works before its script arrives: the dropdowns open with
 * CSS (hover, focus inside), the phone menu is a native popover (its toggle,
 * Escape and a tap outside need no script). On hydration it takes over the
 * state the CSS showed, then adds what needs script: the pointer's grace and
 * aim, arrow keys, pinned dropdowns.
 */
export function SiteHeader({ brand, items, cta, aliasPrefixes }: SiteHeaderProps) {
  const site = useSite();
  const path = canonical(site.path, aliasPrefixes);
  const menu = useDropdowns();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const barRef = useRef<HTMLUListElement>(null);
  const mobileRef = useRef<HTMLElement>(null);
  const closeMobile = useCallback(() => mobileRef.current?.hidePopover?.(), []);
  const live = useLive(() => {
    const shown = [...(barRef.current?.children ?? [])].findIndex(
      (li) => li.classList.contains('site-header__item--dropdown') && li.matches(':hover, :focus-within'),
    );
    if (shown >= 0) menu.openNow(shown, barRef.current!.children[shown].matches(':focus-within'));
    if (mobileRef.current?.matches(':popover-open')) setMobileOpen(true);
  });

  // The popover opens and closes natively (toggle, Escape, a tap outside); the state follows it.
  useEffect(() => {
    const nav = mobileRef.current;
    const onToggle = (e: Event) => setMobileOpen((e as ToggleEvent).newState === 'open');
    nav?.addEventListener('toggle', onToggle);
    return () => nav?.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <header className={`site-header${live ? ' is-live' : ''}`}>
      <div className="site-header__bar container">
        <a className="site-header__brand" href={brand.href} aria-label={`${brand.name}, home`}>
          <svg className="site-header__logo" width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
            <rect width="64" height="64" rx="12" fill="#0f2a3d" />
            <path d="M14 44V24l18-10 18 10v20H38V32H26v12z" fill="#f59e0b" />
          </svg>
          <span className="site-header__brand-text">
            <span className="site-header__brand-name">{brand.name}</span>
            {brand.tagline && <span className="site-header__brand-tag">{brand.tagline}</span>}
          </span>
        </a>
        {/* data-no-replay: a click here before hydration already did its work (CSS opened the panel). */}
        <nav className="site-header__nav" aria-label="Main" data-no-replay="">
          <ul className="site-header__menu" ref={barRef} {...menu.trackPointer}>
            {items.map((item, i) =>
              item.submenus ? (
                <Dropdown
                  key={item.href}
                  item={item}
                  path={path}
                  index={i}
                  open={menu.open?.index === i}
                  menu={menu}
                  live={live}
                />
              ) : (
                <li key={item.href} className="site-header__item">
                  <a
                    className={`site-header__top${isActive(item.href, path) ? ' is-active' : ''}`}
                    href={item.href}
                    aria-current={path === item.href ? 'page' : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <a
          className={`btn btn--primary site-header__cta${isActive(cta.href, path) ? ' is-active' : ''}`}
          href={cta.href}
          aria-current={path === cta.href ? 'page' : undefined}
        >
          {cta.label}
        </a>
        <button
          type="button"
          className="site-header__toggle"
          popoverTarget={mobileId}
          aria-expanded={live ? mobileOpen : undefined}
          aria-controls={mobileId}
        >
          <span className="visually-hidden">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            {mobileOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <nav id={mobileId} ref={mobileRef} className="site-header__mobile" aria-label="Mobile" popover="auto">
        <ul className="site-header__mlist">
          {items.map((item) => (
            <MobileGroup key={item.href} item={item} path={path} onNavigate={closeMobile} />
          ))}
          <li>
            <a className="btn btn--primary site-header__mcta" href={cta.href} onClick={closeMobile}>
              {cta.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
