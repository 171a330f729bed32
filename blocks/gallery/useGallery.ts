import { useCallback, useLayoutEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useMediaResolver, useSite } from '../../engine/context';
import type { GalleryProps } from './schema';
import { categoryFromQuery, galleryReducer, type GalleryState } from './state';
import { useCategoryAddress } from './useCategoryAddress';

/**
 * The gallery's state: the tab and whether it shows, the category (from
 * ?category= on the server, so the first HTML already shows it), its photos
 * as the media records leave them (hidden ones out, retitled ones renamed),
 * how many are shown, and the photo open in the lightbox.
 */
export function useGallery(p: GalleryProps) {
  const { query } = useSite();
  const resolve = useMediaResolver();
  const [state, dispatch] = useReducer(
    galleryReducer,
    undefined,
    (): GalleryState => ({
      section: p.defaultSection,
      visible: { 'product-images': true, 'pdf-catalogs': true },
      category: categoryFromQuery(p.categories, query?.[p.queryParam]) ?? p.defaultCategory,
      expanded: {},
    }),
  );
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const showCategory = useCallback((id: string) => {
    setOpenPhoto(null);
    dispatch({ type: 'category', id });
  }, []);
  const chooseCategory = useCategoryAddress(p.categories, p.queryParam, p.defaultCategory, showCategory);
  const category = p.categories.find((c) => c.id === state.category) ?? p.categories[0];
  const items = category.items
    .map((item) => ({ item, m: resolve(item.media) }))
    .filter(({ m }) => !m.hidden)
    .map(({ item, m }) => ({ ...item, title: m.title ?? item.title }));
  const expanded = !!state.expanded[category.id];
  const moreButton = useButtonKeptInPlace(expanded);
  return {
    state,
    dispatch,
    category,
    chooseCategory,
    items,
    expanded,
    shown: expanded ? items : items.slice(0, p.pageSize),
    openPhoto,
    setOpenPhoto,
    moreButton,
    toggleExpanded: (e: MouseEvent<HTMLButtonElement>) => {
      moreButton.rememberWhere(e.currentTarget, expanded);
      dispatch({ type: 'toggle-expanded', id: category.id });
    },
  };
}

/**
 * Collapsing removes 80 tiles above the "Showing 100/100" button: the page
 * scrolls by as much as the button moved, so it stays where the visitor's
 * finger left it.
 */
function useButtonKeptInPlace(expanded: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const top = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = top.current;
    top.current = null;
    if (before === null || !ref.current) return;
    const shift = ref.current.getBoundingClientRect().top - before;
    if (Math.abs(shift) > 1) window.scrollBy({ top: shift, behavior: 'instant' });
  }, [expanded]);
  return {
    ref,
    rememberWhere: (button: HTMLButtonElement, collapsing: boolean) => {
      if (collapsing) top.current = button.getBoundingClientRect().top;
    },
  };
}
