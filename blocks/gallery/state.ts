import type { GalleryCategory, GallerySection } from './schema';

/** Active tab with a visible flag per tab, the selected category, and an expanded flag per category. */
export interface GalleryState {
  section: GallerySection;
  visible: Record<GallerySection, boolean>;
  category: string;
  expanded: Record<string, boolean>;
}

export type GalleryAction =
  | { type: 'tab'; section: GallerySection }
  | { type: 'category'; id: string }
  | { type: 'toggle-expanded'; id: string };

export function galleryReducer(s: GalleryState, a: GalleryAction): GalleryState {
  switch (a.type) {
    case 'tab':
      // The active tab toggles its own visibility; the other tab is selected and shown.
      return a.section === s.section
        ? { ...s, visible: { ...s.visible, [a.section]: !s.visible[a.section] } }
        : { ...s, section: a.section, visible: { ...s.visible, [a.section]: true } };
    case 'category':
      return { ...s, category: a.id };
    case 'toggle-expanded':
      return { ...s, expanded: { ...s.expanded, [a.id]: !s.expanded[a.id] } };
  }
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** ?category=Prefab%20Units → prefab-units: matches a category's id, label or one of its queryNames, ignoring case. */
export function categoryFromQuery(
  categories: (Pick<GalleryCategory, 'id' | 'label'> & { queryNames?: string[] })[],
  value: string | undefined,
): string | undefined {
  if (!value) return undefined;
  const v = norm(value);
  return categories.find((c) => [c.id, c.label, ...(c.queryNames ?? [])].some((n) => norm(n) === v))?.id;
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
