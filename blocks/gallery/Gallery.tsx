import { useCallback, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useMediaResolver, useSite } from '../../engine/context';
import { MediaImage } from '../../engine/media';
import type { GalleryCatalog, GalleryProps, GallerySection } from './schema';
import { categoryFromQuery, fill, galleryReducer, type GalleryState } from './state';
import { GalleryLightbox } from './GalleryLightbox';
import { useCategoryAddress } from './useCategoryAddress';

function CatalogCard({
  catalog,
  categoryLabel,
  labels,
}: {
  catalog: GalleryCatalog;
  categoryLabel?: string;
  labels: GalleryProps['labels'];
}) {
  const file = useMediaResolver()(catalog.file);
  return (
    <li className="gallery__catalog">
      <span className="gallery__catalog-icon" aria-hidden="true">
        PDF
      </span>
      <div className="gallery__catalog-body">
        {categoryLabel && <p className="gallery__catalog-cat">{categoryLabel}</p>}
        <h3 className="gallery__catalog-title">{catalog.title}</h3>
        <p className="gallery__catalog-desc">{catalog.description}</p>
        {file.exists ? (
          <a className="btn btn--primary gallery__download" href={file.src} download>
            {labels.download}
            <span className="visually-hidden"> {catalog.title} (PDF)</span>
          </a>
        ) : (
          <p className="gallery__catalog-missing">
            {labels.catalogMissing}{' '}
            <a href="/contact">
              {labels.requestCatalog}
              <span className="visually-hidden"> of the {catalog.title}</span>
            </a>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The gallery switch: 'Product Images' / 'PDF Catalogs'
 * with a visible flag each, categories with 20 images first and all on
 * request, and catalog downloads. The category comes from ?category= on the
 * server (SiteData.query) so the first HTML already shows it.
 */
export function Gallery(p: GalleryProps) {
  const { query } = useSite();
  const resolve = useMediaResolver();
  const [s, dispatch] = useReducer(
    galleryReducer,
    undefined,
    (): GalleryState => ({
      section: p.defaultSection,
      visible: { 'product-images': true, 'pdf-catalogs': true },
      category: categoryFromQuery(p.categories, query?.[p.queryParam]) ?? p.defaultCategory,
      expanded: {},
    }),
  );
  const L = p.labels;
  // A link that asks for a category (View Portfolio) wants the gallery, not the hero above it: data-arrive
  // has the page's entry scroll there at once, before and without the island's script.
  const arrive = query?.[p.queryParam] ? '' : undefined;
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const showCategory = useCallback((id: string) => {
    setOpenPhoto(null);
    dispatch({ type: 'category', id });
  }, []);
  const chooseCategory = useCategoryAddress(p.categories, p.queryParam, p.defaultCategory, showCategory);
  const category = p.categories.find((c) => c.id === s.category) ?? p.categories[0];
  // Media records can hide an image or retitle it (admin); hidden ones are not counted.
  const items = category.items
    .map((item) => ({ item, m: resolve(item.media) }))
    .filter(({ m }) => !m.hidden)
    .map(({ item, m }) => ({ ...item, title: m.title ?? item.title }));
  const expanded = !!s.expanded[category.id];
  // Collapsing removes 80 tiles above the button: keep the button where the visitor's finger left it.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggleTop = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = toggleTop.current;
    toggleTop.current = null;
    if (before === null || !toggleRef.current) return;
    const shift = toggleRef.current.getBoundingClientRect().top - before;
    if (Math.abs(shift) > 1) window.scrollBy({ top: shift, behavior: 'instant' });
  }, [expanded]);
  const shown = expanded ? items : items.slice(0, p.pageSize);
  const panelId = `${p.id}-panel`;
  const gridId = `${p.id}-grid`;
  const headingId = `${p.id}-heading`;
  const tab = (section: GallerySection, label: string) => {
    const active = s.section === section;
    const open = active && s.visible[section];
    // The specification's label: the section's name and what a click on it does, "(Show)" or "(Hide)". The
    // toggle's state is aria-pressed, so a screen reader also hears whether the section is showing.
    return (
      <button
        type="button"
        className={`gallery__tab${active ? ' is-active' : ''}`}
        aria-pressed={open}
        aria-controls={panelId}
        onClick={() => dispatch({ type: 'tab', section })}
      >
        {label} <span className="gallery__tab-state-text">{`(${open ? L.hide : L.show})`}</span>
        <span className={`gallery__tab-state${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
    );
  };

  return (
    <section id={p.id} className="section gallery" aria-labelledby={headingId} data-arrive={arrive}>
      <div className="container">
        <header className="section__head">
          {p.eyebrow && <span className="section__eyebrow">{p.eyebrow}</span>}
          <h2 id={headingId} className={p.heading ? undefined : 'visually-hidden'}>
            {p.heading ?? (s.section === 'product-images' ? L.images : L.catalogs)}
          </h2>
          {p.lead && <p className="section__lead">{p.lead}</p>}
        </header>
        <div className="gallery__tabs" role="group" aria-label="Gallery sections">
          {tab('product-images', L.images)}
          {tab('pdf-catalogs', L.catalogs)}
        </div>
        <div id={panelId} className="gallery__panel">
          {s.section === 'product-images' &&
            (!s.visible['product-images'] ? (
              <p className="gallery__hidden">{L.imagesHidden}</p>
            ) : (
              <>
                <div className="gallery__cats" role="group" aria-label="Categories">
                  {p.categories.map((c) => (
                    <button
                      key={c.id}
                      type="button"
                      className={`gallery__cat${c.id === category.id ? ' is-active' : ''}`}
                      aria-pressed={c.id === category.id}
                      onClick={() => chooseCategory(c.id)}
                    >
                      {c.label}
                    </button>
                  ))}
                </div>
                <div className="gallery__cat-head">
                  <h3 className="gallery__cat-title">{category.label}</h3>
                  <p className="gallery__cat-desc">{category.description ?? p.fallbackDescription}</p>
                  <p className="gallery__count" aria-live="polite">
                    {fill(L.count, { n: shown.length })}
                  </p>
                </div>
                {items.length === 0 ? (
                  <p className="gallery__empty">{L.empty}</p>
                ) : (
                  <ul id={gridId} className="gallery__grid">
                    {shown.map((item, i) => (
                      <li key={item.media} className="gallery__item">
                        <figure className="gallery__figure">
                          <button
                            type="button"
                            className="gallery__open"
                            onClick={() => setOpenPhoto(i)}
                            aria-label={`View larger: ${item.title}`}
                          >
                            <MediaImage
                              slot={item.media}
                              alt={item.alt}
                              className="gallery__img"
                              sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                            />
                          </button>
                          <figcaption className="gallery__caption">{item.title}</figcaption>
                        </figure>
                      </li>
                    ))}
                  </ul>
                )}
                {items.length > p.pageSize && (
                  <div className="gallery__more">
                    <button
                      ref={toggleRef}
                      type="button"
                      className="btn btn--outline"
                      aria-expanded={expanded}
                      aria-controls={gridId}
                      onClick={(e) => {
                        if (expanded) toggleTop.current = e.currentTarget.getBoundingClientRect().top;
                        dispatch({ type: 'toggle-expanded', id: category.id });
                      }}
                    >
                      {fill(expanded ? L.less : L.more, { x: shown.length, y: items.length })}
                    </button>
                  </div>
                )}
              </>
            ))}
          {s.section === 'pdf-catalogs' &&
            (!s.visible['pdf-catalogs'] ? (
              <p className="gallery__hidden">{L.catalogsHidden}</p>
            ) : (
              <>
                {p.catalogsLead && <p className="gallery__catalogs-lead">{p.catalogsLead}</p>}
                {p.catalogs.length === 0 ? (
                  <p className="gallery__empty">{L.noCatalogs}</p>
                ) : (
                  <ul className="gallery__catalogs">
                    {p.catalogs.map((c) => (
                      <CatalogCard
                        key={c.file}
                        catalog={c}
                        categoryLabel={p.categories.find((x) => x.id === c.category)?.label}
                        labels={L}
                      />
                    ))}
                  </ul>
                )}
              </>
            ))}
        </div>
      </div>
      <GalleryLightbox items={shown} index={openPhoto} onIndex={setOpenPhoto} onClose={() => setOpenPhoto(null)} />
    </section>
  );
}
