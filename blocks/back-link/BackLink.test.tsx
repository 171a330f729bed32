import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackLink } from './BackLink';
import { schema } from './schema';

describe('back-link', () => {
  it('links back to the parent page with its label as the accessible name', () => {
    const { container } = render(
      <BackLink {...schema.parse({ label: 'All Services', href: '/engineering-services' })} />,
    );
    const link = screen.getByRole('link', { name: 'All Services' });
    expect(link.getAttribute('href')).toBe('/engineering-services');
    expect(container.querySelector('.back-link--top')).not.toBeNull();
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('supports a bottom placement', () => {
    const { container } = render(
      <BackLink {...schema.parse({ label: 'All Services', href: '/engineering-services', placement: 'bottom' })} />,
    );
    expect(container.querySelector('.back-link--bottom')).not.toBeNull();
  });

  it('rejects an empty label or a bad href', () => {
    expect(schema.safeParse({ label: '', href: '/x' }).success).toBe(false);
    expect(schema.safeParse({ label: 'Back', href: 'not a link' }).success).toBe(false);
  });
});
