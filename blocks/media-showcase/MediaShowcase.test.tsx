import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockProviders, mapResolver, placeholderResolver } from '../../engine/context';
import { MediaShowcase } from './MediaShowcase';
import { schema } from './schema';

const slot = (n: number) =>
  `/uploads/engineering/cnc-laser-cutting/showcase/engineering-cnc-laser-cutting-showcase-image-${n}.jpg`;
const props = schema.parse({
  id: 'our-work',
  heading: 'Precision Cutting in Action',
  images: [1, 2, 3, 4, 5].map((n) => ({ media: slot(n), alt: `Laser-cut part ${n}`, caption: `Part ${n}` })),
  stat: { value: '12kW', label: 'Fibre laser cutting power' },
});

describe('media-showcase', () => {
  it('shows 5 images (the first as the lead) and the stat tile', () => {
    render(<MediaShowcase {...props} />);
    const section = screen.getByRole('region', { name: 'Precision Cutting in Action' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(section).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByAltText('Laser-cut part 1').closest('li')?.className).toContain('media-showcase__tile--lead');
    expect(items[5].textContent).toBe('12kWFibre laser cutting power');
    expect(screen.getByText('Part 3').tagName).toBe('FIGCAPTION');
  });

  it('renders missing media as the placeholder image', () => {
    render(<MediaShowcase {...props} />);
    expect(screen.getByAltText('Laser-cut part 2').getAttribute('src')).toBe('/uploads/placeholder.jpg');
  });

  it('leaves out an image the admin has hidden and uses an admin caption', () => {
    const resolver = mapResolver({
      [slot(2)]: { ...placeholderResolver(slot(2)), hidden: true },
      [slot(3)]: { ...placeholderResolver(slot(3)), title: 'Gate panels' },
    });
    render(
      <BlockProviders site={{ path: '/', contact: {} as never }} media={resolver}>
        <MediaShowcase {...props} />
      </BlockProviders>,
    );
    expect(screen.queryByAltText('Laser-cut part 2')).toBeNull();
    expect(screen.getByText('Gate panels')).toBeTruthy();
  });

  it('accepts only image slots', () => {
    expect(schema.safeParse({ heading: 'x', images: [{ media: '/uploads/a/b.mp4', alt: 'v' }] }).success).toBe(false);
    expect(schema.safeParse({ heading: 'x', images: [{ media: 'https://example.com/a.jpg', alt: 'v' }] }).success).toBe(
      false,
    );
  });
});
