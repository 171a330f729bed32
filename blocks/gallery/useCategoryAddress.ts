import { useEffect } from 'react';
import type { GalleryCategory } from './schema';
import { categoryFromQuery } from './state';

/**
 * The chosen category lives in the address (?category=Interior%20Design), so
 * Back undoes a choice and a filtered gallery can be shared. Choosing pushes
 * a history entry; Back and Forward (popstate) bring the category of the
 * address they land on, or the default one.
 */
export function useCategoryAddress(
  categories: Pick<GalleryCategory, 'id' | 'label'>[],
  queryParam: string,
  defaultCategory: string,
  show: (id: string) => void,
) {
  useEffect(() => {
    const onPop = () => {
      const asked = new URLSearchParams(window.location.search).get(queryParam) ?? undefined;
      show(categoryFromQuery(categories, asked) ?? defaultCategory);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [categories, queryParam, defaultCategory, show]);

  /** Shows `id` and records it in the address as its label. */
  return (id: string) => {
    show(id);
    const label = categories.find((c) => c.id === id)?.label ?? id;
    const url = new URL(window.location.href);
    if (url.searchParams.get(queryParam) === label) return;
    url.searchParams.set(queryParam, label);
    window.history.pushState(null, '', url);
  };
}
