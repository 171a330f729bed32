import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockProviders, mapResolver, placeholderResolver, type ResolvedMedia } from '../../engine/context';
import { contactDefaults } from '../../site-config/company';
import { galleryCatalogs, galleryCategories } from '../../site-config/gallery';
import { gallery } from '../../site-config/media';
import { Gallery } from './Gallery';
import { schema } from './schema';
import { categoryFromQuery } from './state';

const base = { categories: galleryCategories(), catalogs: galleryCatalogs() };

function setup(over: object = {}, query?: Record<string, string>, media: Record<string, ResolvedMedia> = {}) {
  return render(
    <BlockProviders site={{ path: '/gallery', contact: contactDefaults, query }} media={mapResolver(media)}>
      <Gallery {...schema.parse({ ...base, ...over })} />
    </BlockProviders>,
  );
}
const button = (name: string) => screen.getByRole('button', { name });
const tiles = () => document.querySelectorAll('.gallery__item').length;
const activeCategory = () =>
  within(screen.getByRole('group', { name: 'Categories' }))
    .getAllByRole('button', { pressed: true })
    .map((b) => b.textContent);

describe('gallery switch', () => {
  /** A tab by its section's name, whatever state its label shows. */
  const tab = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\((Show|Hide)\\)$`) });
  const pressed = (name: string) => tab(name).getAttribute('aria-pressed');

  it('starts on Product Images, shown: each tab says Show or Hide after its name, its state is aria-pressed', () => {
    setup();
    expect(pressed('Product Images')).toBe('true');
    expect(pressed('PDF Catalogs')).toBe('false');
    const tabs = [...document.querySelectorAll('.gallery__tab')];
    expect(tabs.map((t) => t.textContent)).toEqual(['Product Images (Hide)', 'PDF Catalogs (Show)']);
    for (const t of tabs) expect(t.getAttribute('aria-controls')).toBe('gallery-panel');
    expect(tiles()).toBe(20);
  });

  it('without tabs (one set of photos, a project page): no switch and no category buttons, only the pictures', () => {
    setup({ tabs: false, categories: [base.categories[0]!], catalogs: [] });
    expect(document.querySelectorAll('.gallery__tab')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    expect(tiles()).toBe(20);
  });

  it("clicking the active tab toggles its visibility, with the specification's message when hidden", () => {
    setup();
    fireEvent.click(tab('Product Images'));
    expect(pressed('Product Images')).toBe('false');
    expect(tab('Product Images').textContent).toBe('Product Images (Show)');
    expect(screen.getByText('Product images are hidden. Click "Product Images (Show)" to display them.')).toBeTruthy();
    expect(tiles()).toBe(0);
    fireEvent.click(tab('Product Images'));
    expect(pressed('Product Images')).toBe('true');
    expect(tiles()).toBe(20);
  });

  it('clicking the other tab selects it and shows it; each tab keeps its own flag', () => {
    setup();
    fireEvent.click(tab('PDF Catalogs'));
    expect(pressed('PDF Catalogs')).toBe('true');
    expect(pressed('Product Images')).toBe('false');
    expect(screen.getByRole('heading', { level: 3, name: 'Prefab Units Catalog' })).toBeTruthy();
    fireEvent.click(tab('PDF Catalogs'));
    expect(screen.getByText('PDF catalogs are hidden. Click "PDF Catalogs (Show)" to display them.')).toBeTruthy();
    // Back to images (still visible), then to catalogs again: selecting shows it.
    fireEvent.click(tab('Product Images'));
    expect(tiles()).toBe(20);
    fireEvent.click(tab('PDF Catalogs'));
    expect(screen.getAllByRole('listitem').length).toBe(3);
  });
});

describe('gallery categories and paging', () => {
  it('shows 20, then 100, then 20 with the exact labels and counts', () => {
    setup();
    expect(screen.getByText('20 items displayed')).toBeTruthy();
    fireEvent.click(button('Showing 20/100 - Click for More'));
    expect(tiles()).toBe(100);
    expect(screen.getByText('100 items displayed')).toBeTruthy();
    fireEvent.click(button('Showing 100/100 - Click for Less'));
    expect(tiles()).toBe(20);
    expect(button('Showing 20/100 - Click for More').getAttribute('aria-expanded')).toBe('false');
  });

  it('switches category, keeping an expanded flag per category', () => {
    setup();
    fireEvent.click(button('Showing 20/100 - Click for More'));
    fireEvent.click(button('Executive Furniture'));
    expect(activeCategory()).toContain('Executive Furniture');
    expect(screen.getByRole('heading', { level: 3, name: 'Executive Furniture' })).toBeTruthy();
    expect(tiles()).toBe(20);
    expect(screen.getByText('Executive Desk in Walnut')).toBeTruthy();
    fireEvent.click(button('Prefab Units'));
    expect(tiles()).toBe(100);
  });

  it('keeps the chosen category in the address, so Back undoes it and the address can be shared', () => {
    window.history.replaceState(null, '', '/gallery');
    setup();
    fireEvent.click(button('Executive Furniture'));
    expect(new URLSearchParams(window.location.search).get('category')).toBe('Executive Furniture');
    fireEvent.click(button('Interior Design'));
    expect(new URLSearchParams(window.location.search).get('category')).toBe('Interior Design');
    // Back lands on the previous address: its category comes back.
    act(() => {
      window.history.replaceState(null, '', '/gallery?category=Executive%20Furniture');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(activeCategory()).toContain('Executive Furniture');
    act(() => {
      window.history.replaceState(null, '', '/gallery');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(activeCategory()).toContain('Prefab Units');
  });

  it('titles every image and uses the media slots of the naming convention', () => {
    const { container } = setup();
    const first = container.querySelector('.gallery__item')!;
    expect(within(first as HTMLElement).getByText('Site Office, Athi River')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('alt')).toBe(
      'Prefab Units project photo 1: Site Office, Athi River',
    );
    expect(galleryCategories()[0].items[99].media).toBe(gallery.productImage('prefab-units', 100));
  });

  it('leaves out images an admin has hidden and shows their new titles', () => {
    const slot = gallery.productImage('prefab-units', 1);
    const renamed = gallery.productImage('prefab-units', 2);
    setup({}, undefined, {
      [slot]: { ...placeholderResolver(slot), hidden: true },
      [renamed]: { ...placeholderResolver(renamed), title: 'Container Office, Syokimau' },
    });
    expect(screen.queryByText('Site Office, Athi River')).toBeNull();
    expect(screen.getByText('Container Office, Syokimau')).toBeTruthy();
    expect(button('Showing 20/99 - Click for More')).toBeTruthy();
  });

  it('shows the generic fallback text for a category without a description', () => {
    const [first] = galleryCategories();
    setup({
      categories: [{ ...first, id: 'metal-works', label: 'Metal Works', description: undefined }],
      defaultCategory: 'metal-works',
    });
    expect(screen.getByText('A selection of recent projects from our Nairobi workshops and sites.')).toBeTruthy();
  });
});

describe('?category=', () => {
  it.each([
    ['Prefab Units', 'prefab-units'],
    ['Interior Designs', 'interior-designs'],
    ['Executive Furniture', 'executive-furniture'],
    ['executive-furniture', 'executive-furniture'],
    ['  interior designs ', 'interior-designs'],
  ])('maps %j to %s', (value, id) => {
    expect(categoryFromQuery(galleryCategories(), value)).toBe(id);
  });

  it('ignores unknown values', () => {
    expect(categoryFromQuery(galleryCategories(), 'Swimming Pools')).toBeUndefined();
    expect(categoryFromQuery(galleryCategories(), undefined)).toBeUndefined();
  });

  it('renders the requested category first, and the default for an unknown one', () => {
    setup({}, { category: 'Interior Designs' });
    expect(activeCategory()).toContain('Interior Design');
    expect(screen.getByText('Executive Office, Westlands')).toBeTruthy();
  });

  it('falls back to prefab-units for an unknown category', () => {
    setup({}, { category: '<script>alert(1)</script>' });
    expect(activeCategory()).toContain('Prefab Units');
  });
});

describe('catalogs', () => {
  it('offers a Download link when the PDF is stored, and a request link when it is not', () => {
    const file = gallery.catalog('prefab-units');
    setup({ defaultSection: 'pdf-catalogs' }, undefined, {
      [file]: { ...placeholderResolver(file), exists: true, src: `${file}?v=1` },
    });
    const download = screen.getByText('Download').closest('a')!;
    expect(download.textContent).toBe('Download Prefab Units Catalog (PDF)');
    expect(download.hasAttribute('download')).toBe(true);
    expect(download.getAttribute('href')).toBe(`${file}?v=1`);
    expect(screen.getAllByRole('link', { name: /Request a copy/ })).toHaveLength(2);
  });
});
