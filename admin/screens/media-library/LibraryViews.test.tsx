import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LibraryViews } from './LibraryViews';

describe("the library's views", () => {
  it.each([
    ['files', 'All files'],
    ['slots', /^Slots pages ask for/],
  ] as const)(
    'links every file and the slots pages ask for, marking the %s view as the current one',
    (current, name) => {
      render(
        <MemoryRouter>
          <LibraryViews current={current} />
        </MemoryRouter>,
      );
      const views = within(screen.getByRole('navigation', { name: 'Media library views' }));
      expect(views.getByRole('link', { name: 'All files' }).getAttribute('href')).toBe('/admin/media');
      expect(views.getByRole('link', { name: /^Slots pages ask for/ }).getAttribute('href')).toBe(
        '/admin/upload-manager',
      );
      expect(views.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([
        views.getByRole('link', { name }),
      ]);
    },
  );

  it('is a plain link where there is no router (a story, a test)', () => {
    render(<LibraryViews current="slots" />);
    expect(screen.getByRole('link', { name: 'All files' }).getAttribute('href')).toBe('/admin/media');
  });
});
