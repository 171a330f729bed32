import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, ToastProvider } from './Toaster';
import { resetToasts, toast } from '../data/toast-store';

afterEach(() => {
  vi.useRealTimers();
  resetToasts();
});

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the current one', () => {
    render(<ToastProvider>app</ToastProvider>);
    act(() => {
      toast({ title: 'User created successfully' });
      toast({
        title: 'Failed to create user',
        description: 'A user named "grace" already exists',
        variant: 'destructive',
      });
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    const items = region.querySelectorAll('li');
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toContain('Failed to create user');
    expect(items[0].textContent).toContain('A user named "grace" already exists');
    expect(region.textContent).not.toContain('User created successfully');
    expect(items[0].classList.contains('admin-toast--destructive')).toBe(true);
  });

  it('closes after 5000 ms; the region is named for its F8 hotkey', () => {
    vi.useFakeTimers();
    render(<ToastProvider>app</ToastProvider>);
    act(() => void toast({ title: 'Login successful! Welcome to admin panel.' }));
    expect(TOAST_DURATION).toBe(5000);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(document.querySelector('li[data-state="open"]')?.textContent).toContain(
      'Login successful! Welcome to admin panel.',
    );
    act(() => void vi.advanceTimersByTime(TOAST_DURATION + 100));
    expect(document.querySelector('li[data-state="open"]')).toBeNull();
  });

  it('F8 moves focus to the notification region', () => {
    render(<ToastProvider>app</ToastProvider>);
    act(() => void toast({ title: 'User deleted successfully' }));
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true })));
    expect(document.activeElement?.getAttribute('class')).toContain('admin-toast-viewport');
  });
});
