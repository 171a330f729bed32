import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BlockProviders,
  PLACEHOLDER_IMAGE,
  mapResolver,
  placeholderResolver,
  type ResolvedMedia,
  type SiteData,
} from '../../engine/context';
import { ProductGrid } from './ProductGrid';
import { schema } from './schema';

const slot = (n: number) => `/uploads/executive-furniture/test/executive-furniture-test-image-${n}.jpg`;
const props = (over: Record<string, unknown> = {}, count = 100) =>
  schema.parse({
    heading: 'Test Products',
    items: Array.from({ length: count }, (_, i) => ({ media: slot(i + 1), name: `Test Product ${i + 1}` })),
    ...over,
  });

const stored = (n: number, extra: Partial<ResolvedMedia> = {}): ResolvedMedia => ({
  ...placeholderResolver(slot(n)),
  exists: true,
  src: `${slot(n)}?v=abc`,
  ...extra,
});

function renderGrid(p: ReturnType<typeof props>, media: Record<string, ResolvedMedia> = {}) {
  return render(
    <BlockProviders site={{ path: '/' } as SiteData} media={mapResolver(media)}>
      <ProductGrid {...p} />
    </BlockProviders>,
  );
}

const tiles = () => within(screen.getByRole('list')).queryAllByRole('listitem');
const toggle = () => screen.getByRole('button', { name: /Show|Showing/ });

describe('ProductGrid', () => {
  it('shows the first 20 of 100 tiles, expands to all 100 and collapses again', () => {
    renderGrid(props());
    expect(tiles()).toHaveLength(20);
    expect(screen.getByText('Test Product 20')).toBeTruthy();
    expect(screen.queryByText('Test Product 21')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    expect(tiles()).toHaveLength(100);
    expect(screen.getByText('Test Product 100')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(tiles()).toHaveLength(20);
  });

  it('can start expanded and still collapse', () => {
    renderGrid(props({ startExpanded: true, labels: 'showing' }));
    expect(tiles()).toHaveLength(100);
    expect(toggle().textContent).toBe('Showing 100/100 - Click for Less');
    fireEvent.click(toggle());
    expect(tiles()).toHaveLength(20);
  });

  it('lazy-loads every tile image', () => {
    renderGrid(props());
    fireEvent.click(toggle());
    const imgs = document.querySelectorAll('img');
    expect(imgs).toHaveLength(100);
    for (const img of imgs) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it.each([
    ['count', 'Show All Products (100/100)', 'Show Less (20/100)'],
    ['showing', 'Showing 20/100 - Click for More', 'Showing 100/100 - Click for Less'],
    ['plain', 'Show All Products', 'Show Less'],
  ] as const)('labels the %s toggle exactly', (labels, collapsed, expanded) => {
    renderGrid(props({ labels }));
    expect(toggle().textContent).toBe(collapsed);
    fireEvent.click(toggle());
    expect(toggle().textContent).toBe(expanded);
  });

  it('takes the numbers from the data', () => {
    renderGrid(props({ labels: 'showing', initialCount: 12 }, 48));
    expect(toggle().textContent).toBe('Showing 12/48 - Click for More');
    fireEvent.click(toggle());
    expect(toggle().textContent).toBe('Showing 48/48 - Click for Less');
  });

  it('shows a count subtitle that follows the state', () => {
    renderGrid(props({ countSubtitle: true }));
    expect(screen.getByText('(20/100 products shown)')).toBeTruthy();
    fireEvent.click(toggle());
    expect(screen.getByText('(100/100 products shown)')).toBeTruthy();
  });

  it('has no subtitle unless asked', () => {
    renderGrid(props());
    expect(screen.queryByText(/products shown/)).toBeNull();
  });

  it('has no toggle when every tile fits (home products: 20 of 20) and shows the hover label', () => {
    renderGrid(
      props({
        hoverLabel: 'View Details',
        items: props({}, 20).items.map((t) => ({ ...t, href: '/services/furniture/home/lounge' })),
      }),
    );
    expect(tiles()).toHaveLength(20);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByText('View Details')).toHaveLength(20);
    expect(screen.getByRole('link', { name: /Test Product 1$/ }).getAttribute('href')).toBe(
      '/services/furniture/home/lounge',
    );
  });

  it('swaps a failed image for the placeholder when asked', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderGrid(props({ onImageError: 'placeholder' }), { [slot(1)]: stored(1) });
    const img = screen.getByText('Test Product 1').closest('li')!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${slot(1)}?v=abc`);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img.style.visibility).toBe('');
    err.mockRestore();
  });

  it('hides a failed image by default', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderGrid(props(), { [slot(1)]: stored(1) });
    const img = screen.getByText('Test Product 1').closest('li')!.querySelector('img')!;
    fireEvent.error(img);
    expect(img.style.visibility).toBe('hidden');
    expect(img.getAttribute('src')).toBe(`${slot(1)}?v=abc`);
    err.mockRestore();
  });

  it('leaves out hidden media records and counts only what is visible', () => {
    renderGrid(props({ labels: 'count' }), {
      [slot(2)]: stored(2, { hidden: true }),
      [slot(50)]: stored(50, { hidden: true }),
    });
    expect(tiles()).toHaveLength(20);
    expect(screen.queryByText('Test Product 2')).toBeNull();
    expect(screen.getByText('Test Product 21')).toBeTruthy();
    expect(toggle().textContent).toBe('Show All Products (98/98)');
    fireEvent.click(toggle());
    expect(tiles()).toHaveLength(98);
    expect(toggle().textContent).toBe('Show Less (20/98)');
  });

  it('gives a tile image no alt that only repeats the visible name', () => {
    renderGrid(props());
    expect(screen.getByText('Test Product 1').closest('li')!.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('uses an admin-set product name and alt text', () => {
    renderGrid(props(), {
      [slot(3)]: stored(3, { title: 'Kilimani Walnut Desk', alt: 'Walnut desk with brass handles' }),
    });
    expect(screen.getByText('Kilimani Walnut Desk')).toBeTruthy();
    expect(screen.queryByText('Test Product 3')).toBeNull();
    expect(screen.getByAltText('Walnut desk with brass handles')).toBeTruthy();
  });

  it('rejects two tiles on one slot', () => {
    const r = schema.safeParse({
      heading: 'x',
      items: [
        { media: slot(1), name: 'a' },
        { media: slot(1), name: 'b' },
      ],
    });
    expect(r.success).toBe(false);
  });
});
