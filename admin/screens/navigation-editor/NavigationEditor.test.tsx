import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NavigationDocument } from '../../../contracts/navigation';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import { NavigationEditor } from './NavigationEditor';
import { sampleNavigation } from './sample';

const props = { heading: 'Navigation', intro: 'The menu and the footer.', autosaveMs: 100 };
const topRows = () =>
  Array.from(document.querySelectorAll('.nav-list:not(.nav-list--nested) > ol > li .nav-row__label')).map(
    (el) => el.textContent,
  );

describe('the navigation editor', () => {
  it('lists the menu one line per item, and opens only the item asked for', async () => {
    renderAdmin(<NavigationEditor {...props} />, {
      route: '/admin/navigation',
      api: { 'GET /api/admin/navigation': sampleNavigation },
    });
    await screen.findByRole('heading', { name: 'Header menu' });
    expect(topRows()).toEqual([
      'Home',
      'Interior Design',
      'Prefab Units',
      'Executive Furniture',
      'Engineering',
      'Gallery',
    ]);
    expect(document.querySelectorAll('.nav-row__fields')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Prefab Units/ }));
    expect(document.querySelectorAll('.nav-row__fields')).toHaveLength(1);
    expect(screen.getByText('Links in Prefab Units')).toBeTruthy();
    expect(screen.getByText('The site shows its default navigation.')).toBeTruthy();
  });

  it('reorders, renames and removes, then saves the draft by itself with the server’s problems shown', async () => {
    const { calls } = renderAdmin(<NavigationEditor {...props} />, {
      route: '/admin/navigation',
      api: {
        'GET /api/admin/navigation': sampleNavigation,
        'PUT /api/admin/navigation/draft': {
          version: 1,
          issues: [
            {
              path: ['header', 'items', 0, 'href'],
              message: 'No page at /home is on the site: choose a page from the list.',
            },
          ],
        },
      },
    });
    await screen.findByRole('heading', { name: 'Header menu' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Gallery up in the menu' }));
    expect(topRows().slice(-2)).toEqual(['Gallery', 'Engineering']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Careers from Company' }));
    fireEvent.click(screen.getByRole('button', { name: /^Home/ }));
    const open = document.querySelector('.nav-row--open') as HTMLElement;
    fireEvent.change(within(open).getByLabelText('Links to'), { target: { value: '/home' } });

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as { navigation: NavigationDocument; baseVersion: number };
    expect(sent.baseVersion).toBe(0);
    expect(sent.navigation.header.items.map((i) => i.label).slice(-2)).toEqual(['Gallery', 'Engineering']);
    expect(sent.navigation.footer.companyLinks.map((l) => l.label)).not.toContain('Careers');
    expect(await within(open).findByText(/No page at \/home is on the site/)).toBeTruthy();
    expect(screen.getByText('1 problem to fix before publishing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the cursor in the new link’s first field after “+ Add a link” (a footer column, the menu)', async () => {
    renderAdmin(<NavigationEditor {...props} />, {
      route: '/admin/navigation',
      api: { 'GET /api/admin/navigation': sampleNavigation },
    });
    await screen.findByRole('heading', { name: 'Header menu' });
    const footerAdd = screen.getAllByRole('button', { name: /^\+ Add a link to / })[0]!;
    const column = footerAdd.closest('fieldset')!;
    footerAdd.focus();
    fireEvent.click(footerAdd);
    const labels = within(column).getAllByLabelText('Label');
    await waitFor(() => expect(document.activeElement).toBe(labels.at(-1)));

    const menuAdd = screen.getByRole('button', { name: '+ Add a menu item' });
    menuAdd.focus();
    fireEvent.click(menuAdd);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(document.querySelector('.nav-row--open') as HTMLElement).getAllByLabelText('Label')[0],
      ),
    );
    expect((document.activeElement as HTMLInputElement).value).toBe('');
  });

  it('undoes and redoes with the buttons and Ctrl+Z / Ctrl+Y; typing in one field is one step', async () => {
    renderAdmin(<NavigationEditor {...props} autosaveMs={60_000} />, {
      route: '/admin/navigation',
      api: { 'GET /api/admin/navigation': sampleNavigation },
    });
    const year = (await screen.findByLabelText('Copyright year')) as HTMLInputElement;
    // Typing merges into one step when the keystrokes come within a second (useUndo.ts); on a loaded machine the
    // render after the first took longer than that, and Undo went back to '202' (seen once, load 9). The clock
    // stands still across the two keystrokes, as a person's typing would be quick enough.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fireEvent.change(year, { target: { value: '202' } });
      fireEvent.change(year, { target: { value: '2026' } });
    } finally {
      vi.useRealTimers();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gallery from the menu' }));
    expect(topRows()).not.toContain('Gallery');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(topRows()).toContain('Gallery');
    expect(year.value).toBe('2026');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(year.value).toBe('2024');
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(year.value).toBe('2026');
  });

  it('checks a year and an empty label at once, before any save', async () => {
    renderAdmin(<NavigationEditor {...props} autosaveMs={60_000} />, {
      route: '/admin/navigation',
      api: { 'GET /api/admin/navigation': sampleNavigation },
    });
    fireEvent.change(await screen.findByLabelText('Copyright year'), { target: { value: '1999' } });
    expect(screen.getByText('Must be 2000 or later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ Add a menu item' }));
    const problems = screen.getByText(/problems to fix before publishing/).closest('section')!;
    expect(within(problems).getByText('Header menu › item 7: label')).toBeTruthy();
    expect(within(problems).getByText('Footer: copyright year')).toBeTruthy();
  });
});
