import { useCallback, useEffect, useRef, useState } from 'react';

export interface ToastData {
  id: number;
  variant: 'default' | 'destructive';
  title: string;
  description?: string;
}

/** At most one toast, shown 5000 ms; the timer waits while the pointer or focus is on it. */
export const TOAST_DURATION_MS = 5000;

export function useToast() {
  const [toast, setToast] = useState<ToastData | null>(null);
  const seq = useRef(0);
  const show = useCallback((t: Omit<ToastData, 'id'>) => setToast({ ...t, id: ++seq.current }), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

/**
 * A small live region instead of Radix on a public page: role=status for
 * default toasts, role=alert for destructive ones, both always present so
 * screen readers announce what appears. F8 moves focus to the region.
 */
export function Toaster({ toast, onDismiss }: { toast: ToastData | null; onDismiss: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!toast || held) return;
    const t = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(t);
  }, [toast, held, onDismiss]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => setHeld(false), [toast]);
  const body = (t: ToastData) => (
    <div
      key={t.id}
      className={`contact-form__toast contact-form__toast--${t.variant}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(e) => e.key === 'Escape' && onDismiss()}
    >
      <div className="contact-form__toast-text">
        <p className="contact-form__toast-title">{t.title}</p>
        {t.description && <p className="contact-form__toast-desc">{t.description}</p>}
      </div>
      <button type="button" className="contact-form__toast-close" onClick={onDismiss} aria-label="Close notification">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
  return (
    <div ref={region} className="contact-form__toasts" tabIndex={-1} aria-label="Notifications (F8)" role="region">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.variant === 'default' && body(toast)}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.variant === 'destructive' && body(toast)}
      </div>
    </div>
  );
}
