import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './Breadcrumb';
import { schema } from './schema';

describe('breadcrumb', () => {
  const props = schema.parse({
    items: [
      { label: 'Home', href: '/' },
      { label: 'Engineering Services', href: '/engineering-services' },
    ],
    current: 'Metal Powder Coating',
  });

  it('is a nav labelled Breadcrumb with linked ancestors and the current page marked', () => {
    render(<Breadcrumb {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Engineering Services', '/engineering-services'],
    ]);
    const current = within(nav).getByText('Metal Powder Coating');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('hides the separators from assistive technology', () => {
    const { container } = render(<Breadcrumb {...props} />);
    const seps = container.querySelectorAll('.breadcrumb__sep');
    expect(seps).toHaveLength(2);
    seps.forEach((s) => expect(s.getAttribute('aria-hidden')).toBe('true'));
  });

  it('rejects an unsafe link', () => {
    expect(schema.safeParse({ items: [{ label: 'x', href: 'javascript:alert(1)' }], current: 'y' }).success).toBe(
      false,
    );
  });
});
