import { useSyncExternalStore } from 'react';

/**
 * Toasts as a tiny store outside React, so query callbacks can raise one too.
 * At most 1 visible (a new toast replaces the current one).
 */
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
  /** One thing to do about what the toast says, such as Undo; altText says how else to do it for screen readers. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  altText: string;
  onClick: () => void;
}

export const TOAST_LIMIT = 1;
/** Seed: a closed toast is kept this long before it is dropped (it stays mounted, closed). */
export const TOAST_REMOVE_DELAY = 1_000_000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((l) => l());

export function toast(t: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ToastAction;
}): number {
  const id = nextId++;
  items = [
    { id, title: t.title, description: t.description, variant: t.variant ?? 'default', open: true, action: t.action },
    ...items,
  ].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!timers.has(id)) {
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        items = items.filter((t) => t.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY),
    );
  }
}

/** Tests and stories start clean. */
export function resetToasts() {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  if (!items.length) return;
  items = [];
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
