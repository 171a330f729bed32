import { RichText } from '../_shared/RichText';
import { useSite } from '../../engine/context';
import { CatalogsPanel } from './CatalogsPanel';
import { GalleryLightbox } from './GalleryLightbox';
import { GalleryTabs } from './GalleryTabs';
import { PhotoPanel } from './PhotoPanel';
import type { GalleryProps } from './schema';
import { useGallery } from './useGallery';

/**
 * The gallery switch: 'Product Images' / 'PDF Catalogs' with a visible flag
 * each, categories with 20 images first and all on request, and catalog
 * downloads. Divided as the page editor is: the state in useGallery, the
 * tabs, each section's panel and the lightbox in their own files; this one
 * lays them out.
 */
export function Gallery(p: GalleryProps) {
  const { query } = useSite();
  const g = useGallery(p);
  const L = p.labels;
  const { section, visible } = g.state;
  // A link that asks for a category (View Portfolio) wants the gallery, not the hero above it: data-arrive
  // has the page's entry scroll there at once, before and without the island's script.
  const arrive = query?.[p.queryParam] ? '' : undefined;
  const panelId = `${p.id}-panel`;
  const headingId = `${p.id}-heading`;

  return (
    <section id={p.id} className="section gallery" aria-labelledby={headingId} data-arrive={arrive}>
      <div className="container">
        <header className="section__head">
          {p.eyebrow && <span className="section__eyebrow">{p.eyebrow}</span>}
          <h2 id={headingId} className={p.heading ? undefined : 'visually-hidden'}>
            {p.heading ?? (section === 'product-images' ? L.images : L.catalogs)}
          </h2>
          <RichText value={p.lead} className="section__lead" />
        </header>
        {p.tabs && <GalleryTabs labels={L} state={g.state} dispatch={g.dispatch} panelId={panelId} />}
        <div id={panelId} className="gallery__panel">
          {section === 'product-images' &&
            (visible['product-images'] ? (
              <PhotoPanel p={p} g={g} gridId={`${p.id}-grid`} />
            ) : (
              <p className="gallery__hidden">{L.imagesHidden}</p>
            ))}
          {section === 'pdf-catalogs' &&
            (visible['pdf-catalogs'] ? <CatalogsPanel p={p} /> : <p className="gallery__hidden">{L.catalogsHidden}</p>)}
        </div>
      </div>
      <GalleryLightbox
        items={g.shown}
        index={g.openPhoto}
        onIndex={g.setOpenPhoto}
        onClose={() => g.setOpenPhoto(null)}
      />
    </section>
  );
}
