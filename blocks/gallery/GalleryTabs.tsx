import type { GalleryProps, GallerySection } from './schema';
import type { GalleryAction, GalleryState } from './state';

/**
 * 'Product Images' / 'PDF Catalogs': the specification's labels, each the
 * section's name and what a click on it does, "(Show)" or "(Hide)". The
 * toggle's state is aria-pressed, so a screen reader also hears whether the
 * section is showing.
 */
export function GalleryTabs(p: {
  labels: GalleryProps['labels'];
  state: GalleryState;
  dispatch: (a: GalleryAction) => void;
  panelId: string;
}) {
  const L = p.labels;
  const tab = (section: GallerySection, label: string) => {
    const active = p.state.section === section;
    const open = active && p.state.visible[section];
    return (
      <button
        type="button"
        className={`gallery__tab${active ? ' is-active' : ''}`}
        aria-pressed={open}
        aria-controls={p.panelId}
        onClick={() => p.dispatch({ type: 'tab', section })}
      >
        {label} <span className="gallery__tab-state-text">{`(${open ? L.hide : L.show})`}</span>
        <span className={`gallery__tab-state${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
    );
  };
  return (
    <div className="gallery__tabs" role="group" aria-label="Gallery sections">
      {tab('product-images', L.images)}
      {tab('pdf-catalogs', L.catalogs)}
    </div>
  );
}
