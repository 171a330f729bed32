import { useCallback, useReducer, useState, type MouseEvent } from 'react';
import { useMediaResolver, useSite } from '../../engine/context';
import type { GalleryProps } from './schema';
import { categoryFromQuery, galleryReducer, type GalleryState } from './state';
import { useButtonKeptInPlace } from './useButtonKeptInPlace';
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
